import type { ConversationPage } from '@lisa/contracts/inbox';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inboxQueries } from '../api/inbox-queries.ts';
import { editConversationInPages } from '../lib/inbox-cache.ts';
import { useInboxApi } from './use-inbox-api.ts';

/**
 * Opening a conversation marks it read (POST /read), and so does each new message that
 * arrives while it is open. The unread dot goes at once; a failed mark is left for the next.
 */
export function useMarkRead(id: number | null, latestMessageId: number | undefined): void {
  const api = useInboxApi();
  const queryClient = useQueryClient();
  // latestMessageId is a dependency on purpose: a new message while open marks again.
  useEffect(() => {
    if (id === null) return;
    queryClient.setQueriesData<InfiniteData<ConversationPage>>(
      { queryKey: inboxQueries.lists },
      (data) => editConversationInPages(data, id, (row) => ({ ...row, unread_count: 0 })),
    );
    // Read again afterwards: the counts and an "unread only" list follow the server.
    api
      .markRead(id)
      .then(() => queryClient.invalidateQueries({ queryKey: inboxQueries.lists }))
      .catch(() => undefined);
  }, [api, queryClient, id, latestMessageId]);
}
