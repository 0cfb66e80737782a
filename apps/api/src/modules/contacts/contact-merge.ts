// Merging contacts, and undoing a merge. Both run inside the caller's transaction after
// locking every contact involved, id ascending (lockContacts), so two overlapping merges take
// turns instead of deadlocking, and a contact merged a moment ago is refused with a 409
// rather than written to. Every row that belongs to a contact (contact-references.ts) moves
// to the primary; the secondary row stays, marked merged_into_id, with a snapshot of what it
// had, so undo (30 days) gives it back exactly. A contact merged into the secondary earlier
// keeps pointing at the secondary (no re-pointing: that would lock rows out of order); undo
// of that earlier merge waits until this one is undone.
import { CONTACT_TEXTS, MERGE_UNDO_DAYS, type MergeField } from '@lisa/contracts/contacts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  contactIdentities,
  contactMergeSuggestions,
  contactMerges,
  contactTags,
  type MergeSnapshot,
} from '../../db/schema/contacts.ts';
import { contacts } from '../../db/schema/core.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { CONTACT_REFERENCES } from './contact-references.ts';
import {
  adoptLegacyKeys,
  type ContactRow,
  type FieldChange,
  lockContacts,
  lockRowsInOrder,
  recordEvent,
  type Source,
  syncPrimaryKeys,
} from './contact-rows.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The wire's field names -> the row's. */
const FIELD_COLUMNS: Record<MergeField, 'name' | 'company' | 'ownerId'> = {
  name: 'name',
  company: 'company',
  owner_id: 'ownerId',
};

/** Device ids a person never typed: contacts made by hand or by import have none. */
export function isDeviceId(customerId: string): boolean {
  return !/^(manual|import|deleted):/.test(customerId);
}

export interface MergeInput {
  businessId: number;
  primaryId: number;
  secondaryIds: number[];
  fieldChoices?: Partial<Record<MergeField, number>> | undefined;
  reason: string;
  automatic: boolean;
  actorId: number | null;
  now: Date;
}

export interface MergeOutcome {
  row: ContactRow;
  mergeIds: number[];
  moved: Record<string, number>;
  /** The primary's fields the merge changed, named as a member's edit names them. */
  fieldChanges: FieldChange[];
}

type Path = string;
type Changes = Record<Path, { before: unknown; after: unknown }>;

function jsonEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The row as JSON (dates as ISO strings), what the snapshot keeps of the secondary. */
function snapshotOf(row: ContactRow): Record<string, unknown> {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    ownerId: row.ownerId,
    attributes: row.attributes,
    consents: row.consents,
    fieldSources: row.fieldSources,
    lastSeenAt: row.lastSeenAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Decides the primary's fields: a field choice names the contact whose value wins; else the
 * primary keeps its own, and an empty one takes the first secondary's. Attributes and
 * consents are unions (the primary's keys win; an opt-out anywhere wins). Each change is
 * attributed to the secondary it came from, so undoing that merge alone reverts it.
 */
function decideFields(
  primary: ContactRow,
  secondaries: ContactRow[],
  choices: Partial<Record<MergeField, number>> = {},
): { values: Partial<ContactRow>; changesBySecondary: Map<number, Changes> } {
  const involved = new Map([primary, ...secondaries].map((row) => [row.id, row]));
  const changesBySecondary = new Map<number, Changes>(secondaries.map((row) => [row.id, {}]));
  const note = (from: number, path: Path, before: unknown, after: unknown) => {
    const changes = changesBySecondary.get(from);
    if (changes && !jsonEqual(before, after)) changes[path] = { before, after };
  };
  const fieldSources = { ...primary.fieldSources };
  const values: Partial<ContactRow> = {};

  for (const field of Object.keys(FIELD_COLUMNS) as MergeField[]) {
    const column = FIELD_COLUMNS[field];
    const chosenId = choices[field];
    let winner: ContactRow | undefined;
    if (chosenId !== undefined) {
      winner = involved.get(chosenId);
      if (!winner) {
        throw new ValidationError('A field choice must name one of the contacts merged', {
          [`field_choices.${field}`]: ['Choose one of the contacts merged'],
        });
      }
    } else if (primary[column] === null) {
      winner = secondaries.find((row) => row[column] !== null);
    }
    if (!winner || winner.id === primary.id) continue;
    const value = winner[column];
    if (jsonEqual(value, primary[column])) continue;
    (values as Record<string, unknown>)[column] = value;
    note(winner.id, column, primary[column], value);
    const sourceKey = field;
    const source = winner.fieldSources[sourceKey];
    note(winner.id, `fieldSources.${sourceKey}`, fieldSources[sourceKey], source);
    if (source) fieldSources[sourceKey] = source;
    else delete fieldSources[sourceKey];
  }

  const attributes = { ...primary.attributes };
  const consents = { ...primary.consents };
  for (const secondary of secondaries) {
    for (const [key, value] of Object.entries(secondary.attributes)) {
      if (key in attributes) continue;
      attributes[key] = value;
      note(secondary.id, `attributes.${key}`, undefined, value);
      const sourceKey = `attributes.${key}`;
      const source = secondary.fieldSources[sourceKey];
      if (source && !fieldSources[sourceKey]) {
        fieldSources[sourceKey] = source;
        note(secondary.id, `fieldSources.${sourceKey}`, undefined, source);
      }
    }
    for (const [channel, consent] of Object.entries(secondary.consents)) {
      const current = consents[channel];
      if (current && (current.status === 'opted_out' || consent.status === 'opted_in')) continue;
      consents[channel] = consent;
      note(secondary.id, `consents.${channel}`, current, consent);
    }
  }
  values.attributes = attributes;
  values.consents = consents;
  values.fieldSources = fieldSources;
  const latest = secondaries.reduce<ContactRow>(
    (best, row) => (row.lastSeenAt > best.lastSeenAt ? row : best),
    primary,
  );
  if (latest !== primary) {
    values.lastSeenAt = latest.lastSeenAt;
    note(
      latest.id,
      'lastSeenAt',
      primary.lastSeenAt.toISOString(),
      latest.lastSeenAt.toISOString(),
    );
  }
  return { values, changesBySecondary };
}

/**
 * The primary's changes as field changes (what recordFieldChanges writes and triggers on): a
 * merge's, or an undo's (which may also take an attribute away again).
 */
function fieldChangesOf(primary: ContactRow, values: Partial<ContactRow>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, column] of Object.entries(FIELD_COLUMNS)) {
    if (column in values && !jsonEqual(primary[column], values[column])) {
      changes.push({ field, from: primary[column], to: values[column] });
    }
  }
  const attributes = values.attributes ?? primary.attributes;
  for (const key of new Set([...Object.keys(primary.attributes), ...Object.keys(attributes)])) {
    const [from, to] = [primary.attributes[key] ?? null, attributes[key] ?? null];
    if (!jsonEqual(from, to)) changes.push({ field: `attributes.${key}`, from, to });
  }
  for (const [channel, consent] of Object.entries(values.consents ?? {})) {
    const before = primary.consents[channel]?.status ?? null;
    if (before !== consent.status) {
      changes.push({ field: `consents.${channel}`, from: before, to: consent.status });
    }
  }
  return changes;
}

/**
 * Merges and undos of one business take turns (a transaction-scoped advisory lock): they are
 * rare and made by people, and in turn no two of them can ever wait on each other's rows.
 * The row locks below still keep chats and edits of the contacts involved out meanwhile.
 */
