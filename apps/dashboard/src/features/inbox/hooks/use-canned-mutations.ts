import type { CannedResponse, CannedResponseInput } from '@lisa/contracts/inbox';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { inboxQueries } from '../api/inbox-queries.ts';
import { useInboxApi } from './use-inbox-api.ts';

/** Create and edit (the form shows refusals on its fields) and delete (optimistic). */
export function useCannedMutations() {
  const api = useInboxApi();
  const queryClient = useQueryClient();
  const key = inboxQueries.canned(api).queryKey;
  const settle = () => queryClient.invalidateQueries({ queryKey: key });

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CannedResponseInput }) =>
      id === null ? api.createCanned(input) : api.updateCanned(id, input),
    onSuccess: (saved, { id }) =>
      toast.success(
        id === null ? `/${saved.short_code} was added.` : `/${saved.short_code} was saved.`,
      ),
    onSettled: settle,
  });

  const remove = useMutation({
    mutationFn: (item: CannedResponse) => api.deleteCanned(item.id),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CannedResponse[]>(key);
      queryClient.setQueryData<CannedResponse[]>(key, (rows) =>
        rows?.filter((row) => row.id !== item.id),
      );
      return () => queryClient.setQueryData(key, previous);
    },
    onError: (error, _item, rollback) => {
      rollback?.();
      toast.error(toApiFailure(error, 'The canned response could not be deleted.').message);
    },
    onSuccess: (_answer, item) => toast.success(`/${item.short_code} was deleted.`),
    onSettled: settle,
  });

  return { save, remove };
}
