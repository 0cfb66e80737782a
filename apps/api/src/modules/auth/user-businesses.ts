// The businesses a person belongs to, with their role in each, oldest membership first
// (SPEC §3 "stored user data"). Sign-in, /me and accepting an invite all answer with it.
import type { UserBusiness } from '@lisa/contracts/accounts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberships } from '../../db/schema/accounts.ts';
import { businesses } from '../../db/schema/core.ts';

export async function businessesOf(db: Executor, userId: number): Promise<UserBusiness[]> {
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      agentName: businesses.agentName,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.id));
  return rows.map((row) => ({
    id: row.id,
    business_name: row.name,
    agent_name: row.agentName,
    role: row.role,
  }));
}
