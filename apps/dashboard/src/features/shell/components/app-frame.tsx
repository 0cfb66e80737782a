import { createConnectionMonitor } from '@lisa/api-client';
import { LiveConnectionBanner } from '@lisa/ui/connection-banner';
import { ThemeProvider } from '@lisa/ui/theme';
import { Toaster, toast } from '@lisa/ui/toast';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { useSession, useSessionStore } from '../../session/hooks/use-session.ts';

/** Wraps every route: theme (forced light on SPEC §2's paths), toasts, connection banner. */
export function AppFrame() {
  const { pathname } = useLocation();
  const { checkHealth } = useServices();
  // SPEC §2/§4 connection banner: the api-client's monitor (browser online/offline events,
  // HEAD /api/health-check on load and every 30 s); LiveConnectionBanner runs and draws it.
  const [connectionMonitor] = useState(() =>
    createConnectionMonitor({ checkHealth, eventSource: window }),
  );
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
      {/* In the page flow (sticky), so it never covers the header's controls. */}
      <LiveConnectionBanner monitor={connectionMonitor} placement="sticky" />
      <Toaster />
      <Outlet />
    </ThemeProvider>
  );
}
