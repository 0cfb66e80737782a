// Checks that ids a request names belong to the caller's business: an owner or assignee is
// a member (by user id), a contact is one of the business's contacts. Another business's id
// is a 400 on the field, never a link across tenants.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberships } from '../../db/schema/accounts.ts';
import { contacts } from '../../db/schema/core.ts';
import { ValidationError } from '../../platform/http/app-error.ts';

export async function checkMember(
  executor: Executor,
  businessId: number,
  userId: number | null | undefined,
  field = 'owner_id',
): Promise<void> {
  if (userId === null || userId === undefined) return;
  const [row] = await executor
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)));
  if (!row) {
    throw new ValidationError('Choose a member of this business.', {
      [field]: ['Not a member of this business'],
    });
  }
}

export async function checkContact(
  executor: Executor,
  businessId: number,
  contactId: number | null | undefined,
): Promise<void> {
  if (contactId === null || contactId === undefined) return;
  const [row] = await executor
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.businessId, businessId), eq(contacts.id, contactId)));
  if (!row) {
    throw new ValidationError(`Contact ${contactId} not found`, {
      contact_id: ['Not a contact of this business'],
    });
  }
}
