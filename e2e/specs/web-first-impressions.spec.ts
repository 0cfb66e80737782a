import { expect, type Page, test } from '@playwright/test';
import { urls } from '../support/urls.ts';
import { waitForHydration } from '../support/web-page.ts';

// Issue 22: the marketing site as a new visitor meets it, on a desktop (1280x800) and a
// phone (390x844). Each test failed on the build before the fix.

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`${urls.web}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Every page's buttons work once its code has hydrated the built HTML.
  await waitForHydration(page);
}

/**
 * Scrolls the page from top to bottom in steps; wherever `selector`'s element is inside
 * the viewport (below the top bar), the point at its centre must belong to it, never to
 * the chat launcher or the back-to-top button. Returns the failures.
 */
async function coveredPositions(page: Page, selector: string, step = 160): Promise<string[]> {
  return page.evaluate(
    async ({ selector, step }) => {
      const floating = (node: Element | null) =>
        node?.closest('button[aria-label="Open chat"], button[aria-label="Back to top"]') ?? null;
      const settle = () => new Promise((resolve) => setTimeout(resolve, 220));
      const failures: string[] = [];
      let checked = 0;
      const end = document.documentElement.scrollHeight - window.innerHeight;
      // Only the scroll positions that bring an element fully into view are visited (and
      // waited on); the others cannot fail.
      const pinned = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const { position } = getComputedStyle(node);
          if (position === 'fixed' || position === 'sticky') return true;
        }
        return false;
      };
      const comesIntoView = (top: number) =>
        Array.from(document.querySelectorAll(selector)).some((element) => {
          if (pinned(element)) return true;
          const r = element.getBoundingClientRect();
          const at = r.top + window.scrollY - top;
          return r.width > 0 && at >= 72 && at + r.height <= window.innerHeight;
        });
      for (let y = 0; y <= end + step; y += step) {
        if (!comesIntoView(Math.min(y, end))) continue;
        window.scrollTo({ top: Math.min(y, end), behavior: 'instant' });
        await settle();
        for (const element of Array.from(document.querySelectorAll(selector))) {
          const r = element.getBoundingClientRect();
          if (r.width === 0 || r.top < 72 || r.bottom > window.innerHeight) continue;
          checked++;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          const cover = floating(hit);
          if (cover)
            failures.push(
              `${selector} at scroll ${window.scrollY}: under "${cover.getAttribute('aria-label')}"`,
            );
        }
      }
      const rendered = Array.from(document.querySelectorAll(selector)).some(
        (element) => element.getBoundingClientRect().width > 0,
      );
      if (rendered && checked === 0) failures.push(`${selector} never came fully into view`);
      return failures;
    },
    { selector, step },
  );
}

for (const vp of viewports) {
  test.describe(`first impressions at ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });
    // The coverage checks scroll whole pages step by step.
    test.setTimeout(120_000);

    test('opening the floating chat keeps the scroll position', async ({ page }) => {
      for (const path of ['/pricing', '/integrations', '/documentation']) {
        await openPage(page, path);
        await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
        await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
        await page.getByRole('button', { name: 'Open chat' }).click();
        await expect(page.getByRole('dialog', { name: 'Chat with Lisa' })).toBeVisible();
        await expect(
          page.getByRole('dialog', { name: 'Chat with Lisa' }).getByRole('textbox'),
        ).toBeFocused();
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => Math.round(window.scrollY)), path).toBe(600);
      }
    });

    test('the launcher and back-to-top never cover the hero chat’s Send and attach buttons', async ({
      page,
    }) => {
      await openPage(page, '/');
      // On phones the demo chat mounts as its slot nears the viewport.
      const skeleton = page.getByLabel('Loading the demo chat');
      await skeleton
        .first()
        .scrollIntoViewIfNeeded({ timeout: 3000 })
        .catch(() => undefined);
      const chat = page.getByRole('region', { name: 'Try Lisa Now' });
      await chat.scrollIntoViewIfNeeded();
      await expect(chat.getByRole('button', { name: 'Send message' })).toBeVisible();
      expect(await coveredPositions(page, 'button[aria-label="Send message"]')).toEqual([]);
      expect(await coveredPositions(page, 'button[aria-label="Attach files"]')).toEqual([]);
    });

    test('the launcher never covers the pricing page’s annual total', async ({ page }) => {
      await openPage(page, '/pricing');
      expect(await coveredPositions(page, '[data-figure="Annual total"]')).toEqual([]);
      expect(await coveredPositions(page, '[data-summary="Annual total"]')).toEqual([]);
      expect(
        await coveredPositions(page, 'a[href="/enterprise-quote"], a[href="/contact"]'),
      ).toEqual([]);
    });

    test('a summary of the estimate is in view wherever the visitor is on /pricing', async ({
      page,
    }) => {
      await openPage(page, '/pricing');
      const inView = async () =>
        page.evaluate(() => {
          const figures = Array.from(
            document.querySelectorAll(
              '[data-figure="Annual total"], [data-summary="Annual total"]',
            ),
          );
          return figures.some((f) => {
            const r = f.getBoundingClientRect();
            return r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
          });
        });
      const end = await page.evaluate(
        () => (document.querySelector('main') as HTMLElement).scrollHeight,
      );
      for (const y of [0, 700, 1400, Math.max(0, end - 1600)]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await expect.poll(inView, { message: `annual total in view at ${y}` }).toBe(true);
      }
    });

    test('"Start free trial" links to /register on pricing, in the FAQ answer and in the footer', async ({
      page,
    }) => {
      await openPage(page, '/pricing');
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Start free trial' }),
      ).toHaveAttribute('href', '/register');
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Start free trial' }),
      ).toHaveAttribute('href', '/register');
      await openPage(page, '/');
      const faq = page.locator('#faq');
      await faq.getByRole('searchbox').fill('free trial');
      await faq.getByRole('button', { expanded: false }).first().click();
      await expect(faq.getByRole('link', { name: 'Start free trial' }).first()).toHaveAttribute(
        'href',
        '/register',
      );
      await page.getByRole('contentinfo').getByRole('link', { name: 'Start free trial' }).click();
      await expect(page).toHaveURL(`${urls.dashboard}/register`);
    });

    test('blog cards open their post', async ({ page }) => {
      await openPage(page, '/blog');
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(4);
      const title = (await cards.first().getByRole('heading').textContent()) ?? '';
      await cards.first().click();
      await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Lisa AI`);
      await page.getByRole('link', { name: 'All posts' }).click();
      await expect(page).toHaveURL(`${urls.web}/blog`);
    });

    test('the announcement banner never overlaps content and leaves no strip when the bar hides', async ({
      page,
    }) => {
      await openPage(page, '/');
      const banner = page.getByRole('region', { name: 'Announcement' });
      await expect(banner).toBeVisible();
      const overlaps = () =>
        page.evaluate(() => {
          const b = (
            document.querySelector('section[aria-label="Announcement"]') as HTMLElement
          ).getBoundingClientRect();
          const main = document.querySelector('main') as HTMLElement;
          return Array.from(main.querySelectorAll('h1, p, a, button, span'))
            .map((e) => ({
              text: (e.textContent ?? '').trim().slice(0, 30),
              r: e.getBoundingClientRect(),
            }))
            .filter(
              ({ r }) =>
                r.width > 0 &&
                r.bottom > b.top &&
                r.top < b.bottom &&
                r.right > b.left &&
                r.left < b.right,
            )
            .map(({ text }) => text);
        });
      expect(await overlaps()).toEqual([]);
      await expect(page.getByText('Enterprise ready').first()).toBeVisible();
      // Scroll down far enough for the bar to slide away: nothing of the bar or banner stays.
      await page.mouse.wheel(0, 600);
      await expect(page.getByRole('banner').first()).toHaveAttribute('data-state', 'hidden');
      await page.waitForTimeout(400);
      const strip = await page.evaluate(() => {
        const header = (document.querySelector('header') as HTMLElement).getBoundingClientRect();
        const b = (
          document.querySelector('section[aria-label="Announcement"]') as HTMLElement
        ).getBoundingClientRect();
        return { header: Math.max(0, header.bottom), banner: Math.max(0, b.bottom) };
      });
      expect(strip).toEqual({ header: 0, banner: 0 });
    });

    test('the data-merging diagram is readable', async ({ page }) => {
      await openPage(page, '/');
      const diagram = page.getByRole('img', { name: 'How Lisa merges customer data' });
      await diagram.scrollIntoViewIfNeeded();
      const problems = await diagram.evaluate((root) =>
        Array.from(root.querySelectorAll('li, p'))
          .map((e) => {
            const r = e.getBoundingClientRect();
            const size = Number.parseFloat(getComputedStyle(e).fontSize);
            const clipped = e.scrollWidth > e.clientWidth + 1;
            return size < 12 || clipped || r.left < 0 || r.right > window.innerWidth
              ? `${e.textContent}: ${size}px${clipped ? ' clipped' : ''}`
              : null;
          })
          .filter((x) => x !== null),
      );
      expect(problems).toEqual([]);
    });

    test('the solutions header is usable', async ({ page }) => {
      await openPage(page, '/solutions/customer-service');
      const header = page.getByRole('banner').first();
      const signIn = header.getByRole('link', { name: 'Sign In' });
      await expect(signIn).toBeVisible();
      const box = await signIn.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(30);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(vp.width);
      const getStarted = header.getByRole('link', { name: 'Get Started' });
      await expect(getStarted).toBeInViewport({ ratio: 1 });
      const nav = header.getByRole('navigation', { name: 'Solutions site' });
      if (vp.width < 768) {
        await header.getByRole('button', { name: 'Open menu' }).click();
        for (const name of ['Home', 'Solutions', 'Pricing', 'Company', 'Help'])
          await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
        await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
        await expect(page).toHaveURL(`${urls.web}/pricing`);
      } else {
        await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
        for (const name of ['Home', 'Solutions', 'Pricing', 'Company', 'Help'])
          await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
      }
    });

    test('chat answers keep placeholders in angle brackets', async ({ page }) => {
      await page.route('**/chat', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            conversation_id: 'c1',
            response: 'Send the header Authorization: Bearer <token> with each request.',
          }),
        }),
      );
      await openPage(page, '/pricing');
      await page.getByRole('button', { name: 'Open chat' }).click();
      const panel = page.getByRole('dialog', { name: 'Chat with Lisa' });
      const input = panel.getByRole('textbox', { name: 'Message' });
      await input.fill('How do I authenticate?');
      await input.press('Enter');
      await expect(panel.locator('[data-sender="bot"]').last()).toContainText(
        'Authorization: Bearer <token> with each request.',
      );
    });
  });
}
