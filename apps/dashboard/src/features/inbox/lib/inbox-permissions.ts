import type { TeamRole } from '@lisa/contracts/team';

// The contracts' permission table has no canned-response row yet; the API lets owners and
// admins write them and everyone read them. One place to change when the table gains it.
const CANNED_MANAGERS: readonly TeamRole[] = ['owner', 'admin'];

export function canManageCanned(role: TeamRole | null | undefined): boolean {
  return role ? CANNED_MANAGERS.includes(role) : false;
}
