import type { Member, TeamRole } from '@lisa/contracts/team';

export type RoleFilter = TeamRole | 'all';

/** Rows whose name or email contains `search` (any case) and whose role matches. */
export function filterMembers(
  members: readonly Member[],
  { search, role }: { search: string; role: RoleFilter },
): Member[] {
  const needle = search.trim().toLowerCase();
  return members.filter(
    (member) =>
      (role === 'all' || member.role === role) &&
      (needle === '' ||
        member.email.toLowerCase().includes(needle) ||
        (member.name ?? '').toLowerCase().includes(needle)),
  );
}

/** How a row names its person: the name, else the address (an invite has no name yet). */
export function memberName(member: Pick<Member, 'name' | 'email'>): string {
  return member.name?.trim() || member.email;
}
