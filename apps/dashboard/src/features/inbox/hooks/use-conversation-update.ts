import type {
  ConversationPage,
  ConversationUpdate,
  InboxConversation,
} from '@lisa/contracts/inbox';
import { toast } from '@lisa/ui/toast';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { inboxQueries } from '../api/inbox-queries.ts';
import { applyUpdate, successText } from '../lib/conversation-actions.ts';
import { editConversationInPages } from '../lib/inbox-cache.ts';
import { useInboxApi } from './use-inbox-api.ts';

export interface UpdateVariables {
  conversation: InboxConversation;
  update: ConversationUpdate;
  /** For the toast of an assignment. */
  assigneeName?: string;
}

type ListData = InfiniteData<ConversationPage>;

/**
 * Take over, hand back, assign, resolve, reopen: shown at once in the header and the list,
 * put back with the server's message (409 versionConflict, 403…) when it refuses, and
 * reloaded afterwards either way.
 */
export function useConversationUpdate() {
  const api = useInboxApi();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: ({ conversation, update }: UpdateVariables) => api.update(conversation.id, update),
    onMutate: async ({ conversation, update }) => {
      const key = [...inboxQueries.conversations, conversation.id];
      await Promise.all([
        queryClient.cancelQueries({ queryKey: key }),
        queryClient.cancelQueries({ queryKey: inboxQueries.lists }),
      ]);
      const previousConversation = queryClient.getQueryData<InboxConversation>(key);
      const previousLists = queryClient.getQueriesData<ListData>({ queryKey: inboxQueries.lists });
      const optimistic = applyUpdate(previousConversation ?? conversation, update);
      queryClient.setQueryData(key, optimistic);
      queryClient.setQueriesData<ListData>({ queryKey: inboxQueries.lists }, (data) =>
        editConversationInPages(data, conversation.id, (row) => applyUpdate(row, update)),
      );
      return () => {
        queryClient.setQueryData(key, previousConversation);
        for (const [listKey, data] of previousLists) queryClient.setQueryData(listKey, data);
      };
    },
    onError: (error, _variables, rollback) => {
      rollback?.();
      toast.error(toApiFailure(error, 'The change could not be saved. Please try again.').message);
    },
    onSuccess: (saved, { update, assigneeName }) => {
      queryClient.setQueryData([...inboxQueries.conversations, saved.id], saved);
      toast.success(successText(update, assigneeName));
    },
    onSettled: (_saved, _error, { conversation }) => {
      void queryClient.invalidateQueries({ queryKey: inboxQueries.lists });
      void queryClient.invalidateQueries({
        queryKey: [...inboxQueries.conversations, conversation.id],
      });
    },
  });
}
