import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { inboxQueries } from '../api/inbox-queries.ts';

/**
 * Teammates' replies, visitors' messages and status changes arrive over /ws; each frame
 * invalidates the lists and the affected conversation (simple, and always right: the server
 * decides what a filtered page holds).
 */
export function useInboxRealtime(): void {
  const { realtime } = useServices();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.onMessage((frame) => {
        let id: number | null = null;
        if (frame.type === 'message.created') id = Number(frame.conversation_id);
        else if (frame.type === 'conversation.updated') id = Number(frame.conversation.id);
        else return;
        void queryClient.invalidateQueries({ queryKey: inboxQueries.lists });
        if (id === null || Number.isNaN(id)) return;
        void queryClient.invalidateQueries({ queryKey: [...inboxQueries.conversations, id] });
        if (frame.type === 'message.created') {
          void queryClient.invalidateQueries({ queryKey: [...inboxQueries.threads, id] });
        }
      }),
    [realtime, queryClient],
  );
}
