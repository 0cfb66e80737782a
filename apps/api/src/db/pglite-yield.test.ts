import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteExtensions, yieldToIoBetweenQueries } from './client.ts';

// Copies of the test template (initdb would take tens of seconds on a busy machine); only
// the query path is under test.
const dirs: string[] = [];
let plain: PGlite;
let yielding: PGlite;

async function open(): Promise<PGlite> {
  const dir = mkdtempSync(join(tmpdir(), 'lisa-pglite-yield-'));
  dirs.push(dir);
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  return PGlite.create(dir, { extensions: pgliteExtensions });
}

beforeAll(async () => {
  plain = await open();
  yielding = await open();
  yieldToIoBetweenQueries(yielding, 1);
});

afterAll(async () => {
  await Promise.all([plain?.close(), yielding?.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs awaited queries back to back for `ms`; counts the macrotask turns that got in. */
async function turnsDuring(client: PGlite, ms: number): Promise<number> {
  await client.query('select 1');
  let turns = 0;
  let running = true;
  const tick = () => {
    turns += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const until = performance.now() + ms;
  while (performance.now() < until) await client.query('select 1');
  running = false;
  return turns;
}

describe('yieldToIoBetweenQueries', () => {
  it('lets the event loop turn while a chain of queries runs, where plain PGlite starves it', async () => {
    expect(await turnsDuring(plain, 200)).toBeLessThanOrEqual(1);
    expect(await turnsDuring(yielding, 200)).toBeGreaterThan(5);
  });

  it('still runs queries and transactions to the same results', async () => {
    const result = await yielding.transaction(async (tx) => {
      await tx.query('create temp table t (n int)');
      await tx.query('insert into t values (1), (2), (3)');
      return tx.query<{ sum: number }>('select sum(n)::int as sum from t');
    });
    expect(result.rows[0]?.sum).toBe(6);
  });
});
