import type { Contact } from '@lisa/contracts/contacts';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { TagList } from '@lisa/ui/tag-list';
import { type FormEvent, useState } from 'react';
import { useContactMutation } from '../hooks/use-contact-mutation.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';

export function ContactTagsCard({ contact }: { contact: Contact }) {
  const api = useContactsApi();
  const [tag, setTag] = useState('');
  const add = useContactMutation(contact.id, (value: string) => api.addTags(contact.id, [value]), {
    failed: 'The tag could not be added.',
  });
  const remove = useContactMutation(
    contact.id,
    (value: string) => api.removeTag(contact.id, value),
    {
      failed: 'The tag could not be removed.',
    },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (tag.trim()) add.mutate(tag.trim(), { onSuccess: () => setTag('') });
  };
  return (
    <Card as="section" aria-labelledby="tags-title">
      <h2 id="tags-title" className="font-medium">
        Tags
      </h2>
      <TagList
        className="mt-3"
        label="Tags"
        tags={contact.tags}
        onRemove={(value) => remove.mutate(value)}
      />
      <form noValidate onSubmit={onSubmit} className="mt-3 flex items-end gap-2">
        <Field label="New tag" className="flex-1">
          {(control) => (
            <Input
              {...control}
              value={tag}
              maxLength={40}
              onChange={(event) => setTag(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={add.isPending} loadingLabel="Adding">
          Add tag
        </Button>
      </form>
    </Card>
  );
}
