// Background jobs that survive a restart: pg-boss over the API's own database, on PostgreSQL
// and on embedded PGlite alike (pg-boss talks to both through one small SQL adapter). Its
// tables live in the `jobs` schema, which pg-boss installs and upgrades itself at start.
//
// A module declares its job kinds when its services are built (`define`), and enqueues work
// with `enqueue`, inside the transaction that made the work necessary when it passes
// `executor` — then the job exists exactly when the change does. Jobs are delivered at least
// once: a handler that crashes (or a process killed mid-job) is retried, so handlers must be
// idempotent. Several API processes on one PostgreSQL share the queue; each job runs in one.
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { type DatabaseHandle, type Executor, rowsOf } from '../../db/client.ts';

export const JOBS_SCHEMA = 'jobs';

export interface JobRetry {
  /** Attempts after the first (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 5). */
  retryDelaySeconds?: number;
  /** Double the delay on each retry, with jitter (default true). */
  retryBackoff?: boolean;
  /** A running job not finished in this time counts as failed and is retried (default 15 min). */
  expireInSeconds?: number;
}

export interface JobDefinition extends JobRetry {
  /**
   * At most one queued (not yet started) job per `singletonKey`: a second enqueue with the
   * same key while the first waits is dropped. Every enqueue of such a kind names a key.
   */
  oneQueuedPerKey?: boolean;
}

export interface EnqueueOptions extends JobRetry {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** For kinds defined with oneQueuedPerKey: the key. */
  singletonKey?: string;
  /** The transaction the job belongs to: it is stored only if that transaction commits. */
  executor?: Executor;
}

