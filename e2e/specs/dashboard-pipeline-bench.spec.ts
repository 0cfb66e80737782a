// The pipeline board's render time with 2,000 deals in Chromium (issue 18: <= 500 ms), run
// only when E2E_BENCH=1 (creating 2,000 deals through the API takes a while): from the end of
// the board's GET /api/deals response to the frame in which all 2,000 cards are in the page.
import { expect, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { urls } from '../support/urls.ts';

const DEALS = Number(process.env.BENCH_DEALS ?? 2000);

test('the board renders 2,000 deals within 500 ms of its data arriving', async ({
  page,
  request,
}) => {
  test.skip(!process.env.E2E_BENCH, 'set E2E_BENCH=1 to run the board benchmark');
  test.setTimeout(15 * 60_000);
  const owner = await account(request, 'Board Bench', 'pipeline-bench');
  const headers = { authorization: `Bearer ${owner.token}` };
  const board = await (await request.get(`${urls.api}/api/deals`, { headers })).json();
  const stages: number[] = board.stages.map((s: { id: number }) => s.id);
  // The e2e API has a per-IP request budget: a 429 waits for its Retry-After and tries again.
  async function create(n: number): Promise<void> {
    for (;;) {
      const response = await request.post(`${urls.api}/api/deals`, {
        headers,
        data: {
          title: `Deal ${n}`,
          amount_minor: 100_000 + n * 100,
          currency: n % 7 === 0 ? 'USD' : 'KES',
          stage_id: stages[n % stages.length],
        },
      });
      if (response.status() === 201) return;
      const wait = Number(response.headers()['retry-after'] ?? 1);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }
  for (let start = 0; start < DEALS; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, DEALS - start) }, (_, i) => create(start + i)),
    );
  }
  const stored = await (await request.get(`${urls.api}/api/deals`, { headers })).json();
  expect(stored.count).toBe(DEALS);
  await storeSession(page, owner.token, owner.user);
  const figures: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`${urls.dashboard}/dashboard/pipeline`);
    const rendered = await page.waitForFunction(
      (count) => {
        if (document.querySelectorAll('[data-testid="deal-card"]').length < count) return null;
        const entry = performance
          .getEntriesByType('resource')
          .filter((e) => /\/api\/deals(\?|$)/.test(e.name))
          .at(-1) as PerformanceResourceTiming | undefined;
        return entry ? performance.now() - entry.responseEnd : null;
      },
      DEALS,
      { polling: 'raf', timeout: 120_000 },
    );
    figures.push((await rendered.jsonValue()) as number);
  }
  const sorted = [...figures].sort((a, b) => a - b);
  test.info().annotations.push({
    type: 'board render',
    description: `${DEALS} deals: ${figures.map((f) => f.toFixed(0)).join(', ')} ms (median ${sorted[1]?.toFixed(0)} ms)`,
  });
  console.log(`board render, ${DEALS} deals: ${figures.map((f) => f.toFixed(0)).join(', ')} ms`);
  expect(sorted[1]).toBeLessThanOrEqual(500);
});
