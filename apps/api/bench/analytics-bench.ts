// pnpm --filter @lisa/api bench:analytics
//
// Analytics at size (analytics issue): one business with 100,000 conversations and
// 1,000,000 messages over 90 days (BENCH_CONVERSATIONS, BENCH_MESSAGES_PER to change),
// then each query of the analytics screen for the 90-day range, x20 after a warm-up, and
// the p95 of each. Targets: p95 <= 300 ms on PostgreSQL, <= 1 s on PGlite.
// PGlite in a temp dir by default; PostgreSQL when TEST_DATABASE_URL is set:
//   apps/api/scripts/with-postgres.sh pnpm --filter @lisa/api bench:analytics
// BENCH_EXPLAIN=1 prints the figures query's plan (EXPLAIN (ANALYZE, BUFFERS)) before timing.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { campaigns } from '../src/db/schema/campaigns.ts';
import { businesses } from '../src/db/schema/core.ts';
import { generateBusinessKey, seedDatabase } from '../src/db/seed.ts';
import { seedAnalytics } from '../src/modules/analytics/analytics-seed.ts';
import { createAnalyticsService, runQuery } from '../src/modules/analytics/analytics-service.ts';
import {
  breakdownQuery,
  type Cohort,
  drillQuery,
  figuresQuery,
  membersQuery,
  topQuestionsQuery,
  unansweredQuery,
} from '../src/modules/analytics/analytics-sql.ts';
import { createScratchDatabase } from '../test/postgres.ts';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const MESSAGES_PER = Number(process.env.BENCH_MESSAGES_PER ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const postgresUrl = process.env.TEST_DATABASE_URL || '';
const driver = postgresUrl ? 'postgres' : 'pglite';
const target = driver === 'postgres' ? 300 : 1000;

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;
}

const dataDir = mkdtempSync(join(tmpdir(), 'lisa-analytics-bench-'));
const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
const database = await openDatabase(
  scratch ? { databaseUrl: scratch.url, dataDir: '' } : { dataDir: join(dataDir, 'pglite') },
);
await seedDatabase(database.db);
const db = database.db;
const [business] = await db
  .insert(businesses)
  .values({ name: 'Bench Bakery', agentName: 'Lisa', businessKey: generateBusinessKey() })
  .returning({ id: businesses.id });
if (!business) throw new Error('no business');

process.stdout.write(
  `Analytics benchmark on ${driver}, Node ${process.version}, load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
);
const end = new Date('2026-11-25T00:00:00Z');
const seedStarted = performance.now();
await seedAnalytics(db, business.id, {
  conversations: CONVERSATIONS,
  messagesPer: MESSAGES_PER,
  days: 90,
  end,
  members: [900001, 900002, 900003, 900004, 900005],
});
process.stdout.write(
  `seeded ${CONVERSATIONS.toLocaleString('en')} conversations, ${(CONVERSATIONS * MESSAGES_PER).toLocaleString('en')} messages in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`,
);

// A campaign whose replies joined every 20th conversation (5,000 of 100,000): the campaign
// filter's semi-join on its recipient rows.
const [campaign] = await db
  .insert(campaigns)
  .values({ businessId: business.id, name: 'Bench offer', kind: 'whatsapp', status: 'done' })
  .returning({ id: campaigns.id });
if (!campaign) throw new Error('no campaign');
await db.execute(sql`
  insert into campaign_recipients (business_id, campaign_id, contact_id, state, conversation_id)
  select ${business.id}, ${campaign.id}, contact_id, 'replied', id
  from (select id, contact_id, row_number() over (order by id) as i
        from conversations where business_id = ${business.id}) c
  where c.i % 20 = 7`);
await db.execute(sql`analyze campaign_recipients`);

const cohort: Cohort = {
  businessId: business.id,
  from: '2026-08-27',
  to: '2026-11-24',
  tz: 'Africa/Nairobi',
};
const queries: [string, () => Promise<unknown>][] = [
  ['figures and volume (one pass)', () => runQuery(db, figuresQuery(cohort))],
  ['series by day and channels (grouping sets)', () => runQuery(db, breakdownQuery(cohort, 'day'))],
  ['members', () => runQuery(db, membersQuery(cohort))],
  ['top questions', () => runQuery(db, topQuestionsQuery(cohort))],
  ['unanswered (knowledge gaps)', () => runQuery(db, unansweredQuery(cohort))],
  ['drill-down: handoffs (first 500)', () => runQuery(db, drillQuery(cohort, 'handoffs', 500))],
  [
    'figures filtered by channel whatsapp',
    () => runQuery(db, figuresQuery({ ...cohort, channel: 'whatsapp' })),
  ],
  ['figures filtered by member', () => runQuery(db, figuresQuery({ ...cohort, member: 900002 }))],
  [
    'figures filtered by campaign (5 % of conversations)',
    () => runQuery(db, figuresQuery({ ...cohort, campaign: campaign.id })),
  ],
  [
    'drill-down filtered by campaign: conversations (first 500)',
    () => runQuery(db, drillQuery({ ...cohort, campaign: campaign.id }, 'conversations', 500)),
  ],
];
if (process.env.BENCH_EXPLAIN) {
  const plan = await runQuery(db, sql`explain (analyze, buffers) ${figuresQuery(cohort)}`);
  process.stdout.write(`${plan.map((row) => Object.values(row)[0]).join('\n')}\n`);
}
const service = createAnalyticsService(db);
queries.push([
  'whole report (all of the above for both periods, in parallel)',
  () => service.report(business.id, { from: cohort.from, to: cohort.to, tz: cohort.tz }),
]);

let misses = 0;
for (const [label, run] of queries) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  const value = p95(samples);
  const whole = label.startsWith('whole');
  const pass = whole || value <= target;
  if (!pass) misses++;
  process.stdout.write(
    `${label}: p95 ${value.toFixed(1)} ms${whole ? '' : `  (target ${target} ms) ${pass ? 'PASS' : 'MISS'}`}\n`,
  );
}
const report = await service.report(business.id, {
  from: cohort.from,
  to: cohort.to,
  tz: cohort.tz,
});
process.stdout.write(
  `check: ${report.figures.conversations} customer-started, ${report.figures.proactive} proactive, ${report.figures.messages} messages\n`,
);

await database.close();
await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(misses === 0 ? 0 : 1);
