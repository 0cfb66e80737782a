// Every row that belongs to a contact and moves with it when contacts merge (and back on
// undo). One list, so a new table that points at contacts (leads, deals...) is one line
// here: `{ name, table, id, contactId, key }`, where `key` is the Drizzle property of the
// contact column. Tags are not here: their key is (contact, tag), so the merge unions them.
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { contactEvents, contactIdentities, contactNotes } from '../../db/schema/contacts.ts';
import { conversations, tasks } from '../../db/schema/core.ts';
import { deals, leads } from '../../db/schema/sales.ts';

export interface ContactReference {
  /** Names the moved ids in a merge's snapshot; never rename one that merges have used. */
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  contactId: AnyPgColumn;
  /** The contact column's property name on the Drizzle table. */
  key: string;
}

export const CONTACT_REFERENCES: readonly ContactReference[] = [
  {
    name: 'conversations',
    table: conversations,
    id: conversations.id,
    contactId: conversations.contactId,
    key: 'contactId',
  },
  { name: 'tasks', table: tasks, id: tasks.id, contactId: tasks.contactId, key: 'contactId' },
  { name: 'leads', table: leads, id: leads.id, contactId: leads.contactId, key: 'contactId' },
  { name: 'deals', table: deals, id: deals.id, contactId: deals.contactId, key: 'contactId' },
  {
    name: 'notes',
    table: contactNotes,
    id: contactNotes.id,
    contactId: contactNotes.contactId,
    key: 'contactId',
  },
  {
    name: 'identities',
    table: contactIdentities,
    id: contactIdentities.id,
    contactId: contactIdentities.contactId,
    key: 'contactId',
  },
  {
    name: 'events',
    table: contactEvents,
    id: contactEvents.id,
    contactId: contactEvents.contactId,
    key: 'contactId',
  },
];
