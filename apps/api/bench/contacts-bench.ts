// pnpm --filter @lisa/api bench:contacts
//
// Contacts at size (contacts issue): one business with 100,000 contacts (each with its
// device identity, 60 % with an email identity, 10 % tagged), then through the real server:
//   GET /api/contacts?limit=50              first page and a deep cursor page, x200  p95 <= 100 ms
//   GET /api/contacts?q=<text>&limit=50     surnames, email fragments, phone digits, x100
//                                                                                    p95 <= 150 ms
//   identity resolve (what /chat adds)      resolveDeviceContact in a transaction for a device
//                                           seen before, x500                        p95 <= 5 ms
//   CSV import of 50,000 rows (upload, then the background job) into that business   <= 60 s
// and prints one line per figure with its target and PASS/MISS. Embedded PGlite in a temp dir
// by default; PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { memberships, users } from '../src/db/schema/accounts.ts';
import { contactIdentities, contactTags } from '../src/db/schema/contacts.ts';
import { businesses, contacts } from '../src/db/schema/core.ts';
import { generateBusinessKey, seedDatabase } from '../src/db/seed.ts';
import { parseEnv } from '../src/env.ts';
import { resolveDeviceContact } from '../src/modules/contacts/identity-resolver.ts';
import { buildServer } from '../src/server.ts';
import { createScratchDatabase } from '../test/postgres.ts';
import { createFaqEngine } from '../test/support/faq-engine.ts';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const BATCH = 2000;
const postgresUrl = process.env.TEST_DATABASE_URL || '';
const driver = postgresUrl ? 'postgres' : 'pglite';

const FIRST =
  'Amina Baraka Chloe David Esther Farid Grace Hassan Imani Juma Kamau Lulu Mwangi Njeri Otieno Pendo Rehema Salim Tumaini Wanjiru'.split(
    ' ',
  );
const LAST =
  'Achieng Bakari Chege Dlamini Ekwueme Fofana Gitau Hamisi Idowu Juma Kariuki Langat Mutua Nyambura Odhiambo Pillay Quaye Rotich Sang Wekesa'.split(
    ' ',
  );
const COMPANIES =
  'Acacia Baobab Cedar Delta Equator Flamingo Giraffe Horizon Ivory Jacaranda'.split(' ');

let seedState = 4242;
function rand(): number {
  seedState = (seedState + 0x6d2b79f5) | 0;
  let t = seedState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}
const ms = (n: number) => `${n.toFixed(1)} ms`;
function figure(label: string, value: string, target: string, pass: boolean | null): void {
  const verdict = pass === null ? '' : pass ? '  PASS' : '  MISS';
  process.stdout.write(`${label}: ${value}  (target ${target})${verdict}\n`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'lisa-contacts-bench-'));
