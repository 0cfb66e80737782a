// What the signed-in person may do to each row of the member list. The server enforces the
// same rules (one permission table); this only hides what would be refused.
import { isAllowed, type Member, type TeamRole } from '@lisa/contracts/team';

export type MemberAction =
  | 'changeRoleToAdmin'
  | 'changeRoleToAgent'
  | 'remove'
  | 'leave'
  | 'resendInvite'
  | 'revokeInvite'
  | 'transferOwnership';

/** The menu item that offers each action (also its accessible name). */
export const MEMBER_ACTION_LABELS: Record<MemberAction, string> = {
  changeRoleToAdmin: 'Change role to admin',
  changeRoleToAgent: 'Change role to agent',
  remove: 'Remove from team',
  leave: 'Leave team',
  resendInvite: 'Resend invite',
  revokeInvite: 'Revoke invite',
  transferOwnership: 'Transfer ownership',
};

export interface Viewer {
  userId: number;
  role: TeamRole;
}

/** Owner and admin invite, change roles and remove; agents read the list only. */
export function canManageTeam(role: TeamRole | undefined): boolean {
  return isAllowed(role, 'team.manage');
}

export function canReadAuditLog(role: TeamRole | undefined): boolean {
  return isAllowed(role, 'audit.read');
}

export function memberActions(viewer: Viewer, member: Member): MemberAction[] {
  const manages = canManageTeam(viewer.role);
  if (member.status === 'invited') return manages ? ['resendInvite', 'revokeInvite'] : [];
  if (member.user_id === viewer.userId) {
    // Anyone but the owner may leave; the owner transfers ownership first.
    return viewer.role === 'owner' ? [] : ['leave'];
  }
  // The owner's row changes only through a transfer the new owner accepts.
  if (!manages || member.role === 'owner') return [];
  const actions: MemberAction[] = [
    member.role === 'admin' ? 'changeRoleToAgent' : 'changeRoleToAdmin',
    'remove',
  ];
  if (isAllowed(viewer.role, 'ownership.transfer')) actions.push('transferOwnership');
  return actions;
}
