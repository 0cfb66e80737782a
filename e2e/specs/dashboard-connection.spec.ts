import { expect, type Page, test } from '@playwright/test';
import { urls } from '../support/urls.ts';

// SPEC §2/§4 connection banner in the dashboard: the same @lisa/ui LiveConnectionBanner
// as the marketing site (whose timings web-connection.spec.ts covers in full), here fed
// by the dashboard's own health check. Every route has it, so the public sign-in page
// shows it without an account.

const signInPage = async (page: Page) => {
  await page.goto(`${urls.dashboard}/signin`);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
};
const connectionLost = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Connection lost' });
const connectionRestored = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Connection restored' });

test('a failing health check on load shows the red banner; Retry once the API answers shows green', async ({
  page,
}) => {
  let apiUp = false;
  await page.route('**/api/health-check', (route) =>
    apiUp ? route.continue() : route.fulfill({ status: 503, body: '' }),
  );
  await signInPage(page);
  await expect(connectionLost(page)).toHaveClass(/bg-red-600/);

  apiUp = true;
  await connectionLost(page).getByRole('button', { name: 'Retry' }).click();
  await expect(connectionRestored(page)).toHaveClass(/bg-emerald-600/);
  await expect(connectionLost(page)).toHaveCount(0);
});

test('the browser going offline and back shows red, then green for 3 s', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await signInPage(page);
  await expect(connectionLost(page)).toHaveCount(0);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await context.setOffline(true);
  await expect(connectionLost(page)).toBeVisible();
  await context.setOffline(false);
  await expect(connectionRestored(page)).toBeVisible();
  await page.clock.runFor(2_900);
  await expect(connectionRestored(page)).toBeVisible();
  await page.clock.runFor(200);
  await expect(connectionRestored(page)).toHaveCount(0);
});
