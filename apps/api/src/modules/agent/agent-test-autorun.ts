// The test suite's auto-run (issue 15): a change to the business's knowledge (a source
// added, replaced, re-synced with new content, deleted; a Q&A written from a gap) or to its
// agent's settings queues a run of the saved tests through the job queue, in the
// transaction of the change, so the run exists exactly when the change does.
//
// Debounced per business: the run waits AGENT_TESTS_AUTORUN_DELAY_MS after the first change
// it covers, and the queue keeps at most one queued run per business (a second change
// while one waits is covered by it; a change while a run is under way queues the next).
// A business without saved tests queues nothing. Delivered at least once: a repeated run
// only adds one more entry to the history.
//
// Never against half-indexed knowledge: when the run comes due while one of the business's
// sources is still being ingested or re-synced in the background (its job queued or under
// way), it does not run; it looks again a little later (the delay, at most 5 s) and runs
// once, after the last ingestion finished (whether it succeeded or failed). The ingestion's
// own change queues nothing more meanwhile: the waiting run is the one queued for the key.
import type { AgentTestTrigger } from '@lisa/contracts/agent';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agentTests } from '../../db/schema/agent.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { RESYNC_JOB } from '../knowledge/knowledge-resync.ts';
import { INGEST_JOB } from '../knowledge/knowledge-service.ts';
import type { AgentTests } from './agent-tests.ts';

export const AUTORUN_JOB = 'agent.tests.autorun';
/** How often a run held by an ingestion looks again (capped by the debounce delay). */
const INGESTION_CHECK_MS = 5_000;

interface AutorunJob {
  businessId: number;
  trigger: AgentTestTrigger;
}

export function createTestAutorun(options: {
  jobs: JobQueue;
  tests: AgentTests;
  clock: () => Date;
  delayMs: number;
}) {
  const { jobs, tests, clock, delayMs } = options;
  const enqueue = (executor: Executor | undefined, job: AutorunJob, afterMs: number) =>
    jobs.enqueue<AutorunJob>(AUTORUN_JOB, job, {
      ...(executor ? { executor } : {}),
      singletonKey: `business:${job.businessId}`,
      runAt: new Date(clock().getTime() + afterMs),
    });
  /** A source of the business is being ingested or re-synced in the background. */
  const ingesting = async (businessId: number) =>
    (await jobs.pending(INGEST_JOB, { businessId })) > 0 ||
    (await jobs.pending(RESYNC_JOB, { businessId })) > 0;

  jobs.define<AutorunJob>(
    AUTORUN_JOB,
    async (job) => {
      const { businessId, trigger } = job;
      // The tests may have been removed since (or the business deleted).
      if ((await tests.count(businessId)) === 0) return;
      if (await ingesting(businessId)) {
        await enqueue(undefined, job, Math.min(delayMs, INGESTION_CHECK_MS));
        return;
      }
      await tests.runAll(businessId, trigger);
    },
    { oneQueuedPerKey: true, retryLimit: 2 },
  );

  return {
    /** Queues the business's run after a change, inside the change's transaction. */
    async queue(executor: Executor, businessId: number, trigger: AgentTestTrigger) {
      const [saved] = await executor
        .select({ id: agentTests.id })
        .from(agentTests)
        .where(eq(agentTests.businessId, businessId))
        .limit(1);
      if (!saved) return;
      await enqueue(executor, { businessId, trigger }, delayMs);
    },
  };
}