export interface JobInfo {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  createdAt: Date;
  /** When it was due; a job that starts much later than this ran late (the API was down). */
  dueAt: Date;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface JobQueue {
  /** Declares a job kind and its handler; call before start (when services are built). */
  define<T extends object>(name: string, handler: JobHandler<T>, definition?: JobDefinition): void;
  /** Queues one job; resolves with its id, or null when its key already has one queued. */
  enqueue<T extends object>(
    name: string,
    data: T,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** Installs the schema when needed, creates the queues and starts polling. */
  start(): Promise<void>;
  /** Stops fetching new jobs and lets running ones finish; enqueue still works (shutdown's first step). */
  pause(): Promise<void>;
  /** Stops polling and waits for running jobs (up to the grace period). */
  stop(): Promise<void>;
  /**
   * How many jobs of a kind are still to run or running (whatever their due time) whose
   * data has these top-level values: lets a job wait for related work still in the queue.
   */
  pending(name: string, match: Record<string, string | number>): Promise<number>;
  /** Resolves when no job of the given kinds is queued-and-due or running (tests). */
  idle(names?: string[], timeoutMs?: number): Promise<void>;
  /**
   * Moves the job queued under a key of a oneQueuedPerKey kind, if it is not due yet:
   * `move` gets its due time and answers the new one (null: due now). Resolves with the new
   * due time, or undefined when no such job waits. `executor`: as for enqueue.
   */
  moveQueued(
    name: string,
    singletonKey: string,
    move: (dueAt: Date) => Date | null,
    executor?: Executor,
  ): Promise<Date | null | undefined>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  log: {
    error(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
  };
  /**
   * Seconds between polls when nothing woke the worker (default 2 on PostgreSQL, where
   * another process may enqueue; 30 on PGlite, where every job is enqueued, moved and
   * retried by this process, which wakes its workers itself).
   */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running jobs (default 10 s). */
  stopGraceMs?: number;
}

interface Definition {
  handler: JobHandler<object>;
  retry: Required<JobRetry>;
  oneQueuedPerKey: boolean;
}

/**
 * On embedded PGlite each poll is a query on the process's only connection, run
 * synchronously: with one poll per kind every 2 s they held it more than any request. There
 * the poll is only a safety net (a job expired by maintenance); local wakes keep time.
 */
const POLLING_SECONDS = { postgres: 2, pglite: 30 } as const;
// setTimeout's longest delay; a later due time is re-armed from the table when it fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

const DEFAULT_RETRY: Required<JobRetry> = {
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  const definitions = new Map<string, Definition>();
  const workers = new Map<string, string>();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? POLLING_SECONDS[database.driver];
  /** Per kind, the one timer armed for its earliest known due time. */
  const timers = new Map<string, { at: number; timer: NodeJS.Timeout }>();
  let started: Promise<void> | null = null;
  let stopped = false;
  let paused = false;

  const boss = new PgBoss({
    db: sqlAdapter(database, database.db),
    schema: JOBS_SCHEMA,
    // Cron schedules are not used; maintenance (expiry, archiving) is.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 60,
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => {
    if (!stopped) log.error({ err: error }, 'job queue error');
  });

  async function createQueue(name: string, definition: Definition): Promise<void> {
    const { retry } = definition;
    await boss.createQueue(name, {
      name,
      // 'short': pg-boss keeps one created job per singleton key.
      policy: definition.oneQueuedPerKey ? 'short' : 'standard',
      retryLimit: retry.retryLimit,
      retryDelay: retry.retryDelaySeconds,
      retryBackoff: retry.retryBackoff,
      expireInSeconds: retry.expireInSeconds,
    });
  }

  async function startWorker(name: string, definition: Definition): Promise<void> {
    const id = await boss.work<object>(
      name,
      {
        pollingIntervalSeconds,
        batchSize: 1,
        includeMetadata: true,
      },
      async ([job]) => {
        if (!job) return;
        try {
          await definition.handler(job.data, {
            id: job.id,
            retryCount: job.retryCount,
            createdAt: new Date(job.createdOn),
            dueAt: new Date(job.startAfter),
          });
        } catch (error) {
          log.warn({ err: error, job: name, jobId: job.id }, 'job failed; it will be retried');
          followRetry(name, job.id);
          throw error;
        } finally {
          // A worker that found a job looks again at once: without this, pg-boss waits out
          // its polling interval after every job, and a backlog drains at one job per poll.
          const worker = workers.get(name);
          if (worker && !stopped && !paused) boss.notifyWorker(worker);
        }
      },
    );
    workers.set(name, id);
  }

  /**
   * Wakes this process's worker when a job of the kind falls due instead of waiting for its
   * next poll: at once when due now, else by the kind's one timer (kept at the earliest
   * known due time; when it fires, the next due time is read from the table). A job sent
   * inside a transaction is woken too; if the commit has not landed yet, the worker finds
   * nothing and the next poll picks it up (on PGlite the fetch waits for the transaction).
   */
  function wake(name: string, runAt: Date | undefined): void {
    const worker = paused || stopped ? undefined : workers.get(name);
    if (!worker) return;
    const at = runAt?.getTime() ?? 0;
    const wait = at - Date.now();
    if (wait <= 0) {
      boss.notifyWorker(worker);
      return;
    }
    const armed = timers.get(name);
    if (armed && armed.at <= at) return;
    if (armed) clearTimeout(armed.timer);
    const timer = setTimeout(
      () => {
        timers.delete(name);
        if (stopped || paused) return;
        boss.notifyWorker(worker);
        void wakeAtNextDue(name);
      },
      Math.min(wait, MAX_TIMER_MS),
    ).unref();
    timers.set(name, { at, timer });
  }

  /** Wakes for the kind's queued jobs: at once when one is due, and by the timer for the next. */
  async function wakeAtNextDue(name: string): Promise<void> {
    try {
      const rows = (await database.db.execute(
        sql`select bool_or(start_after <= now()) as due,
                   min(start_after) filter (where start_after > now()) as next
            from ${sql.raw(JOBS_SCHEMA)}.job
            where name = ${name} and state in ('created', 'retry')`,
      )) as unknown;
      const [row] = rowsOf(rows) as { due: boolean | null; next: string | Date | null }[];
      if (row?.due) wake(name, undefined);
      if (row?.next) wake(name, new Date(row.next));
    } catch (error) {
      // The poll still finds the job; only its timeliness is lost.
      if (!stopped) log.warn({ err: error, job: name }, 'could not read the next due job');
    }
  }

  /**
   * pg-boss records a failed attempt (and the retry's due time, with its backoff and
   * jitter) after the handler has thrown: once the job has left 'active', wake for it.
   */
  function followRetry(name: string, id: string, attempt = 0): void {
    setTimeout(
      async () => {
        if (stopped || paused) return;
        try {
          const rows = (await database.db.execute(
            sql`select state from ${sql.raw(JOBS_SCHEMA)}.job where name = ${name} and id = ${id}`,
          )) as unknown;
          const [row] = rowsOf(rows) as { state: string }[];
          if (row?.state === 'active' && attempt < 100) followRetry(name, id, attempt + 1);
          else if (row?.state === 'retry') await wakeAtNextDue(name);
        } catch (error) {
          if (!stopped) log.warn({ err: error, job: name, jobId: id }, 'could not follow a retry');
        }
      },
      attempt === 0 ? 10 : 50,
    ).unref();
  }

  return {
    define(name, handler, { oneQueuedPerKey = false, ...retry } = {}) {
      if (started) throw new Error(`job ${name} defined after the queue started`);
      if (definitions.has(name)) throw new Error(`job ${name} is defined twice`);
      definitions.set(name, {
        handler: handler as JobHandler<object>,
        retry: { ...DEFAULT_RETRY, ...retry },
        oneQueuedPerKey,
      });
    },

    async enqueue(name, data, enqueueOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`job ${name} is not defined`);
      if (definition.oneQueuedPerKey !== Boolean(enqueueOptions.singletonKey)) {
        throw new Error(`job ${name}: a singletonKey goes with oneQueuedPerKey, and only with it`);
      }
      if (!started) throw new Error('the job queue has not started');
      await started;
      const { runAt, singletonKey, executor, ...retry } = enqueueOptions;
      const merged = { ...definition.retry, ...retry };
      const id = await boss.send(name, data, {
        ...(runAt ? { startAfter: runAt } : {}),
        ...(singletonKey ? { singletonKey } : {}),
        retryLimit: merged.retryLimit,
        retryDelay: merged.retryDelaySeconds,
        retryBackoff: merged.retryBackoff,
        expireInSeconds: merged.expireInSeconds,
        ...(executor ? { db: sqlAdapter(database, executor) } : {}),
      });
      wake(name, runAt);
      return id;
    },

    async moveQueued(name, singletonKey, move, executor = database.db) {
      const rows = (await executor.execute(
        sql`select id, start_after from ${sql.raw(JOBS_SCHEMA)}.job
            where name = ${name} and singleton_key = ${singletonKey} and state = 'created'
              and start_after > now()
            for update`,
      )) as unknown;
      const [row] = rowsOf(rows) as { id: string; start_after: string | Date }[];
      if (!row) return undefined;
      const dueAt = new Date(row.start_after);
      const runAt = move(dueAt);
      if (runAt?.getTime() === dueAt.getTime()) return runAt;
      await executor.execute(
        sql`update ${sql.raw(JOBS_SCHEMA)}.job
            set start_after = ${runAt ? sql`${runAt.toISOString()}::timestamptz` : sql`now()`}
            where name = ${name} and id = ${row.id}`,
      );
      wake(name, runAt ?? undefined);
      return runAt;
    },

    start() {
      started ??= (async () => {
        await boss.start();
        for (const [name, definition] of definitions) await createQueue(name, definition);
        for (const [name, definition] of definitions) await startWorker(name, definition);
        // Jobs queued for later by an earlier run of the process.
        for (const name of definitions.keys()) await wakeAtNextDue(name);
      })();
      return started;
    },

    async pause() {
      if (!started || paused) return;
      await started.catch(() => {});
      paused = true;
      // offWork only signals: a running job finishes, and stop() waits for it.
      for (const name of workers.keys()) await boss.offWork(name);
    },

    async stop() {
      if (!started || stopped) return;
      await started.catch(() => {});
      stopped = true;
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
      await boss.stop({ graceful: true, wait: true, timeout: options.stopGraceMs ?? 10_000 });
    },

    async pending(name, match) {
      const rows = (await database.db.execute(
        sql`select count(*)::int as n from ${sql.raw(JOBS_SCHEMA)}.job
            where name = ${name} and state in ('created', 'retry', 'active')
              and data @> ${JSON.stringify(match)}::jsonb`,
      )) as unknown;
      const [row] = rowsOf(rows) as { n: number }[];
      return row?.n ?? 0;
    },

    async idle(names = [...definitions.keys()], timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const rows = (await database.db.execute(
          sql`select count(*)::int as n from ${sql.raw(JOBS_SCHEMA)}.job
              where name in ${names.length ? names : ['']}
                and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
        )) as unknown;
        const [row] = rowsOf(rows) as { n: number }[];
        if (!row || row.n === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
        for (const name of names) {
          const worker = workers.get(name);
          if (worker) boss.notifyWorker(worker);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * pg-boss speaks `text` with `$1..$n` placeholders. Parameterised statements go through
 * Drizzle (so the same code runs inside a transaction); parameterless ones may hold several
 * statements (its schema install), which only the simple protocol accepts.
 */
function sqlAdapter(database: DatabaseHandle, executor: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        if (executor === database.db) return { rows: await database.runScript(text) };
        return { rows: rowsOf(await executor.execute(sql.raw(text))) };
      }
      return { rows: rowsOf(await executor.execute(withParams(text, values))) };
    },
  };
}

function withParams(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(asParam(values[Number(part) - 1]))}`);
  });
  return sql.join(chunks);
}

/**
 * pg-boss is written for node-postgres, which sends undefined as NULL and serialises objects
 * to JSON; postgres-js does neither.
 */
function asParam(value: unknown): unknown {
  if (value === undefined) return null;
  const isPlainObject =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !Buffer.isBuffer(value);
  return isPlainObject ? JSON.stringify(value) : value;
}
