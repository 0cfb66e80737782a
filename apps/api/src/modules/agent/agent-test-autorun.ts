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
import type { AgentTestTrigger } from '@lisa/contracts/agent';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agentTests } from '../../db/schema/agent.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { AgentTests } from './agent-tests.ts';

export const AUTORUN_JOB = 'agent.tests.autorun';

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

  jobs.define<AutorunJob>(
    AUTORUN_JOB,
    async ({ businessId, trigger }) => {
      // The tests may have been removed since (or the business deleted).
      if ((await tests.count(businessId)) === 0) return;
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
      await jobs.enqueue<AutorunJob>(
        AUTORUN_JOB,
        { businessId, trigger },
        {
          executor,
          singletonKey: `business:${businessId}`,
          runAt: new Date(clock().getTime() + delayMs),
        },
      );
    },
  };
}
