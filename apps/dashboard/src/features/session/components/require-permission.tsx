import type { Permission } from '@lisa/contracts/team';
import { isAllowed } from '@lisa/contracts/team';
import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { ScreenLoading } from '../../shell/components/screen-loading.tsx';
import { ScreenNotice } from '../../shell/components/screen-notice.tsx';
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
    <ScreenNotice icon={ShieldOff} tone="muted" title={title}>
      Your role in this business does not include this screen. Ask an owner or admin if you need it.
    </ScreenNotice>
  );
}
