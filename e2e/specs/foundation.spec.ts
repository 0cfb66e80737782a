import { expect, test } from '@playwright/test';
import { urls } from '../support/urls.ts';

test('the web home page shows the top navigation', async ({ page }) => {
  await page.goto(urls.web);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  for (const link of [
    'Features',
    'Integrations',
    'Use Cases',
    'Pricing',
    'Docs',
    'Testimonials',
    'FAQ',
  ]) {
    await expect(nav.getByRole('link', { name: link, exact: true }).first()).toBeAttached();
  }
});

test('the dashboard /signin renders its form', async ({ page }) => {
  await page.goto(`${urls.dashboard}/signin`);
  await expect(page.getByLabel('Email', { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel('Password', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
});

test('HEAD and GET /api/health-check answer 200 from the running API', async ({ request }) => {
  const head = await request.head(`${urls.api}/api/health-check`);
  expect(head.status()).toBe(200);
  const get = await request.get(`${urls.api}/api/health-check`);
  expect(get.status()).toBe(200);
  const body = await get.json();
  expect(body).toMatchObject({ status: 'ok', database: 'ok' });
  expect(typeof body.version).toBe('string');
});
