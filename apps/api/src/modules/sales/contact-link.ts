// The ONE place sales creates or finds a contact (converting a lead), by the contacts
// module's unify rules: a live contact holding the lead's email or phone as a key is the
// same person; else a new contact with those keys (its customer_id the synthetic
// `lead:<lead id>`, as contacts.customer_id is meant for a widget device id).
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactIdentities } from '../../db/schema/contacts.ts';
import { contacts } from '../../db/schema/core.ts';
import { normalizeEmail, normalizePhone } from '../contacts/contact-normalize.ts';
import { recordEvent } from '../contacts/contact-rows.ts';

export interface ContactDetails {
  leadId: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  now: Date;
}

/** The contact id for these details in the business: found, else created. */
export async function findOrCreateContact(
  executor: Executor,
  businessId: number,
  details: ContactDetails,
): Promise<number> {
  const email = details.email ? normalizeEmail(details.email) : null;
  const phone = details.phone ? normalizePhone(details.phone) : null;
  const keys = [
    ...(email
      ? [and(eq(contactIdentities.kind, 'email'), eq(contactIdentities.value, email))]
      : []),
    ...(phone
      ? [and(eq(contactIdentities.kind, 'phone'), eq(contactIdentities.value, phone))]
      : []),
  ];
  if (keys.length > 0) {
    const [found] = await executor
      .select({ id: contacts.id })
      .from(contactIdentities)
      .innerJoin(contacts, eq(contacts.id, contactIdentities.contactId))
      .where(
        and(
          eq(contactIdentities.businessId, businessId),
          isNull(contacts.mergedIntoId),
          isNull(contacts.deletedAt),
          or(...keys),
        ),
      )
      .orderBy(asc(contacts.id))
      .limit(1);
    if (found) return found.id;
    // A contact from before keys existed holds them only on its row.
    const [legacy] = await executor
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.businessId, businessId),
          isNull(contacts.mergedIntoId),
          isNull(contacts.deletedAt),
          or(
            ...(email ? [eq(contacts.email, email)] : []),
            ...(phone ? [eq(contacts.phone, phone)] : []),
          ),
        ),
      )
      .orderBy(asc(contacts.id))
      .limit(1);
    if (legacy) return legacy.id;
  }
  const customerId = `lead:${details.leadId}`;
  const [created] = await executor
    .insert(contacts)
    .values({
      businessId,
      customerId,
      name: details.name,
      email,
      // A number that cannot be read as international is kept as written, without a key.
      phone: phone ?? details.phone,
      fieldSources: details.name
        ? { name: { source: 'member', at: details.now.toISOString() } }
        : {},
      createdAt: details.now,
      lastSeenAt: details.now,
      updatedAt: details.now,
    })
    .onConflictDoNothing({ target: [contacts.businessId, contacts.customerId] })
    .returning({ id: contacts.id });
  if (!created) {
    // Converted before and undone: the contact made then is the one.
    const [again] = await executor
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.businessId, businessId), eq(contacts.customerId, customerId)));
    if (!again) throw new Error('contact for the lead vanished');
    return again.id;
  }
  const identities = [
    ...(email ? [{ kind: 'email' as const, value: email }] : []),
    ...(phone ? [{ kind: 'phone' as const, value: phone }] : []),
  ];
  if (identities.length > 0) {
    await executor
      .insert(contactIdentities)
      .values(
        identities.map((key) => ({
          businessId,
          contactId: created.id,
          ...key,
          primary: true,
          source: 'member',
          createdAt: details.now,
        })),
      )
      .onConflictDoNothing();
  }
  await recordEvent(executor, {
    businessId,
    contactId: created.id,
    kind: 'created',
    source: 'member',
    data: { from_lead: details.leadId },
    at: details.now,
  });
  return created.id;
}
