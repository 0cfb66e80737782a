import { FAQ_CATEGORIES, faqItems } from '@lisa/catalogue/faq';
import { testimonials } from '@lisa/catalogue/testimonials';
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

/** Opens a page under a frozen clock and lets React reveal the lazily loaded page. */
async function gotoFrozen(page: Page, url: string): Promise<void> {
  await freezeClock(page);
  await page.goto(url);
  // The part below the hero loads when needed: at the latest when the page has been idle
  // 2.5 s after load (apps/web src/lib/when-needed.ts), and React commits it on a short
  // timer: move the frozen clock in half-second steps until the page has hydrated.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(500);
        return page.locator('#root[data-hydrated]').count();
      },
      { timeout: 25_000 },
    )
    .toBe(1);
  // Suspense swaps its fallback for the page on a short timer.
  await page.clock.runFor(500);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Opens the prerendered landing page and waits until it responds to input. */
async function gotoLanding(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe('landing page', () => {
  test('is built into the HTML and hydrates without a mismatch, whatever theme was saved', async ({
    page,
    request,
  }) => {
    // The content is in the HTML itself: it paints before any script has run.
    const html = await (await request.get(urls.web)).text();
    expect(html).toContain('Engage Customers Faster');
    expect(html).toContain('id="faq"');
    // Other paths get the empty shell, which the app renders from scratch.
    expect(await (await request.get(`${urls.web}/pricing`)).text()).not.toContain(
      'Engage Customers Faster',
    );

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // A saved dark choice must not change the markup React expects: / renders light.
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoLanding(page, urls.web);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Runtime config is only known in the browser: once hydrated, Sign In points at the
    // configured dashboard rather than the built page's /signin.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `${urls.dashboard}/signin`,
    );
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat with Lisa' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('hydrates the sections below the hero when the visitor is about to need them, not during start-up', async ({
    page,
  }) => {
    // Frozen clock: the idle moment after load (2.5 s) cannot come unless the spec moves it.
    await freezeClock(page);
    const belowFoldCode: string[] = [];
    page.on('request', (request) => {
      if (/\/landing-below-fold-[^/]*\.js$/.test(request.url())) belowFoldCode.push(request.url());
    });
    await page.goto(urls.web);
    // The page around them has hydrated: Sign In points at the configured dashboard.
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    // (Small steps: together they stay well under the 2.5 s.)
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return signIn.getAttribute('href');
        },
        { timeout: 25_000 },
      )
      .toBe(`${urls.dashboard}/signin`);
    // Their built HTML is on screen, their code not fetched, the page not yet signalled.
    await expect(page.locator('#faq')).toBeVisible();
    expect(belowFoldCode).toEqual([]);
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    // Scrolling towards them (no input event) fetches and hydrates them.
    await page.evaluate(() => document.getElementById('how-it-works')?.scrollIntoView());
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return page.locator('#root[data-hydrated]').count();
        },
        { timeout: 25_000 },
      )
      .toBe(1);
    expect(belowFoldCode).toHaveLength(1);
  });

  test('has the SPEC sections as anchors, in heading order', async ({ page }) => {
    await gotoLanding(page, urls.web);
    for (const id of [
      'how-it-works',
      'features',
      'usecases',
      'integrations',
      'pricing',
      'testimonials',
      'faq',
      'contact',
    ]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Engage Customers Faster');
    // No heading skips a level (h1 -> h2 -> h3).
    const levels = await page
      .locator('main')
      .first()
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    for (let i = 1; i < levels.length; i++)
      expect(levels[i] ?? 0).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });

  test('shows the SPEC claims, four steps and six features', async ({ page }) => {
    await gotoLanding(page, urls.web);
    for (const claim of [
      'Enterprise ready',
      'Serving 600K customers on behalf of companies like yours',
      '99.9% Uptime',
      '10M+ API Calls processed daily',
    ]) {
      await expect(page.getByText(claim, { exact: false }).first()).toBeVisible();
    }
    const steps = page.locator('#how-it-works').getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const step of ['Setup', 'Create Knowledge Base', 'Deploy', 'Customize']) {
      await expect(
        page.locator('#how-it-works').getByRole('heading', { name: step }),
      ).toBeVisible();
    }
    for (const feature of [
      'Custom Workflows',
      'Contextual Flexibility',
      'Human Handoff',
      '24/7 Availability',
      'Data Insights',
      'Easy Integration',
    ]) {
      await expect(page.locator('#features').getByRole('heading', { name: feature })).toBeVisible();
    }
  });

  test('hero buttons: Start Your Setup and Contact Sales go to /enterprise-quote, How it works scrolls', async ({
    page,
  }) => {
    await gotoLanding(page, urls.web);
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('link', { name: 'Start Your Setup' })).toHaveAttribute(
      'href',
      '/enterprise-quote',
    );
    await expect(hero.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/enterprise-quote',
    );
    await hero.getByRole('button', { name: 'How it works' }).click();
    await expect(
      page.getByRole('heading', { name: 'From sign-up to live agent in four steps' }),
    ).toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await hero.getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(`${urls.web}/enterprise-quote`);
  });

  test('draws the data-merging diagram as an accessible image with Unify, Enrich, Sync', async ({
    page,
  }) => {
    await gotoLanding(page, urls.web);
    const diagram = page.getByRole('img', { name: 'How Lisa merges customer data' });
    await expect(diagram).toBeVisible();
    for (const step of ['Unify', 'Enrich', 'Sync']) {
      await expect(
        page.locator('#data-merging').getByRole('heading', { name: new RegExp(step) }),
      ).toBeVisible();
    }
  });

  test('the integrations section lists catalogue apps linking to their access page', async ({
    page,
  }) => {
    await gotoLanding(page, urls.web);
    const link = page.locator('#integrations').getByRole('link', { name: /WhatsApp/ });
    await expect(link).toHaveAttribute('href', '/integrations/access/whatsapp');
  });

  test('back-to-top appears after 400 px and returns to the top', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoLanding(page, urls.web);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByRole('button', { name: 'Back to top' });
    await scrollTo(page, 400);
    await expect(button).toBeHidden();
    await scrollTo(page, 401);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('testimonials carousel', () => {
  const selected = (page: Page) =>
    page.getByRole('list', { name: 'Choose a testimonial' }).getByRole('button', { pressed: true });

  test('advances every 3 s and wraps to the first', async ({ page }) => {
    // Eight steps of the frozen clock after the page's own hydration: slow on a loaded machine.
    test.setTimeout(60_000);
    await gotoFrozen(page, urls.web);
    expect(testimonials).toHaveLength(6);
    await expect(selected(page)).toContainText(testimonials[0]?.name ?? '');
    // Hovering and leaving restarts the wait at a known instant of the frozen clock.
    await page.locator('#testimonials blockquote').hover();
    await page.mouse.move(5, 5);
    await page.clock.runFor(2990);
    await expect(selected(page)).toContainText(testimonials[0]?.name ?? '');
    await page.clock.runFor(10);
    await expect(selected(page)).toContainText(testimonials[1]?.name ?? '');
    for (let i = 2; i < 6; i++) {
      await page.clock.runFor(3000);
      await expect(selected(page)).toContainText(testimonials[i]?.name ?? '');
    }
    await page.clock.runFor(3000);
    await expect(selected(page)).toContainText(testimonials[0]?.name ?? '');
    await expect(page.locator('#testimonials blockquote')).toContainText(
      testimonials[0]?.quote.slice(0, 40) ?? '',
    );
  });

  test('pauses while hovered', async ({ page }) => {
    await gotoFrozen(page, urls.web);
    await page.locator('#testimonials blockquote').hover();
    await page.clock.runFor(9000);
    await expect(selected(page)).toContainText(testimonials[0]?.name ?? '');
    await page.mouse.move(5, 5);
    await page.clock.runFor(3000);
    await expect(selected(page)).toContainText(testimonials[1]?.name ?? '');
  });

  test('clicking a card selects it; cards are reachable by keyboard', async ({ page }) => {
    await gotoFrozen(page, urls.web);
    const list = page.getByRole('list', { name: 'Choose a testimonial' });
    const fourth = testimonials[3];
    await list.getByRole('button', { name: new RegExp(fourth?.name ?? '') }).click();
    await expect(selected(page)).toContainText(fourth?.name ?? '');
    await expect(page.locator('#testimonials blockquote')).toContainText(
      fourth?.quote.slice(0, 40) ?? '',
    );

    const sixth = testimonials[5];
    await list.getByRole('button', { name: new RegExp(sixth?.name ?? '') }).focus();
    await page.keyboard.press('Enter');
    await expect(selected(page)).toContainText(sixth?.name ?? '');
  });
});

test.describe('FAQ section', () => {
  const questions = (page: Page) =>
    page
      .locator('#faq')
      .getByRole('button', { expanded: false })
      .or(page.locator('#faq').getByRole('button', { expanded: true }));

  test('search filters, chips filter, empty state resets', async ({ page }) => {
    await gotoLanding(page, `${urls.web}/#faq`);
    const faq = page.locator('#faq');
    await expect(questions(page)).toHaveCount(faqItems.length);
    const chips = faq.getByRole('list', { name: 'Question categories' }).getByRole('button');
    await expect(chips).toHaveCount(FAQ_CATEGORIES.length + 1);
    await expect(chips.first()).toHaveText('All');
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');

    await faq.getByRole('button', { name: 'Security', exact: true }).click();
    await expect(faq.getByRole('button', { name: 'Security', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const security = faqItems.filter((item) => item.category === 'Security');
    await expect(questions(page)).toHaveCount(security.length);
    await expect(questions(page).first()).toHaveText(security[0]?.question ?? '');

    await faq.getByRole('button', { name: 'All', exact: true }).click();
    await faq.getByRole('searchbox', { name: 'Search questions' }).fill('whatsapp');
    const matching = faqItems.filter((item) =>
      `${item.question} ${item.answer}`.toLowerCase().includes('whatsapp'),
    );
    await expect(questions(page)).toHaveCount(matching.length);

    await faq.getByRole('searchbox', { name: 'Search questions' }).fill('quantum teleportation');
    await expect(faq.getByText('No questions found matching your search')).toBeVisible();
    await faq.getByRole('button', { name: 'Reset filters' }).click();
    await expect(faq.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('');
    await expect(questions(page)).toHaveCount(faqItems.length);
  });

  test('items expand and collapse; Contact our team links to #contact', async ({ page }) => {
    await gotoLanding(page, `${urls.web}/#faq`);
    const first = faqItems[0];
    const question = page.locator('#faq').getByRole('button', { name: first?.question ?? '' });
    await expect(page.getByText(first?.answer ?? '')).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(first?.answer ?? '')).toBeVisible();
    await question.click();
    await expect(page.getByText(first?.answer ?? '')).toBeHidden();

    const contact = page.getByRole('link', { name: 'Contact our team' });
    await expect(contact).toHaveAttribute('href', '#contact');
    await contact.click();
    await expect(page.getByRole('heading', { name: 'Talk to our team' })).toBeInViewport();
  });
});
