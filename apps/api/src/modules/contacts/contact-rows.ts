// What the contact module's services share: reading a contact with its tags and identities,
// writing a timeline entry, keeping the row's email/phone equal to its primary identities,
// and locking contacts in one order (id ascending) so two merges never wait on each other.
import { CONTACT_TEXTS } from '@lisa/contracts/contacts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { contactEvents, contactIdentities, contactTags } from '../../db/schema/contacts.ts';
import { contacts } from '../../db/schema/core.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';
import { workflowEvents } from '../workflows/workflow-triggers.ts';
import { normalizePhone } from './contact-normalize.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type IdentityRow = typeof contactIdentities.$inferSelect;

export interface ContactBundle {
  row: ContactRow;
  tags: string[];
  identities: IdentityRow[];
}

/** member, agent, system, import: who wrote a value or caused an event. */
export type Source = 'member' | 'agent' | 'system' | 'import';

export interface EventInput {
  businessId: number;
  contactId: number;
  kind: string;
  source: Source;
  actorId?: number | null;
  data?: Record<string, unknown>;
  at: Date;
}

export async function recordEvent(tx: Executor, event: EventInput): Promise<void> {
  await tx.insert(contactEvents).values({
    businessId: event.businessId,
    contactId: event.contactId,
    kind: event.kind,
    source: event.source,
    actorId: event.actorId ?? null,
    data: event.data ?? {},
    createdAt: event.at,
  });
}

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One contact's changed fields, for recordFieldChangesMany. */
export interface ContactFieldChanges {
  contactId: number;
  changes: FieldChange[];
}

/**
 * The one place a contact's changed fields are written down, whoever changed them (a member's
 * edit, the enricher for the agent or a workflow step, a merge): a `field_changed` timeline
 * entry each and one `contact_field_changed` workflow trigger, in the caller's transaction.
 * `depth` is how many workflow runs led to the change (0 for a member or a visitor's own message).
 */
export async function recordFieldChanges(
  db: Database,
  tx: Executor,
  input: {
    businessId: number;
    contactId: number;
    source: Source;
    actorId?: number | null;
    changes: FieldChange[];
    at: Date;
    depth?: number;
  },
): Promise<void> {
  const { contactId, changes, ...rest } = input;
  await recordFieldChangesMany(db, tx, { ...rest, contacts: [{ contactId, changes }] });
}

/** Rows a multi-row insert takes at once (7 parameters each, far under PostgreSQL's 65,535). */
const EVENT_ROWS_PER_INSERT = 1000;

/**
 * recordFieldChanges for many contacts of one business at once (an import's batch): the
 * timeline entries in a statement per thousand, and one trigger per contact — queued only for
 * the contacts whose changes a live workflow watches (workflowEvents), so a batch costs one
 * lookup when no workflow starts on a field.
 */
export async function recordFieldChangesMany(
  db: Database,
  tx: Executor,
  input: {
    businessId: number;
    source: Source;
    actorId?: number | null;
    contacts: ContactFieldChanges[];
    at: Date;
    depth?: number;
  },
): Promise<void> {
  const changed = input.contacts.filter((contact) => contact.changes.length > 0);
  if (changed.length === 0) return;
  const rows = changed.flatMap(({ contactId, changes }) =>
    changes.map((change) => ({
      businessId: input.businessId,
      contactId,
      kind: 'field_changed',
      source: input.source,
      actorId: input.actorId ?? null,
      data: { ...change },
      createdAt: input.at,
    })),
  );
  for (let first = 0; first < rows.length; first += EVENT_ROWS_PER_INSERT) {
    await tx.insert(contactEvents).values(rows.slice(first, first + EVENT_ROWS_PER_INSERT));
  }
  await workflowEvents(
    db,
    tx,
    changed.map(({ contactId, changes }) => ({
      kind: 'contact_field_changed' as const,
      businessId: input.businessId,
      contactId,
      fields: changes.map((change) => change.field),
      ...(input.depth ? { depth: input.depth } : {}),
    })),
  );
}

/** A live contact of the business (not merged, not deleted), else 404. */
export async function liveContact(
  tx: Executor,
  businessId: number,
  id: number,
  lock = false,
): Promise<ContactRow> {
  const query = tx
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, businessId),
        eq(contacts.id, id),
        isNull(contacts.mergedIntoId),
        isNull(contacts.deletedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError(CONTACT_TEXTS.notFound);
  return row;
}

/**
 * Locks contacts one at a time, id ascending, and returns their rows. One row per statement
 * on purpose: a single `IN (...) FOR UPDATE` holds the rows it already has while it waits
 * for the next, and a caller that is about to be refused (a merged contact) should let go at
 * once rather than hold anything while it waits.
 */
export async function lockRowsInOrder(
  tx: Executor,
  businessId: number,
  ids: number[],
  check: (row: ContactRow) => void = () => {},
): Promise<Map<number, ContactRow>> {
  const byId = new Map<number, ContactRow>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const [row] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.businessId, businessId), eq(contacts.id, id)))
      .for('update');
    if (!row) throw new NotFoundError(CONTACT_TEXTS.notFound);
    check(row);
    byId.set(id, row);
  }
  return byId;
}

