import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { inboxQueries } from '../api/inbox-queries.ts';
import { titleWithoutWaitingCount, titleWithWaitingCount } from '../lib/tab-title.ts';
import { useInboxApi } from './use-inbox-api.ts';

/**
 * "(N) " before the tab title while N conversations wait for a person in the chosen business;
 * read again on each `conversation.updated` frame, removed on sign-out (unmount).
 */
export function useWaitingCountTitle(): void {
  const api = useInboxApi();
  const { realtime } = useServices();
  const queryClient = useQueryClient();
  const { data: waiting } = useQuery(inboxQueries.waitingCount(api));

  useEffect(() => {
    const { queryKey } = inboxQueries.waitingCount(api);
    return realtime.onMessage((frame) => {
      if (frame.type === 'conversation.updated') void queryClient.invalidateQueries({ queryKey });
    });
  }, [api, realtime, queryClient]);

  useEffect(() => {
    document.title = titleWithWaitingCount(document.title, waiting);
  }, [waiting]);

  useEffect(
    () => () => {
      document.title = titleWithoutWaitingCount(document.title);
    },
    [],
  );
}
