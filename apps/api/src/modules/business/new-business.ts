// A new business as sign-up and "Create a business" make it: the default agent name, a
// fresh widget key, the trial's credits granted in the ledger, and its creator as owner.
import { DEFAULT_AGENT_NAME } from '@lisa/contracts/business';
import type { Executor } from '../../db/client.ts';
import { memberships } from '../../db/schema/accounts.ts';
import { businesses, creditLedger } from '../../db/schema/core.ts';
import { generateBusinessKey } from '../../db/seed.ts';

/** SPEC-silent choice: a new business starts its 14-day trial with 1,000 credits. */
export const TRIAL_CREDITS = 1000;

export async function insertTrialBusiness(tx: Executor, name: string, now: Date): Promise<number> {
  const [business] = await tx
    .insert(businesses)
    .values({
      name,
      agentName: DEFAULT_AGENT_NAME,
      businessKey: generateBusinessKey(),
      creditBalance: TRIAL_CREDITS,
    })
    .returning({ id: businesses.id });
  if (!business) throw new Error('business insert returned no row');
  await tx.insert(creditLedger).values({
    businessId: business.id,
    delta: TRIAL_CREDITS,
    reason: 'grant',
    balanceAfter: TRIAL_CREDITS,
    createdAt: now,
  });
  return business.id;
}

export async function addOwner(tx: Executor, userId: number, businessId: number): Promise<void> {
  await tx.insert(memberships).values({ userId, businessId, role: 'owner' });
}
