import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelsQueries } from '../api/channels-queries.ts';
import { useChannelsApi } from './use-channels-api.ts';

/**
 * "Retry" under a reply Meta refused: the API sends again only what was not delivered; the
 * deliveries are read again (a failed tick only moves forward through a fresh read).
 */
export function useRetryDelivery(conversationId: number) {
  const api = useChannelsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api.retryDelivery(conversationId, messageId),
    onSuccess: (state) => {
      const { queryKey } = channelsQueries.conversation(api, conversationId);
      queryClient.setQueryData(queryKey, state);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
