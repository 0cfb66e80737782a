import { expect, test } from '@playwright/test';
import { urls } from '../support/urls.ts';
import { openWebPage } from '../support/web-page.ts';

test.describe('redirects replace the history entry', () => {
  const useCases: [string, string][] = [
    ['customer-service', 'customer-service'],
    ['real-estate', 'real-estate'],
    ['education', 'education'],
    ['healthcare', 'healthcare'],
    ['e-commerce', 'e-commerce'],
    ['government', 'government'],
    ['fintech', 'fintech'],
    ['impact-and-ngos', 'ngo'],
    ['time-travel', 'customer-service'],
  ];

  for (const [useCase, industry] of useCases) {
    test(`/use-case/${useCase} goes to /solutions/${industry}`, async ({ page }) => {
      await page.goto(`${urls.web}/about`);
      await page.goto(`${urls.web}/use-case/${useCase}`);
      await expect(page).toHaveURL(`${urls.web}/solutions/${industry}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Smarter', {
        timeout: 15_000,
      });
      await page.goBack();
      await expect(page).toHaveURL(`${urls.web}/about`);
    });
  }

  test('shows "Redirecting to solutions..." while it moves', async ({ page }) => {
    // Hold the solutions page's code so the redirect screen stays long enough to read.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/solutions-page-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${urls.web}/use-case/healthcare`);
    await expect(page.getByText('Redirecting to solutions...')).toBeVisible();
    release();
    await expect(page).toHaveURL(`${urls.web}/solutions/healthcare`);
  });

  test('an unknown or missing industry is rewritten to customer-service', async ({ page }) => {
    await page.goto(`${urls.web}/about`);
    await openWebPage(page, '/solutions/bakeries');
    await expect(page).toHaveURL(`${urls.web}/solutions/customer-service`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smarter Customer Service.');
    await page.goBack();
    await expect(page).toHaveURL(`${urls.web}/about`);

    await openWebPage(page, '/solutions');
    await expect(page).toHaveURL(`${urls.web}/solutions/customer-service`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smarter Customer Service.');
    const entries = await page.evaluate(() => history.length);
    await openWebPage(page, '/solutions/nowhere');
    await expect(page).toHaveURL(`${urls.web}/solutions/customer-service`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smarter Customer Service.');
    await expect.poll(() => page.evaluate(() => history.length)).toBe(entries + 1);
  });

  test('/detailed-pricing redirects to /pricing', async ({ page }) => {
    await page.goto(`${urls.web}/about`);
    await page.goto(`${urls.web}/detailed-pricing`);
    await expect(page).toHaveURL(`${urls.web}/pricing`);
    await page.goBack();
    await expect(page).toHaveURL(`${urls.web}/about`);
  });

  test('/login ends at the dashboard /signin', async ({ page }) => {
    await page.goto(`${urls.web}/about`);
    await page.goto(`${urls.web}/login`);
    await expect(page).toHaveURL(`${urls.dashboard}/signin`);
    await page.goBack();
    await expect(page).toHaveURL(`${urls.web}/about`);
  });

  for (const path of [
    '/signin',
    '/register',
    '/dashboard',
    '/dashboard/inbox',
    '/forgot-password?email=a%40b.co',
  ]) {
    test(`${path} is served by the dashboard origin`, async ({ page }) => {
      // The dashboard may move on (its guard sends signed-out visitors to /signin).
      const arrived = page.waitForRequest(`${urls.dashboard}${path}`);
      await page.goto(`${urls.web}${path}`);
      await arrived;
      await expect(page).toHaveURL((url) => url.origin === new URL(urls.dashboard).origin);
    });
  }
});

/** The code of /integrations/access/:appId, a page built as the app shell. */
const ACCESS_PAGE_CHUNK = /\/assets\/integration-access-page-.*\.js$/;

test.describe('not found and errors', () => {
  test('any other path shows the not-found page inside the site layout', async ({ page }) => {
    await page.goto(`${urls.web}/this/does/not/exist`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Lisa AI');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`${urls.web}/`);
  });

  test('a page that fails shows the generic error screen, and Refresh Page reloads it', async ({
    page,
  }) => {
    // The page's code cannot be fetched (a deploy replaced it, the network dropped). A
    // page built as the app shell (an app's access page): a prerendered one keeps its HTML.
    await page.route(ACCESS_PAGE_CHUNK, (route) => route.abort());
    await page.goto(`${urls.web}/integrations/access/slack`);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Please try refreshing the page')).toBeVisible();
    // The rest of the site still works around the failed page.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.unroute(ACCESS_PAGE_CHUNK);
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Slack' })).toBeVisible();
  });

  test('a lazy page shows a loading indicator while its code loads', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ACCESS_PAGE_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    // A page built as the app shell (a prerendered page is in its HTML from the start).
    await page.goto(`${urls.web}/integrations/access/slack`);
    await expect(page.getByRole('status', { name: 'Loading page' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Slack' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading page' })).toBeHidden();
  });
});
