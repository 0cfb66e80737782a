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
  // The board's data is the real board's pipeline with 2,000 deals made up here and served
  // by route interception: the figure is the dashboard's render, not the API (see
  // bench:pipeline for that), and no rate limit stands between the test and 2,000 deals.
  const deals = Array.from({ length: DEALS }, (_, n) => ({
    id: 1_000_000 + n,
    pipeline_id: board.pipeline.id,
    stage_id: stages[n % stages.length],
    title: `Deal ${n}: ${['Implants', 'Aligners', 'Whitening', 'Crown', 'Veneers'][n % 5]}`,
    contact_id: null,
    contact_name: n % 3 === 0 ? `Patient ${n}` : null,
    lead_id: null,
    amount_minor: 100_000 + n * 100,
    currency: n % 7 === 0 ? 'USD' : 'KES',
    expected_close_date: '2026-12-31',
    owner_id: null,
    owner_name: null,
    position: Math.floor(n / stages.length),
    lost_reason: null,
    version: 0,
    closed_at: null,
    created_at: '2026-11-25T00:00:00.000Z',
    updated_at: '2026-11-25T00:00:00.000Z',
  }));
  const big = {
    ...board,
    deals,
    count: DEALS,
    stages: board.stages.map((stage: { id: number }) => ({
      ...stage,
      count: deals.filter((deal) => deal.stage_id === stage.id).length,
    })),
  };
  await page.route(/\/api\/deals(\?|$)/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(big) }),
  );
  await storeSession(page, owner.token, owner.user);
  const figures: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`${urls.dashboard}/dashboard/pipeline`);
    const rendered = await page.waitForFunction(
      (count) => {
        // Each column renders its first 20 cards (more as it scrolls): those are the board.
        if (document.querySelectorAll('[data-testid="deal-card"]').length < count) return null;
        const entry = performance
          .getEntriesByType('resource')
          .filter((e) => /\/api\/deals(\?|$)/.test(e.name))
          .at(-1) as PerformanceResourceTiming | undefined;
        return entry ? performance.now() - entry.responseEnd : null;
      },
      Math.min(DEALS, stages.length * 20),
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
