import type { ChannelConversation, ChannelDelivery } from '@lisa/contracts/channels';
import { isChannelName } from '@lisa/contracts/channels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { channelsQueries } from '../api/channels-queries.ts';
import { applyDelivery, deliveriesByMessage } from '../lib/delivery-cache.ts';
import { useChannelsApi } from './use-channels-api.ts';

/**
 * A channel conversation's deliveries by inbox message id (the thread's ticks), kept live:
 * a `channel.delivery.updated` frame moves a tick forward at once; a new message re-reads
 * the window. Nothing for a conversation that is not on a messaging channel.
 */
export function useChannelDeliveries(
  conversationId: number,
  channel: string | undefined,
): Map<string, ChannelDelivery> {
  const api = useChannelsApi();
  const { realtime } = useServices();
  const queryClient = useQueryClient();
  const enabled = channel !== undefined && isChannelName(channel);
  const query = useQuery({ ...channelsQueries.conversation(api, conversationId), enabled });
  useEffect(() => {
    if (!enabled) return;
    const key = channelsQueries.conversation(api, conversationId).queryKey;
    return realtime.onMessage((frame) => {
      if (frame.type === 'channel.delivery.updated') {
        if (frame.conversation_id !== String(conversationId)) return;
        queryClient.setQueryData<ChannelConversation>(key, (state) =>
          state ? applyDelivery(state, frame.delivery) : state,
        );
        return;
      }
      if (frame.type === 'message.created' && frame.conversation_id === String(conversationId)) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    });
  }, [enabled, api, realtime, queryClient, conversationId]);
  return useMemo(() => deliveriesByMessage(query.data), [query.data]);
}
