import { useQuery } from '@tanstack/react-query';
import { teamQueries } from '../../team/api/team-queries.ts';
import { useInboxTeamApi } from './use-inbox-api.ts';

function memberLabel(member: { name: string | null; email: string } | undefined) {
  return member ? member.name?.trim() || member.email : null;
}

/** Who is signed in (user id and role in the chosen business) and the team to assign to. */
export function useViewer() {
  const teamApi = useInboxTeamApi();
  const me = useQuery(teamQueries.me(teamApi));
  const members = useQuery(teamQueries.members(teamApi));
  const active = (members.data?.data ?? []).filter(
    (member) => member.status === 'active' && member.user_id !== null,
  );
  return {
    userId: me.data?.user_id ?? null,
    role: me.data?.role ?? null,
    members: active,
    nameOf: (userId: number | null) =>
      userId === null
        ? null
        : (memberLabel(active.find((member) => member.user_id === userId)) ??
          (userId === me.data?.user_id ? 'You' : `Member #${userId}`)),
  };
}
