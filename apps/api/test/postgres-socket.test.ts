// DATABASE_URL may name a Unix socket the libpq way (?host=<folder>); the API then talks
// to a PostgreSQL on the same machine without loopback TCP. The test script's throwaway
// cluster exports its socket as TEST_DATABASE_SOCKET_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { openScratchPostgres } from './postgres.ts';

const socketUrl = process.env.TEST_DATABASE_SOCKET_URL || undefined;

describe.runIf(socketUrl)('PostgreSQL over its Unix socket', () => {
  let url: string;
  let database: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ url, database, close } = await openScratchPostgres(socketUrl));
  });
  afterAll(() => close?.());

  it('migrates and answers through the socket, not TCP', async () => {
    expect(url).toContain('?host=/');
    expect(await database.ping()).toBe(true);
    // inet_server_addr() is null exactly when the session came in over a Unix socket.
    const result = await database.db.execute(sql`select inet_server_addr() as address`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      address: string | null;
    }[];
    expect(rows[0]?.address).toBeNull();
    const tables = await database.db.execute(
      sql`select 1 from information_schema.tables where table_name = 'messages'`,
    );
    const tableRows = Array.isArray(tables) ? tables : (tables as { rows: unknown[] }).rows;
    expect(tableRows).toHaveLength(1);
  });
});