const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
const database = await openDatabase(
  scratch ? { databaseUrl: scratch.url, dataDir: '' } : { dataDir: join(dataDir, 'pglite') },
);
await seedDatabase(database.db);
const { db } = database;
process.stdout.write(
  `Contacts benchmark on ${driver}, Node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
);

const seedStarted = performance.now();
const [business] = await db
  .insert(businesses)
  .values({ name: 'Contacts bench', agentName: 'Ada', businessKey: generateBusinessKey() })
  .returning({ id: businesses.id });
if (!business) throw new Error('business insert failed');
const businessId = business.id;
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
await db.insert(memberships).values({ userId: user.id, businessId, role: 'owner' });
const devices: string[] = [];
for (let start = 0; start < CONTACTS; start += BATCH) {
  const size = Math.min(BATCH, CONTACTS - start);
  const people = Array.from({ length: size }, (_, i) => {
    const n = start + i;
    const first = pick(FIRST);
    const last = pick(LAST);
    const email = rand() < 0.6 ? `${first}.${last}${n}@example.com`.toLowerCase() : null;
    return {
      businessId,
      customerId: `bench-device-${n}`,
      name: `${first} ${last}`,
      email,
      phone: rand() < 0.4 ? `+2547${String(10_000_000 + n).slice(-8)}` : null,
      company: rand() < 0.3 ? `${pick(COMPANIES)} Ltd` : null,
    };
  });
  const rows = await db
    .insert(contacts)
    .values(people)
    .returning({ id: contacts.id, customerId: contacts.customerId, email: contacts.email });
  await db.insert(contactIdentities).values(
    rows.flatMap((row) => [
      { businessId, contactId: row.id, kind: 'device' as const, value: row.customerId },
      ...(row.email
        ? [
            {
              businessId,
              contactId: row.id,
              kind: 'email' as const,
              value: row.email,
              primary: true,
            },
          ]
        : []),
    ]),
  );
  const tagged = rows.filter(() => rand() < 0.1);
  if (tagged.length) {
    await db
      .insert(contactTags)
      .values(tagged.map((row) => ({ businessId, contactId: row.id, tag: 'vip' })));
  }
  for (const row of rows) if (rand() < 0.01) devices.push(row.customerId);
}
await db.execute(sql`analyze`);
figure(
  'seed',
  `${CONTACTS.toLocaleString('en')} contacts in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
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
  engine: createFaqEngine(() => []),
  logger: false,
});
const { httpUrl } = await server.listen({ http: 0, ws: 0 });
try {
  const { token } = await server.context.sessions.create(user.id, businessId, null);
  async function timedGet(url: string): Promise<number> {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  }
  async function run(urls: () => string, times: number): Promise<number[]> {
    const samples: number[] = [];
    for (let i = 0; i < times; i += 1) samples.push(await timedGet(urls()));
    return samples;
  }

  await run(() => `${httpUrl}/api/contacts?limit=50`, 20);
  const first = stats(await run(() => `${httpUrl}/api/contacts?limit=50`, 200));
  figure(
    'first page (GET /api/contacts?limit=50, x200)',
    `p50 ${ms(first.p50)}, p95 ${ms(first.p95)}, p99 ${ms(first.p99)}`,
    'p95 <= 100 ms',
    first.p95 <= 100,
  );
  const deep = stats(
    await run(
      () => `${httpUrl}/api/contacts?limit=50&cursor=${Math.floor(rand() * CONTACTS) + 1}`,
      200,
    ),
  );
  figure(
    'a page deep in the list (cursor anywhere, x200)',
    `p50 ${ms(deep.p50)}, p95 ${ms(deep.p95)}, p99 ${ms(deep.p99)}`,
    'p95 <= 100 ms',
    deep.p95 <= 100,
  );
  const tagged = stats(await run(() => `${httpUrl}/api/contacts?limit=50&tag=vip`, 100));
  figure(
    'tag filter (GET /api/contacts?tag=vip, x100)',
    `p50 ${ms(tagged.p50)}, p95 ${ms(tagged.p95)}, p99 ${ms(tagged.p99)}`,
    'p95 <= 100 ms',
    tagged.p95 <= 100,
  );
  const queries = () => {
    const kind = rand();
    if (kind < 0.4) return encodeURIComponent(pick(LAST).toLowerCase());
    if (kind < 0.7) return encodeURIComponent(`${pick(FIRST).toLowerCase()}.`);
    if (kind < 0.85) return `7${Math.floor(rand() * 9000 + 1000)}`;
    return encodeURIComponent(`${pick(FIRST)} ${pick(LAST)}`);
  };
  await run(() => `${httpUrl}/api/contacts?limit=50&q=${queries()}`, 5);
  const search = stats(await run(() => `${httpUrl}/api/contacts?limit=50&q=${queries()}`, 100));
  figure(
    'search (GET /api/contacts?q=name|email|phone, x100)',
    `p50 ${ms(search.p50)}, p95 ${ms(search.p95)}, p99 ${ms(search.p99)}`,
    'p95 <= 150 ms',
    search.p95 <= 150,
  );
  const rare = stats(await run(() => `${httpUrl}/api/contacts?limit=50&q=nobody-${rand()}`, 50));
  figure(
    'search with no match (scans everything, x50)',
    `p50 ${ms(rare.p50)}, p95 ${ms(rare.p95)}, p99 ${ms(rare.p99)}`,
    'p95 <= 150 ms',
    rare.p95 <= 150,
  );

  const resolve: number[] = [];
  for (let i = 0; i < 500; i += 1) {
    const device = devices[i % devices.length] as string;
    await db.transaction(async (tx) => {
      const started = performance.now();
      await resolveDeviceContact(tx, businessId, device, new Date());
      resolve.push(performance.now() - started);
    });
  }
  const resolved = stats(resolve.slice(50));
  figure(
    'identity resolve for a returning device (what /chat does, x450)',
    `p50 ${ms(resolved.p50)}, p95 ${ms(resolved.p95)}, p99 ${ms(resolved.p99)}`,
    'p95 <= 5 ms',
    resolved.p95 <= 5,
  );

  // CSV import: 50,000 rows, a tenth of them people the business already has (by email), one
  // in twenty naming a person an earlier row named (by phone), one in fifty unusable.
  const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
  const known = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(sql`${contacts.email} is not null and ${contacts.businessId} = ${businessId}`)
    .limit(Math.ceil(IMPORT_ROWS / 10));
  const lines = ['Name,Email,Phone,Company,Tags'];
  for (let n = 0; n < IMPORT_ROWS; n += 1) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const roll = rand();
    const email =
      roll < 0.1
        ? (known[n % known.length]?.email ?? '')
        : roll < 0.12
          ? 'not-an-email'
          : `imported.${n}@example.org`;
    const phone = roll > 0.95 ? `+2541${String(10_000_000 + (n % 500)).slice(-8)}` : '';
    lines.push(`${name},${email},${phone},${pick(COMPANIES)} Ltd,imported;bench`);
  }
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const importStarted = performance.now();
  const uploaded = await fetch(`${httpUrl}/api/contacts/imports`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ filename: 'bench.csv', csv: lines.join('\n') }),
  });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
  const { id: importId, suggested_mapping: mapping } = (await uploaded.json()) as {
    id: number;
    suggested_mapping: Record<string, string>;
  };
  const uploadMs = performance.now() - importStarted;
  const started = await fetch(`${httpUrl}/api/contacts/imports/${importId}/start`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ mapping }),
  });
  if (started.status !== 202) throw new Error(`start answered ${started.status}`);
  let report: Record<string, unknown> = {};
  for (;;) {
    const answer = await fetch(`${httpUrl}/api/contacts/imports/${importId}`, { headers: auth });
    report = (await answer.json()) as Record<string, unknown>;
    if (report.status === 'done' || report.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const importSeconds = (performance.now() - importStarted) / 1000;
  figure(
    `CSV import (${IMPORT_ROWS.toLocaleString('en')} rows: upload ${ms(uploadMs)}, then the job)`,
    `${report.status} in ${importSeconds.toFixed(1)} s — created ${report.created}, updated ${report.updated}, folded ${report.folded}, rejected ${report.rejected}`,
    '<= 60 s',
    report.status === 'done' && importSeconds <= 60,
  );
} finally {
  await server.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