async function takeMergeTurn(tx: Executor, businessId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727276, ${businessId})`);
}

/** Merges the secondaries into the primary, in the caller's transaction. */
export async function mergeInTx(tx: Executor, input: MergeInput): Promise<MergeOutcome> {
  const { businessId, primaryId, now } = input;
  const secondaryIds = [...new Set(input.secondaryIds)];
  if (secondaryIds.includes(primaryId)) {
    throw new ValidationError(CONTACT_TEXTS.selfMerge, {
      secondary_ids: [CONTACT_TEXTS.selfMerge],
    });
  }
  await takeMergeTurn(tx, businessId);
  const locked = await lockContacts(tx, businessId, [primaryId, ...secondaryIds]);
  for (const row of locked.values()) await adoptLegacyKeys(tx, row);
  const primary = locked.get(primaryId) as ContactRow;
  const secondaries = secondaryIds.map((id) => locked.get(id) as ContactRow);
  const { values, changesBySecondary } = decideFields(primary, secondaries, input.fieldChoices);

  const primaryTags = new Set(
    (
      await tx
        .select({ tag: contactTags.tag })
        .from(contactTags)
        .where(eq(contactTags.contactId, primaryId))
    ).map((row) => row.tag),
  );
  const primaryKinds = new Set(
    (
      await tx
        .select({ kind: contactIdentities.kind })
        .from(contactIdentities)
        .where(and(eq(contactIdentities.contactId, primaryId), eq(contactIdentities.primary, true)))
    ).map((row) => row.kind),
  );

  const mergeIds: number[] = [];
  const movedCounts: Record<string, number> = {};
  const source: Source = input.automatic ? 'system' : 'member';
  for (const secondary of secondaries) {
    // The secondary's device keeps resolving, to the primary now.
    if (isDeviceId(secondary.customerId)) {
      await tx
        .insert(contactIdentities)
        .values({
          businessId,
          contactId: secondary.id,
          kind: 'device',
          value: secondary.customerId,
          createdAt: secondary.createdAt,
        })
        .onConflictDoNothing();
    }
    const demoted = primaryKinds.size
      ? (
          await tx
            .update(contactIdentities)
            .set({ primary: false })
            .where(
              and(
                eq(contactIdentities.contactId, secondary.id),
                eq(contactIdentities.primary, true),
                inArray(contactIdentities.kind, [...primaryKinds]),
              ),
            )
            .returning({ id: contactIdentities.id })
        ).map((row) => row.id)
      : [];
    const moved: Record<string, number[]> = {};
    for (const reference of CONTACT_REFERENCES) {
      const rows = await tx
        .update(reference.table)
        .set({ [reference.key]: primaryId } as never)
        .where(eq(reference.contactId, secondary.id))
        .returning({ id: reference.id });
      moved[reference.name] = rows.map((row) => row.id as number);
      movedCounts[reference.name] = (movedCounts[reference.name] ?? 0) + rows.length;
    }
    const secondaryTags = (
      await tx
        .select({ tag: contactTags.tag })
        .from(contactTags)
        .where(eq(contactTags.contactId, secondary.id))
    ).map((row) => row.tag);
    const addedTags = secondaryTags.filter((tag) => !primaryTags.has(tag));
    if (addedTags.length) {
      await tx
        .insert(contactTags)
        .values(
          addedTags.map((tag) => ({ contactId: primaryId, businessId, tag, createdAt: now })),
        );
      for (const tag of addedTags) primaryTags.add(tag);
    }
    await tx
      .update(contacts)
      .set({ mergedIntoId: primaryId, updatedAt: now })
      .where(eq(contacts.id, secondary.id));

    const snapshot: MergeSnapshot = {
      secondary: snapshotOf(secondary),
      primaryChanges: changesBySecondary.get(secondary.id) ?? {},
      moved,
      tags: secondaryTags,
      addedTags,
      demotedIdentities: demoted,
    };
    const [merge] = await tx
      .insert(contactMerges)
      .values({
        businessId,
        primaryId,
        secondaryId: secondary.id,
        reason: input.reason,
        automatic: input.automatic,
        actorId: input.actorId,
        snapshot,
        createdAt: now,
      })
      .returning({ id: contactMerges.id });
    if (!merge) throw new Error('merge insert returned no row');
    mergeIds.push(merge.id);
    const data = {
      merge_id: merge.id,
      primary_id: primaryId,
      secondary_id: secondary.id,
      secondary_name: secondary.name,
      reason: input.reason,
      automatic: input.automatic,
    };
    await recordEvent(tx, {
      businessId,
      contactId: primaryId,
      kind: 'merged',
      source,
      actorId: input.actorId,
      data,
      at: now,
    });
    await recordEvent(tx, {
      businessId,
      contactId: secondary.id,
      kind: 'merged_into',
      source,
      actorId: input.actorId,
      data,
      at: now,
    });
  }

  await tx.update(contacts).set(values).where(eq(contacts.id, primaryId));
  // Suggestions between contacts that are now one are answered.
  const all = [primaryId, ...secondaryIds];
  await tx
    .delete(contactMergeSuggestions)
    .where(
      and(
        eq(contactMergeSuggestions.businessId, businessId),
        or(
          inArray(contactMergeSuggestions.contactId, secondaryIds),
          inArray(contactMergeSuggestions.otherId, secondaryIds),
        ),
        inArray(contactMergeSuggestions.contactId, all),
        inArray(contactMergeSuggestions.otherId, all),
      ),
    );
  const row = await syncPrimaryKeys(tx, primaryId, now);
  return { row, mergeIds, moved: movedCounts, fieldChanges: fieldChangesOf(primary, values) };
}

function readPath(row: Record<string, unknown>, path: Path): unknown {
  const [column, key] = path.split(/\.(.*)/s, 2) as [string, string | undefined];
  const value = row[column];
  if (key === undefined) return value;
  return (value as Record<string, unknown> | null)?.[key];
}

/** The primary's columns with each change undone where nobody has changed it since. */
function revertChanges(primary: ContactRow, changes: Changes): Partial<ContactRow> {
  const next: Record<string, unknown> = {};
  const current = primary as unknown as Record<string, unknown>;
  for (const [path, { before, after }] of Object.entries(changes)) {
    if (!jsonEqual(readPath(current, path), after)) continue;
    const [column, key] = path.split(/\.(.*)/s, 2) as [string, string | undefined];
    if (key === undefined) {
      next[column] = column === 'lastSeenAt' ? new Date(before as string) : (before ?? null);
      continue;
    }
    const object = { ...((next[column] ?? current[column]) as Record<string, unknown>) };
    if (before === undefined) delete object[key];
    else object[key] = before;
    next[column] = object;
  }
  return next as Partial<ContactRow>;
}

export interface UndoInput {
  businessId: number;
  mergeId: number;
  actorId: number | null;
  now: Date;
}

/**
 * Gives the secondary of a merge back what it had; returns it. `recordChanges` gets what the
 * primary gave back (for recordFieldChanges), before the `merge_undone` entries.
 */
export async function undoMergeInTx(
  tx: Executor,
  input: UndoInput,
  recordChanges: (primaryId: number, changes: FieldChange[]) => Promise<void>,
): Promise<ContactRow> {
  const { businessId, now } = input;
  const [merge] = await tx
    .select()
    .from(contactMerges)
    .where(and(eq(contactMerges.businessId, businessId), eq(contactMerges.id, input.mergeId)))
    .for('update');
  if (!merge) throw new NotFoundError('Merge not found.');
  if (merge.undoneAt) throw new AppError(409, 'conflict', CONTACT_TEXTS.alreadyUndone);
  if (now.getTime() - merge.createdAt.getTime() > MERGE_UNDO_DAYS * DAY_MS) {
    throw new AppError(409, 'conflict', CONTACT_TEXTS.undoExpired);
  }
  await takeMergeTurn(tx, businessId);
  const rows = await lockRowsInOrder(tx, businessId, [merge.primaryId, merge.secondaryId]);
  const primary = rows.get(merge.primaryId);
  const secondary = rows.get(merge.secondaryId);
  if (!primary || !secondary) throw new NotFoundError(CONTACT_TEXTS.notFound);
  if (primary.deletedAt) throw new AppError(409, 'conflict', CONTACT_TEXTS.deleted);
  if (primary.mergedIntoId !== null) throw new AppError(409, 'conflict', CONTACT_TEXTS.undoBlocked);
  if (secondary.mergedIntoId !== primary.id) {
    throw new AppError(409, 'conflict', CONTACT_TEXTS.alreadyUndone);
  }
  const { snapshot } = merge;

  for (const reference of CONTACT_REFERENCES) {
    const ids = snapshot.moved[reference.name] ?? [];
    if (ids.length === 0) continue;
    await tx
      .update(reference.table)
      .set({ [reference.key]: secondary.id } as never)
      .where(and(inArray(reference.id, ids), eq(reference.contactId, primary.id)));
  }
  if (snapshot.addedTags.length) {
    await tx
      .delete(contactTags)
      .where(
        and(eq(contactTags.contactId, primary.id), inArray(contactTags.tag, snapshot.addedTags)),
      );
  }
  if (snapshot.demotedIdentities.length) {
    await tx
      .update(contactIdentities)
      .set({ primary: true })
      .where(
        and(
          inArray(contactIdentities.id, snapshot.demotedIdentities),
          eq(contactIdentities.contactId, secondary.id),
        ),
      );
  }
  const reverted = revertChanges(primary, snapshot.primaryChanges);
  if (Object.keys(reverted).length) {
    await tx.update(contacts).set(reverted).where(eq(contacts.id, primary.id));
  }
  const before = snapshot.secondary as ReturnType<typeof snapshotOf>;
  await tx
    .update(contacts)
    .set({
      name: before.name as string | null,
      company: before.company as string | null,
      ownerId: before.ownerId as number | null,
      attributes: before.attributes as Record<string, unknown>,
      consents: before.consents as ContactRow['consents'],
      fieldSources: before.fieldSources as ContactRow['fieldSources'],
      lastSeenAt: new Date(before.lastSeenAt as string),
      mergedIntoId: null,
      updatedAt: now,
    })
    .where(eq(contacts.id, secondary.id));
  await tx.update(contactMerges).set({ undoneAt: now }).where(eq(contactMerges.id, merge.id));
  await syncPrimaryKeys(tx, primary.id, now);
  const restored = await syncPrimaryKeys(tx, secondary.id, now);
  await recordChanges(primary.id, fieldChangesOf(primary, reverted));
  const data = { merge_id: merge.id, primary_id: primary.id, secondary_id: secondary.id };
  for (const contactId of [primary.id, secondary.id]) {
    await recordEvent(tx, {
      businessId,
      contactId,
      kind: 'merge_undone',
      source: 'member',
      actorId: input.actorId,
      data,
      at: now,
    });
  }
  return restored;
}

/** Ids of merges still open to undo (for the timeline's undo button). */
export function isUndoable(merge: { undoneAt: Date | null; createdAt: Date }, now: Date): boolean {
  return !merge.undoneAt && now.getTime() - merge.createdAt.getTime() <= MERGE_UNDO_DAYS * DAY_MS;
}
