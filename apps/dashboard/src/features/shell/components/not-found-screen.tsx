import { Link } from 'react-router';

export function NotFoundScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="font-semibold text-indigo-600 text-sm">404</p>
      <h1 className="font-semibold text-2xl">Page not found</h1>
      <p className="text-slate-600 dark:text-slate-300">
        The page you are looking for does not exist.
      </p>
      <Link className="mt-2 font-medium text-indigo-600 hover:underline" to="/dashboard">
        Go to the dashboard
      </Link>
    </main>
  );
}
