import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Textarea } from '@lisa/ui/input';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactMutation } from '../hooks/use-contact-mutation.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';

export function ContactNotesCard({ contactId }: { contactId: number }) {
  const api = useContactsApi();
  const notes = useQuery(contactsQueries.notes(api, contactId));
  const [text, setText] = useState('');
  const add = useContactMutation(contactId, (value: string) => api.addNote(contactId, value), {
    done: 'Note added.',
    failed: 'The note could not be added.',
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) add.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <Card as="section" aria-labelledby="notes-title">
      <h2 id="notes-title" className="font-medium">
        Notes
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-3 space-y-2">
        <Field label="New note">
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" loading={add.isPending} loadingLabel="Adding">
            Add note
          </Button>
        </div>
      </form>
      <ul className="mt-3 space-y-3 text-sm" aria-label="Notes">
        {(notes.data ?? []).map((note) => (
          <li key={note.id} className="rounded-lg bg-surface-muted p-3">
            <p className="whitespace-pre-wrap">{note.text}</p>
            <p className="mt-1 text-ink-muted text-xs">
              {note.author_name ?? 'A former member'} · {formatDateTime(note.created_at)}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
