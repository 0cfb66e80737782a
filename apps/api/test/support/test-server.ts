// Starts the real API on loopback ports with a fresh database (PGlite in a temp dir, or a
// scratch PostgreSQL database) for one test file.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentEngine } from '@lisa/agent/types';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { businesses } from '../../src/db/schema/core.ts';
import { generateBusinessKey, seedDatabase } from '../../src/db/seed.ts';
import { parseEnv } from '../../src/env.ts';
import type { Mailer } from '../../src/platform/mail/mailer.ts';
import type { DashboardSessionResolver } from '../../src/platform/realtime/realtime-server.ts';
import { buildServer, type LisaServer, type ServerDeps } from '../../src/server.ts';
import { createScratchDatabase, type TestDriver } from '../postgres.ts';
import { createFaqEngine, type FaqEntry } from './faq-engine.ts';

export const testFaq: FaqEntry[] = [
  {
    question: 'How much does Lisa cost?',
    answer: 'Pricing is based on credits; contact sales for a quote.',
    category: 'Pricing',
  },
  {
    question: 'Which channels does Lisa support?',
    answer: 'Lisa answers on WhatsApp, Instagram, Facebook Messenger and your website.',
    category: 'Channels',
  },
];

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Default: the FAQ test double; 'knowledge': the server's own knowledge engine. */
  engine?: AgentEngine | 'knowledge';
  resolveDashboardSession?: DashboardSessionResolver;
  clock?: () => Date;
  mailer?: Mailer;
  realtime?: ServerDeps['realtime'];
  /** Reuse another server's database (its close() leaves the database open). */
  database?: DatabaseHandle;
  outbound?: ServerDeps['outbound'];
  /** Logs to this pino logger instead of nowhere. */
  loggerInstance?: ServerDeps['loggerInstance'];
}

export interface TestServer {
  server: LisaServer;
  url: string;
  wsUrl: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Env for tests: loopback, quiet, limits high unless a test lowers them. */
function testEnv(overrides: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    CHAT_NEW_CONVERSATIONS_PER_IP: '100000',
    CHAT_MESSAGES_PER_CUSTOMER_PER_MINUTE: '100000',
    FREE_CHAT_LIMIT_PER_IP: '100000',
    ...overrides,
  });
}

export async function openTestDatabase(
  driver: TestDriver,
): Promise<{ database: DatabaseHandle; url: string | null; dispose(): Promise<void> }> {
  if (driver === 'postgres') {
    const scratch = await createScratchDatabase();
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
    await seedDatabase(database.db);
    return {
      database,
      url: scratch.url,
      async dispose() {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'lisa-api-test-'));
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  // Migrations and seed are already in the template; both runs are no-ops here.
  const database = await openDatabase({ dataDir: dir });
  await seedDatabase(database.db);
  return {
    database,
    url: null,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startTestServer(
  driver: TestDriver,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const owned = options.database ? null : await openTestDatabase(driver);
  const database = options.database ?? owned?.database;
  if (!database) throw new Error('no database');
  // The server closes the handle it was given; a borrowed one must outlive it.
  const handle: DatabaseHandle = owned ? database : { ...database, close: async () => {} };
  // Attachments' bytes go to a folder of this server's own unless the test names one.
  const filesDir = options.env?.FILES_DIR ? null : mkdtempSync(join(tmpdir(), 'lisa-files-'));
  const server = await buildServer({
    env: testEnv({ ...(filesDir ? { FILES_DIR: filesDir } : {}), ...options.env }),
    database: handle,
    ...(options.engine === 'knowledge'
      ? {}
      : { engine: options.engine ?? createFaqEngine(() => testFaq) }),
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    ...(options.resolveDashboardSession
      ? { resolveDashboardSession: options.resolveDashboardSession }
      : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.realtime ? { realtime: options.realtime } : {}),
    ...(options.outbound ? { outbound: options.outbound } : {}),
  });
  const { httpUrl, wsUrl } = await server.listen({ http: 0, ws: 0 });
  return {
    server,
    url: httpUrl,
    wsUrl,
    database,
    async close() {
      await server.close();
      if (owned) await owned.dispose();
      if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

let businessCounter = 0;

/** A business of its own for one test, with the given credits. */
export async function createBusiness(
  database: DatabaseHandle,
  values: { name?: string; agentName?: string; credits?: number; unlimited?: boolean } = {},
): Promise<number> {
  businessCounter += 1;
  const [row] = await database.db
    .insert(businesses)
    .values({
      name: values.name ?? `Test business ${businessCounter}`,
      agentName: values.agentName ?? 'Ada',
      businessKey: generateBusinessKey(),
      creditBalance: values.credits ?? 100,
      unlimitedCredits: values.unlimited ?? false,
    })
    .returning({ id: businesses.id });
  if (!row) throw new Error('business insert failed');
  return row.id;
}

export async function creditBalance(database: DatabaseHandle, businessId: number): Promise<number> {
  const [row] = await database.db
    .select({ balance: businesses.creditBalance })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.balance ?? Number.NaN;
}

/** A decoded JSON response; tests assert on its fields one by one. */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field in tests
export type JsonBody = any;

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: JsonBody }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}
