// SPEC §2/§4 session rules in a real browser: the guard, the full-page spinner, sign-out
// across tabs, revoked and expired tokens, an unreadable stored user, lazy screens with
// their loading indicator and retries, the error fallback and the not-found page.
import { expect, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { urls } from '../support/urls.ts';

test.describe('the guard', () => {
  for (const path of [
    '/dashboard',
    '/dashboard/inbox',
    '/dashboard/integrations/whatsapp',
    '/agent-studio',
  ]) {
    test(`sends a visitor without a session from ${path} to /signin, replacing history`, async ({
      page,
    }) => {
      await page.goto(`${urls.dashboard}/register`);
      await page.goto(`${urls.dashboard}${path}`);
      await expect(page).toHaveURL(new RegExp(`${urls.dashboard}/signin`));
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      // The protected address was replaced, so Back returns to the page before it.
      await page.goBack();
      await expect(page).toHaveURL(`${urls.dashboard}/register`);
    });
  }

  test('shows a full-page spinner while the user loads, then the dashboard', async ({
    page,
    request,
  }) => {
    const { token } = await account(request);
    await storeSession(page, token);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${urls.dashboard}/dashboard`);
    await expect(page.getByRole('status', { name: 'Loading your account' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Welcome back, Session' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your account' })).toHaveCount(0);
  });
});

test('a second tab signing out signs the first out and revokes the token', async ({
  context,
  request,
}) => {
  const { token, user } = await account(request);
  const first = await context.newPage();
  await storeSession(first, token, user);
  await first.goto(`${urls.dashboard}/dashboard`);
  await expect(first.getByRole('heading', { name: 'Welcome back, Session' })).toBeVisible();

  const second = await context.newPage();
  await second.goto(`${urls.dashboard}/dashboard/credits`);
  await expect(second.getByRole('heading', { name: 'Credits', exact: true })).toBeVisible();
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second).toHaveURL(`${urls.dashboard}/signin`);

  await expect(first).toHaveURL(`${urls.dashboard}/signin`);
  expect(await first.evaluate(() => Object.keys(localStorage))).toEqual([]);
  const me = await request.get(`${urls.api}/api/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
});

test('a token revoked on the server lands on /signin with history replaced', async ({
  page,
  request,
}) => {
  const { token, user } = await account(request);
  await storeSession(page, token, user);
  await page.goto(`${urls.dashboard}/register`);
  const out = await request.post(`${urls.api}/api/auth/sign-out`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(out.status()).toBe(204);
  await page.goto(`${urls.dashboard}/dashboard/credits`);
  await expect(page).toHaveURL(`${urls.dashboard}/signin?next=%2Fdashboard%2Fcredits`);
  expect(await page.evaluate(() => localStorage.getItem('lisa.token'))).toBeNull();
  await page.goBack();
  await expect(page).toHaveURL(`${urls.dashboard}/register`);
});

test('an expired token the server no longer accepts clears the session and lands on /signin', async ({
  page,
}) => {
  await storeSession(page, 'an-expired-session-token-the-server-forgot', {
    id: 1,
    name: 'Stale Person',
    email: 'stale@example.test',
  });
  await page.goto(`${urls.dashboard}/dashboard`);
  await expect(page).toHaveURL(`${urls.dashboard}/signin`);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('a stored user that is not an object is discarded with its message, then reloaded', async ({
  page,
  request,
}) => {
  const { token } = await account(request);
  await storeSession(page, token, '["not", "an", "object"]');
  await page.route('**/api/auth/me', (route) => route.abort());
  await page.goto(`${urls.dashboard}/dashboard`);
  await expect(page.getByText('Failed to load user data. Please try again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lisa.user'))).toBeNull();
  await page.unroute('**/api/auth/me');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Session' })).toBeVisible();
});

test('lazy screens show a loading indicator while their code loads', async ({ page, request }) => {
  const { token, user } = await account(request);
  await storeSession(page, token, user);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/system-status-screen-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${urls.dashboard}/dashboard`);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'System status' })
    .click();
  await expect(page.getByRole('status', { name: 'Loading screen' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
});

test('the agent studio screen loads after 2 failed attempts, and shows the error fallback after 3', async ({
  page,
  request,
}) => {
  const { token, user } = await account(request);
  await storeSession(page, token, user);
  let attempts = 0;
  await page.route('**/assets/agent-studio-screen-*.js*', async (route) => {
    attempts += 1;
    if (attempts <= 2) await route.abort();
    else await route.continue();
  });
  await page.goto(`${urls.dashboard}/agent-studio`);
  await expect(page.getByRole('heading', { name: 'Agent studio' })).toBeVisible();
  expect(attempts).toBe(3);

  await page.unroute('**/assets/agent-studio-screen-*.js*');
  await page.route('**/assets/agent-studio-screen-*.js*', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Please try refreshing the page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto(`${urls.dashboard}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a failed data refresh says so in a toast and keeps the screen', async ({ page, request }) => {
  const { token, user } = await account(request);
  await storeSession(page, token, user);
  await page.route('**/api/tasks', (route) =>
    route.fulfill({
      status: 500,
      json: { error: 'internal', message: 'Something went wrong on our side' },
    }),
  );
  await page.goto(`${urls.dashboard}/dashboard`);
  await expect(page.getByText('Failed to refresh application data. Please try again.')).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByRole('heading', { name: 'Welcome back, Session' })).toBeVisible();
});
