// The ONE place sales creates or finds a contact (converting a lead). Until the contacts
// module's unify service lands, it matches by email (case-insensitive) or phone (digits
// only) among the business's contacts, else inserts one whose customer_id is the synthetic
// `lead:<lead id>` (contacts.customer_id is NOT NULL and meant for a widget device id).
// At merge, swap the body for the contacts service's resolve-or-create.
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contacts } from '../../db/schema/core.ts';

export interface ContactDetails {
  leadId: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  now: Date;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** The contact id for these details in the business: found, else created. */
export async function findOrCreateContact(
  executor: Executor,
  businessId: number,
  details: ContactDetails,
): Promise<number> {
  const matches: SQL[] = [];
  if (details.email) matches.push(sql`lower(${contacts.email}) = ${details.email.toLowerCase()}`);
  if (details.phone && digits(details.phone).length >= 6) {
    matches.push(
      sql`regexp_replace(coalesce(${contacts.phone}, ''), '[^0-9]', '', 'g') = ${digits(details.phone)}`,
    );
  }
  if (matches.length > 0) {
    const [found] = await executor
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.businessId, businessId), or(...matches)))
      .orderBy(asc(contacts.id))
      .limit(1);
    if (found) return found.id;
  }
  const [created] = await executor
    .insert(contacts)
    .values({
      businessId,
      customerId: `lead:${details.leadId}`,
      name: details.name,
      email: details.email,
      phone: details.phone,
      createdAt: details.now,
      lastSeenAt: details.now,
    })
    .onConflictDoUpdate({
      target: [contacts.businessId, contacts.customerId],
      set: { lastSeenAt: details.now },
    })
    .returning({ id: contacts.id });
  if (!created) throw new Error('contact insert returned no row');
  return created.id;
}
