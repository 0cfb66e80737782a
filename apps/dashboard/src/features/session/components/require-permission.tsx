import type { Permission } from '@lisa/contracts/team';
import { isAllowed } from '@lisa/contracts/team';
import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenLoading } from '../../shell/components/screen-loading.tsx';
import { useRole } from '../hooks/use-role.ts';
import { useSession } from '../hooks/use-session.ts';

/**
 * Shows a screen only to roles the permission table allows (the API refuses the rest
 * anyway); others read why, with a way back. The navigation does not offer such screens.
 */
export function RequirePermission({
  permission,
  title,
  children,
}: {
  permission: Permission;
  title: string;
  children: ReactNode;
}) {
  const role = useRole();
  const { businesses } = useSession();
  if (isAllowed(role, permission)) return children;
  // The role arrives with the user's businesses: wait for them rather than refuse.
  if (role === null && businesses.length === 0) return <ScreenLoading />;
  return (
    <section aria-labelledby="forbidden-title" className="mx-auto max-w-2xl py-16 text-center">
      <div
        aria-hidden="true"
        className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-surface-muted text-ink-muted"
      >
        <ShieldOff className="h-6 w-6" />
      </div>
      <h1 id="forbidden-title" className="font-semibold text-2xl">
        {title}
      </h1>
      <p className="mt-3 text-ink-muted">
        Your role in this business does not include this screen. Ask an owner or admin if you need
        it.
      </p>
      <Link
        className="mt-6 inline-block font-medium text-brand-ink hover:underline"
        to="/dashboard"
      >
        Back to the dashboard
      </Link>
    </section>
  );
}
