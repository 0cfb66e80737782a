import type { Invite, InviteRequest } from '@lisa/contracts/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamQueries } from '../api/team-queries.ts';
import { useTeamApi } from './use-team-api.ts';

export const INVITE_FAILED_TEXT = 'The invite could not be sent. Please try again.';

/** POST /api/team/invites, the one call behind every invite form; the list reloads after. */
export function useSendInvite(): (body: InviteRequest) => Promise<Invite> {
  const api = useTeamApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: InviteRequest) => api.invite(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueries.all }),
  });
  return mutation.mutateAsync;
}
