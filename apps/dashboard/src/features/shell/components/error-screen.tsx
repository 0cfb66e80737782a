import { Button } from '@lisa/ui/button';

/** SPEC §2's generic fallback error screen. */
export function ErrorScreen({ reload = () => window.location.reload() }: { reload?: () => void }) {
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <h1 className="font-semibold text-2xl">Something went wrong</h1>
      <p className="text-ink-muted">Please try refreshing the page</p>
      <Button className="mt-2" onClick={reload}>
        Refresh Page
      </Button>
    </main>
  );
}

/** Route-level error element: every route falls back to the generic screen. */
export function RouteErrorScreen() {
  return <ErrorScreen />;
}
