import type { Contact } from '@lisa/contracts/contacts';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Eraser } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';
import { contactLabel } from '../lib/contact-labels.ts';

/** What the person types to confirm an erasure: nothing can bring the data back. */
const CONFIRM_WORD = 'ERASE';

function saveJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A person's rights over their data, for owners and admins: download everything stored about
 * the contact, or erase it (typed confirmation; the conversations stay without their words).
 */
export function ContactPrivacyCard({ contact }: { contact: Contact }) {
  const api = useContactsApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  const download = useMutation({
    mutationFn: () => api.exportData(contact.id),
    onSuccess: (data) => {
      saveJson(data, `contact-${contact.id}-${data.exported_at.slice(0, 10)}.json`);
      toast.success('The contact’s data was downloaded.');
    },
    onError: (error) => toast.error(toApiFailure(error, 'The data could not be exported.').message),
  });
  const erase = useMutation({
    mutationFn: () => api.erase(contact.id),
    onSuccess: async (report) => {
      await queryClient.invalidateQueries({ queryKey: contactsQueries.all });
      const chats = report.conversations === 1 ? 'conversation' : 'conversations';
      toast.success(`Contact erased, with ${report.conversations} ${chats}.`);
      navigate('/dashboard/contacts');
    },
    onError: (error) =>
      toast.error(toApiFailure(error, 'The contact could not be erased.').message),
  });

  const onErase = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === CONFIRM_WORD) erase.mutate();
  };
  const close = (open: boolean) => {
    setConfirming(open);
    if (!open) setTyped('');
  };

  return (
    <Card as="section" aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="font-medium">
        Privacy
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        When a customer asks what you hold about them, or to be forgotten.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          leadingIcon={<Download />}
          loading={download.isPending}
          loadingLabel="Exporting"
          onClick={() => download.mutate()}
        >
          Export data
        </Button>
        <Button variant="danger" leadingIcon={<Eraser />} onClick={() => setConfirming(true)}>
          Erase contact…
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={close}
        title={`Erase ${contactLabel(contact)}?`}
        description="Their details, notes, files and the words of every message they exchanged are deleted for good. The conversations stay in your reports, without their content."
      >
        <form noValidate onSubmit={onErase} className="space-y-4">
          <Field label={`Type ${CONFIRM_WORD} to confirm`}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={typed.trim() !== CONFIRM_WORD}
              loading={erase.isPending}
              loadingLabel="Erasing"
            >
              Erase for good
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
