import { isAllowed } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Merge } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useRole } from '../../session/hooks/use-role.ts';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';
import { contactLabel } from '../lib/contact-labels.ts';
import { ContactActivityCard } from './contact-activity-card.tsx';
import { ContactAttributesCard } from './contact-attributes-card.tsx';
import { ContactDetailsCard } from './contact-details-card.tsx';
import { ContactKeysCard } from './contact-keys-card.tsx';
import { ContactNotesCard } from './contact-notes-card.tsx';
import { ContactPrivacyCard } from './contact-privacy-card.tsx';
import { ContactTagsCard } from './contact-tags-card.tsx';
import { MergeDialog } from './merge-dialog.tsx';

/** /dashboard/contacts/:id: one person, everything the business knows of them. */
export default function ContactScreen() {
  const params = useParams();
  const id = Number(params.id);
  const [search] = useSearchParams();
  const suggested = Number(search.get('merge')) || undefined;
  const api = useContactsApi();
  const role = useRole();
  const contact = useQuery({
    ...contactsQueries.contact(api, id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const [merging, setMerging] = useState(suggested !== undefined);
  const back = (
    <Link
      to="/dashboard/contacts"
      className="inline-flex items-center gap-1 text-brand-ink text-sm hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All contacts
    </Link>
  );

  if (contact.isError || !(id > 0)) {
    const failure = toApiFailure(contact.error, 'The contact could not be loaded.');
    return (
      <section>
        {back}
        <h1 className="mt-4 font-semibold text-2xl">Contact</h1>
        <p role="alert" className="mt-2 text-ink-muted">
          {failure.status === 404 || !(id > 0)
            ? 'This contact does not exist, or was merged or erased.'
            : failure.message}
        </p>
      </section>
    );
  }
  const data = contact.data;
  if (!data) return <section aria-busy="true">{back}</section>;

  return (
    <section aria-labelledby="contact-title">
      {back}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 id="contact-title" className="flex-1 font-semibold text-2xl">
          {contactLabel(data)}
        </h1>
        <Button variant="secondary" leadingIcon={<Merge />} onClick={() => setMerging(true)}>
          Merge with…
        </Button>
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <ContactDetailsCard key={data.updated_at} contact={data} />
          <ContactKeysCard contact={data} />
          <ContactTagsCard contact={data} />
          <ContactAttributesCard contact={data} />
        </div>
        <div className="space-y-4">
          <ContactNotesCard contactId={data.id} />
          <ContactActivityCard contactId={data.id} />
          {isAllowed(role, 'contacts.admin') ? <ContactPrivacyCard contact={data} /> : null}
        </div>
      </div>
      <MergeDialog
        contact={data}
        open={merging}
        onOpenChange={setMerging}
        initialOtherId={suggested}
      />
    </section>
  );
}
