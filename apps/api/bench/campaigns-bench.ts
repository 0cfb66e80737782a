// pnpm --filter @lisa/api bench:campaigns
//
// The campaigns issue's broadcast at size: one business with BENCH_RECIPIENTS (20,000)
// contacts on WhatsApp, one approved template, a campaign at BENCH_RATE (80) messages a
// second sent against the loopback fake of Meta's Graph API (test/support/fake-meta.ts).
// Midway (BENCH_RESTART_AT, half the recipients sent) the API is stopped (a graceful stop:
// the running batch finishes, as on SIGTERM) and a new API process-equivalent is built on
// the same database; it carries on from the job queue. Printed: sends, distinct recipients,
// duplicates, lost, wall time and effective rate, the restart gap, and the inbox's first page
// p95 before and during the run (target: within 20 %). The number's messaging limit is
// TIER_UNLIMITED (BENCH_TIER sets another) so the daily limit does not stop the run.
//
// Embedded PGlite in a temp dir by default; PostgreSQL when TEST_DATABASE_URL is set
// (apps/api/scripts/with-postgres.sh pnpm --filter @lisa/api bench:campaigns).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { memberships, users } from '../src/db/schema/accounts.ts';
import { campaignRecipients } from '../src/db/schema/campaigns.ts';
import { contactIdentities, contactTags } from '../src/db/schema/contacts.ts';
import { businesses, contacts } from '../src/db/schema/core.ts';
import { generateBusinessKey, seedDatabase } from '../src/db/seed.ts';
import { parseEnv } from '../src/env.ts';
import { buildServer, type LisaServer } from '../src/server.ts';
import { createScratchDatabase } from '../test/postgres.ts';
import { startFakeMeta } from '../test/support/fake-meta.ts';
import { createFaqEngine } from '../test/support/faq-engine.ts';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 20_000);
const RATE = Number(process.env.BENCH_RATE ?? 80);
const RESTART_AT = Number(process.env.BENCH_RESTART_AT ?? Math.floor(RECIPIENTS / 2));
const postgresUrl = process.env.TEST_DATABASE_URL || '';
const driver = postgresUrl ? 'postgres' : 'pglite';

const lines: string[] = [];
function figure(label: string, value: string, target = 'none', pass: boolean | null = null) {
  const verdict = pass === null ? '' : pass ? '  PASS' : '  MISS';
  const line = `${label}: ${value}  (target ${target})${verdict}`;
  lines.push(line);
  process.stdout.write(`${line}\n`);
}
const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;
};

const meta = await startFakeMeta();
const dataDir = mkdtempSync(join(tmpdir(), 'lisa-campaigns-bench-'));
const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
const database = await openDatabase(
  scratch ? { databaseUrl: scratch.url, dataDir: '' } : { dataDir: join(dataDir, 'pglite') },
);
await seedDatabase(database.db);
// Each server closes the handle it was given; this one must outlive the first.
const borrowed: DatabaseHandle = { ...database, close: async () => {} };

async function start(): Promise<{ server: LisaServer; url: string }> {
  const server = await buildServer({
    env: parseEnv({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      META_GRAPH_BASE_URL: meta.url,
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      LISA_API_URL: 'https://api.lisa.test',
    }),
    database: borrowed,
    engine: createFaqEngine(() => []),
    logger: false,
  });
  const { httpUrl } = await server.listen({ http: 0, ws: 0 });
  return { server, url: httpUrl };
}

process.stdout.write(
  `Campaigns benchmark on ${driver}, Node ${process.version}, ${RECIPIENTS.toLocaleString('en')} recipients at ${RATE}/s, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
);

// ---- seed -----------------------------------------------------------------------------
const [business] = await database.db
  .insert(businesses)
  .values({
    name: 'Bench Bakery',
    agentName: 'Ada',
    businessKey: generateBusinessKey(),
    creditBalance: RECIPIENTS + 100,
  })
  .returning({ id: businesses.id });
const businessId = business?.id ?? 0;
const [user] = await database.db
  .insert(users)
  .values({
    name: 'Owner',
    email: 'owner@bench.test',
    passwordHash: 'x',
    emailVerifiedAt: new Date(),
  })
  .returning({ id: users.id });
await database.db.insert(memberships).values({ userId: user?.id ?? 0, businessId, role: 'owner' });
const seedStarted = performance.now();
for (let from = 0; from < RECIPIENTS; from += 1000) {
  const rows = Array.from({ length: Math.min(1000, RECIPIENTS - from) }, (_, i) => ({
    businessId,
    customerId: `bench-${from + i}`,
    name: `Customer ${from + i}`,
  }));
  const inserted = await database.db.insert(contacts).values(rows).returning({ id: contacts.id });
  await database.db.insert(contactIdentities).values(
    inserted.map((row, i) => ({
      businessId,
      contactId: row.id,
      kind: 'whatsapp' as const,
      value: `+2547${String(from + i).padStart(8, '0')}`,
    })),
  );
  await database.db
    .insert(contactTags)
    .values(inserted.map((row) => ({ businessId, contactId: row.id, tag: 'customers' })));
}
figure(
  'seed',
  `${RECIPIENTS.toLocaleString('en')} contacts in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);

