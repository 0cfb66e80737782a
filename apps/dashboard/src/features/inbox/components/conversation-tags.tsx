import type { InboxConversation } from '@lisa/contracts/inbox';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { TagList } from '@lisa/ui/tag-list';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { inboxQueries } from '../api/inbox-queries.ts';
import { useConversationTags } from '../hooks/use-conversation-tags.ts';
import { useInboxApi } from '../hooks/use-inbox-api.ts';

/** The conversation's tags: each removable, a new one added with the business's tags offered. */
export function ConversationTags({ conversation }: { conversation: InboxConversation }) {
  const api = useInboxApi();
  const listId = useId();
  const [tag, setTag] = useState('');
  const { add, remove } = useConversationTags(conversation.id);
  const tags = conversation.tags ?? [];
  const known = useQuery(inboxQueries.tags(api));
  const suggestions = (known.data?.data ?? [])
    .map((row) => row.tag)
    .filter((value) => !tags.includes(value));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = tag.trim();
    if (value) add.mutate(value, { onSuccess: () => setTag('') });
  };
  return (
    <section aria-labelledby={`${listId}-title`} className="mt-6">
      <h3 id={`${listId}-title`} className="font-medium text-ink-muted text-xs">
        Conversation tags
      </h3>
      <TagList
        className="mt-2"
        label="Conversation tags"
        tags={tags}
        onRemove={(value) => remove.mutate(value)}
        removing={remove.isPending}
      />
      <form noValidate onSubmit={onSubmit} className="mt-3 flex items-end gap-2">
        <Field label="Add a tag" className="min-w-0 flex-1">
          {(control) => (
            <Input
              {...control}
              value={tag}
              maxLength={40}
              list={`${listId}-suggestions`}
              autoComplete="off"
              onChange={(event) => setTag(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={add.isPending} loadingLabel="Adding">
          Add
        </Button>
      </form>
      <datalist id={`${listId}-suggestions`}>
        {suggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </section>
  );
}
