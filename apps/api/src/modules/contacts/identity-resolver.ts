// Unify: which contact a key belongs to. /chat resolves the widget's device id here; members,
// the agent and (later) the channels attach keys here. A verified key (verified email, phone
// from a channel, signed widget identity, channel id) that another contact already holds
// merges the two automatically, with the reason on both timelines; an unverified one only
// suggests the merge. A key belongs to at most one contact of a business (unique index).
import type { IdentityKind } from '@lisa/contracts/contacts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { contactIdentities, contactMergeSuggestions } from '../../db/schema/contacts.ts';
import { contacts } from '../../db/schema/core.ts';
import { mergeInTx } from './contact-merge.ts';
import { normalizeIdentity } from './contact-normalize.ts';
import {
  adoptLegacyKeys,
  type ContactRow,
  liveContact,
  recordEvent,
  recordFieldChanges,
  type Source,
  syncPrimaryKeys,
} from './contact-rows.ts';

const KIND_LABELS: Record<IdentityKind, string> = {
  device: 'device',
  widget_identity: 'signed widget identity',
  email: 'email',
  phone: 'phone number',
  whatsapp: 'WhatsApp number',
  messenger: 'Messenger id',
  instagram: 'Instagram id',
};

/**
 * The live contact of a widget device, created on its first message; locks it until commit
 * (one visitor's requests take turns). One statement for a device seen before: the update
 * finds the contact through the identity's unique index and locks only that row. A merged
 * contact's device identity was moved to the primary, so it resolves there.
 */
export async function resolveDeviceContact(
  tx: Transaction,
  businessId: number,
  deviceId: string,
  now: Date,
): Promise<{ id: number }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const owner = sql`(select ${contactIdentities.contactId} from ${contactIdentities} where ${contactIdentities.businessId} = ${businessId} and ${contactIdentities.kind} = 'device' and ${contactIdentities.value} = ${deviceId})`;
    const [live] = await tx
      .update(contacts)
      .set({ lastSeenAt: now })
      .where(and(eq(contacts.id, owner), isNull(contacts.mergedIntoId), isNull(contacts.deletedAt)))
      .returning({ id: contacts.id });
    if (live) return live;
    // A new device, or a contact from before identities (it gains its device identity now).
    // DO NOTHING on conflict: no lock on a row this request may not end up using (a merged
    // contact), so a merge moving it never waits on this request or the other way round.
    const [inserted] = await tx
      .insert(contacts)
      .values({ businessId, customerId: deviceId, lastSeenAt: now })
      .onConflictDoNothing({ target: [contacts.businessId, contacts.customerId] })
      .returning({ id: contacts.id });
    if (inserted) {
      await tx
        .insert(contactIdentities)
        .values({
          businessId,
          contactId: inserted.id,
          kind: 'device',
          value: deviceId,
          createdAt: now,
        })
        .onConflictDoNothing();
      return inserted;
    }
    const [existing] = await tx
      .select({ id: contacts.id, mergedIntoId: contacts.mergedIntoId })
      .from(contacts)
      .where(and(eq(contacts.businessId, businessId), eq(contacts.customerId, deviceId)));
    if (existing && existing.mergedIntoId === null) {
      // A contact from before identities: give it its device key, then lock it above.
      await tx
        .insert(contactIdentities)
        .values({
          businessId,
          contactId: existing.id,
          kind: 'device',
          value: deviceId,
          createdAt: now,
        })
        .onConflictDoNothing();
    }
    // Merged a moment ago (its device key now points at the primary): look again.
  }
  throw new Error(`device ${deviceId} did not resolve to a live contact`);
}

export interface AttachInput {
  /** The database whose workflows an automatic merge's field changes trigger. */
  db: Database;
  businessId: number;
  contactId: number;
  kind: IdentityKind;
  /** As typed or received; normalised here. */
  value: string;
  verified: boolean;
  primary: boolean;
  source: Source;
  actorId: number | null;
  now: Date;
}

export type AttachOutcome =
  | { outcome: 'added' | 'updated'; contactId: number }
  | { outcome: 'merged'; contactId: number; mergeId: number; reason: string }
  | { outcome: 'suggested'; contactId: number; otherId: number; reason: string };