let api = await start();
const { token } = await api.server.context.sessions.create(user?.id ?? 0, businessId, null);
async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: a bench reads the fields it needs
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

await call('PUT', '/api/channels/whatsapp', {
  phone_number_id: '5550001',
  business_account_id: '5550002',
  access_token: 'EAAG-bench',
  app_secret: 'bench-secret',
});
// WhatsApp's daily messaging limit high enough not to stop the run (BENCH_TIER to try one).
meta.limits.set('5550001', process.env.BENCH_TIER ?? 'TIER_UNLIMITED');
meta.templates.set('5550002', [
  {
    name: 'offer',
    language: 'en',
    status: 'APPROVED',
    components: [{ type: 'BODY', text: 'Hi {{1}}, fresh bread today.' }],
  },
]);
await call('POST', '/api/channels/whatsapp/templates/sync');
const templateId = (await call('GET', '/api/campaigns/templates')).body.data[0].id;

async function inboxSamples(count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await call('GET', '/api/conversations?limit=25');
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return samples;
}
const baseline = p95(await inboxSamples(40));

// ---- run ------------------------------------------------------------------------------
const preview = await call('POST', '/api/campaigns/preview', {
  kind: 'whatsapp',
  audience: { tag: 'customers' },
});
figure('audience', `${preview.body.eligible} eligible, ${preview.body.credits_text}`);
const created = await call('POST', '/api/campaigns', {
  kind: 'whatsapp',
  name: 'Bench broadcast',
  audience: { tag: 'customers' },
  template_id: templateId,
  variables: ['field:first_name'],
  rate_per_second: RATE,
});
const campaignId = created.body.id;
const started = performance.now();
await call('POST', `/api/campaigns/${campaignId}/send`, {});
const templateSends = () => meta.sends().filter((r) => r.body?.type === 'template').length;

const during: number[] = [];
let restartGap = 0;
let restarted = false;
for (;;) {
  const sent = templateSends();
  if (!restarted && sent >= RESTART_AT) {
    const stopping = performance.now();
    await api.server.close();
    api = await start();
    restartGap = performance.now() - stopping;
    restarted = true;
    figure(
      'restart',
      `at ${sent.toLocaleString('en')} sends; stop + start took ${(restartGap / 1000).toFixed(1)} s`,
    );
  }
  const [row] = await database.db
    .select({
      n: sql<number>`count(*) filter (where ${campaignRecipients.state} in ('queued', 'sending'))::int`,
    })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaignId));
  const status = (await call('GET', `/api/campaigns/${campaignId}`)).body.status;
  if (status === 'done' && (row?.n ?? 1) === 0) break;
  during.push(...(await inboxSamples(3)));
}
const seconds = (performance.now() - started) / 1000;

const sends = meta.sends().filter((r) => r.body?.type === 'template');
const perNumber = new Map<string, number>();
for (const send of sends) perNumber.set(send.body.to, (perNumber.get(send.body.to) ?? 0) + 1);
const duplicates = [...perNumber.values()].filter((n) => n > 1).length;
const lost = RECIPIENTS - perNumber.size;
figure(
  'sends',
  `${sends.length.toLocaleString('en')} to ${perNumber.size.toLocaleString('en')} numbers`,
  `${RECIPIENTS}`,
  sends.length === RECIPIENTS,
);
figure('duplicates', String(duplicates), '0', duplicates === 0);
figure('lost', String(lost), '0', lost === 0);
const ideal = RECIPIENTS / RATE;
figure('wall time', `${seconds.toFixed(1)} s (ideal at ${RATE}/s: ${ideal.toFixed(1)} s)`);
figure(
  'effective rate',
  `${(RECIPIENTS / seconds).toFixed(1)} messages/s`,
  `<= ${RATE}`,
  RECIPIENTS / seconds <= RATE * 1.02,
);
// Where the ones not sent ended (failed with the reason, skipped...), to tell a loss's cause.
const states = await database.db
  .select({
    state: campaignRecipients.state,
    reason: campaignRecipients.reason,
    n: sql<number>`count(*)::int`,
  })
  .from(campaignRecipients)
  .where(eq(campaignRecipients.campaignId, campaignId))
  .groupBy(campaignRecipients.state, campaignRecipients.reason);
figure(
  'recipient states',
  states.map((s) => `${s.state}${s.reason ? ` (${s.reason})` : ''}: ${s.n}`).join('; '),
);
const duringP95 = p95(during);
figure(
  'inbox first page p95',
  `${baseline.toFixed(1)} ms before, ${duringP95.toFixed(1)} ms during`,
  'within 20 %',
  duringP95 <= baseline * 1.2,
);

figure(
  'load average at the end',
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / '),
);

await api.server.close();
await database.close();
await scratch?.drop();
await meta.close();
rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(`\n${lines.join('\n')}\n`);
