// postgres-js 3.4.9 could send a transaction's BEGIN on a connection it had not reserved when
// that BEGIN filled the connection's pipeline (porsager/postgres#823, #1189): the transaction
// failed with UNSAFE_TRANSACTION, a 500 seen once in 200 concurrent /chat posts. Lisa patches
// the driver (patches/postgres@3.4.9.patch); these tests fail without the patch.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase, testDatabaseUrl } from './postgres.ts';

/** A pool of `max` connections, each pipelining at most `maxPipeline` queries. */
function pool(url: string, max: number, maxPipeline: number) {
  // max_pipeline is a connection option postgres-js's types leave out.
  const options: Record<string, unknown> = { max, max_pipeline: maxPipeline, onnotice: () => {} };
  return postgres(url, options as postgres.Options<Record<string, never>>);
}

describe.runIf(testDatabaseUrl)('postgres-js transactions under a full pipeline', () => {
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(() => scratch?.drop());

  it('reserves the connection for a BEGIN that fills the pipeline', async () => {
    // With no pipelining at all every BEGIN is the query that fills its connection.
    const sql = pool(scratch.url, 2, 0);
    try {
      const rows = await sql.begin((tx) => tx`select 1 as ok`);
      expect(rows[0]?.ok).toBe(1);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it('keeps every transaction on its own connection when transactions and queries pile up', async () => {
    const sql = pool(scratch.url, 3, 2);
    try {
      // Three open connections first, so that what follows is pipelined onto busy ones.
      await Promise.all([1, 2, 3].map(() => sql`select 1`));
      for (let round = 0; round < 10; round++) {
        // Queries start when awaited, a BEGIN at once: execute() sends these first. Each
        // connection sleeps with one plain query pipelined behind it, so the next BEGIN on it
        // fills its pipeline (a query with parameters would wait for its description first).
        const busy = [1, 2, 3].map(() => sql`select pg_sleep(0.1)`.execute());
        const queries = [0, 1, 2].map((n) => sql.unsafe(`select ${n} as n`).execute());
        // Inside one transaction the backend and the transaction id never change.
        const transactions = Array.from({ length: 5 }, () =>
          sql.begin(async (tx) => {
            const [first] = await tx`select pg_backend_pid() as pid, txid_current() as xid`;
            const [second] = await tx`select pg_backend_pid() as pid, txid_current() as xid`;
            return { first, second };
          }),
        );
        const [, answers, seen] = await Promise.all([
          Promise.all(busy),
          Promise.all(queries),
          Promise.all(transactions),
        ]);
        expect(answers.map(([row]) => row?.n)).toEqual([0, 1, 2]);
        for (const { first, second } of seen) expect(second).toEqual(first);
        expect(new Set(seen.map(({ first }) => String(first?.xid))).size).toBe(5);
      }
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});
