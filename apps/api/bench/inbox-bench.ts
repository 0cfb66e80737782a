// pnpm --filter @lisa/api bench:inbox
//
// The inbox at size (inbox issue): one business with 10,000 contacts and conversations and
// 200,000 messages, then through the real server (HTTP and /ws, in this process, as
// startTestServer builds it):
//   GET /api/conversations?limit=25     x200 sequential after a warm-up   p95 <= 100 ms
//   GET /api/conversations?q=<word>     x100 (the word is in ~1 % of messages) p95 <= 200 ms
//   visitor message -> member socket    50 concurrent visitors POST /chat; time from each
//                                       response to its message.created frame p95 <= 150 ms
//   1,000 idle member sockets           authenticated, held for 10 s; how many stayed open
// and prints one line per figure with its target and PASS/MISS. BENCH_EXPLAIN=1 prints the
// plans of the list's queries first (bench/inbox-explain.ts); BENCH_LIST_ONLY=1 stops after
// the first page and the search.
//
// Embedded PGlite in a temp dir by default; PostgreSQL when TEST_DATABASE_URL is set
// (node ../../tooling/cli/lisa.mjs with-postgres pnpm exec tsx bench/inbox-bench.ts).
// The FAQ test engine answers, so the engine's time stays out of the figures. The bench
// client runs in the server's process: the RSS figures include the client's sockets.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { memberships, users } from '../src/db/schema/accounts.ts';
import { businesses, contacts, conversations, messages } from '../src/db/schema/core.ts';
import { generateBusinessKey, seedDatabase } from '../src/db/seed.ts';
import { parseEnv } from '../src/env.ts';
import { buildServer } from '../src/server.ts';
import { createScratchDatabase } from '../test/postgres.ts';
import { createFaqEngine } from '../test/support/faq-engine.ts';
import { explainInbox } from './inbox-explain.ts';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200_000);
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 1000);
const BATCH = 2000;
const SEARCH_WORD = 'voucher';

const postgresUrl = process.env.TEST_DATABASE_URL || '';
const driver = postgresUrl ? 'postgres' : 'pglite';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const lines: string[] = [];
function figure(label: string, value: string, target: string, pass: boolean | null): void {
  const verdict = pass === null ? '' : pass ? '  PASS' : '  MISS';
  const line = `${label}: ${value}  (target ${target})${verdict}`;
  lines.push(line);
  process.stdout.write(`${line}\n`);
}

// ---- seed -----------------------------------------------------------------------------

const WORDS =
  'hello thanks order delivery price invoice account password shipping return exchange size colour stock available tomorrow today week appointment booking cancel change address payment card transfer discount coupon product service support question problem help please when where how much long open hours weekend store online website email phone call message update status tracking number package arrived late damaged refund warranty manual install setup login error screen app version subscription plan upgrade monthly yearly team member invite'.split(
    ' ',
  );
const FIRST =
  'Ana Ben Chloe David Emma Farid Grace Hugo Ines Jonas Karin Luca Maya Noah Olga Paul Rosa Sami Tara Umar Vera Wim Xena Yusuf Zoe'.split(
    ' ',
  );
const LAST =
  'Almeida Berg Costa Duarte Evans Fischer Garcia Hansen Ito Jensen Klein Lopez Moreau Novak Olsen Petrov Quinn Rossi Silva Tanaka Ueda Varga Weber Young Zimmer'.split(
    ' ',
  );
const STATUSES = ['bot', 'waiting', 'open', 'resolved'] as const;
const SENDERS = ['visitor', 'bot', 'visitor', 'agent'] as const;

