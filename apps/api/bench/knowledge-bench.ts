// pnpm --filter @lisa/api bench:knowledge
//
// Issue 15's figures, through the real server (its own knowledge engine, embedded PGlite in a
// temp dir, this process):
//   a 100-page PDF uploaded (202, background job) -> ready         target <= 30 s
//   POST /chat meanwhile, one visitor after another                target p95 <= 100 ms
//   POST /api/agent/playground x100 after a warm-up                target p95 <= 150 ms
// One line per figure with its target and PASS/MISS, and the load average. Then where the
// time went during the ingestion: the event loop's delay, and how long PGlite's one
// connection was held at a time (a transaction holds it from BEGIN to COMMIT, and every
// /chat query waits meanwhile). BENCH_TRACE=1 also prints a timeline of the long stretches
// with their callers: each hold is labelled with what it served (the HTTP request, or
// "background" for jobs and timers) and, for a transaction, the code that opened it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { makePdf } from '../../../packages/agent/test/make-pdf.ts';
import { openDatabase } from '../src/db/client.ts';
import { memberships, users } from '../src/db/schema/accounts.ts';
import { businesses } from '../src/db/schema/core.ts';
import { generateBusinessKey, seedDatabase } from '../src/db/seed.ts';
import { parseEnv } from '../src/env.ts';
import { buildServer } from '../src/server.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ??
  Number.NaN;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
};
const figure = (label: string, value: string, target: string, pass: boolean) =>
  process.stdout.write(`${label}: ${value}  (target ${target})  ${pass ? 'PASS' : 'MISS'}\n`);

const dataDir = mkdtempSync(join(tmpdir(), 'lisa-knowledge-bench-'));
const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
const trace = process.env.BENCH_TRACE === '1';
if (trace) Error.stackTraceLimit = 40;

// Labels for the trace. Every request runs in the context of its method and path (the
// label follows its awaits into the database), and every Drizzle transaction records the
// app frame that opened it (PGlite's own frames, taken later, have lost it).
const requestOf = new AsyncLocalStorage<string>();
const transactionOf = new AsyncLocalStorage<string>();
if (trace) {
  const server = Server.prototype as unknown as {
    emit: (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  };
  const emit = server.emit;
  server.emit = function (event, ...args) {
    const req = args[0] as { method?: string; url?: string } | undefined;
    if (event !== 'request' || !req?.url) return emit.call(this, event, ...args);
    return requestOf.run(`${req.method} ${req.url.split('?')[0]}`, () =>
      emit.call(this, event, ...args),
    );
  };
  const db = database.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
  const transaction = db.transaction.bind(db);
  db.transaction = (...args: unknown[]) =>
    transactionOf.run(`transaction at ${appFrames(new Error().stack)}`, () => transaction(...args));
}
const appFrames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((l) => l.includes('/apps/api/src/') && !l.includes('db/client.ts'))
    .slice(0, 3)
    .map((l) =>
      l
        .trim()
        .replace(/^at (async )?/, '')
        .replace(/\(?(?:file:\/\/)?\/.*\/apps\/api\/src\/(.*?):\d+\)?$/, '$1'),
    )
    .join(' < ');

// Every hold of the connection: PGlite's query() and transaction() both take this lock.
type Hold = {
  at: number;
  wait: number;
  hold: number;
  where?: string | undefined;
  origin?: string | undefined;
  opener?: string | undefined;
  statement?: string | undefined;
};
const holds: Hold[] = [];
const client = (
  database.db as unknown as {
    $client?: { _runExclusiveTransaction?: <T>(fn: () => Promise<T>) => Promise<T> };
  }
).$client;
// A plain query whose stack has no app frame (pg-boss's polls, prepared statements) is
// named by its SQL's first words.
const statementOf = new AsyncLocalStorage<string>();
const pglite = client as unknown as { query?: (text: string, ...rest: unknown[]) => unknown };
if (trace && typeof pglite.query === 'function') {
  const query = pglite.query.bind(pglite);
  pglite.query = (text: string, ...rest: unknown[]) =>
    statementOf.run(text.replace(/\s+/g, ' ').slice(0, 70), () => query(text, ...rest));
}
if (client?._runExclusiveTransaction) {
  const exclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>) => {
    const asked = performance.now();
    const where = trace ? new Error().stack : undefined;
    const origin = requestOf.getStore() ?? 'background';
    const opener = transactionOf.getStore();
    const statement = statementOf.getStore();
    return exclusive(async () => {
      const got = performance.now();
      try {
        return await fn();
      } finally {
        const hold = performance.now() - got;
        holds.push({ at: got, wait: got - asked, hold, where, origin, opener, statement });
      }
    });
  };
}
const callerOf = (h: Hold) =>
  `[${h.origin}] ${h.opener ?? (appFrames(h.where) || `query "${h.statement ?? '?'}"`)}`;
