import { ThemeProvider } from '@lisa/ui/theme';
import { Toaster, toast } from '@lisa/ui/toast';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { ConnectionBannerHost } from '../../connection/connection-banner-host.tsx';
import { useSession, useSessionStore } from '../../session/hooks/use-session.ts';

/** Wraps every route: theme (forced light on SPEC §2's paths), toasts, connection banner. */
export function AppFrame() {
  const { pathname } = useLocation();
  const { checkHealth } = useServices();
  const store = useSessionStore();
  const { error, user } = useSession();

  // Session failures that leave a usable screen behind are told as toasts (SPEC §8 texts).
  useEffect(() => {
    if (error && user) {
      toast.error(error);
      store.clearError();
    }
  }, [error, user, store]);

  return (
    <ThemeProvider pathname={pathname}>
      <ConnectionBannerHost checkHealth={checkHealth} />
      <Toaster />
      <Outlet />
    </ThemeProvider>
  );
}
