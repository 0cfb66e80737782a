// On PostgreSQL, Drizzle's statements run as named prepared statements (parsed and planned
// once per connection), in transactions too: see preparingStatements in src/db/client.ts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { businesses } from '../src/db/schema/core.ts';
import { openScratchPostgres, testDatabaseUrl } from './postgres.ts';

describe.runIf(testDatabaseUrl)('Drizzle on PostgreSQL', () => {
  let database: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await openScratchPostgres());
  });
  afterAll(() => close?.());

  it('keeps its statements prepared on the connection, inside a transaction too', async () => {
    const statements = await database.db.transaction(async (tx) => {
      await tx.select().from(businesses).where(eq(businesses.id, 1));
      await tx.select().from(businesses).where(eq(businesses.id, 2));
      const result = await tx.execute(sql`select statement from pg_prepared_statements`);
      return (result as unknown as { statement: string }[]).map((row) => row.statement);
    });
    const lookups = statements.filter((text) => text.includes('from "businesses" where'));
    // Two calls, one statement: the second reused the first's plan.
    expect(lookups).toHaveLength(1);
  });
});