await seedDatabase(database.db);
const [business] = await database.db
  .insert(businesses)
  .values({
    name: 'Bench Bakery',
    agentName: 'Ada',
    businessKey: generateBusinessKey(),
    creditBalance: 1_000_000,
  })
  .returning({ id: businesses.id });
const [user] = await database.db
  .insert(users)
  .values({
    name: 'Bench',
    email: 'bench@example.test',
    passwordHash: 'x',
    emailVerifiedAt: new Date(),
  })
  .returning({ id: users.id });
if (!business || !user) throw new Error('seed failed');
await database.db
  .insert(memberships)
  .values({ userId: user.id, businessId: business.id, role: 'owner' });

const server = await buildServer({
  env: parseEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    CHAT_NEW_CONVERSATIONS_PER_IP: '100000000',
    CHAT_MESSAGES_PER_CUSTOMER_PER_MINUTE: '100000000',
    FREE_CHAT_LIMIT_PER_IP: '100000000',
  }),
  database,
  logger: false,
});
const { httpUrl } = await server.listen({ http: 0, ws: 0 });
try {
  const { token } = await server.context.sessions.create(user.id, business.id, null);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${httpUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  await call('POST', '/api/knowledge/sources', {
    type: 'faq',
    title: 'FAQ',
    entries: [{ question: 'Do you deliver cakes?', answer: 'Yes, within Nairobi on Tuesdays.' }],
  });
  let n = 0;
  const chat = async () => {
    const started = performance.now();
    const res = await fetch(`${httpUrl}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'Do you deliver cakes?',
        business_id: business.id,
        customer_id: `bench-${++n}`,
      }),
    });
    await res.json();
    return performance.now() - started;
  };
  for (let i = 0; i < 10; i++) await chat();

  // 100 pages of ~45 lines each (about 3 KB of text a page).
  const pages = Array.from({ length: 100 }, (_, p) =>
    Array.from(
      { length: 45 },
      (_, l) =>
        `Page ${p + 1} line ${l + 1}: the bakery handbook says batch ${p * 45 + l} proofs for ${(l % 9) + 1} hours at room temperature.`,
    ),
  );
  const pdf = makePdf(pages, 'Bakery handbook');
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const stalls: { at: number; ms: number }[] = [];
  let tick = performance.now();
  const ticker = trace
    ? setInterval(() => {
        const now = performance.now();
        if (now - tick > 30) stalls.push({ at: tick, ms: now - tick });
        tick = now;
      }, 5)
    : undefined;
  const events: { at: number; status: string }[] = [];
  const unsubscribe = server.context.bus.subscribe((event) => {
    if (event.type === 'knowledge.source.updated')
      events.push({ at: performance.now(), status: event.source.status });
  });
  const firstHold = holds.length;
  delay.enable();
  const started = performance.now();
  const added = await call('POST', '/api/knowledge/sources', {
    type: 'file',
    file_name: 'handbook.pdf',
    data_base64: Buffer.from(pdf).toString('base64'),
  });
  if (added.status !== 202) throw new Error(`upload answered ${added.status}`);
  const during: number[] = [];
  let ready = Number.NaN;
  let chunks = 0;
  let lastPoll = 0;
  const slowChats: { at: number; ms: number }[] = [];
  while (performance.now() - started < 120_000) {
    const at = performance.now();
    during.push(await chat());
    if ((during.at(-1) ?? 0) > 100) slowChats.push({ at, ms: during.at(-1) ?? 0 });
    if (performance.now() - lastPoll > 250) {
      lastPoll = performance.now();
      const source = (await call('GET', `/api/knowledge/sources/${added.body.id}`)).body.source as {
        status: string;
        chunk_count: number;
        error: string | null;
      };
      if (source.status === 'failed') throw new Error(`ingestion failed: ${source.error}`);
      if (source.status === 'ready') {
        ready = performance.now() - started;
        chunks = source.chunk_count;
        break;
      }
    }
  }
  delay.disable();
  clearInterval(ticker);
  unsubscribe();
  figure(
    `100-page PDF (${(pdf.byteLength / 1024).toFixed(0)} KB, ${chunks} chunks) ready after`,
    `${(ready / 1000).toFixed(1)} s`,
    '<= 30 s',
    ready <= 30_000,
  );
  const d = stats(during);
  figure(
    `POST /chat during ingestion (n=${d.n}) p50 ${d.p50.toFixed(1)} ms, p95`,
    `${d.p95.toFixed(1)} ms`,
    '<= 100 ms',
    d.p95 <= 100,
  );
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  const ingestHolds = holds.slice(firstHold);
  const longest = [...ingestHolds].sort((a, b) => b.hold - a.hold);
  const waits = stats(ingestHolds.map((h) => h.wait));
  process.stdout.write(
    `  event-loop delay during ingestion: p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms\n` +
      `  database holds during ingestion: ${ingestHolds.length}, longest ${longest
        .slice(0, 3)
        .map((h) => `${h.hold.toFixed(1)}`)
        .join(
          ' / ',
        )} ms; wait for the connection p50 ${waits.p50.toFixed(1)} ms, p95 ${waits.p95.toFixed(1)} ms\n`,
  );
  if (trace) {
    const line = (at: number, text: string) =>
      process.stdout.write(`  +${(at - started).toFixed(0).padStart(6)} ms  ${text}\n`);
    const timeline = [
      ...events.map((e) => ({ at: e.at, text: `source ${e.status}` })),
      ...slowChats.map((c) => ({ at: c.at, text: `/chat took ${c.ms.toFixed(0)} ms` })),
      ...stalls.map((s) => ({ at: s.at, text: `event loop held ${s.ms.toFixed(0)} ms` })),
      ...ingestHolds
        .filter((h) => h.hold > 15)
        .map((h) => ({
          at: h.at,
          text: `connection held ${h.hold.toFixed(0)} ms (waited ${h.wait.toFixed(0)}) ${callerOf(h)}`,
        })),
    ].sort((a, b) => a.at - b.at);
    for (const t of timeline) line(t.at, t.text);
    // Who held the connection during the ingestion, in total.
    const byCaller = new Map<string, { n: number; total: number; max: number }>();
    for (const h of ingestHolds) {
      const key = callerOf(h);
      const sum = byCaller.get(key) ?? { n: 0, total: 0, max: 0 };
      byCaller.set(key, {
        n: sum.n + 1,
        total: sum.total + h.hold,
        max: Math.max(sum.max, h.hold),
      });
    }
    process.stdout.write('  connection held during the ingestion, by caller (top 12):\n');
    for (const [key, sum] of [...byCaller].sort((a, b) => b[1].total - a[1].total).slice(0, 12))
      process.stdout.write(
        `    ${sum.total.toFixed(0).padStart(6)} ms in ${String(sum.n).padStart(4)} (max ${sum.max.toFixed(0)})  ${key}\n`,
      );
  }

  for (let i = 0; i < 10; i++)
    await call('POST', '/api/agent/playground', { message: 'Do you deliver cakes?' });
  const questions = [
    'Do you deliver cakes?',
    'how long does batch 120 proof?',
    'hello',
    'do you sell bicycles?',
  ];
  const play: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    await call('POST', '/api/agent/playground', { message: questions[i % questions.length] });
    play.push(performance.now() - t);
  }
  const pl = stats(play);
  figure(
    `POST /api/agent/playground x100 p50 ${pl.p50.toFixed(1)} ms, p95`,
    `${pl.p95.toFixed(1)} ms`,
    '<= 150 ms',
    pl.p95 <= 150,
  );
  process.stdout.write(
    `load average: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
