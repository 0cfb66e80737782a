import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { inboxQueries } from '../api/inbox-queries.ts';
import { staleKeysForFrame } from '../lib/realtime-invalidation.ts';

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
        for (const queryKey of staleKeysForFrame(frame)) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }),
    [realtime, queryClient],
  );
  // Whatever happened while the socket was connecting or away was not pushed: each time it
  // is (re)opened, the inbox reads again.
  useEffect(() => {
    let wasOpen = realtime.getSnapshot().state === 'open';
    return realtime.subscribe(() => {
      const open = realtime.getSnapshot().state === 'open';
      if (open && !wasOpen) void queryClient.invalidateQueries({ queryKey: inboxQueries.all });
      wasOpen = open;
    });
  }, [realtime, queryClient]);
}
