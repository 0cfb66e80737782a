// What the contact module's services share: reading a contact with its tags and identities,
// writing a timeline entry, keeping the row's email/phone equal to its primary identities,
// and locking contacts in one order (id ascending) so two merges never wait on each other.
import { CONTACT_TEXTS } from '@lisa/contracts/contacts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { contactEvents, contactIdentities, contactTags } from '../../db/schema/contacts.ts';
import { contacts } from '../../db/schema/core.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';
import { workflowEvent } from '../workflows/workflow-triggers.ts';
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

/**
 * The one place a contact's changed fields are written down, whoever changed them (a member's
 * edit, the enricher for the agent or a workflow step): a `field_changed` timeline entry each
 * and one `contact_field_changed` workflow trigger, in the caller's transaction. `depth` is
 * how many workflow runs led to the change (0 for a member or a visitor's own message).
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
  if (input.changes.length === 0) return;
  for (const change of input.changes) {
    await recordEvent(tx, {
      businessId: input.businessId,
      contactId: input.contactId,
      kind: 'field_changed',
      source: input.source,
      actorId: input.actorId ?? null,
      data: { ...change },
      at: input.at,
    });
  }
  await workflowEvent(db, tx, {
    kind: 'contact_field_changed',
    businessId: input.businessId,
    contactId: input.contactId,
    fields: input.changes.map((change) => change.field),
    ...(input.depth ? { depth: input.depth } : {}),
  });
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
