import { type Contact, IDENTITY_KINDS, type IdentityKind } from '@lisa/contracts/contacts';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { type FormEvent, useState } from 'react';
import { useContactMutation } from '../hooks/use-contact-mutation.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';
import { IDENTITY_LABELS } from '../lib/contact-labels.ts';

const ADDABLE = IDENTITY_KINDS.filter((kind) => kind !== 'device');

/** Emails, phones and channel ids: one primary email and phone; add and remove keys. */
export function ContactKeysCard({ contact }: { contact: Contact }) {
  const api = useContactsApi();
  const [kind, setKind] = useState<IdentityKind>('email');
  const [value, setValue] = useState('');
  const add = useContactMutation(contact.id, () => api.addIdentity(contact.id, { kind, value }), {
    failed: 'The key could not be added.',
  });
  const primary = useContactMutation(
    contact.id,
    (identityId: number) => api.makePrimary(contact.id, identityId),
    {
      failed: 'Could not make it primary.',
    },
  );
  const remove = useContactMutation(
    contact.id,
    (identityId: number) => api.removeIdentity(contact.id, identityId),
    {
      failed: 'The key could not be removed.',
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    add.mutate(undefined, { onSuccess: () => setValue('') });
  };

  return (
    <Card as="section" aria-labelledby="keys-title">
      <h2 id="keys-title" className="font-medium">
        Emails, phones and channels
      </h2>
      <ul className="mt-3 divide-y divide-line text-sm">
        {contact.identities.length === 0 ? (
          <li className="py-2 text-ink-muted">None yet.</li>
        ) : null}
        {contact.identities.map((identity) => {
          const label = `${IDENTITY_LABELS[identity.kind] ?? identity.kind} ${identity.value}`;
          return (
            <li key={identity.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="w-28 text-ink-muted text-xs">{IDENTITY_LABELS[identity.kind]}</span>
              <span className="min-w-0 flex-1 break-all">{identity.value}</span>
              {identity.primary ? <Badge tone="brand">Primary</Badge> : null}
              {identity.verified ? <Badge tone="success">Verified</Badge> : null}
              {identity.source === 'agent' ? <Badge>From the agent</Badge> : null}
              {(identity.kind === 'email' || identity.kind === 'phone') && !identity.primary ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Make ${label} primary`}
                  onClick={() => primary.mutate(identity.id)}
                >
                  Make primary
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${label}`}
                onClick={() => remove.mutate(identity.id)}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-2">
        <Field label="Kind" className="w-40">
          {(control) => (
            <Select
              {...control}
              value={kind}
              onChange={(event) => setKind(event.target.value as IdentityKind)}
            >
              {ADDABLE.map((option) => (
                <option key={option} value={option}>
                  {IDENTITY_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="New email, phone or id" className="min-w-48 flex-1">
          {(control) => (
            <Input {...control} value={value} onChange={(event) => setValue(event.target.value)} />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={add.isPending} loadingLabel="Adding">
          Add
        </Button>
      </form>
    </Card>
  );
}
