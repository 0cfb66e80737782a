import type { InboxConversation } from '@lisa/contracts/inbox';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { inboxQueries } from '../api/inbox-queries.ts';
import { useInboxApi } from './use-inbox-api.ts';

/**
 * Put a tag on or take one off a conversation: the panel shows the server's answer, the lists
 * (their tags and `?tag=` filter) and the suggestions reload, a refusal says why.
 */
export function useConversationTags(conversationId: number) {
  const api = useInboxApi();
  const queryClient = useQueryClient();
  const settle = (saved: InboxConversation) => {
    queryClient.setQueryData([...inboxQueries.conversations, saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: inboxQueries.lists });
    void queryClient.invalidateQueries({ queryKey: [...inboxQueries.all, 'tags'] });
  };
  const add = useMutation({
    mutationFn: (tag: string) => api.addTag(conversationId, tag),
    onSuccess: settle,
    onError: (error) => toast.error(toApiFailure(error, 'The tag could not be added.').message),
  });
  const remove = useMutation({
    mutationFn: (tag: string) => api.removeTag(conversationId, tag),
    onSuccess: settle,
    onError: (error) => toast.error(toApiFailure(error, 'The tag could not be removed.').message),
  });
  return { add, remove };
}
