import type { Availability, TeamMe } from '@lisa/contracts/team';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { teamQueries } from '../api/team-queries.ts';
import { useTeamApi } from './use-team-api.ts';

export const AVAILABILITY_FAILED_TEXT = 'Your availability could not be changed. Please try again.';

/**
 * The signed-in person's availability in the chosen business. A change shows at once and
 * rolls back, with a message, when the server refuses it.
 */
export function useAvailability() {
  const api = useTeamApi();
  const queryClient = useQueryClient();
  const me = useQuery(teamQueries.me(api));
  const meKey = teamQueries.me(api).queryKey;

  const change = useMutation({
    mutationFn: (availability: Availability) => api.setAvailability(availability),
    onMutate: async (availability) => {
      await queryClient.cancelQueries({ queryKey: meKey });
      const previous = queryClient.getQueryData<TeamMe>(meKey);
      if (previous) queryClient.setQueryData<TeamMe>(meKey, { ...previous, availability });
      return { previous };
    },
    onError: (error, _availability, context) => {
      if (context?.previous) queryClient.setQueryData(meKey, context.previous);
      toast.error(toApiFailure(error, AVAILABILITY_FAILED_TEXT).message);
    },
    onSuccess: (answer) => queryClient.setQueryData(meKey, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueries.members(api).queryKey }),
  });

  return {
    availability: me.data?.availability,
    loading: me.isPending,
    change: (availability: Availability) => change.mutate(availability),
  };
}
