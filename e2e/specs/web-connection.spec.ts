import { expect, type Page, test } from '@playwright/test';
import { urls } from '../support/urls.ts';
import { openWebPage } from '../support/web-page.ts';

// SPEC §4 connection banner on the marketing site: browser offline/online events and the
// health check (HEAD /api/health-check on load and every 30 s, aborted after 5 s).

const HEALTH = '**/api/health-check';

const lost = (page: Page) => page.getByRole('alert').filter({ hasText: 'Connection lost' });
/** The page's (fake) clock, which may run ahead of the test's. */
const pageNow = (page: Page) => page.evaluate(() => Date.now());
const restored = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Connection restored' });

test('offline shows the red banner with Retry until the connection returns; online shows green for 3 s', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await openWebPage(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await expect(lost(page)).toHaveCount(0);
  // From here time only moves when the test says so.
  await page.clock.pauseAt((await pageNow(page)) + 1_000);

  await context.setOffline(true);
  await expect(lost(page)).toBeVisible();
  await expect(lost(page)).toHaveAttribute('data-state', 'lost');
  await expect(lost(page)).toHaveClass(/bg-red-600/);
  await expect(lost(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(lost(page)).toBeVisible();

  await context.setOffline(false);
  await expect(restored(page)).toBeVisible();
  await expect(restored(page)).toHaveClass(/bg-emerald-600/);
  await expect(lost(page)).toHaveCount(0);
  await page.clock.runFor(2_900);
  await expect(restored(page)).toBeVisible();
  await page.clock.runFor(200);
  await expect(restored(page)).toHaveCount(0);
});

test('a failing health check on load shows the banner while the browser claims online', async ({
  page,
}) => {
  await page.route(HEALTH, (route) => route.fulfill({ status: 503, body: '' }));
  await openWebPage(page, '/pricing');
  await expect(lost(page)).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
});

test('the check runs every 30 s: a failure shows the banner and a later success hides it', async ({
  page,
}) => {
  let healthy = true;
  let checks = 0;
  await page.route(HEALTH, (route) => {
    checks += 1;
    expect(route.request().method()).toBe('HEAD');
    return healthy ? route.continue() : route.fulfill({ status: 500, body: '' });
  });
  // Time stands still from the start and only moves when the test says so.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(`${urls.web}/pricing`);
  // The built page shows at once; its code runs, hydrates and starts the monitor as the
  // frozen clock moves: advance in small steps until the first check.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return checks;
      },
      { timeout: 25_000 },
    )
    .toBe(1);
  healthy = false;
  await page.clock.runFor(27_500);
  expect(checks).toBe(1);
  await page.clock.runFor(2_600);
  await expect.poll(() => checks).toBe(2);
  await expect(lost(page)).toBeVisible();
  healthy = true;
  await page.clock.runFor(30_000);
  await expect.poll(() => checks).toBe(3);
  await expect(lost(page)).toHaveCount(0);
});

test('a health check that hangs is aborted after 5 s and counts as a failure', async ({ page }) => {
  // Timed inside the page, from the moment its health check is sent: this test process
  // hears of the request later, by how much depends on the machine's load.
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/health-check')) {
        (window as unknown as { healthSentAt: number }).healthSentAt = Date.now();
      }
      return send(input, init);
    };
  });
  await page.route(HEALTH, () => {
    // Never answered: only the client's 5 s abort ends it.
  });
  await openWebPage(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await expect(lost(page)).toHaveCount(0);
  await expect(lost(page)).toBeVisible({ timeout: 10_000 });
  const elapsed = await page.evaluate(
    () => Date.now() - (window as unknown as { healthSentAt: number }).healthSentAt,
  );
  expect(elapsed).toBeGreaterThanOrEqual(4_900);
  expect(elapsed).toBeLessThan(9_000);
});

test('Retry runs the check with a spinner and a disabled button; success hides the banner after 2 s', async ({
  page,
}) => {
  let mode: 'fail' | 'hold' = 'fail';
  let release: () => void = () => {};
  await page.route(HEALTH, async (route) => {
    if (mode === 'fail') return route.fulfill({ status: 500, body: '' });
    await new Promise<void>((r) => {
      release = r;
    });
    return route.continue();
  });
  await page.clock.install();
  await openWebPage(page, '/pricing');
  await expect(lost(page)).toBeVisible();
  await page.clock.pauseAt((await pageNow(page)) + 1_000);

  // A failed retry leaves the banner up.
  await lost(page).getByRole('button', { name: 'Retry' }).click();
  await expect(lost(page)).toBeVisible();
  await expect(lost(page).getByRole('button', { name: 'Retry' })).toBeEnabled();

  mode = 'hold';
  await lost(page).getByRole('button', { name: 'Retry' }).click();
  const retry = lost(page).getByRole('button', { name: /Retry/ });
  await expect(retry).toBeDisabled();
  await expect(retry.getByRole('status', { name: 'Checking connection' })).toBeVisible();
  release();
  await expect(restored(page)).toBeVisible();
  await page.clock.runFor(1_900);
  await expect(restored(page)).toBeVisible();
  await page.clock.runFor(200);
  await expect(restored(page)).toHaveCount(0);
});