/**
 * Locks every contact named, id ascending, and checks each belongs to the business (else
 * 404) and is live (else 409 naming why). Every merge takes its locks here, so two merges
 * of overlapping contacts take turns and never wait on each other in a circle.
 */
export function lockContacts(
  tx: Executor,
  businessId: number,
  ids: number[],
): Promise<Map<number, ContactRow>> {
  return lockRowsInOrder(tx, businessId, ids, (row) => {
    if (row.mergedIntoId !== null) throw new AppError(409, 'conflict', CONTACT_TEXTS.alreadyMerged);
    if (row.deletedAt !== null) throw new AppError(409, 'conflict', CONTACT_TEXTS.deleted);
  });
}

export async function loadBundle(tx: Executor, row: ContactRow): Promise<ContactBundle> {
  const [tags, identities] = await Promise.all([
    tx
      .select({ tag: contactTags.tag })
      .from(contactTags)
      .where(eq(contactTags.contactId, row.id))
      .orderBy(asc(contactTags.tag)),
    tx
      .select()
      .from(contactIdentities)
      .where(eq(contactIdentities.contactId, row.id))
      .orderBy(asc(contactIdentities.id)),
  ]);
  return { row, tags: tags.map((t) => t.tag), identities };
}

export async function tagsOf(tx: Executor, ids: number[]): Promise<Map<number, string[]>> {
  const byContact = new Map<number, string[]>();
  if (ids.length === 0) return byContact;
  const rows = await tx
    .select({ contactId: contactTags.contactId, tag: contactTags.tag })
    .from(contactTags)
    .where(inArray(contactTags.contactId, ids))
    .orderBy(asc(contactTags.tag));
  for (const row of rows) {
    const list = byContact.get(row.contactId) ?? [];
    list.push(row.tag);
    byContact.set(row.contactId, list);
  }
  return byContact;
}

/**
 * Makes the row's email and phone its primary identities' values, promoting the oldest
 * identity of a kind when none is primary. Returns the updated row.
 */
export async function syncPrimaryKeys(
  tx: Executor,
  contactId: number,
  now: Date,
): Promise<ContactRow> {
  const identities = await tx
    .select()
    .from(contactIdentities)
    .where(
      and(
        eq(contactIdentities.contactId, contactId),
        inArray(contactIdentities.kind, ['email', 'phone']),
      ),
    )
    .orderBy(asc(contactIdentities.id));
  const values: { email?: string | null | undefined; phone?: string | null | undefined } = {};
  for (const kind of ['email', 'phone'] as const) {
    const ofKind = identities.filter((identity) => identity.kind === kind);
    const primaries = ofKind.filter((identity) => identity.primary);
    let chosen = primaries[0] ?? ofKind[0] ?? null;
    if (chosen && !chosen.primary) {
      await tx
        .update(contactIdentities)
        .set({ primary: true })
        .where(eq(contactIdentities.id, chosen.id));
      chosen = { ...chosen, primary: true };
    }
    // Two primaries of a kind (a merge brought one): keep the oldest.
    for (const extra of primaries.slice(1)) {
      await tx
        .update(contactIdentities)
        .set({ primary: false })
        .where(eq(contactIdentities.id, extra.id));
    }
    // No identity of this kind: a contact from before identities keeps its column's value.
    values[kind] = chosen ? chosen.value : undefined;
  }
  const [row] = await tx
    .update(contacts)
    .set({ ...values, updatedAt: now })
    .where(eq(contacts.id, contactId))
    .returning();
  if (!row) throw new NotFoundError(CONTACT_TEXTS.notFound);
  return row;
}

/**
 * A contact from before identities has its email and phone only in its columns: they become
 * identities (unverified) the first time the contact is merged or given a key, so they move
 * with it. A value another contact already holds stays in the column only.
 */
export async function adoptLegacyKeys(tx: Executor, row: ContactRow): Promise<void> {
  const keys: { kind: 'email' | 'phone'; value: string }[] = [];
  if (row.email) keys.push({ kind: 'email', value: row.email.trim().toLowerCase() });
  if (row.phone) keys.push({ kind: 'phone', value: normalizePhone(row.phone) ?? row.phone.trim() });
  if (keys.length === 0) return;
  const existing = await tx
    .select({ kind: contactIdentities.kind })
    .from(contactIdentities)
    .where(
      and(
        eq(contactIdentities.contactId, row.id),
        inArray(contactIdentities.kind, ['email', 'phone']),
      ),
    );
  const kinds = new Set(existing.map((identity) => identity.kind));
  const missing = keys.filter((key) => !kinds.has(key.kind));
  if (missing.length === 0) return;
  await tx
    .insert(contactIdentities)
    .values(
      missing.map((key) => ({
        businessId: row.businessId,
        contactId: row.id,
        kind: key.kind,
        value: key.value,
        primary: true,
        source: 'system',
      })),
    )
    .onConflictDoNothing();
}
