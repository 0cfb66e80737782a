// pnpm --filter @lisa/api analytics:backfill [business id]
// Writes the analytics events of conversations older than the event log (see
// src/modules/analytics/analytics-backfill.ts) on the database the API uses (DATABASE_URL,
// else the PGlite data directory); safe to run again.
import { openDatabase } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { backfillAnalytics } from '../src/modules/analytics/analytics-backfill.ts';

const env = loadEnv();
const arg = process.argv[2];
const businessId = arg ? Number(arg) : undefined;
if (arg && !(Number.isSafeInteger(businessId) && (businessId as number) > 0)) {
  console.error('Give a business id (a positive whole number), or nothing for every business.');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const started = performance.now();
  const result = await backfillAnalytics(
    database.db,
    businessId !== undefined ? { businessId } : {},
  );
  console.log(
    `Backfilled ${result.conversations} conversations (${result.events} events) in ${result.businesses.length} businesses, ${Math.round(performance.now() - started)} ms.`,
  );
} finally {
  await database.close();
}
