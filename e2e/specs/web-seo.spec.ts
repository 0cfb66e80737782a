import { expect, test } from '@playwright/test';
import { urls } from '../support/urls.ts';
import { openWebPage } from '../support/web-page.ts';

const meta = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(`head ${selector}`).first().getAttribute('content');

test.describe('SEO', () => {
  test('the home page carries the SPEC defaults', async ({ page }) => {
    await page.goto(urls.web);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The built HTML names the default origin; the runtime one is set once the page runs.
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page).toHaveTitle('Lisa AI');
    expect(await meta(page, 'meta[name="description"]')).toMatch(/Lisa/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${urls.web}/`,
    );
    expect(await meta(page, 'meta[property="og:image"]')).toMatch(/og-image\.png$/);
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  const pages: [string, string][] = [
    ['/about', 'About | Lisa AI'],
    ['/pricing', 'Pricing | Lisa AI'],
    ['/documentation', 'Documentation | Lisa AI'],
    ['/terms', 'Terms of Service | Lisa AI'],
    ['/lisa-live', 'Lisa Live 2025 | Lisa AI'],
    ['/status', 'System Status | Lisa AI'],
  ];
  for (const [path, title] of pages) {
    test(`${path} has its own title, description and canonical URL`, async ({ page }) => {
      await openWebPage(page, path);
      await expect(page).toHaveTitle(title);
      const description = await meta(page, 'meta[name="description"]');
      expect(description?.length ?? 0).toBeGreaterThan(30);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${urls.web}${path}`,
      );
      expect(await meta(page, 'meta[property="og:title"]')).toBe(title);
      expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    });
  }

  test('the interactive pages are built into the HTML with their own head and hydrate without a mismatch', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const built: [string, string][] = [
      ['/solutions/fintech', 'Fintech solutions | Lisa AI'],
      ['/pricing', 'Pricing | Lisa AI'],
      ['/integrations', 'Integrations | Lisa AI'],
      ['/enterprise-quote', 'Enterprise quote | Lisa AI'],
      ['/lisa-live/attend', 'RSVP · Lisa Live 2025 | Lisa AI'],
      ['/contact', 'Contact | Lisa AI'],
      ['/api', 'API Reference | Lisa AI'],
      ['/status', 'System Status | Lisa AI'],
    ];
    const problems: string[] = [];
    const react = /hydrat|Minified React error/i;
    page.on('pageerror', (error) => {
      if (react.test(error.message)) problems.push(error.message);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && react.test(message.text())) problems.push(message.text());
    });
    for (const [path, title] of built) {
      const html = await (await request.get(`${urls.web}${path}`)).text();
      expect(html, path).toContain(`data-prerendered="${path}"`);
      expect(html, path).toContain(`<title>${title}</title>`);
      await openWebPage(page, path);
      await expect(page).toHaveTitle(title);
    }
    // Values only the browser knows come after hydration: the runtime dashboard origin.
    await openWebPage(page, '/solutions/fintech');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute(
      'href',
      `${urls.dashboard}/signin`,
    );
    expect(problems).toEqual([]);
  });

  test('robots.txt and sitemap.xml are served', async ({ request }) => {
    const robots = await request.get(`${urls.web}/robots.txt`);
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toContain('Sitemap:');
    const sitemap = await request.get(`${urls.web}/sitemap.xml`);
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    for (const path of [
      '/</loc>',
      '/solutions/fintech</loc>',
      '/lisa-live</loc>',
      '/pricing</loc>',
    ])
      expect(xml).toContain(path);
  });
});
