// Opens the database: embedded PGlite in DATA_DIR when no DATABASE_URL is given, else
// PostgreSQL through postgres-js. Both return the same Drizzle surface, and both apply
// the migrations in apps/api/drizzle before the server answers.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { STORAGE_REMOVAL_TRIGGERS } from './schema/storage.ts';

/** The Drizzle handle every module receives; identical for both drivers. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handle, usable wherever a Database is. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either a database or a running transaction. */
export type Executor = Database | Transaction;

export type DatabaseDriver = 'pglite' | 'postgres';

/** PostgreSQL's "try the transaction again" codes: deadlock victim, serialisation failure. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

function sqlStateOf(error: unknown): unknown {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code ?? cause?.code;
}

/**
 * A transaction that PostgreSQL may abort to break a deadlock with another (a chat and a
 * merge locking the same contacts): run again, up to three times in all, before failing.
 */
export async function retryingTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= 3 || !RETRYABLE_CODES.has(String(sqlStateOf(error)))) throw error;
    }
  }
}

/** The rows of a raw `execute`: postgres-js answers a row list, PGlite an object holding `rows`. */
export function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows?: unknown[] }).rows ?? [];
}

/** A parameterless statement's rows (what a backup's checks read). */
export type RawQuery = (text: string) => Promise<Record<string, unknown>[]>;

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** True when this start created the database from the PGlite template. */
  fromTemplate: boolean;
  /** The raw postgres-js client when driver is postgres (LISTEN/NOTIFY uses it). */
  postgresClient: postgres.Sql | null;
  /** Resolves true when `select 1` answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Runs a script of one or more statements without parameters (simple protocol) and
   * returns the last statement's rows: what installs a library's own schema (the job queue).
   */
  runScript(script: string): Promise<Record<string, unknown>[]>;
  /**
   * PGlite only: the whole data directory as one gzipped tarball while the API runs, and
   * `read`'s answer from the same moment (both inside one transaction that holds off every
   * other). PostgreSQL has pg_dump.
   */
  dumpDataDir?: <T>(read: (query: RawQuery) => Promise<T>) => Promise<{ dump: Blob; read: T }>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Empty: PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; ignored for PostgreSQL. */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  migrationsFolder?: string;
  /**
   * A gzipped PGlite data directory (dumpDataDir) to start from when dataDir is empty:
   * loading it takes seconds where PGlite's own initdb takes tens of seconds on a busy
   * machine. Migrations still run afterwards, so an older template is only slower.
   */
  pgliteTemplate?: string;
}

/**
 * Extensions the schema needs, created before the migrations run (drizzle-kit does not
 * write CREATE EXTENSION): pg_trgm serves the inbox search (a trigram GIN index on
 * messages.text). pg_trgm is a trusted extension, so the database owner may create it.
 */
export const CREATE_EXTENSIONS = 'create extension if not exists pg_trgm';
/** PGlite ships pg_trgm as a contrib module that must be loaded when the client is made. */
export const pgliteExtensions = { pg_trgm };