/** Records that two contacts may be one person (once per pair, until dismissed or merged). */
export async function suggestMerge(
  tx: Executor,
  businessId: number,
  a: number,
  b: number,
  reason: string,
  now: Date,
): Promise<void> {
  if (a === b) return;
  await tx
    .insert(contactMergeSuggestions)
    .values({
      businessId,
      contactId: Math.min(a, b),
      otherId: Math.max(a, b),
      reason,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** Same name and company as another live contact: a suggestion (never an automatic merge). */
export async function suggestByNameAndCompany(
  tx: Executor,
  row: ContactRow,
  now: Date,
): Promise<void> {
  if (!row.name?.trim() || !row.company?.trim()) return;
  const twins = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, row.businessId),
        ne(contacts.id, row.id),
        sql`lower(${contacts.name}) = ${row.name.trim().toLowerCase()}`,
        sql`lower(${contacts.company}) = ${row.company.trim().toLowerCase()}`,
        isNull(contacts.mergedIntoId),
        isNull(contacts.deletedAt),
      ),
    )
    .limit(5);
  for (const twin of twins) {
    await suggestMerge(
      tx,
      row.businessId,
      row.id,
      twin.id,
      `Same name and company: ${row.name.trim()}, ${row.company.trim()}`,
      now,
    );
  }
}

async function setPrimary(tx: Executor, identityId: number, contactId: number, kind: IdentityKind) {
  await tx
    .update(contactIdentities)
    .set({ primary: false })
    .where(
      and(
        eq(contactIdentities.contactId, contactId),
        eq(contactIdentities.kind, kind),
        ne(contactIdentities.id, identityId),
      ),
    );
  await tx
    .update(contactIdentities)
    .set({ primary: true })
    .where(eq(contactIdentities.id, identityId));
}

/** Gives a contact a key, merging or suggesting when another contact holds it. */
export async function attachIdentity(
  tx: Transaction,
  input: AttachInput,
  attempt = 0,
): Promise<AttachOutcome> {
  const { businessId, contactId, kind, now } = input;
  const value = normalizeIdentity(kind, input.value);
  // No lock yet: a merge below locks both contacts id ascending like every other merge.
  await liveContact(tx, businessId, contactId);
  const label = KIND_LABELS[kind];
  const [existing] = await tx
    .select()
    .from(contactIdentities)
    .where(
      and(
        eq(contactIdentities.businessId, businessId),
        eq(contactIdentities.kind, kind),
        eq(contactIdentities.value, value),
      ),
    );

  if (!existing || existing.contactId === contactId) {
    // Locked, so a merge running now cannot leave this key on a contact it just merged away.
    const contact = await liveContact(tx, businessId, contactId, true);
    await adoptLegacyKeys(tx, contact);
  }
  if (!existing) {
    const [inserted] = await tx
      .insert(contactIdentities)
      .values({
        businessId,
        contactId,
        kind,
        value,
        verified: input.verified,
        source: input.source,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      // Another request gave this key to a contact a moment ago: decide again.
      if (attempt > 0) throw new Error('identity insert kept conflicting');
      return attachIdentity(tx, input, attempt + 1);
    }
    if (input.primary && (kind === 'email' || kind === 'phone')) {
      await setPrimary(tx, inserted.id, contactId, kind);
    }
    await syncPrimaryKeys(tx, contactId, now);
    await recordEvent(tx, {
      businessId,
      contactId,
      kind: 'identity_added',
      source: input.source,
      actorId: input.actorId,
      data: { kind, value, verified: input.verified },
      at: now,
    });
    return { outcome: 'added', contactId };
  }

  if (existing.contactId === contactId) {
    if (input.verified && !existing.verified) {
      await tx
        .update(contactIdentities)
        .set({ verified: true })
        .where(eq(contactIdentities.id, existing.id));
    }
    if (input.primary && (kind === 'email' || kind === 'phone')) {
      await setPrimary(tx, existing.id, contactId, kind);
    }
    await syncPrimaryKeys(tx, contactId, now);
    return { outcome: 'updated', contactId };
  }

  if (input.verified) {
    // The same verified key on two contacts: one person. The older contact is the record kept.
    const reason = `Same verified ${label}: ${value}`;
    const primaryId = Math.min(contactId, existing.contactId);
    const secondaryId = Math.max(contactId, existing.contactId);
    const merged = await mergeInTx(tx, {
      businessId,
      primaryId,
      secondaryIds: [secondaryId],
      reason,
      automatic: true,
      actorId: input.actorId,
      now,
    });
    await tx
      .update(contactIdentities)
      .set({ verified: true })
      .where(eq(contactIdentities.id, existing.id));
    // The same path as a member's merge: the primary's timeline and field triggers.
    await recordFieldChanges(input.db, tx, {
      businessId,
      contactId: primaryId,
      source: input.source,
      actorId: input.actorId,
      changes: merged.fieldChanges,
      at: now,
    });
    return {
      outcome: 'merged',
      contactId: primaryId,
      mergeId: merged.mergeIds[0] as number,
      reason,
    };
  }

  const reason = `Same ${label} (not verified): ${value}`;
  await suggestMerge(tx, businessId, contactId, existing.contactId, reason, now);
  return { outcome: 'suggested', contactId, otherId: existing.contactId, reason };
}
