// pnpm --filter @lisa/api bench
//
// Starts the BUILT server (dist/main.js, built first when missing) the way `npm start`
// does, once on embedded PGlite and once on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (scripts/with-postgres.sh provides one), then drives it with
// autocannon:
//   GET  /api/health-check  100 connections
//   POST /chat              50 visitors (each its own customer_id and connection),
//                           business 1 (no credit limit), FAQ questions: once as people
//                           do it (answer, think ~1 s, next message: bench/visitors.ts),
//                           once back to back (closed loop, a stress test)
// and prints requests/s and p50/p95/p99 latency measured from every response.
// BENCH_SECONDS (default 10) sets the length of each run; BENCH_DRIVERS (default
// "pglite,postgres") picks the databases; BENCH_PROFILE_DIR writes a CPU profile of the
// server per driver there (node --cpu-prof).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../test/postgres.ts';
import { runVisitors } from './visitors.ts';

const root = join(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// A PostgreSQL on this machine is reached over its Unix socket when the test script gives
// one, as a same-host deployment would; BENCH_DATABASE_URL overrides.
const postgresUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_SOCKET_URL ||
  process.env.TEST_DATABASE_URL ||
  '';
const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
const profileDir = process.env.BENCH_PROFILE_DIR;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lisa-bench-'));
  const [port, wsPort] = [await freePort(), await freePort()];
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, join(root, 'dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      WS_PORT: String(wsPort),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      // One machine plays every visitor: lift the per-IP limits, keep everything else.
      RATE_LIMIT_PER_MINUTE: '100000000',
      CHAT_NEW_CONVERSATIONS_PER_IP: '100000000',
      CHAT_MESSAGES_PER_CUSTOMER_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health-check`)).ok) break;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function measure(label: string, options: autocannon.Options): Promise<Figures> {
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { ...options, duration: options.duration ?? seconds },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
  return row(label, samples, {
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  });
}

/** One table row: the counts as given, the percentiles from every latency sample. */
function row(
  label: string,
  latencies: number[],
  counts: Pick<Figures, 'requestsPerSecond' | 'non2xx' | 'errors'>,
): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    ...counts,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

async function benchDriver(driver: 'pglite' | 'postgres'): Promise<Figures[]> {
  const scratch = driver === 'postgres' ? await createScratchDatabase(postgresUrl) : null;
  const server = await startServer(scratch?.url ?? '');
  try {
    // Warm up: JIT, connection pool, and on PGlite the checkpoint after the knowledge base
    // is seeded at start (PGlite runs on the main thread, so it stalls requests meanwhile).
    await measure('warm-up', {
      url: `${server.url}/api/health-check`,
      connections: 10,
      duration: 5,
    });
    const health = await measure(`${driver}  GET /api/health-check (100 conn)`, {
      url: `${server.url}/api/health-check`,
      connections: 100,
      pipelining: 1,
    });
    const questions = [
      'Which channels can Lisa answer on?',
      'How does Lisa connect to the tools we already use?',
      'Can we change how Lisa talks and what it does?',
    ];
    const chatBody = (customerId: string, turn: number) =>
      JSON.stringify({
        message: questions[turn % questions.length],
        business_id: 1,
        customer_id: customerId,
      });
    // Warm up the chat path too (JIT, a prepared statement per pool connection): the
    // figures are for a server that has been answering for a while.
    await runVisitors({
      url: `${server.url}/chat`,
      visitors: 50,
      meanThinkMs: 1000,
      durationMs: 5000,
      body: chatBody,
    });
    // 50 people chatting at once, each reading the answer for about a second before the
    // next message: the target's "50 concurrent visitors".
    const people = await runVisitors({
      url: `${server.url}/chat`,
      visitors: 50,
      meanThinkMs: 1000,
      durationMs: seconds * 1000,
      body: chatBody,
    });
    const visitors = row(
      `${driver}  POST /chat (50 visitors, ~1 s between answer and next message)`,
      people.latenciesMs,
      { requestsPerSecond: people.messagesPerSecond, non2xx: people.non2xx, errors: people.errors },
    );
    // Closed loop: every visitor sends again the moment it has its answer: the most
    // messages a second this server takes, and the queueing that costs.
    const saturated = await measure(`${driver}  POST /chat (50 connections, back to back)`, {
      url: `${server.url}/chat`,
      connections: 50,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request, rawContext) => {
            // autocannon keeps one context per connection: one connection, one visitor.
            const context = rawContext as { customer?: string; n?: number };
            context.customer ??= `bench-${randomUUID()}`;
            context.n = (context.n ?? 0) + 1;
            return { ...request, body: chatBody(context.customer, context.n) };
          },
        },
      ],
      initialContext: {},
    });
    return [health, visitors, saturated];
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

function format(f: Figures): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return `| ${f.label} | ${Math.round(f.requestsPerSecond).toLocaleString('en')} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.non2xx} | ${f.errors} |`;
}

if (!existsSync(join(root, 'dist/main.js'))) {
  execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
const loadBefore = loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
const figures: Figures[] = [];
if (drivers.includes('pglite')) figures.push(...(await benchDriver('pglite')));
if (drivers.includes('postgres')) {
  if (postgresUrl) figures.push(...(await benchDriver('postgres')));
  else
    process.stdout.write(
      'PostgreSQL skipped: set BENCH_DATABASE_URL or run under scripts/with-postgres.sh\n',
    );
}

process.stdout.write(
  `\n${seconds} s per run, Node ${process.version}, load average before the run ${loadBefore}\n\n| run | req/s | p50 | p95 | p99 | non-2xx | errors |\n|---|---|---|---|---|---|---|\n${figures.map(format).join('\n')}\n`,
);
