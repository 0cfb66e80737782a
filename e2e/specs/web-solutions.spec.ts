import { INDUSTRY_IDS, industries } from '@lisa/catalogue/industries';
import { expect, type Page, test } from '@playwright/test';
import { urls } from '../support/urls.ts';
import { openWebPage } from '../support/web-page.ts';

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe('solutions page', () => {
  test('has its own sticky bar with the SPEC links', async ({ page }) => {
    await openWebPage(page, '/solutions/fintech');
    const bar = page.getByRole('banner');
    for (const name of [
      'Home',
      'Solutions',
      'Pricing',
      'Company',
      'Help',
      'Sign In',
      'Get Started',
    ]) {
      await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await scrollTo(page, 1500);
    await expect(bar.getByRole('link', { name: 'Get Started' })).toBeInViewport();
  });

  test('tabs switch the industry and replace the address', async ({ page }) => {
    await page.goto(`${urls.web}/about`);
    await openWebPage(page, '/solutions/healthcare');
    const tabs = page.getByRole('tablist', { name: 'Industries' }).getByRole('tab');
    await expect(tabs).toHaveCount(INDUSTRY_IDS.length);
    await expect(page.getByRole('tab', { name: 'Healthcare' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smarter Healthcare.');

    await page.getByRole('tab', { name: industries['real-estate'].title }).click();
    await expect(page).toHaveURL(`${urls.web}/solutions/real-estate`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Smarter ${industries['real-estate'].title}.`,
    );
    await page.getByRole('tab', { name: industries.ngo.title }).click();
    await expect(page).toHaveURL(`${urls.web}/solutions/ngo`);

    // Replaced, not pushed: Back leaves the solutions page.
    await page.goBack();
    await expect(page).toHaveURL(`${urls.web}/about`);
  });

  for (const id of INDUSTRY_IDS) {
    test(`${id}: hero, first four stats, features, two stories`, async ({ page }) => {
      const industry = industries[id];
      await openWebPage(page, `/solutions/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Smarter ${industry.title}.`,
      );
      await expect(page.getByRole('link', { name: 'Start Free Trial' }).first()).toHaveAttribute(
        'href',
        '/register',
      );
      await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible();
      const stats = page.locator('dl').first().locator('dt');
      await expect(stats).toHaveText(industry.stats.slice(0, 4).map((s) => s.label));
      const features = page.locator('section[aria-labelledby="solutions-features-title"] li');
      await expect(features).toHaveCount(Math.min(industry.features.length, 6));
      await expect(
        page.getByRole('heading', { name: 'What Can Our AI Solutions Do For You?' }),
      ).toBeVisible();
      await expect(
        page.locator('section[aria-labelledby="solutions-stories-title"] li'),
      ).toHaveCount(2);
      await expect(page).toHaveTitle(`${industry.title} solutions | Lisa AI`);
    });
  }

  test('Contact Us opens the quote form in a modal', async ({ page }) => {
    await openWebPage(page, '/solutions/education');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('back-to-top appears after 500 px', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWebPage(page, '/solutions/government');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByRole('button', { name: 'Back to top' });
    await scrollTo(page, 450);
    await expect(button).toBeHidden();
    await scrollTo(page, 500);
    await expect(button).toBeHidden();
    await scrollTo(page, 501);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
