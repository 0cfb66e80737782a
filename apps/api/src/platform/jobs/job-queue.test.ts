// The job queue on both databases: a job runs once with its data, a failing one is retried,
// one enqueued in a rolled-back transaction never runs, singletons fold, and a job due
// while no process was running runs once when one starts again (and knows it is late).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { openTestDatabase } from '../../../test/support/test-server.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createJobQueue, type JobInfo, type JobQueue } from './job-queue.ts';

const quiet = { error: () => {}, warn: () => {} };

describe.each(testDrivers)('job queue on %s', (driver) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  const queues: JobQueue[] = [];

  function queue(): JobQueue {
    const created = createJobQueue({ database, log: quiet, pollingIntervalSeconds: 0.5 });
    queues.push(created);
    return created;
  }

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(driver));
  });
  afterAll(async () => {
    for (const created of queues) await created.stop();
    await dispose?.();
  });

  it('runs a job once with its data', async () => {
    const jobs = queue();
    const seen: { data: { n: number }; job: JobInfo }[] = [];
    jobs.define<{ n: number }>('once', async (data, job) => {
      seen.push({ data, job });
    });
    await jobs.start();
    const id = await jobs.enqueue('once', { n: 7 });
    await jobs.idle(['once']);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.data).toEqual({ n: 7 });
    expect(seen[0]?.job.id).toBe(id);
    expect(seen[0]?.job.retryCount).toBe(0);
    await jobs.stop();
  });

  it('retries a job that throws, then stops retrying once it succeeds', async () => {
    const jobs = queue();
    const attempts: number[] = [];
    jobs.define(
      'flaky',
      async (_data, job) => {
        attempts.push(job.retryCount);
        if (job.retryCount < 2) throw new Error('not yet');
      },
      { retryLimit: 5, retryDelaySeconds: 1, retryBackoff: false },
    );
    await jobs.start();
    await jobs.enqueue('flaky', {});
    const deadline = Date.now() + 15_000;
    while (attempts.length < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await jobs.idle(['flaky']);
    expect(attempts).toEqual([0, 1, 2]);
    await jobs.stop();
  });

  it('stores a job enqueued in a transaction only if the transaction commits', async () => {
    const jobs = queue();
    const seen: string[] = [];
    jobs.define<{ label: string }>('in-transaction', async ({ label }) => {
      seen.push(label);
    });
    await jobs.start();
    await database.db
      .transaction(async (tx) => {
        await jobs.enqueue('in-transaction', { label: 'rolled back' }, { executor: tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await jobs.enqueue('in-transaction', { label: 'committed' }, { executor: tx });
    });
    await jobs.idle(['in-transaction']);
    expect(seen).toEqual(['committed']);
    await jobs.stop();
  });

  it('folds jobs with the same singleton key while one is queued', async () => {
    const jobs = queue();
    const seen: number[] = [];
    jobs.define<{ n: number }>(
      'single',
      async ({ n }) => {
        seen.push(n);
      },
      { oneQueuedPerKey: true },
    );
    await jobs.start();
    const runAt = new Date(Date.now() + 1000);
    const first = await jobs.enqueue('single', { n: 1 }, { singletonKey: 'k', runAt });
    const second = await jobs.enqueue('single', { n: 2 }, { singletonKey: 'k', runAt });
    const otherKey = await jobs.enqueue('single', { n: 3 }, { singletonKey: 'other', runAt });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(otherKey).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await jobs.idle(['single']);
    expect(seen.sort()).toEqual([1, 3]);
    await jobs.stop();
  });

  it('runs a job that fell due while no process was running, once, when one starts', async () => {
    const before = queue();
    const ranBefore: string[] = [];
    before.define('missed', async () => {
      ranBefore.push('too early');
    });
    await before.start();
    const dueAt = new Date(Date.now() + 1500);
    await before.enqueue('missed', { what: 'reminder' }, { runAt: dueAt });
    await before.stop();

    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = queue();
    const ran: JobInfo[] = [];
    after.define('missed', async (_data, job) => {
      ran.push(job);
    });
    await after.start();
    await after.idle(['missed']);
    expect(ranBefore).toEqual([]);
    expect(ran).toHaveLength(1);
    expect(Math.abs((ran[0]?.dueAt.getTime() ?? 0) - dueAt.getTime())).toBeLessThan(1000);
    await after.stop();

    const rows = (await database.db.execute(
      sql`select count(*)::int as n from jobs.job where name = 'missed' and state = 'completed'`,
    )) as unknown;
    const [row] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    expect(row?.n).toBe(1);
  });

  it('counts the jobs still to run whose data matches, whatever their due time', async () => {
    const jobs = queue();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    jobs.define<{ from: string; n: number }>('counted', async () => held);
    await jobs.start();
    await jobs.enqueue('counted', { from: 'a', n: 1 });
    await jobs.enqueue('counted', { from: 'a', n: 2 }, { runAt: new Date(Date.now() + 3_600_000) });
    await jobs.enqueue('counted', { from: 'b', n: 3 }, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await jobs.pending('counted', { from: 'a' })).toBe(2);
    expect(await jobs.pending('counted', { from: 'b', n: 3 })).toBe(1);
    expect(await jobs.pending('counted', { from: 'c' })).toBe(0);
    release();
    await jobs.idle(['counted']);
    expect(await jobs.pending('counted', { from: 'a' })).toBe(1);
    await jobs.stop();
  });

  it('refuses a job kind it does not know', async () => {
    const jobs = queue();
    await jobs.start();
    await expect(jobs.enqueue('unknown', {})).rejects.toThrow(/not defined/);
    await jobs.stop();
  });
});
