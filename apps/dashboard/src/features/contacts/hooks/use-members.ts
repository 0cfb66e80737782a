import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createTeamApi } from '../../team/api/team-api.ts';
import { teamQueries } from '../../team/api/team-queries.ts';

/** The business's active members (owners of contacts) and a name for an owner id. */
export function useMembers() {
  const { apiClient } = useServices();
  const api = useMemo(() => createTeamApi(apiClient), [apiClient]);
  const members = useQuery(teamQueries.members(api));
  const me = useQuery(teamQueries.me(api));
  const active = (members.data?.data ?? []).filter(
    (member) => member.status === 'active' && member.user_id !== null,
  );
  return {
    members: active,
    userId: me.data?.user_id ?? null,
    nameOf: (userId: number | null) => {
      if (userId === null) return null;
      const member = active.find((m) => m.user_id === userId);
      return member ? member.name?.trim() || member.email : `Member #${userId}`;
    },
  };
}
