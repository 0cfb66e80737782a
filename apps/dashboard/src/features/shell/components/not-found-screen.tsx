import { Link } from 'react-router';

export function NotFoundScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="font-semibold text-brand-ink text-sm">404</p>
      <h1 className="font-semibold text-2xl">Page not found</h1>
      <p className="text-ink-muted">The page you are looking for does not exist.</p>
      <Link className="mt-2 font-medium text-brand-ink hover:underline" to="/dashboard">
        Go to the dashboard
      </Link>
    </main>
  );
}
