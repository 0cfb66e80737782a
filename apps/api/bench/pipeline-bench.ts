// pnpm --filter @lisa/api bench:pipeline
//
// The pipeline board at size (issue 18): one business with 2,000 deals over the six default
// stages (KES and USD), then through the real server (HTTP, in this process):
//   GET /api/deals (the whole board with counts and totals)   x50 after a warm-up   p95 <= 300 ms
//   POST /api/deals/:id/move (to another stage, at the top)    x100 sequential     p95 <= 100 ms
// and prints one line per figure with its target and PASS/MISS. The board's render time in
// Chromium is measured by e2e/specs/dashboard-pipeline-bench.spec.ts (E2E_BENCH=1).
//
// Embedded PGlite in a temp dir by default; PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { memberships, users } from '../src/db/schema/accounts.ts';
import { businesses } from '../src/db/schema/core.ts';
import { deals, pipelineStages } from '../src/db/schema/sales.ts';
import { generateBusinessKey, seedDatabase } from '../src/db/seed.ts';
import { parseEnv } from '../src/env.ts';
import { ensureDefaultPipeline } from '../src/modules/sales/pipelines-service.ts';
import { buildServer } from '../src/server.ts';
import { createScratchDatabase } from '../test/postgres.ts';

const DEALS = Number(process.env.BENCH_DEALS ?? 2000);
const postgresUrl = process.env.TEST_DATABASE_URL || '';
const driver = postgresUrl ? 'postgres' : 'pglite';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}
const ms = (n: number) => `${n.toFixed(1)} ms`;
const lines: string[] = [];
function figure(label: string, value: string, target: string, pass: boolean | null): void {
  const verdict = pass === null ? '' : pass ? '  PASS' : '  MISS';
  const line = `${label}: ${value}  (target ${target})${verdict}`;
  lines.push(line);
  process.stdout.write(`${line}\n`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'lisa-pipeline-bench-'));
const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
const database = await openDatabase(
  scratch ? { databaseUrl: scratch.url, dataDir: '' } : { dataDir: join(dataDir, 'pglite') },
);
await seedDatabase(database.db);
process.stdout.write(
  `Pipeline benchmark on ${driver}, Node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
);

const { db } = database;
const [business] = await db
  .insert(businesses)
  .values({ name: 'Pipeline bench', agentName: 'Ada', businessKey: generateBusinessKey() })
  .returning({ id: businesses.id });
if (!business) throw new Error('business insert failed');
const [user] = await db
  .insert(users)
  .values({
    name: 'Bench owner',
    email: `owner-${randomUUID()}@bench.test`,
    passwordHash: 'not used',
    emailVerifiedAt: new Date(),
  })
  .returning({ id: users.id });
if (!user) throw new Error('user insert failed');
await db.insert(memberships).values({ userId: user.id, businessId: business.id, role: 'owner' });
const pipeline = await ensureDefaultPipeline(db, business.id, new Date());
const stageIds = (
  await db
    .select({ id: pipelineStages.id })
    .from(pipelineStages)
    .where(eq(pipelineStages.pipelineId, pipeline.id))
    .orderBy(asc(pipelineStages.position))
).map((row) => row.id);

const seedStarted = performance.now();
for (let start = 0; start < DEALS; start += 500) {
  await db.insert(deals).values(
    Array.from({ length: Math.min(500, DEALS - start) }, (_, i) => {
      const n = start + i;
      return {
        businessId: business.id,
        pipelineId: pipeline.id,
        stageId: stageIds[n % stageIds.length] ?? 0,
        title: `Deal ${n}: ${['Implants', 'Aligners', 'Whitening', 'Crown', 'Veneers'][n % 5]}`,
        amountMinor: 1000_00 + ((n * 7919) % 500_000_00),
        currency: n % 7 === 0 ? ('USD' as const) : ('KES' as const),
        expectedCloseDate: new Date(Date.now() + (n % 90) * 86_400_000).toISOString().slice(0, 10),
        ownerId: user.id,
        position: Math.floor(n / stageIds.length),
      };
    }),
  );
}
figure(
  'seed',
  `${DEALS} deals in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  'none',
  null,
);

const server = await buildServer({
  env: parseEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
  }),
  database,
  logger: false,
});
const { httpUrl } = await server.listen({ http: 0, ws: 0 });
try {
  const { token } = await server.context.sessions.create(user.id, business.id, null);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  async function timed(
    url: string,
    init: RequestInit = {},
  ): Promise<{ ms: number; body: unknown }> {
    const started = performance.now();
    const response = await fetch(url, { ...init, headers });
    const body = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  }

  for (let i = 0; i < 5; i += 1) await timed(`${httpUrl}/api/deals`);
  const boardSamples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 50; i += 1) {
    const { ms: took, body } = await timed(`${httpUrl}/api/deals`);
    boardSamples.push(took);
    bytes = JSON.stringify(body).length;
  }
  const board = stats(boardSamples);
  figure(
    `board (GET /api/deals, ${DEALS} deals, ${(bytes / 1024).toFixed(0)} KB, x50)`,
    `p50 ${ms(board.p50)}, p95 ${ms(board.p95)}`,
    'p95 <= 300 ms',
    board.p95 <= 300,
  );

  const { body } = await timed(`${httpUrl}/api/deals`);
  const all = (body as { deals: { id: number; version: number; stage_id: number }[] }).deals;
  const moveSamples: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const deal = all[(i * 17) % all.length];
    if (!deal) continue;
    const target = stageIds[(stageIds.indexOf(deal.stage_id) + 1) % 4] ?? stageIds[0];
    const moved = await timed(`${httpUrl}/api/deals/${deal.id}/move`, {
      method: 'POST',
      body: JSON.stringify({ stage_id: target, position: 0, version: deal.version }),
    });
    moveSamples.push(moved.ms);
    const after = moved.body as { version: number; stage_id: number };
    deal.version = after.version;
    deal.stage_id = after.stage_id;
  }
  const move = stats(moveSamples);
  figure(
    'move (POST /api/deals/:id/move to the top of another stage, x100)',
    `p50 ${ms(move.p50)}, p95 ${ms(move.p95)}`,
    'p95 <= 100 ms',
    move.p95 <= 100,
  );
} finally {
  await server.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(`\n${lines.join('\n')}\n`);
