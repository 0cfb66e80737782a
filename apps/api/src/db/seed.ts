// Business 1 is Lisa itself: it answers the marketing site's chats with no credit limit.
// Idempotent: running it on every start changes nothing once the row exists.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { businesses } from './schema/core.ts';

export const LISA_BUSINESS_ID = 1;

/** Public key embedded in a site's widget snippet: "lisa_bk_" + 24 random hex characters. */
export function generateBusinessKey(random: (size: number) => Buffer = randomBytes): string {
  return `lisa_bk_${random(12).toString('hex')}`;
}

export async function seedDatabase(db: Database): Promise<void> {
  await db
    .insert(businesses)
    .values({
      id: LISA_BUSINESS_ID,
      name: 'Lisa',
      agentName: 'Lisa',
      businessKey: generateBusinessKey(),
      defaultLanguage: 'en',
      creditBalance: 0,
      unlimitedCredits: true,
    })
    .onConflictDoNothing({ target: businesses.id });
  // The explicit id above does not advance the identity sequence; move it past the seed so
  // the next business created gets id 2, not a conflict on 1.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('businesses', 'id'), greatest((select max(id) from businesses), 1))`,
  );
}

/**
 * A database started from the build's PGlite template carries the template's business
 * key for business 1; every installation gets a key of its own instead.
 */
export async function renewSeedBusinessKey(db: Database): Promise<void> {
  await db
    .update(businesses)
    .set({ businessKey: generateBusinessKey(), updatedAt: new Date() })
    .where(eq(businesses.id, LISA_BUSINESS_ID));
}
