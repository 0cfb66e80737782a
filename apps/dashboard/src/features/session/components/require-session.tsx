import { Button } from '@lisa/ui/button';
import { FullPageSpinner } from '@lisa/ui/spinner';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { TEXTS } from '../../../lib/texts.ts';
import { signInPathFor } from '../../auth/lib/next-path.ts';
import { useSession, useSessionStore } from '../hooks/use-session.ts';

/**
 * SPEC §2 guard: a protected screen needs both a stored token and a loaded user, else
 * /signin with history replaced. A full-page spinner shows while the user loads.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const store = useSessionStore();
  const { token, user, loadingUser, error } = useSession();
  const location = useLocation();
  const needsLoad = Boolean(token) && !user && !loadingUser && error === null;

  useEffect(() => {
    if (needsLoad) void store.refresh();
  }, [needsLoad, store]);

  if (!token) {
    return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  }
  if (user) return <>{children}</>;
  if (error === TEXTS.authLoadFailed) {
    return (
      <main
        role="alert"
        className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center"
      >
        <p className="text-lg">{TEXTS.authLoadFailed}</p>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </main>
    );
  }
  if (error === TEXTS.storedUserUnreadable) {
    // The stored record was discarded; loading it again from the server is the retry.
    return (
      <main
        role="alert"
        className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center"
      >
        <p className="text-lg">{TEXTS.storedUserUnreadable}</p>
        <Button
          onClick={() => {
            store.clearError();
            void store.refresh();
          }}
        >
          Try again
        </Button>
      </main>
    );
  }
  return <FullPageSpinner label="Loading your account" />;
}
