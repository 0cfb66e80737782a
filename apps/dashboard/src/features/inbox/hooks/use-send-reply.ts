import type { InboxConversation, MessagePage } from '@lisa/contracts/inbox';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxQueries } from '../api/inbox-queries.ts';
import { appendMessage } from '../lib/inbox-cache.ts';
import { useInboxApi } from './use-inbox-api.ts';

/**
 * Sends a reply or a private note. Not optimistic on purpose: the composer keeps the text
 * until the server has it, so a refused send (409 resolvedReply, offline) loses nothing.
 * The answer holds the message and the conversation as they now are (a public reply takes
 * the conversation over), written straight into the cache.
 */
export function useSendReply(conversation: InboxConversation) {
  const api = useInboxApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; private: boolean; attachments?: number[] }) =>
      api.reply(conversation.id, body),
    onSuccess: ({ message, conversation: saved }) => {
      queryClient.setQueryData<InfiniteData<MessagePage>>(
        [...inboxQueries.threads, saved.id],
        (data) => appendMessage(data, message),
      );
      queryClient.setQueryData<InboxConversation>([...inboxQueries.conversations, saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: inboxQueries.lists });
    },
  });
}
