// The dashboard on a poor connection (issue #22), on a desktop (1280x800) and a phone
// (390x844): a shell is painted straight from the HTML on a slow network (Chromium's network
// throttling through CDP), a screen whose code cannot load while offline says so with Retry
// and loads when the connection returns, and the "Connection lost" bar covers no control.
import { expect, type Page, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { urls } from '../support/urls.ts';

const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', size: { width: 390, height: 844 }, phone: true },
];

/** Names of the visible buttons and links whose centre point is covered by something else. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    for (const element of Array.from(
      document.querySelectorAll<HTMLElement>('button, a[href], input'),
    )) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || x >= window.innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== element && !element.contains(hit)) {
        covered.push(
          element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName,
        );
      }
    }
    return covered;
  });
}

async function openNav(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Menu', exact: true }).click();
}

for (const { name, size, phone } of viewports) {
  test.describe(`resilience on a ${name}`, () => {
    test.use({ viewport: size });
    // Each test signs a business up first; the shared machine is slow.
    test.slow();

    test('a slow connection paints the app shell from the HTML at once, then the dashboard', async ({
      page,
      request,
    }) => {
      const owner = await account(request, 'Slow Co', `slow-${name}`);
      await storeSession(page, owner.token, owner.user);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      // A first visit: nothing from the sign-in page's visit may come from the cache.
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      // About DevTools' "Slow 3G": 400 ms round trips, 50 KB/s each way.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 400,
        downloadThroughput: 50 * 1024,
        uploadThroughput: 50 * 1024,
      });
      const started = Date.now();
      await page.goto(`${urls.dashboard}/dashboard`, { waitUntil: 'commit' });
      await expect(page.getByText('Loading your dashboard…')).toBeVisible({ timeout: 4_000 });
      const shellSeenAfter = Date.now() - started;
      // The browser's own first-contentful-paint time, from navigation start.
      const firstPaint = await page.evaluate(
        () =>
          new Promise<number | null>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (entry) resolve(entry.startTime);
            }).observe({ type: 'paint', buffered: true });
            setTimeout(() => resolve(null), 2_000);
          }),
      );
      console.log(
        `${name}: slow 3G, shell seen after ${shellSeenAfter} ms; first contentful paint ${
          firstPaint === null ? 'not reported' : `${Math.round(firstPaint)} ms`
        }`,
      );
      expect(shellSeenAfter).toBeLessThan(4_000);
      if (firstPaint !== null) expect(firstPaint).toBeLessThan(4_000);
      // The app's code is still on its way: the shell is what the visitor sees meanwhile.
      await expect(page.locator('[data-app-shell]')).toBeVisible();
      // Then the real dashboard replaces the shell.
      await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible({
        timeout: 45_000,
      });
      await expect(page.locator('[data-app-shell]')).toHaveCount(0);
      await cdp.detach();
    });

    test('a screen not yet loaded says the connection is lost, with Retry, and loads once back online', async ({
      page,
      context,
      request,
    }) => {
      const owner = await account(request, 'Offline Co', `offline-${name}`);
      await storeSession(page, owner.token, owner.user);
      await page.goto(`${urls.dashboard}/dashboard`);
      await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();

      await context.setOffline(true);
      await openNav(page, phone);
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Credits' })
        .click();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Connection lost', level: 1 })).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      // Retry while still offline keeps the message.
      await main.getByRole('button', { name: 'Retry' }).click();
      await expect(main.getByRole('heading', { name: 'Connection lost', level: 1 })).toBeVisible();
      expect(await coveredControls(page)).toEqual([]);

      await context.setOffline(false);
      await expect(page.getByRole('heading', { name: 'Credits', exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page).toHaveURL(`${urls.dashboard}/dashboard/credits`);
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    });

    test('the "Connection lost" bar covers no control (Sign out, Menu, Security)', async ({
      page,
      context,
      request,
    }) => {
      const owner = await account(request, 'Bar Co', `bar-${name}`);
      await storeSession(page, owner.token, owner.user);
      await page.goto(`${urls.dashboard}/dashboard`);
      await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
      await context.setOffline(true);
      const bar = page.getByRole('alert').filter({ hasText: 'Connection lost' });
      await expect(bar).toBeVisible();

      const signOut = page.getByRole('button', { name: 'Sign out' });
      const centre = await signOut.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && (hit === element || element.contains(hit));
      });
      expect(centre).toBe(true);
      expect(await coveredControls(page)).toEqual([]);
      await context.setOffline(false);
    });
  });
}

test("the loading shell follows the saved theme before any module has run; SPEC's light paths stay light", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // The app's code never arrives: what shows is the HTML's shell.
  await page.route(/\/assets\/.*\.js$/, () => {});
  await page.goto(`${urls.dashboard}/signin`, { waitUntil: 'commit' });
  const shell = page.locator('[data-app-shell]');
  await expect(shell).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await shell.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(16, 14, 28)',
  );
  await page.goto(`${urls.dashboard}/dashboard`, { waitUntil: 'commit' });
  await expect(shell).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a standalone screen not yet loaded says the connection is lost, with Retry, and loads once back online', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Offline Standalone Co', 'offline-standalone');
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard`);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await context.setOffline(true);
  // Offline emulation reaches the network a moment after setOffline resolves: a request sent
  // at once can still get through (seen once in CI, the screen then loaded). Refusing the
  // screen's own chunk too makes "not yet loaded" hold whatever that moment.
  const screenChunk = /\/assets\/agent-settings-screen-[^/]*\.js$/;
  await page.route(screenChunk, (route) => route.abort('internetdisconnected'));
  // A client-side visit (a full load offline would fail in the browser itself).
  await page.evaluate(() => {
    history.pushState(null, '', '/agent-setup');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Connection lost', level: 1 })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  // The screen's Retry (the connection bar has one of its own).
  await page
    .getByRole('region', { name: 'Connection lost' })
    .getByRole('button', { name: 'Retry' })
    .click();
  await expect(page.getByRole('heading', { name: 'Connection lost', level: 1 })).toBeVisible();
  await page.unroute(screenChunk);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Agent settings', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
