import { brand } from '@lisa/catalogue/brand';
import { Spinner } from '@lisa/ui/spinner';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { env } from '../env.ts';

/** Auth and app paths live on the dashboard's origin; /login is an old name of /signin. */
export function dashboardTarget(pathname: string, search: string, hash: string): string {
  const path = pathname === '/login' ? '/signin' : pathname;
  return `${env.dashboardUrl}${path}${search}${hash}`;
}

const replaceLocation = (url: string) => window.location.replace(url);

/** Sends the browser to the dashboard, replacing this entry so Back skips it. */
export function DashboardRedirect({
  replace = replaceLocation,
}: {
  replace?: (url: string) => void;
}) {
  const { pathname, search, hash } = useLocation();
  const target = dashboardTarget(pathname, search, hash);
  useEffect(() => {
    replace(target);
  }, [replace, target]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 text-ink-muted">
      <Spinner label="Redirecting" />
      <p>
        Taking you to the{' '}
        <a href={target} className="text-brand-600 underline">
          {brand.name} app
        </a>
        ...
      </p>
    </main>
  );
}
