import type { Contact } from '@lisa/contracts/contacts';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { contactsQueries } from '../api/contacts-queries.ts';

/**
 * A change to a contact: on success the contact's queries (and the list) read again; a
 * refusal shows the server's message. `done` says what happened, as a toast.
 */
export function useContactMutation<Input>(
  id: number,
  action: (input: Input) => Promise<unknown>,
  texts: { done?: string; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (result) => {
      if (result && typeof result === 'object' && 'identities' in result) {
        queryClient.setQueryData<Contact>(contactsQueries.contactKey(id), result as Contact);
      }
      await queryClient.invalidateQueries({ queryKey: contactsQueries.all });
      if (texts.done) toast.success(texts.done);
    },
    onError: (error) => toast.error(toApiFailure(error, texts.failed).message),
  });
}
