import type { AttributeDefinition, AttributeValue, Contact } from '@lisa/contracts/contacts';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactMutation } from '../hooks/use-contact-mutation.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';

/** A typed input's text -> the value the API takes (null clears it). */
function toValue(definition: AttributeDefinition, text: string): AttributeValue {
  if (text === '') return null;
  if (definition.type === 'number') return Number(text);
  if (definition.type === 'boolean') return text === 'true';
  return text;
}

/** The business's custom fields, typed; the server checks every value. */
export function ContactAttributesCard({ contact }: { contact: Contact }) {
  const api = useContactsApi();
  const definitions = useQuery(contactsQueries.attributes(api));
  const [draft, setDraft] = useState<Record<string, string>>({});
  const save = useContactMutation(
    contact.id,
    (attributes: Record<string, AttributeValue>) => api.update(contact.id, { attributes }),
    { done: 'Custom fields saved.', failed: 'The custom fields could not be saved.' },
  );
  const list = definitions.data ?? [];
  if (list.length === 0) return null;
  const textOf = (key: string) =>
    draft[key] ??
    (contact.attributes[key] === undefined || contact.attributes[key] === null
      ? ''
      : String(contact.attributes[key]));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changes: Record<string, AttributeValue> = {};
    for (const definition of list) {
      if (draft[definition.key] !== undefined)
        changes[definition.key] = toValue(definition, draft[definition.key] ?? '');
    }
    if (Object.keys(changes).length) save.mutate(changes, { onSuccess: () => setDraft({}) });
  };
  const set = (key: string, text: string) => setDraft((current) => ({ ...current, [key]: text }));
  return (
    <Card as="section" aria-labelledby="attributes-title">
      <h2 id="attributes-title" className="font-medium">
        Custom fields
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3">
        {list.map((definition) => (
          <Field key={definition.key} label={definition.label}>
            {(control) =>
              definition.type === 'choice' || definition.type === 'boolean' ? (
                <Select
                  {...control}
                  value={textOf(definition.key)}
                  onChange={(event) => set(definition.key, event.target.value)}
                >
                  <option value="">Not set</option>
                  {(definition.type === 'boolean' ? ['true', 'false'] : definition.choices).map(
                    (choice) => (
                      <option key={choice} value={choice}>
                        {choice === 'true' ? 'Yes' : choice === 'false' ? 'No' : choice}
                      </option>
                    ),
                  )}
                </Select>
              ) : (
                <Input
                  {...control}
                  type={
                    definition.type === 'number'
                      ? 'number'
                      : definition.type === 'date'
                        ? 'date'
                        : 'text'
                  }
                  value={textOf(definition.key)}
                  onChange={(event) => set(definition.key, event.target.value)}
                />
              )
            }
          </Field>
        ))}
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" loading={save.isPending} loadingLabel="Saving">
            Save custom fields
          </Button>
        </div>
      </form>
    </Card>
  );
}
