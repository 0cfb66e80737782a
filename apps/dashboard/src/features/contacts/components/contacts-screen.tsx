import { isAllowed } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { DataTable } from '@lisa/ui/data-table';
import { EmptyState } from '@lisa/ui/empty-state';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BookmarkPlus, Contact, FileUp, UserPlus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useRole } from '../../session/hooks/use-role.ts';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';
import { useMembers } from '../hooks/use-members.ts';
import { AddContactDialog } from './add-contact-dialog.tsx';
import { contactColumns } from './contact-columns.tsx';
import { ImportContactsDialog } from './import-contacts-dialog.tsx';
import { SaveSegmentDialog } from './save-segment-dialog.tsx';
import { SuggestionsPanel } from './suggestions-panel.tsx';

/** /dashboard/contacts: every contact, searchable and filterable, a page at a time. */
export default function ContactsScreen({ title }: { title: string }) {
  const api = useContactsApi();
  const { members, nameOf } = useMembers();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const [owner, setOwner] = useState('');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [saving, setSaving] = useState(false);
  const canImport = isAllowed(useRole(), 'contacts.admin');
  const filters = {
    q: useDeferredValue(search.trim()) || undefined,
    tag: useDeferredValue(tag.trim().toLowerCase()) || undefined,
    owner: owner || undefined,
  };
  const list = useInfiniteQuery(contactsQueries.list(api, filters));
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = Boolean(filters.q || filters.tag || filters.owner);
  const addButton = (
    <Button leadingIcon={<UserPlus />} onClick={() => setAdding(true)}>
      Add contact
    </Button>
  );

  return (
    <section aria-labelledby="contacts-title">
      <h1 id="contacts-title" className="font-semibold text-2xl">
        {title}
      </h1>
      <p className="mt-1 text-ink-muted text-sm">
        Everyone your business talks to, one record per person across channels.
      </p>
      <SuggestionsPanel />
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <Field label="Search contacts" className="min-w-48 flex-1">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder="Name, email, phone or company"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Field label="Tag" className="w-40">
          {(control) => (
            <Input
              {...control}
              value={tag}
              placeholder="Any tag"
              onChange={(event) => setTag(event.target.value)}
            />
          )}
        </Field>
        <Field label="Owner" className="w-48">
          {(control) => (
            <Select {...control} value={owner} onChange={(event) => setOwner(event.target.value)}>
              <option value="">Anyone</option>
              <option value="me">Me</option>
              <option value="none">No owner</option>
              {members.map((member) => (
                <option key={member.user_id} value={String(member.user_id)}>
                  {member.name?.trim() || member.email}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {filtered ? (
          <Button
            variant="secondary"
            leadingIcon={<BookmarkPlus />}
            onClick={() => setSaving(true)}
          >
            Save as segment
          </Button>
        ) : null}
        {canImport ? (
          <Button variant="secondary" leadingIcon={<FileUp />} onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        ) : null}
        {addButton}
      </div>
      {list.isError ? (
        <p role="alert" className="mt-4 text-danger-ink text-sm">
          The contacts could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <DataTable
        className="mt-4"
        caption="Contacts"
        columns={contactColumns(nameOf)}
        data={rows}
        getRowId={(contact) => String(contact.id)}
        loading={list.isPending}
        empty={
          filtered ? (
            'No contact matches these filters.'
          ) : (
            <EmptyState
              icon={<Contact />}
              title="No contacts yet"
              description="People who chat with your agent appear here, or add one yourself."
              action={addButton}
            />
          )
        }
      />
      {list.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            loading={list.isFetchingNextPage}
            loadingLabel="Loading"
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      ) : null}
      <AddContactDialog open={adding} onOpenChange={setAdding} />
      <ImportContactsDialog open={importing} onOpenChange={setImporting} />
      <SaveSegmentDialog
        open={saving}
        onOpenChange={setSaving}
        filter={{
          ...(filters.q ? { q: filters.q } : {}),
          ...(filters.tag ? { tag: filters.tag } : {}),
          ...(owner ? { owner: owner === 'me' || owner === 'none' ? owner : Number(owner) } : {}),
        }}
      />
    </section>
  );
}
