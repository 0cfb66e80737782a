// The test suite's auto-run through the real server and its job queue: a knowledge change
// and a settings change each queue a run (two quick changes make one run), the run says
// what started it, a test that passed and now fails is flagged as a regression, and a
// business's changes never run another's tests. A run that comes due while a source is
// still being ingested waits for it and runs once, after it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useKnowledgeHarness } from '../../../test/support/knowledge-harness.ts';
import { rowsOf } from '../../db/client.ts';
import { AUTORUN_JOB } from './agent-test-autorun.ts';

describe.each(testDrivers)('agent test suite auto-run (%s)', (driver) => {
  const k = useKnowledgeHarness(driver, { env: { AGENT_TESTS_AUTORUN_DELAY_MS: '800' } });
  const idle = () => k.server.server.context.jobs.idle([AUTORUN_JOB], 30_000);

  interface Run {
    trigger: string;
    passed: number;
    failed: number;
    regressions: number;
    ran_at: string;
    results: { test_id: number; passed: boolean; regressed: boolean }[];
  }
  const runsOf = async (token: string): Promise<Run[]> =>
    (await k.call('GET', '/api/agent/tests/runs', token)).body.data;
  const waitForRuns = async (token: string, count: number) => {
    await expect
      .poll(async () => (await runsOf(token)).length, { timeout: 30_000, interval: 100 })
      .toBe(count);
    return runsOf(token);
  };

  it('runs after a knowledge or settings change, debounced, and flags what got worse', async () => {
    const a = await k.signedInBusiness('Autorun Bakery');
    const bread = await k.call('POST', '/api/agent/tests', a.token, {
      question: 'Do you bake gluten-free bread?',
      expected_text: 'on wednesdays',
      expected_decision: 'answer',
    });
    const person = await k.call('POST', '/api/agent/tests', a.token, {
      question: 'Can I talk to a person?',
      expected_decision: 'handoff',
    });
    expect([bread.status, person.status]).toEqual([201, 201]);
    // Saving tests is not a change to the agent: nothing runs.
    await idle();
    expect(await runsOf(a.token)).toEqual([]);

    // Knowledge added: one run, started by the knowledge change, everything passes.
    const source = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'faq',
      title: 'FAQ',
      entries: [{ question: 'Do you bake gluten-free bread?', answer: 'Yes, on Wednesdays.' }],
    });
    expect(source.status).toBe(201);
    const [first] = await waitForRuns(a.token, 1);
    expect(first).toMatchObject({ trigger: 'knowledge', passed: 2, failed: 0, regressions: 0 });

    // Two settings changes in quick succession: a single run covers both.
    expect((await k.call('PATCH', '/api/agent', a.token, { tone: 'formal' })).status).toBe(200);
    expect((await k.call('PATCH', '/api/agent', a.token, { tone: 'concise' })).status).toBe(200);
    const [second] = await waitForRuns(a.token, 2);
    expect(second).toMatchObject({ trigger: 'settings', passed: 2, regressions: 0 });
    await idle();
    expect(await runsOf(a.token)).toHaveLength(2);

    // The answer's source is deleted: the next run shows the bread test got worse.
    expect(
      (await k.call('DELETE', `/api/knowledge/sources/${source.body.id}`, a.token)).status,
    ).toBe(204);
    const [third] = await waitForRuns(a.token, 3);
    expect(third).toMatchObject({ trigger: 'knowledge', passed: 1, failed: 1, regressions: 1 });
    expect(third?.results).toEqual([
      expect.objectContaining({ test_id: bread.body.id, passed: false, regressed: true }),
      expect.objectContaining({ test_id: person.body.id, passed: true, regressed: false }),
    ]);
    // The suite shows each test's latest result and when that run was.
    const tests = (await k.call('GET', '/api/agent/tests', a.token)).body.data;
    expect(tests[0]).toMatchObject({
      id: bread.body.id,
      last_result: { passed: false, regressed: true, failure: 'Expected answer, got dont-know' },
      last_ran_at: third?.ran_at,
    });
    expect(tests[1]).toMatchObject({ last_result: { passed: true, regressed: false } });

    // Still failing on the next (manual) run: no longer a new regression.
    const again = await k.call('POST', '/api/agent/tests/run', a.token);
    expect(again.body).toMatchObject({ trigger: 'manual', failed: 1, regressions: 0 });
  });

  it('waits for an ingestion in progress and runs once after it, on the whole knowledge', async () => {
    // A site whose home page answers only when the test lets it: the crawl stays under way.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const site = createServer((req, res) => {
      if (req.url !== '/') return void res.writeHead(404).end();
      void held.then(() => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(
          '<html><head><title>Cakes</title></head><body><main><h1>Cakes</h1><p>A wedding cake costs KES 9,000 and needs a week of notice.</p></main></body></html>',
        );
      });
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const a = await k.signedInBusiness('Patient Bakery');
      const cake = await k.call('POST', '/api/agent/tests', a.token, {
        question: 'How much is a wedding cake?',
        expected_text: 'KES 9,000',
        expected_decision: 'answer',
      });
      expect(cake.status).toBe(201);
      const crawl = await k.call('POST', '/api/knowledge/sources', a.token, {
        type: 'url',
        url: `${base}/`,
        crawl: { max_depth: 0, max_pages: 1 },
      });
      expect(crawl.status).toBe(202);
      // A change while the crawl is under way: its run comes due, finds the crawl, waits.
      const notes = await k.call('POST', '/api/knowledge/sources', a.token, {
        type: 'text',
        title: 'Notes',
        text: 'We bake bread every morning from 6 am.',
      });
      expect(notes.status).toBe(201);
      const autorunJobs = async (state: string) =>
        rowsOf(
          await k.database.db.execute(
            sql`select count(*)::int as n from jobs.job where name = ${AUTORUN_JOB} and state = ${state} and data->>'businessId' = ${String(a.businessId)}`,
          ),
        )[0] as { n: number };
      await expect
        .poll(async () => (await autorunJobs('completed')).n, { timeout: 30_000, interval: 100 })
        .toBeGreaterThan(0);
      expect(await runsOf(a.token)).toEqual([]);
      expect((await autorunJobs('created')).n).toBe(1);

      release();
      const [run] = await waitForRuns(a.token, 1);
      expect(run).toMatchObject({ trigger: 'knowledge', passed: 1, failed: 0 });
      await idle();
      expect(await runsOf(a.token)).toHaveLength(1);
    } finally {
      release();
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it("queues nothing for a business without tests, and never runs another business's tests", async () => {
    const a = await k.signedInBusiness('Quiet Bakery');
    await k.call('POST', '/api/agent/tests', a.token, {
      question: 'Can I talk to a person?',
      expected_decision: 'handoff',
    });
    const b = await k.signedInBusiness('Untested Bakery');
    expect((await k.call('PATCH', '/api/agent', b.token, { tone: 'formal' })).status).toBe(200);
    const added = await k.call('POST', '/api/knowledge/sources', b.token, {
      type: 'text',
      title: 'Hours',
      text: 'We open at 8 am every day of the week.',
    });
    expect(added.status).toBe(201);
    await idle();
    expect(await runsOf(a.token)).toEqual([]);
    expect(await runsOf(b.token)).toEqual([]);
    const queued = rowsOf(
      await k.database.db.execute(
        sql`select count(*)::int as n from jobs.job where name = ${AUTORUN_JOB} and data->>'businessId' = ${String(b.businessId)}`,
      ),
    );
    expect(queued).toEqual([{ n: 0 }]);
  });
});
