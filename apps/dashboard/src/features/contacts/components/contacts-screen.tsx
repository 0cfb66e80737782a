import { isAllowed } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { DataTable } from '@lisa/ui/data-table';
import { EmptyState } from '@lisa/ui/empty-state';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BookmarkPlus, Contact, FileUp, Filter, UserPlus } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { campaignsQueries } from '../../campaigns/api/campaigns-api.ts';
import { useCampaignsApi } from '../../campaigns/hooks/use-campaigns.ts';
import { useRole } from '../../session/hooks/use-role.ts';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';
import { useMembers } from '../hooks/use-members.ts';
import { filtersBeyondList, listFiltersOf, segmentFilterWords } from '../lib/segment-words.ts';
import { AddContactDialog } from './add-contact-dialog.tsx';
import { contactColumns } from './contact-columns.tsx';
import { ImportContactsDialog } from './import-contacts-dialog.tsx';
import { LoadFailed } from './load-failed.tsx';
import { SaveSegmentDialog } from './save-segment-dialog.tsx';
import { SuggestionsPanel } from './suggestions-panel.tsx';

/** /dashboard/contacts: every contact, searchable and filterable, a page at a time. */
export default function ContactsScreen({ title }: { title: string }) {
  const api = useContactsApi();
  const { members, nameOf } = useMembers();
  const [params, setParams] = useSearchParams();
  const segmentId = Number(params.get('segment')) || null;
  const segments = useQuery({
    ...campaignsQueries.segments(useCampaignsApi()),
    enabled: segmentId !== null,
  });
  const segment = segments.data?.data.find((row) => row.id === segmentId) ?? null;
  const [search, setSearchValue] = useState('');
  const [tag, setTagValue] = useState('');
  const [owner, setOwnerValue] = useState('');
  // ?segment=<id> fills the filters once the segment is known; the address keeps it until
  // a filter is changed by hand.
  useEffect(() => {
    if (!segment) return;
    const filled = listFiltersOf(segment.filter);
    setSearchValue(filled.search);
    setTagValue(filled.tag);
    setOwnerValue(filled.owner);
  }, [segment]);
  const leaveSegment = () => {
    if (!params.has('segment')) return;
    const next = new URLSearchParams(params);
    next.delete('segment');
    setParams(next, { replace: true });
  };
  const setSearch = (value: string) => {
    leaveSegment();
    setSearchValue(value);
  };
  const setTag = (value: string) => {
    leaveSegment();
    setTagValue(value);
  };
  const setOwner = (value: string) => {
    leaveSegment();
    setOwnerValue(value);
  };
  const beyond = segment ? filtersBeyondList(segment.filter) : {};
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
        <Link
          to="/dashboard/contacts/segments"
          className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 font-medium text-brand-ink text-sm hover:underline"
        >
          <Filter className="size-4" aria-hidden="true" />
          Segments
        </Link>
        {filtered && !segment ? (
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
      {segment ? (
        <p role="status" className="mt-4 text-sm">
          Showing the segment <strong>{segment.name}</strong> (
          {segment.count.toLocaleString('en-US')} contacts now).
          {Object.keys(beyond).length > 0 ? (
            <span className="text-ink-muted">
              {' '}
              Campaigns also keep only: {segmentFilterWords(beyond, nameOf).toLowerCase()}; this
              list does not.
            </span>
          ) : null}
        </p>
      ) : segmentId !== null && segments.isSuccess ? (
        <p role="alert" className="mt-4 text-danger-ink text-sm">
          This segment does not exist any more.
        </p>
      ) : null}
      {list.isError ? (
        <LoadFailed
          message="The contacts could not be loaded."
          onRetry={() => void list.refetch()}
        />
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
