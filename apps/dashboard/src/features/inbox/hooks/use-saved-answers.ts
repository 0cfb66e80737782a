import type { InboxAnswerInput } from '@lisa/contracts/knowledge';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { datacenterQueries } from '../../datacenter/api/datacenter-queries.ts';
import { createInboxAnswersApi, inboxAnswerQueries } from '../api/inbox-answers-api.ts';

/**
 * "Save as answer" on the teammates' replies of one conversation: which were saved (with the
 * source they went to), and save one. Off (nothing fetched) for a role that may not change
 * the knowledge.
 */
export function useSavedAnswers(conversationId: number, enabled: boolean) {
  const { apiClient } = useServices();
  const api = useMemo(() => createInboxAnswersApi(apiClient), [apiClient]);
  const queryClient = useQueryClient();
  const saved = useQuery({ ...inboxAnswerQueries.ofConversation(api, conversationId), enabled });
  const byMessage = new Map(
    (saved.data?.data ?? []).flatMap((a) => (a.message_id === null ? [] : [[a.message_id, a]])),
  );
  // The dialog shows a refusal itself (and keeps what was typed); success is said here.
  const save = useMutation({
    mutationFn: (input: InboxAnswerInput) => api.save(input),
    onSuccess: (answer) => {
      // Shown under the reply at once; the refetch below confirms it.
      queryClient.setQueryData(
        inboxAnswerQueries.ofConversation(api, conversationId).queryKey,
        (old) => ({ data: [...(old?.data ?? []), answer] }),
      );
      toast.success(`Saved to "${answer.source_title}": your agent answers it from now on.`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: datacenterQueries.all }),
  });
  return {
    enabled,
    savedAs: (messageId: number) => byMessage.get(messageId) ?? null,
    save,
  };
}

export type SavedAnswers = ReturnType<typeof useSavedAnswers>;
