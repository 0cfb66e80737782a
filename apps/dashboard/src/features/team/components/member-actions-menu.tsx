import type { Member } from '@lisa/contracts/team';
import { IconButton } from '@lisa/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@lisa/ui/menu';
import {
  Crown,
  LogOut,
  MoreHorizontal,
  Send,
  ShieldCheck,
  UserMinus,
  UserRound,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { MEMBER_ACTION_LABELS, type MemberAction } from '../lib/team-permissions.ts';

const ICONS: Record<MemberAction, ReactNode> = {
  changeRoleToAdmin: <ShieldCheck />,
  changeRoleToAgent: <UserRound />,
  remove: <UserMinus />,
  leave: <LogOut />,
  resendInvite: <Send />,
  revokeInvite: <X />,
  transferOwnership: <Crown />,
};
const DANGER: ReadonlySet<MemberAction> = new Set(['remove', 'leave', 'revokeInvite']);

/** "Actions for {email}": the row's actions the signed-in person may take, nothing else. */
export function MemberActionsMenu({
  member,
  actions,
  onAction,
}: {
  member: Member;
  actions: readonly MemberAction[];
  onAction: (action: MemberAction, member: Member) => void;
}) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton size="sm" label={`Actions for ${member.email}`} icon={<MoreHorizontal />} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {actions.map((action) => (
          <DropdownMenuItem
            key={action}
            icon={ICONS[action]}
            {...(DANGER.has(action) ? { tone: 'danger' as const } : {})}
            onSelect={() => onAction(action, member)}
          >
            {MEMBER_ACTION_LABELS[action]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
