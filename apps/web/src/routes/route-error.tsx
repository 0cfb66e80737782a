import { ErrorScreen } from '@lisa/ui/error-screen';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** Every route's error fallback: the generic screen of SPEC §2. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // Kept in the console so a visitor's report can include it.
    console.error('Route error', error);
  }, [error]);
  return (
    <main>
      <ErrorScreen />
    </main>
  );
}
