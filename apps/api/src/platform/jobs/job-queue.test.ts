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

  function queue(pollingIntervalSeconds = 0.5): JobQueue {
    const created = createJobQueue({ database, log: quiet, pollingIntervalSeconds });
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

  // PGlite polls every 30 s (each poll holds its only connection): what keeps time is the
  // process waking its own workers. A minute-long poll here proves nothing waits for it.
  it('keeps retries and scheduled jobs on time without polling', async () => {
    const jobs = queue(60);
    const retried: number[] = [];
    jobs.define(
      'slow-poll-retry',
      async (_data, job) => {
        retried.push(job.retryCount);
        if (job.retryCount < 2) throw new Error('not yet');
      },
      { retryLimit: 5, retryDelaySeconds: 1, retryBackoff: true },
    );
    const ranAt = new Map<number, number>();
    jobs.define<{ n: number }>('slow-poll-later', async ({ n }) => {
      ranAt.set(n, Date.now());
    });
    await jobs.start();
    const start = Date.now();
    await jobs.enqueue('slow-poll-retry', {});
    // The later one first: the kind's timer moves to the earlier, then re-arms for the later.
    await jobs.enqueue('slow-poll-later', { n: 2 }, { runAt: new Date(start + 2500) });
    await jobs.enqueue('slow-poll-later', { n: 1 }, { runAt: new Date(start + 1200) });
    const deadline = start + 15_000;
    while ((retried.length < 3 || ranAt.size < 2) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(retried).toEqual([0, 1, 2]);
    // Backoff with a 1 s delay: the two retries are due 1–2 s and 2–4 s after each failure.
    expect(Date.now() - start).toBeLessThan(12_000);
    const first = (ranAt.get(1) ?? Number.POSITIVE_INFINITY) - start;
    const second = (ranAt.get(2) ?? Number.POSITIVE_INFINITY) - start;
    expect(first).toBeGreaterThanOrEqual(1150);
    expect(first).toBeLessThan(4000);
    expect(second).toBeGreaterThanOrEqual(2450);
    expect(second).toBeLessThan(5500);
    await jobs.stop();
  });

  it('wakes on time for a job queued for later by an earlier run', async () => {
    const before = queue(60);
    before.define('slow-poll-restart', async () => {});
    await before.start();
    const dueAt = Date.now() + 2000;
    await before.enqueue('slow-poll-restart', {}, { runAt: new Date(dueAt) });
    await before.stop();

    const after = queue(60);
    let ranAt = 0;
    after.define('slow-poll-restart', async () => {
      ranAt = Date.now();
    });
    await after.start();
    const deadline = dueAt + 10_000;
    while (!ranAt && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ranAt).toBeGreaterThanOrEqual(dueAt - 50);
    expect(ranAt - dueAt).toBeLessThan(3000);
    await after.stop();
  });

  it('refuses a job kind it does not know', async () => {
    const jobs = queue();
    await jobs.start();
    await expect(jobs.enqueue('unknown', {})).rejects.toThrow(/not defined/);
    await jobs.stop();
  });
});