let seedState = 12345;
function rand(): number {
  // Deterministic (mulberry32): the same data set on every run.
  seedState = (seedState + 0x6d2b79f5) | 0;
  let t = seedState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

function sentence(): string {
  const n = 4 + Math.floor(rand() * 12);
  const words = Array.from({ length: n }, () => pick(WORDS));
  if (rand() < 0.01) words.splice(Math.floor(rand() * n), 0, SEARCH_WORD);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

async function seedInbox(database: DatabaseHandle) {
  const { db } = database;
  const [business] = await db
    .insert(businesses)
    .values({
      name: 'Inbox bench',
      agentName: 'Ada',
      businessKey: generateBusinessKey(),
      unlimitedCredits: true,
    })
    .returning({ id: businesses.id });
  if (!business) throw new Error('business insert failed');
  const businessId = business.id;
  const [user] = await db
    .insert(users)
    .values({
      name: 'Bench owner',
      email: `owner-${randomUUID()}@bench.test`,
      passwordHash: 'not used: the session is created directly',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  await db.insert(memberships).values({ userId: user.id, businessId, role: 'owner' });

  const now = Date.now();
  const thirtyDays = 30 * 24 * 3600 * 1000;
  const conversationIds: { id: number; lastActivityAt: Date }[] = [];
  let searchHits = 0;
  for (let start = 0; start < CONVERSATIONS; start += BATCH) {
    const size = Math.min(BATCH, CONVERSATIONS - start);
    const people = Array.from({ length: size }, (_, i) => {
      const first = pick(FIRST);
      const last = pick(LAST);
      return {
        businessId,
        customerId: `bench-${start + i}-${randomBytes(4).toString('hex')}`,
        name: `${first} ${last}`,
        email: rand() < 0.6 ? `${first}.${last}${start + i}@example.com`.toLowerCase() : null,
      };
    });
    const contactRows = await db.insert(contacts).values(people).returning({ id: contacts.id });
    const conversationRows = await db
      .insert(conversations)
      .values(
        contactRows.map((contact) => {
          const lastActivityAt = new Date(now - Math.floor(rand() * thirtyDays));
          return {
            businessId,
            contactId: contact.id,
            channel: rand() < 0.8 ? 'web_widget' : 'whatsapp',
            status: pick(STATUSES),
            lastActivityAt,
            createdAt: new Date(lastActivityAt.getTime() - Math.floor(rand() * 3600_000)),
          };
        }),
      )
      .returning({ id: conversations.id, lastActivityAt: conversations.lastActivityAt });
    conversationIds.push(...conversationRows);
  }
  // 20 messages a conversation on average, in order, ending at its last activity.
  const perConversation = MESSAGES / CONVERSATIONS;
  let batch: (typeof messages.$inferInsert)[] = [];
  let stored = 0;
  for (const [index, conversation] of conversationIds.entries()) {
    const count =
      index === conversationIds.length - 1
        ? MESSAGES - stored
        : Math.max(1, Math.round(perConversation * (0.5 + rand())));
    const take = Math.min(count, MESSAGES - stored - (conversationIds.length - index - 1));
    for (let m = 0; m < take; m += 1) {
      const text = sentence();
      if (text.includes(SEARCH_WORD)) searchHits += 1;
      batch.push({
        conversationId: conversation.id,
        businessId,
        sender: pick(SENDERS),
        text,
        createdAt: new Date(conversation.lastActivityAt.getTime() - (take - m) * 60_000),
      });
    }
    stored += take;
    if (batch.length >= BATCH) {
      await db.insert(messages).values(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await db.insert(messages).values(batch);
  return { businessId, userId: user.id, messages: stored, searchHits };
}

// ---- measuring ------------------------------------------------------------------------

async function timedGet(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return elapsed;
}

async function sequential(url: string, token: string, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await timedGet(url, token));
  return samples;
}

/** A member socket: authenticated and following the business. */
function memberSocket(
  wsUrl: string,
  token: string,
  onFrame?: (frame: { type: string; message?: { text?: string; sender?: string } }) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    const timer = setTimeout(() => reject(new Error('no ready frame in time')), 30_000);
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'ready') {
        clearTimeout(timer);
        resolve(socket);
      } else if (frame.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`socket refused: ${frame.code}`));
      }
      onFrame?.(frame);
    });
  });
}