/** Finds apps/api/drizzle both from src/db (tsx, vitest) and from dist (the built server). */
export function findMigrationsFolder(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`No drizzle migrations folder found above ${start}`);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  if (options.databaseUrl) {
    const { url, socketPath } = splitSocketHost(options.databaseUrl);
    const client = postgres(url, {
      ...(socketPath ? { path: socketPath } : {}),
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      connection: { application_name: 'lisa-api' },
    });
    const db = drizzlePostgres(preparingStatements(client)) as unknown as Database;
    await migrateWithLock(client, async () => {
      await client.unsafe(CREATE_EXTENSIONS);
      await migratePostgres(drizzlePostgres(client), { migrationsFolder });
      await client.unsafe(STORAGE_REMOVAL_TRIGGERS);
    });
    return {
      db,
      driver: 'postgres',
      fromTemplate: false,
      postgresClient: client,
      ping: (timeoutMs) => ping(db, timeoutMs),
      runScript: async (script) => {
        // A script may open its own transaction, which postgres-js allows on one connection.
        const reserved = await client.reserve();
        const results = (await reserved
          .unsafe(script)
          .simple()
          .finally(() => reserved.release())) as unknown as unknown[];
        // One statement answers its rows; several answer one row list per statement.
        const last = results.length > 0 && Array.isArray(results.at(-1)) ? results.at(-1) : results;
        return last as Record<string, unknown>[];
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  const template =
    fresh && options.pgliteTemplate && existsSync(options.pgliteTemplate)
      ? new Blob([readFileSync(options.pgliteTemplate)])
      : undefined;
  const client = await PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    ...(template ? { loadDataDir: template } : {}),
  });
  yieldToIoBetweenQueries(client);
  const pgliteDb = drizzlePglite(client);
  await client.exec(CREATE_EXTENSIONS);
  await migratePglite(pgliteDb, { migrationsFolder });
  await client.exec(STORAGE_REMOVAL_TRIGGERS);
  const db = pgliteDb as unknown as Database;
  return {
    db,
    driver: 'pglite',
    fromTemplate: template !== undefined,
    postgresClient: null,
    ping: (timeoutMs) => ping(db, timeoutMs),
    runScript: async (script) =>
      ((await client.exec(script)).at(-1)?.rows ?? []) as Record<string, unknown>[],
    // A read-only transaction holds every other off (PGlite runs one at a time); the dump
    // takes only the query lock, so it runs inside it and copies committed work only.
    dumpDataDir: (read) =>
      client.transaction(async (tx) => {
        const answer = await read(
          async (text) => (await tx.query(text)).rows as Record<string, unknown>[],
        );
        return { dump: (await client.dumpDataDir('gzip')) as Blob, read: answer };
      }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PGlite runs each query synchronously inside a promise, so concurrent requests' chains of
 * awaited queries run back to back in the microtask queue and the event loop seldom gets
 * to its I/O phase: under load new connections then wait unaccepted for seconds (at
 * SIGTERM, 48 of 80 chats were still queued in the kernel after 12 s). Once queries have
 * run for `sliceMs` without a macrotask turn, the next one waits for one, so accepts,
 * reads and timers get in. Every query, in a transaction or not, passes through
 * `_runExclusiveQuery` (checked at start, so an upgrade that renames it fails loudly).
 */
export function yieldToIoBetweenQueries(client: PGlite, sliceMs = 10): void {
  const exclusive = client as unknown as {
    _runExclusiveQuery?: <T>(fn: () => Promise<T>) => Promise<T>;
  };
  if (typeof exclusive._runExclusiveQuery !== 'function') {
    throw new Error('PGlite no longer has _runExclusiveQuery: see yieldToIoBetweenQueries');
  }
  const runExclusiveQuery = exclusive._runExclusiveQuery.bind(client);
  let sliceStart = performance.now();
  exclusive._runExclusiveQuery = async (fn) => {
    if (performance.now() - sliceStart > sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    return runExclusiveQuery(fn);
  };
}

/**
 * Drizzle sends every statement unnamed, so PostgreSQL parses and plans it on every call;
 * postgres-js can instead keep one named prepared statement per query text and connection
 * (its default for tagged templates). The client Drizzle gets asks for that, inside
 * transactions and savepoints too. Drizzle's query texts are few and stable: placeholders
 * carry the values.
 */
function preparingStatements(client: postgres.Sql): postgres.Sql {
  // Built once per client: Drizzle reads `unsafe` for every statement it runs.
  const scoped =
    (open: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      const callback = args.pop() as (sql: postgres.Sql) => unknown;
      return open.call(client, ...args, (sql: postgres.Sql) => callback(preparingStatements(sql)));
    };
  const overrides: Record<PropertyKey, unknown> = {
    unsafe: (query: string, params?: postgres.ParameterOrJSON<never>[], options?: object) =>
      client.unsafe(query, params, { ...options, prepare: true }),
  };
  for (const name of ['begin', 'savepoint'] as const) {
    const open = Reflect.get(client, name);
    if (typeof open === 'function') overrides[name] = scoped(open);
  }
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property in overrides) return overrides[property];
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * libpq's way of naming a Unix socket, `?host=/run/postgresql` (the socket's folder), which
 * postgres-js does not read from a URL: it takes the socket file as its `path` option. A
 * PostgreSQL on the same machine answers several times cheaper over its socket than over
 * loopback TCP.
 */
export function splitSocketHost(databaseUrl: string): { url: string; socketPath?: string } {
  const parsed = new URL(databaseUrl);
  const folder = parsed.searchParams.get('host');
  if (!folder?.startsWith('/')) return { url: databaseUrl };
  parsed.searchParams.delete('host');
  return {
    url: parsed.toString(),
    socketPath: `${folder.replace(/\/$/, '')}/.s.PGSQL.${parsed.port || '5432'}`,
  };
}

/** Several API instances may start at once against one PostgreSQL: one migrates at a time. */
async function migrateWithLock(client: postgres.Sql, run: () => Promise<void>): Promise<void> {
  // A session lock lives on one connection, so hold it on a reserved one.
  const reserved = await client.reserve();
  try {
    await reserved`select pg_advisory_lock(727274)`;
    try {
      await run();
    } finally {
      await reserved`select pg_advisory_unlock(727274)`;
    }
  } finally {
    reserved.release();
  }
}

async function ping(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<false>((resolvePromise) => {
      timer = setTimeout(() => resolvePromise(false), timeoutMs);
    });
    const query = db.execute(sql`select 1`).then(() => true as const);
    return await Promise.race([query, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
