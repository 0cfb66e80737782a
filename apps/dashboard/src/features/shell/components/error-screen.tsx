/** SPEC §2's generic fallback error screen. */
export function ErrorScreen({ reload = () => window.location.reload() }: { reload?: () => void }) {
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <h1 className="font-semibold text-2xl">Something went wrong</h1>
      <p className="text-slate-600 dark:text-slate-300">Please try refreshing the page</p>
      <button
        type="button"
        onClick={reload}
        className="mt-2 rounded-lg bg-indigo-600 px-4 py-2 font-medium text-sm text-white hover:bg-indigo-700"
      >
        Refresh Page
      </button>
    </main>
  );
}

/** Route-level error element: every route falls back to the generic screen. */
export function RouteErrorScreen() {
  return <ErrorScreen />;
}