async function fanOut(httpUrl: string, wsUrl: string, token: string, businessId: number) {
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const member = await memberSocket(wsUrl, token, (frame) => {
    if (frame.type !== 'message.created' || frame.message?.sender !== 'visitor') return;
    const text = frame.message.text ?? '';
    arrivals.set(text, performance.now());
    waiting.get(text)?.();
  });
  const samples: number[] = [];
  const fromSend: number[] = [];
  let early = 0;
  let failed = 0;
  async function visitor(round: number, n: number): Promise<void> {
    const text = `Bench visitor ${n} round ${round} ${randomUUID()}: which channels does Lisa support?`;
    const arrived = new Promise<void>((resolve) => waiting.set(text, resolve));
    const sentAt = performance.now();
    const response = await fetch(`${httpUrl}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: text,
        business_id: businessId,
        customer_id: `bench-visitor-${round}-${n}-${randomUUID()}`,
      }),
    });
    await response.arrayBuffer();
    const answeredAt = performance.now();
    if (response.status !== 200) {
      failed += 1;
      return;
    }
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000).unref());
    if ((await Promise.race([arrived, timeout])) === 'timeout') {
      failed += 1;
      return;
    }
    const at = arrivals.get(text) ?? answeredAt;
    if (at <= answeredAt) early += 1;
    samples.push(Math.max(0, at - answeredAt));
    fromSend.push(at - sentAt);
    waiting.delete(text);
  }
  // One visitor alone, 20 times: what one POST /chat costs at this size without queueing.
  const alone: number[] = [];
  for (let n = 0; n < 20; n += 1) {
    const started = performance.now();
    await visitor(-1, n);
    alone.push(performance.now() - started);
  }
  // A warm-up round, then 4 measured rounds of 50 visitors at once.
  await Promise.all(Array.from({ length: 50 }, (_, n) => visitor(0, n)));
  samples.length = 0;
  fromSend.length = 0;
  early = 0;
  failed = 0;
  for (let round = 1; round <= 4; round += 1) {
    await Promise.all(Array.from({ length: 50 }, (_, n) => visitor(round, n)));
  }
  member.close();
  return { samples, fromSend, alone, early, failed };
}

async function idleSockets(wsUrl: string, token: string) {
  const sockets: WebSocket[] = [];
  let refused = 0;
  // 100 at a time: each one authenticates within the server's 5 s window.
  for (let start = 0; start < IDLE_SOCKETS; start += 100) {
    const opened = await Promise.allSettled(
      Array.from({ length: Math.min(100, IDLE_SOCKETS - start) }, () => memberSocket(wsUrl, token)),
    );
    for (const result of opened) {
      if (result.status === 'fulfilled') sockets.push(result.value);
      else refused += 1;
    }
  }
  const authenticated = sockets.length;
  await new Promise((r) => setTimeout(r, 10_000));
  const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  return { sockets, authenticated, refused, open };
}

// ---- run ------------------------------------------------------------------------------

/** BENCH_LIST_ONLY=1: the first page and the search only (no fan-out, no idle sockets). */
class ListOnly extends Error {}

const dataDir = mkdtempSync(join(tmpdir(), 'lisa-inbox-bench-'));
const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
const database = await openDatabase(
  scratch ? { databaseUrl: scratch.url, dataDir: '' } : { dataDir: join(dataDir, 'pglite') },
);
await seedDatabase(database.db);

process.stdout.write(
  `Inbox benchmark on ${driver}, Node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
);
const seedStarted = performance.now();
const seeded = await seedInbox(database);
const seedSeconds = (performance.now() - seedStarted) / 1000;
figure(
  'seed',
  `${CONVERSATIONS.toLocaleString('en')} conversations, ${seeded.messages.toLocaleString('en')} messages (${seeded.searchHits} contain "${SEARCH_WORD}") in ${seedSeconds.toFixed(1)} s`,
  'none',
  null,
);

if (process.env.BENCH_EXPLAIN) await explainInbox(database, seeded, SEARCH_WORD);

const server = await buildServer({
  env: parseEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // One machine plays every visitor: lift the per-IP limits.
    RATE_LIMIT_PER_MINUTE: '100000000',
    CHAT_NEW_CONVERSATIONS_PER_IP: '100000000',
    CHAT_MESSAGES_PER_CUSTOMER_PER_MINUTE: '100000000',
    FREE_CHAT_LIMIT_PER_IP: '100000000',
  }),
  database,
  engine: createFaqEngine(() => [
    {
      question: 'Which channels does Lisa support?',
      answer: 'Lisa answers on WhatsApp, Instagram, Facebook Messenger and your website.',
    },
  ]),
  logger: false,
});
const { httpUrl, wsUrl } = await server.listen({ http: 0, ws: 0 });
try {
  const { token } = await server.context.sessions.create(seeded.userId, seeded.businessId, null);

  const firstPage = `${httpUrl}/api/conversations?limit=25`;
  await sequential(firstPage, token, 20);
  const page = stats(await sequential(firstPage, token, 200));
  figure(
    'first inbox page (GET /api/conversations?limit=25, x200)',
    `p50 ${ms(page.p50)}, p95 ${ms(page.p95)}, p99 ${ms(page.p99)}`,
    'p95 <= 100 ms',
    page.p95 <= 100,
  );

  const searchUrl = `${httpUrl}/api/conversations?limit=25&q=${SEARCH_WORD}`;
  await sequential(searchUrl, token, 5);
  const search = stats(await sequential(searchUrl, token, 100));
  figure(
    `search (GET /api/conversations?limit=25&q=${SEARCH_WORD}, x100)`,
    `p50 ${ms(search.p50)}, p95 ${ms(search.p95)}, p99 ${ms(search.p99)}`,
    'p95 <= 200 ms',
    search.p95 <= 200,
  );

  if (process.env.BENCH_LIST_ONLY) throw new ListOnly();
  const fan = await fanOut(httpUrl, wsUrl, token, seeded.businessId);
  const fanStats = stats(fan.samples);
  figure(
    'visitor message on a member socket after POST /chat returns (50 concurrent visitors, 4 rounds)',
    `p50 ${ms(fanStats.p50)}, p95 ${ms(fanStats.p95)} over ${fan.samples.length} messages (${fan.early} already there when the response ended, ${fan.failed} failed)`,
    'p95 <= 150 ms',
    fan.failed === 0 && fanStats.p95 <= 150,
  );
  const aloneStats = stats(fan.alone);
  figure(
    '  one visitor alone, POST /chat sent to its frame on the member socket (x20)',
    `p50 ${ms(aloneStats.p50)}, p95 ${ms(aloneStats.p95)}`,
    'none',
    null,
  );
  const sendStats = stats(fan.fromSend);
  figure(
    '  the same 200 messages, from sending POST /chat to the frame',
    `p50 ${ms(sendStats.p50)}, p95 ${ms(sendStats.p95)}`,
    'none',
    null,
  );

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const idle = await idleSockets(wsUrl, token);
  const rssAfter = process.memoryUsage().rss;
  figure(
    `idle member sockets (${IDLE_SOCKETS.toLocaleString('en')} authenticated, held 10 s)`,
    `${idle.open} open after 10 s (${idle.authenticated} authenticated, ${idle.refused} refused); RSS ${mb(rssBefore)} before, ${mb(rssAfter)} after (client sockets included)`,
    `${IDLE_SOCKETS.toLocaleString('en')} held`,
    idle.open === IDLE_SOCKETS,
  );
  for (const socket of idle.sockets) socket.terminate();
} catch (error) {
  if (!(error instanceof ListOnly)) throw error;
} finally {
  await server.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(`\n${lines.join('\n')}\n`);
