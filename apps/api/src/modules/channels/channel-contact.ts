// The contact behind a channel message: found by its channel key (WhatsApp id as an E.164
// number, or a page-scoped id) through the contacts module's identities, or created with
// that key (a WhatsApp number is also the contact's verified phone, so the same person known
// from another channel is merged by the identity resolver's rules). Locked until commit, as
// the chat's device contacts are.
import type { Channel } from '@lisa/contracts/channels';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { contactIdentities } from '../../db/schema/contacts.ts';
import { contacts } from '../../db/schema/core.ts';
import { normalizeIdentity } from '../contacts/contact-normalize.ts';
import { liveContact } from '../contacts/contact-rows.ts';
import { attachIdentity } from '../contacts/identity-resolver.ts';

export interface ChannelPerson {
  channel: Channel;
  /** WhatsApp id (digits) or page-scoped id, as Meta sends it. */
  externalId: string;
  /** The profile name Meta sends, when it does. */
  name?: string | null;
}

/** The key's stored spelling (E.164 for WhatsApp); throws a 400 for a malformed one. */
export function channelKey(person: Pick<ChannelPerson, 'channel' | 'externalId'>): string {
  return normalizeIdentity(person.channel, person.externalId);
}

export async function resolveChannelContact(
  db: Database,
  tx: Transaction,
  businessId: number,
  person: ChannelPerson,
  now: Date,
): Promise<{ id: number }> {
  const kind = person.channel;
  const value = channelKey(person);
  const name = person.name?.trim().slice(0, 200) || null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const owner = sql`(select ${contactIdentities.contactId} from ${contactIdentities} where ${contactIdentities.businessId} = ${businessId} and ${contactIdentities.kind} = ${kind} and ${contactIdentities.value} = ${value})`;
    const [live] = await tx
      .update(contacts)
      .set({
        lastSeenAt: now,
        // The profile name fills an empty name; a name a member typed is never replaced.
        ...(name ? { name: sql`coalesce(${contacts.name}, ${name})` } : {}),
      })
      .where(and(eq(contacts.id, owner), isNull(contacts.mergedIntoId), isNull(contacts.deletedAt)))
      .returning({ id: contacts.id });
    if (live) return live;

    const customerId = `${kind}:${value}`;
    const [inserted] = await tx
      .insert(contacts)
      .values({
        businessId,
        customerId,
        name,
        ...(kind === 'whatsapp' ? { phone: value } : {}),
        lastSeenAt: now,
      })
      .onConflictDoNothing({ target: [contacts.businessId, contacts.customerId] })
      .returning({ id: contacts.id });
    const candidate =
      inserted ??
      (
        await tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(
            and(
              eq(contacts.businessId, businessId),
              eq(contacts.customerId, customerId),
              isNull(contacts.mergedIntoId),
              isNull(contacts.deletedAt),
            ),
          )
      )[0];
    if (!candidate) continue;
    const base = { db, businessId, verified: true, source: 'system' as const, actorId: null, now };
    let outcome = await attachIdentity(tx, {
      ...base,
      contactId: candidate.id,
      kind,
      value,
      primary: false,
    });
    if (kind === 'whatsapp') {
      // The same number on another channel (or typed and verified) is the same person.
      outcome = await attachIdentity(tx, {
        ...base,
        contactId: outcome.contactId,
        kind: 'phone',
        value,
        primary: true,
      });
    }
    const row = await liveContact(tx, businessId, outcome.contactId, true);
    return { id: row.id };
  }
  throw new Error(`${kind} ${value} did not resolve to a live contact`);
}
