import type { Contact, MergeField } from '@lisa/contracts/contacts';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';
import { contactLabel } from '../lib/contact-labels.ts';

const CHOOSABLE: { field: MergeField; label: string; key: 'name' | 'company' }[] = [
  { field: 'name', label: 'Name', key: 'name' },
  { field: 'company', label: 'Company', key: 'company' },
];

/**
 * Merge another contact into this one: choose it, choose which name and company to keep,
 * see the result (a dry run on the server), then confirm. Undo stays on the timeline.
 */
export function MergeDialog({
  contact,
  open,
  onOpenChange,
  initialOtherId,
}: {
  contact: Contact;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialOtherId?: number | undefined;
}) {
  const api = useContactsApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [otherId, setOtherId] = useState<number | null>(initialOtherId ?? null);
  const [choices, setChoices] = useState<Partial<Record<MergeField, number>>>({});
  const candidates = useQuery({ ...contactsQueries.candidates(api, q, contact.id), enabled: open });
  const other = useQuery({
    ...contactsQueries.contact(api, otherId ?? 0),
    enabled: open && otherId !== null,
  });
  const request = { primary_id: contact.id, secondary_ids: [otherId ?? 0], field_choices: choices };
  const preview = useQuery({
    ...contactsQueries.mergePreview(api, request),
    enabled: open && otherId !== null,
  });
  const merge = useMutation({
    mutationFn: () => api.merge({ ...request, dry_run: false }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contactsQueries.all });
      toast.success('Contacts merged. You can undo it from the timeline.');
      setOtherId(null);
      setChoices({});
      onOpenChange(false);
    },
    onError: (error) =>
      toast.error(toApiFailure(error, 'The contacts could not be merged.').message),
  });
  const result = preview.data?.contact;
  const moved = preview.data?.moved ?? {};

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Merge into ${contactLabel(contact)}`}
      description="The other contact's conversations, notes, keys and tags move here."
      width="40rem"
    >
      <div className="space-y-4">
        <Field label="Find the other contact">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={search}
              placeholder="Name, email, phone or company"
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <fieldset>
          <legend className="font-medium text-sm">Other contact</legend>
          <ul className="mt-2 max-h-40 space-y-1 overflow-y-auto text-sm">
            {(candidates.data ?? []).map((candidate) => (
              <li key={candidate.id}>
                <label className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-surface-muted">
                  <input
                    type="radio"
                    name="merge-other"
                    checked={otherId === candidate.id}
                    onChange={() => {
                      setOtherId(candidate.id);
                      setChoices({});
                    }}
                  />
                  <span className="flex-1">{contactLabel(candidate)}</span>
                  <span className="text-ink-muted text-xs">
                    {candidate.email ?? candidate.phone ?? ''}
                  </span>
                </label>
              </li>
            ))}
            {candidates.data?.length === 0 ? (
              <li className="text-ink-muted">No other contact matches.</li>
            ) : null}
          </ul>
        </fieldset>
        {other.data
          ? CHOOSABLE.filter(
              ({ key }) => contact[key] && other.data[key] && contact[key] !== other.data[key],
            ).map(({ field, label, key }) => (
              <fieldset key={field}>
                <legend className="font-medium text-sm">Keep which {label.toLowerCase()}?</legend>
                <div className="mt-1 flex flex-wrap gap-4 text-sm">
                  {[contact, other.data].map((side) => (
                    <label key={side.id} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={`choice-${field}`}
                        checked={(choices[field] ?? contact.id) === side.id}
                        onChange={() => setChoices((current) => ({ ...current, [field]: side.id }))}
                      />
                      {side[key]}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))
          : null}
        {otherId !== null ? (
          <section
            aria-label="Result of the merge"
            className="rounded-lg bg-surface-muted p-3 text-sm"
          >
            <h3 className="font-medium">Result</h3>
            {preview.isError ? (
              <p role="alert" className="text-danger-ink">
                {toApiFailure(preview.error, 'These contacts cannot be merged.').message}
              </p>
            ) : result ? (
              <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-1">
                <dt className="text-ink-muted">Name</dt>
                <dd>{result.name ?? '—'}</dd>
                <dt className="text-ink-muted">Company</dt>
                <dd>{result.company ?? '—'}</dd>
                <dt className="text-ink-muted">Email</dt>
                <dd>{result.email ?? '—'}</dd>
                <dt className="text-ink-muted">Phone</dt>
                <dd>{result.phone ?? '—'}</dd>
                <dt className="text-ink-muted">Tags</dt>
                <dd>{result.tags.join(', ') || '—'}</dd>
                <dt className="text-ink-muted">Moves</dt>
                <dd>
                  {moved.conversations ?? 0} conversations, {moved.notes ?? 0} notes,{' '}
                  {moved.identities ?? 0} keys
                </dd>
              </dl>
            ) : (
              <p className="text-ink-muted">Working out the result…</p>
            )}
          </section>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!result}
            loading={merge.isPending}
            loadingLabel="Merging"
            onClick={() => merge.mutate()}
          >
            Merge contacts
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
