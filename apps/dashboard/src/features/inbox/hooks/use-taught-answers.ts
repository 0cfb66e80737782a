import type { InboxMessage } from '@lisa/contracts/inbox';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { learnedQueries } from '../../datacenter/api/learned-queries.ts';
import { useLearnedApi } from '../../datacenter/hooks/use-learned-api.ts';

/**
 * "Good answer" on the cited bot replies of one conversation: which were taught (the
 * learned question's id by message id), teach one, undo one. Off (nothing fetched) for a
 * role that may not change the knowledge.
 */
export function useTaughtAnswers(conversationId: number, enabled: boolean) {
  const api = useLearnedApi();
  const queryClient = useQueryClient();
  const taught = useQuery({ ...learnedQueries.ofConversation(api, conversationId), enabled });
  const byMessage = new Map(
    (taught.data?.data ?? []).flatMap((q) => (q.message_id === null ? [] : [[q.message_id, q.id]])),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: learnedQueries.all });
  const teach = useMutation({
    mutationFn: (message: InboxMessage) => api.teach(message.id),
    onSuccess: () => toast.success('Taught: visitors asking alike will get this passage.'),
    onError: (error) => toast.error(toApiFailure(error, 'The answer could not be taught.').message),
    onSettled: refresh,
  });
  const undo = useMutation({
    mutationFn: (learnedId: number) => api.remove(learnedId),
    onSuccess: () => toast.success('Undone: your agent no longer uses that question.'),
    onError: (error) =>
      toast.error(toApiFailure(error, 'The teaching could not be undone.').message),
    onSettled: refresh,
  });
  return {
    enabled,
    taughtAs: (message: InboxMessage) => byMessage.get(message.id) ?? null,
    teach,
    undo,
  };
}

export type TaughtAnswers = ReturnType<typeof useTaughtAnswers>;
