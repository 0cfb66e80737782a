// Issue 23: at SIGTERM the built API answers every request it has already received, then
// closes the database — on PGlite as on PostgreSQL. 80 chats are written to the socket, the
// process gets SIGTERM, and every one must come back 200 and be stored.
// (platform/http/quiet-listener.ts and yieldToIoBetweenQueries in db/client.ts are what
// make it hold on PGlite.)
import { type ChildProcess, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createScratchDatabase, type ScratchDatabase, testDrivers } from './postgres.ts';
import { type ApiProcess, startApiProcess } from './support/api-process.ts';

const API_DIR = join(import.meta.dirname, '..');
// Built for this file (node_modules is ignored by git; migrations are found walking up).
const BUILD_DIR = join(API_DIR, 'node_modules', '.cache', 'lisa-shutdown-build');
// 20 in flight passed even before the fix on an idle machine; 80 reset 51 of them on PGlite.
const IN_FLIGHT = Number(process.env.DRAIN_N ?? 80);

interface Answer {
  status: number | 'reset';
  body: string;
}

/** POST /chat, resolving `written` once the whole request is on the socket. */
function sendChat(url: string, customer: string) {
  let markWritten: () => void = () => {};
  const written = new Promise<void>((resolve) => {
    markWritten = resolve;
  });
  const body = JSON.stringify({ message: 'What are your opening hours?', customer_id: customer });
  const answer = new Promise<Answer>((resolve) => {
    const req = httpRequest(
      `${url}/chat`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', () => resolve({ status: 'reset', body: text }));
      },
    );
    req.on('error', (error) => resolve({ status: 'reset', body: String(error) }));
    req.on('finish', () => markWritten());
    req.end(body);
  });
  return { written, answer };
}

beforeAll(() => {
  // The built server, as `npm start` runs it (about 2 s; always fresh, never a stale dist).
  execFileSync('pnpm', ['exec', 'tsdown', '--out-dir', BUILD_DIR, '--no-sourcemap'], {
    cwd: API_DIR,
    stdio: 'ignore',
  });
});

describe.each(testDrivers)('SIGTERM drains in-flight requests on %s', (driver) => {
  let api: ApiProcess;
  let child: ChildProcess;
  let url = '';
  let dataDir = '';
  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lisa-drain-test-'));
    if (driver === 'pglite') cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    else scratch = await createScratchDatabase();
    api = await startApiProcess({
      args: [join(BUILD_DIR, 'main.js')],
      cwd: API_DIR,
      env: {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: scratch?.url ?? '',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        RATE_LIMIT_PER_MINUTE: '100000',
        CHAT_NEW_CONVERSATIONS_PER_IP: '100000',
        FREE_CHAT_LIMIT_PER_IP: '100000',
      },
    });
    ({ child, url } = api);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it(`answers all ${IN_FLIGHT} requests received before SIGTERM, stores them, then exits 0`, async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    const tag = `drain-${driver}-${Date.now()}`;
    const sent = Array.from({ length: IN_FLIGHT }, (_, i) => sendChat(url, `${tag}-${i}`));
    await Promise.all(sent.map((s) => s.written));
    child.kill('SIGTERM');
    const answers = await Promise.all(sent.map((s) => s.answer));
    const statuses = answers.map((a) => a.status);
    expect(statuses, api.output()).toEqual(Array(IN_FLIGHT).fill(200));
    expect(await exited, api.output()).toBe(0);
    await expect(fetch(`${url}/api/health-check`)).rejects.toThrow();

    // The database was closed cleanly with every chat in it.
    const database = await openDatabase(
      driver === 'pglite' ? { dataDir } : { databaseUrl: scratch?.url, dataDir: '' },
    );
    try {
      const result = (await database.db.execute(
        sql`select count(*)::int as n from contacts where customer_id like ${`${tag}-%`}`,
      )) as unknown as { rows?: { n: number }[] } | { n: number }[];
      const rows = Array.isArray(result) ? result : (result.rows ?? []);
      expect(rows[0]?.n).toBe(IN_FLIGHT);
    } finally {
      await database.close();
    }
  });
});
