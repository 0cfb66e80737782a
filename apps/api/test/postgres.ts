// Real PostgreSQL for the test suite.
//
// Every suite that touches the database runs once on embedded PGlite and, when
// TEST_DATABASE_URL is set, once more on that PostgreSQL server (15 in CI). Each test file
// gets a database of its own, created here and dropped afterwards, so files run in
// parallel without seeing each other's rows.
//
// CI (the lead's script) starts PostgreSQL 15 and exports TEST_DATABASE_URL. Locally:
//
//   apps/api/scripts/with-postgres.sh pnpm --filter @lisa/api test
//
// which starts a throwaway cluster under /tmp as the postgres user on a free port,
// creates a database, exports TEST_DATABASE_URL, runs the command and stops the cluster.
// By hand, the same thing is:
//
//   su postgres -c "/usr/lib/postgresql/15/bin/initdb -D /tmp/pg-lisa"
//   su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D /tmp/pg-lisa -o '-p 55432 -k /tmp' -l /tmp/pg-lisa.log start"
//   su postgres -c "psql -h /tmp -p 55432 -c 'create database lisa_test'"
//   export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/lisa_test
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase, splitSocketHost } from '../src/db/client.ts';

export type TestDriver = 'pglite' | 'postgres';

export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** The drivers this run covers: always PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export const testDrivers: TestDriver[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database next to TEST_DATABASE_URL's and returns its URL. */
export async function createScratchDatabase(baseUrl = testDatabaseUrl): Promise<ScratchDatabase> {
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lisa_t_${randomBytes(6).toString('hex')}`;
  const connect = () => {
    const { url, socketPath } = splitSocketHost(baseUrl);
    return postgres(url, {
      max: 1,
      onnotice: () => {},
      ...(socketPath ? { path: socketPath } : {}),
    });
  };
  const admin = connect();
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = connect();
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A scratch database opened the way the API opens its own (migrated), closed and dropped together. */
export async function openScratchPostgres(
  baseUrl = testDatabaseUrl,
): Promise<{ url: string; database: DatabaseHandle; close(): Promise<void> }> {
  const scratch = await createScratchDatabase(baseUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'lisa-scratch-'));
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
  return {
    url: scratch.url,
    database,
    async close() {
      await database.close();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
