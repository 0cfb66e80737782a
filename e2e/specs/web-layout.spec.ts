import { expect, type Page, test } from '@playwright/test';
import { urls } from '../support/urls.ts';
import { waitForHydration } from '../support/web-page.ts';

/**
 * Playwright's fake clock, stopped, so page timers (banner delay, carousel interval)
 * move only when the spec calls page.clock.runFor().
 */
async function freezeClock(page: Page, at = new Date('2026-03-02T09:00:00Z')): Promise<void> {
  await page.clock.install({ time: at });
  // pauseAt only moves forward: stop a moment after the install time, before any page runs.
  await page.clock.pauseAt(new Date(at.getTime() + 1000));
}

/**
 * The landing page is prerendered: its HTML shows before its code runs. Waits for the
 * mark the app sets once the page responds to input, so a click is never lost.
 */
/**
 * Under a frozen clock the landing's hydration waits on its own timers (the sections below
 * the hero load while it hydrates): step the clock until it has hydrated. Steps of 200 ms:
 * since 2026-11-27 the landing needs more than the 10 s of timer time that 20 ms steps gave
 * within the poll's 25 s (also with the API of the day before, so not an API change).
 */
async function hydrateFrozen(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await page.locator('#root[data-hydrated]').count()) > 0) return true;
        await page.clock.runFor(200);
        return false;
      },
      { timeout: 25_000, intervals: [50] },
    )
    .toBe(true);
}

/** Opens a page under a frozen clock and lets React reveal the lazily loaded page. */
async function gotoFrozen(page: Page, url: string): Promise<void> {
  await freezeClock(page);
  await page.goto(url);
  // Hydrated with the clock barely moved, so timers start from a known instant.
  await hydrateFrozen(page);
  // Suspense swaps its fallback for the page on a short timer.
  await page.clock.runFor(500);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

const header = (page: Page) => page.getByRole('banner').first();

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe('top navigation', () => {
  test('lists the SPEC links and a Sign In button to the dashboard', async ({ page }) => {
    await page.goto(`${urls.web}/about`);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Features',
      'Integrations',
      'Use Cases',
      'Pricing',
      'Docs',
      'Testimonials',
      'FAQ',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `${urls.dashboard}/signin`,
    );
  });

  test('section links scroll the home page to their section', async ({ page }) => {
    await page.goto(`${urls.web}/about`);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(`${urls.web}/#faq`);
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
    // Jumping down hid the bar; a small upward scroll brings it back.
    await expect(page.locator('header[data-state]')).toHaveAttribute('data-state', 'hidden');
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, -60);
    await expect(page.locator('header[data-state]')).toHaveAttribute('data-state', 'shown');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Use Cases' })
      .click();
    await expect(
      page.getByRole('heading', { name: 'Built for the way your industry talks' }),
    ).toBeInViewport();
  });

  test('slides up past 200 px going down, returns on a 10 px+ upward scroll, blurs past 50 px', async ({
    page,
  }) => {
    await page.goto(urls.web);
    await waitForHydration(page);
    const bar = page.locator('header[data-state]');
    const blur = page.locator('[data-blurred]');
    await expect(bar).toHaveAttribute('data-state', 'shown');
    await expect(blur).toHaveAttribute('data-blurred', 'false');

    await scrollTo(page, 40);
    await expect(blur).toHaveAttribute('data-blurred', 'false');
    await scrollTo(page, 150);
    await expect(blur).toHaveAttribute('data-blurred', 'true');
    await expect(bar).toHaveAttribute('data-state', 'shown');

    await scrollTo(page, 300);
    await expect(bar).toHaveAttribute('data-state', 'hidden');
    await expect(page.getByRole('navigation', { name: 'Main' })).not.toBeInViewport();

    // 5 px up is below the 10 px delta: still hidden.
    await scrollTo(page, 295);
    await expect(bar).toHaveAttribute('data-state', 'hidden');
    await scrollTo(page, 280);
    await expect(bar).toHaveAttribute('data-state', 'shown');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();

    await scrollTo(page, 900);
    await expect(bar).toHaveAttribute('data-state', 'hidden');
    await scrollTo(page, 90);
    await expect(bar).toHaveAttribute('data-state', 'shown');
    await scrollTo(page, 0);
    await expect(blur).toHaveAttribute('data-blurred', 'false');
  });

  test('below the medium breakpoint a menu holds the links and closes on a choice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${urls.web}/about`);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Features' })).toBeHidden();
    const toggle = nav.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const name of [
      'Features',
      'Integrations',
      'Use Cases',
      'Pricing',
      'Docs',
      'Testimonials',
      'FAQ',
      'Sign In',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(`${urls.web}/documentation`);
    await expect(nav.getByRole('link', { name: 'Docs' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeVisible();

    // Escape closes it too and gives focus back to the button.
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('announcement banner', () => {
  test('only on /, starting hidden, 0.3 s in, forced hidden on leaving with 0.25 s out', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto(urls.web);
    const banner = page.locator('section[aria-label="Announcement"]');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    // The prerendered page starts it hidden; its delay starts once the layout has hydrated,
    // before the landing's lower sections (and their hydration mark) are done.
    await expect(banner).toBeHidden();
    await hydrateFrozen(page);
    await page.clock.runFor(1000);
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(banner).toContainText('our annual product showcase');
    await expect(banner).toHaveCSS('transition-duration', '0.3s');

    await banner.getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(`${urls.web}/lisa-live`);
    await expect(banner).toBeHidden();
    await expect(banner).toHaveCSS('transition-duration', '0.25s');
    await page.clock.runFor(5000);
    await expect(banner).toBeHidden();

    // Back home it starts hidden again, then shows.
    await page.goBack();
    await expect(page).toHaveURL(`${urls.web}/`);
    await page.clock.runFor(1000);
    await expect(banner).toBeVisible();
  });

  test('the close button dismisses it for the visit', async ({ page }) => {
    await gotoFrozen(page, urls.web);
    await page.clock.runFor(1000);
    const banner = page.getByRole('region', { name: 'Announcement' });
    await banner.getByRole('button', { name: 'Close announcement' }).click();
    await expect(page.locator('section[aria-label="Announcement"]')).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Lisa' }).first().click();
    await expect(page).toHaveURL(`${urls.web}/`);
    await page.clock.runFor(2000);
    await expect(page.locator('section[aria-label="Announcement"]')).toBeHidden();
  });

  test('never shows on other pages', async ({ page }) => {
    await freezeClock(page);
    await page.goto(`${urls.web}/pricing`);
    await hydrateFrozen(page);
    await page.clock.runFor(3000);
    await expect(page.locator('section[aria-label="Announcement"]')).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has Product, Company and Support columns with the SPEC links, four socials and a copyright', async ({
    page,
  }) => {
    await page.goto(`${urls.web}/about`);
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const expected: Record<string, string[]> = {
      Product: ['/features', '/solutions', '/pricing', '/documentation', '/integrations'],
      Company: ['/about', '/careers', '/blog', '/contact'],
      Support: ['/help', '/api', '/status', '/privacy', '/terms', '/cookies'],
    };
    for (const [column, hrefs] of Object.entries(expected)) {
      const nav = footer.getByRole('navigation', { name: column });
      await expect(nav.getByRole('heading', { name: column })).toBeVisible();
      const found = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(found).toEqual(hrefs);
    }
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(
      4,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lisa. All rights reserved.`);
  });

  test('a skip link jumps over the navigation', async ({ page }) => {
    await page.goto(`${urls.web}/about`);
    // The page is drawn by its code: let it render before the first key press.
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
