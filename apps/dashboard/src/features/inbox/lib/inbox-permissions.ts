import { isAllowed, type TeamRole } from '@lisa/contracts/team';

/** Everyone reads the inbox settings; managers change the routing. */
export function canManageInboxSettings(role: TeamRole | null | undefined): boolean {
  return isAllowed(role, 'team.manage');
}

/** Everyone reads canned responses; the permission table says who keeps them. */
export function canManageCanned(role: TeamRole | null | undefined): boolean {
  return isAllowed(role, 'canned.manage');
}

/** "Good answer" teaches the agent: whoever may change the knowledge. */
export function canTeachAnswers(role: TeamRole | null | undefined): boolean {
  return isAllowed(role, 'knowledge.write');
}
