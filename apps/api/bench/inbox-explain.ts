// BENCH_EXPLAIN=1 pnpm --filter @lisa/api bench:inbox
//
// The plans behind the inbox bench's figures: the inbox service's list (first page, then a
// search) runs once over a logging Drizzle instance on the same database client, and every
// query it sent is run again under EXPLAIN (ANALYZE, BUFFERS) and printed with its time.
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import type { Takeover } from '../src/modules/chat/takeover.ts';
import { createInboxService } from '../src/modules/inbox/inbox-service.ts';
import { createConversationTagEdits } from '../src/modules/inbox/inbox-tags.ts';

interface Captured {
  query: string;
  params: unknown[];
}

export async function explainInbox(
  database: DatabaseHandle,
  viewer: { businessId: number; userId: number },
  searchWord: string,
): Promise<void> {
  const captured: Captured[] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => captured.push({ query, params }),
  };
  // biome-ignore lint/suspicious/noExplicitAny: the raw client of either driver
  const client = (database.db as any).$client;
  const db = (database.driver === 'pglite'
    ? drizzlePglite(client, { logger })
    : drizzlePostgres(client, { logger })) as unknown as Database;
  const inbox = createInboxService({
    db,
    takeover: {} as Takeover,
    tagEdits: createConversationTagEdits({ db, clock: () => new Date() }),
  });
  for (const [label, filter] of [
    ['first page', { limit: 25 }],
    [`search q=${searchWord}`, { limit: 25, q: searchWord }],
  ] as const) {
    captured.length = 0;
    const started = performance.now();
    await inbox.list(viewer, filter);
    process.stdout.write(
      `\n==== ${label}: ${(performance.now() - started).toFixed(1)} ms, ${captured.length} queries\n`,
    );
    for (const { query, params } of [...captured]) {
      const explain = `explain (analyze, buffers) ${query}`;
      const rows: Record<string, unknown>[] =
        database.driver === 'pglite'
          ? (await client.query(explain, params)).rows
          : await client.unsafe(explain, params);
      process.stdout.write(`\n-- ${query.slice(0, 300)}\n`);
      for (const row of rows) process.stdout.write(`${Object.values(row)[0]}\n`);
    }
  }
}
