// The agent's test suite (issue 15): saved questions with the answer or behaviour expected;
// "Run all" asks each through the playground (same engine and settings, nothing stored but
// the run, no credit) and grades it, and every run is kept, newest first.
//
// Grading: `expected_text` passes when the reply contains it, case, accents and spacing
// ignored; `expected_decision` when the agent did that (`answer` counts an FAQ answer too).
// Each test is asked on its own (no history), in order. A test that passed in the run
// before and fails now is flagged `regressed` (what got worse); the auto-run after a change
// to the knowledge or settings is agent-test-autorun.ts.
import type {
  AgentTest,
  AgentTestResult,
  AgentTestRun,
  AgentTestTrigger,
  agentTestInputSchema,
} from '@lisa/contracts/agent';
import { MAX_AGENT_TESTS } from '@lisa/contracts/agent';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { agentTestRuns, agentTests } from '../../db/schema/agent.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';
import type { Playground } from './playground.ts';

type TestRow = typeof agentTests.$inferSelect;
type RunRow = typeof agentTestRuns.$inferSelect;
type Input = z.output<typeof agentTestInputSchema>;

const RUNS_KEPT = 20;

const fold = (s: string) =>
  s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export function grade(
  test: Pick<TestRow, 'expectedText' | 'expectedDecision'>,
  reply: { decision: string; text: string },
): string | null {
  if (test.expectedDecision) {
    const did = reply.decision === 'faq' ? 'answer' : reply.decision;
    if (did !== test.expectedDecision) return `Expected ${test.expectedDecision}, got ${did}`;
  }
  if (test.expectedText && !fold(reply.text).includes(fold(test.expectedText))) {
    return `The reply does not contain "${test.expectedText}"`;
  }
  return null;
}

const resultView = (result: RunRow['results'][number]): AgentTestResult => ({
  ...result,
  regressed: result.regressed ?? false,
});

function runView(row: RunRow): AgentTestRun {
  return {
    id: row.id,
    passed: row.passed,
    failed: row.failed,
    regressions: row.regressions,
    trigger: row.trigger as AgentTestTrigger,
    ran_at: row.ranAt.toISOString(),
    results: row.results.map(resultView),
  };
}

export function createAgentTests({ db, playground }: { db: Database; playground: Playground }) {
  async function latestRun(businessId: number): Promise<RunRow | undefined> {
    const [run] = await db
      .select()
      .from(agentTestRuns)
      .where(eq(agentTestRuns.businessId, businessId))
      .orderBy(desc(agentTestRuns.id))
      .limit(1);
    return run;
  }

  function testView(row: TestRow, last: RunRow | undefined): AgentTest {
    const result = last?.results.find((r) => r.test_id === row.id);
    return {
      id: row.id,
      question: row.question,
      expected_text: row.expectedText,
      expected_decision: row.expectedDecision as AgentTest['expected_decision'],
      created_at: row.createdAt.toISOString(),
      last_result: result ? resultView(result) : null,
      last_ran_at: result && last ? last.ranAt.toISOString() : null,
    };
  }

  const rowsOf = (businessId: number) =>
    db
      .select()
      .from(agentTests)
      .where(eq(agentTests.businessId, businessId))
      .orderBy(asc(agentTests.id));

  return {
    async list(businessId: number): Promise<AgentTest[]> {
      const [rows, last] = await Promise.all([rowsOf(businessId), latestRun(businessId)]);
      return rows.map((row) => testView(row, last));
    },

    async create(businessId: number, input: Input): Promise<AgentTest> {
      const existing = await db.$count(agentTests, eq(agentTests.businessId, businessId));
      if (existing >= MAX_AGENT_TESTS) {
        throw new AppError(
          409,
          'conflict',
          `A test suite holds at most ${MAX_AGENT_TESTS} questions`,
        );
      }
      const [row] = await db
        .insert(agentTests)
        .values({
          businessId,
          question: input.question,
          expectedText: input.expected_text,
          expectedDecision: input.expected_decision,
        })
        .returning();
      if (!row) throw new Error('test insert returned no row');
      return testView(row, undefined);
    },

    async remove(businessId: number, id: number): Promise<void> {
      const deleted = await db
        .delete(agentTests)
        .where(and(eq(agentTests.businessId, businessId), eq(agentTests.id, id)))
        .returning({ id: agentTests.id });
      if (deleted.length === 0) throw new NotFoundError(`Test ${id} not found`);
    },

    /** Tests saved by the business (the auto-run skips a business without any). */
    count: (businessId: number) => db.$count(agentTests, eq(agentTests.businessId, businessId)),

    async runAll(businessId: number, trigger: AgentTestTrigger = 'manual'): Promise<AgentTestRun> {
      const rows = await rowsOf(businessId);
      if (rows.length === 0) throw new AppError(409, 'conflict', 'Save a question first');
      const before = await latestRun(businessId);
      const passedBefore = new Set(
        (before?.results ?? []).filter((r) => r.passed).map((r) => r.test_id),
      );
      const results: AgentTestResult[] = [];
      for (const test of rows) {
        const reply = await playground.ask(businessId, { message: test.question, history: [] });
        const failure = grade(test, reply);
        results.push({
          test_id: test.id,
          question: test.question,
          passed: failure === null,
          decision: reply.decision,
          reply: reply.text.slice(0, 2000),
          failure,
          regressed: failure !== null && passedBefore.has(test.id),
        });
      }
      const passed = results.filter((r) => r.passed).length;
      const regressions = results.filter((r) => r.regressed).length;
      const [run] = await db
        .insert(agentTestRuns)
        .values({
          businessId,
          passed,
          failed: results.length - passed,
          regressions,
          trigger,
          results,
        })
        .returning();
      if (!run) throw new Error('run insert returned no row');
      // Keep the latest runs only.
      const old = await db
        .select({ id: agentTestRuns.id })
        .from(agentTestRuns)
        .where(eq(agentTestRuns.businessId, businessId))
        .orderBy(desc(agentTestRuns.id))
        .offset(RUNS_KEPT);
      for (const { id } of old) await db.delete(agentTestRuns).where(eq(agentTestRuns.id, id));
      return runView(run);
    },

    async runs(businessId: number): Promise<AgentTestRun[]> {
      const rows = await db
        .select()
        .from(agentTestRuns)
        .where(eq(agentTestRuns.businessId, businessId))
        .orderBy(desc(agentTestRuns.id))
        .limit(RUNS_KEPT);
      return rows.map(runView);
    },
  };
}
export type AgentTests = ReturnType<typeof createAgentTests>;
