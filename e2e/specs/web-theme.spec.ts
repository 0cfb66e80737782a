import { expect, test } from '@playwright/test';
import { urls } from '../support/urls.ts';

const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.dataset.theme);

test.describe('theme', () => {
  test('follows the system preference when nothing is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${urls.web}/about`);
    await expect.poll(() => theme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${urls.web}/careers`);
    await expect.poll(() => theme(page)).toBe('light');
  });

  test('the toggle switches, saves the choice and it survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${urls.web}/about`);
    await expect.poll(() => theme(page)).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect.poll(() => theme(page)).toBe('dark');
    // A saved choice beats the system preference.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${urls.web}/blog`);
    await expect.poll(() => theme(page)).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(() => theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a prerendered page has the saved theme before any of its code runs', async ({ page }) => {
    await page.goto(`${urls.web}/about`);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    // No app code at all: only the built HTML and /theme-init.js.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${urls.web}/documentation/handoff`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Human handoff');
    expect(await theme(page)).toBe('dark');
  });

  test('the home page always renders light, and the choice returns on other pages', async ({
    page,
  }) => {
    await page.goto(`${urls.web}/about`);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto(urls.web);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The prerendered page shows before it responds; its links work client-side after.
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    expect(await theme(page)).toBe('light');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect.poll(() => theme(page)).toBe('dark');
    await page.getByRole('banner').getByRole('link', { name: 'Lisa' }).first().click();
    await expect.poll(() => theme(page)).toBe('light');
  });
});
