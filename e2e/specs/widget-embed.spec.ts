// The embeddable widget end to end (issue 16): an owner generates the business key in
// /dashboard/integrations/web-widget and allows one website; a plain HTML page on that
// loopback origin embeds the snippet (the script served by the API) and chats through it,
// identifies its visitor with a correct HMAC (a forged one is ignored; an unsigned one is refused
// once the business requires verification), and shows the
// pre-chat form once the business turns it on, also under a strict CSP; the same page on an origin that is not
// allowed gets no widget, and its direct calls are refused. With axe on both sides.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { urls } from '../support/urls.ts';

let businessKey = '';
const servers: Server[] = [];
let allowedOrigin = '';
let refusedOrigin = '';

/** The documentation's snippet: a classic async script at /widget.js (no type="module"). */
function classicPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Corner Shop</title></head><body><main><h1>Corner Shop</h1></main>
<script src="${urls.api}/widget.js" data-business="${businessKey}" data-position="left" async></script>
</body></html>`;
}

/** A 1x1 PNG: the business's avatar, served by the website itself. */
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Another business's page: the snippet with the key given. */
function keyPage(key: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sunny Bakery</title></head><body><main><h1>Sunny Bakery</h1></main>
<script type="module" src="${urls.api}/widget/v1/lisa-widget.js" data-business="${key}" async></script>
</body></html>`;
}

function hostPage(strict: boolean): string {
  // A page under a strict CSP cannot run inline scripts: it embeds the snippet alone.
  const queue = strict
    ? ''
    : "<script>window.Lisa = [['on', 'message', function (m) { (window.__replies = window.__replies || []).push(m); }]];</script>";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Corner Shop</title></head><body><main><h1>Corner Shop</h1><p>Fresh bread every morning.</p></main>
${queue}
<script type="module" src="${urls.api}/widget/v1/lisa-widget.js" data-business="${businessKey}" async></script>
</body></html>`;
}

/** Only the widget's own origin for scripts and calls; no inline scripts or styles at all. */
function strictCsp(): string {
  // The live channel: the socket on the API's own host (derived), and the configured one.
  const ws = new URL(urls.ws).origin;
  const apiWs = urls.api.replace(/^http/, 'ws');
  return `default-src 'none'; script-src ${urls.api}; connect-src ${urls.api} ${apiWs} ${ws}; style-src 'none'; img-src 'none'; base-uri 'none'; form-action 'none'`;
}

async function serve(): Promise<string> {
  const server = createServer((request, response) => {
    if (request.url === '/avatar.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(AVATAR_PNG);
      return;
    }
    const key = request.url?.match(/^\/\?key=(lisa_bk_[0-9a-f]{32})$/)?.[1];
    if (key) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(keyPage(key));
      return;
    }
    if (request.url === '/?classic') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(classicPage());
      return;
    }
    if (request.url !== '/' && request.url !== '/?csp') {
      response.writeHead(404).end();
      return;
    }
    const strict = request.url === '/?csp';
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(strict ? { 'content-security-policy': strictCsp() } : {}),
      })
      .end(hostPage(strict));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test.beforeAll(async () => {
  allowedOrigin = await serve();
  refusedOrigin = await serve();
});
test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

function widgetButton(page: Page) {
  return page.getByRole('button', { name: 'Open chat' });
}

test('a website on an allowed domain chats through the snippet; another one is refused', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Corner Shop', 'widget-owner');
  await storeSession(page, owner.token, owner.user);

  // The dashboard: generate the key, allow one website.
  await page.goto(`${urls.dashboard}/dashboard/integrations/web-widget`);
  await expect(page.getByRole('heading', { name: 'Web Widget', level: 1 })).toBeVisible();
  await expect(page.getByText('No domain listed: any website can show your widget')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Business Key' }).click();
  const keyBox = page.getByRole('textbox', { name: 'Business key' });
  businessKey = await keyBox.inputValue();
  expect(businessKey).toMatch(/^lisa_bk_[0-9a-f]{32}$/);
  // The snippet shows the key masked.
  await expect(
    page.getByText(`data-business="lisa_bk_••••••••${businessKey.slice(-4)}"`),
  ).toBeVisible();
  const allowedHost = new URL(allowedOrigin).host;
  await page.getByRole('textbox', { name: 'Domains' }).fill(allowedHost);
  await page.getByRole('button', { name: 'Save domains' }).click();
  await expect(page.getByText('Allowed domains saved.')).toBeVisible();
  await expect(page.getByText('No domain listed: any website can show your widget')).toHaveCount(0);
  const secret = await page.getByRole('textbox', { name: 'Identity secret' }).inputValue();
  await page.getByRole('checkbox', { name: 'Require identity verification' }).click();
  await expect(page.getByText('Identity verification required')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The allowed website: the launcher, the panel, a reply.
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await shop.goto(`${allowedOrigin}/`);
  await expect(widgetButton(shop)).toBeVisible();
  await widgetButton(shop).click();
  const panel = shop.getByRole('dialog', { name: 'Chat with Lisa' });
  await expect(panel).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('Do you bake on Sundays?');
  const answered = shop.waitForResponse((r) => r.url() === `${urls.api}/chat`);
  await input.press('Enter');
  expect((await answered).status()).toBe(200);
  await expect(panel.locator('[data-sender="bot"]').first()).toBeVisible();
  await expect
    .poll(() =>
      shop.evaluate(() => (window as unknown as { __replies?: unknown[] }).__replies?.length ?? 0),
    )
    .toBeGreaterThan(0);
  expect(await axeViolations(shop)).toEqual([]);

  // Lisa.identify, verification required: an unsigned identity is refused by the widget
  // itself (no call), a forged hash leaves the visitor anonymous, the right one identifies.
  const identifyCalls: string[] = [];
  shop.on('request', (r) => {
    if (r.url().endsWith('/widget/identify')) identifyCalls.push(r.url());
  });
  const identify = (hash: string | null) =>
    shop.evaluate(
      (h) =>
        (window as unknown as { Lisa: { identify(u: object): Promise<boolean> } }).Lisa.identify({
          user_id: 'user-42',
          email: 'ada@example.com',
          name: 'Ada',
          phone: '+254 712 345 678',
          ...(h ? { user_hash: h } : {}),
        }),
      hash,
    );
  expect(await identify(null)).toBe(false);
  expect(identifyCalls).toEqual([]);
  expect(await identify(createHmac('sha256', 'forged').update('user-42').digest('hex'))).toBe(
    false,
  );
  expect(await identify(createHmac('sha256', secret).update('user-42').digest('hex'))).toBe(true);
  await shop.evaluate(() => (window as unknown as { Lisa: { close(): void } }).Lisa.close());
  await expect(panel).toBeHidden();
  // Lisa.shutdown (sign-out): the widget goes and this device's visitor is forgotten.
  await shop.evaluate(() => (window as unknown as { Lisa: { shutdown(): void } }).Lisa.shutdown());
  await expect(widgetButton(shop)).toHaveCount(0);
  expect(await shop.evaluate(() => localStorage.getItem('lisa-device-id'))).toBeNull();
  expect(await shop.evaluate(() => localStorage.getItem('lisa-chat-history'))).toBeNull();

  // A website that is not allowed: no widget, and its direct calls are refused.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const warnings: string[] = [];
  other.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await other.goto(`${refusedOrigin}/`);
  await expect.poll(() => warnings.join(' ')).toContain('[lisa-widget]');
  await expect(widgetButton(other)).toHaveCount(0);
  const own = await other.evaluate(
    async ([api, id]) => {
      try {
        const r = await fetch(`${api}/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'hi', business_id: id, customer_id: 'device-y' }),
        });
        return `status ${r.status}`;
      } catch {
        return 'refused';
      }
    },
    [urls.api, owner.businessId] as const,
  );
  // The browser refuses the answer (no Access-Control-Allow-Origin; the API said 403).
  expect(own).toBe('refused');

  // The pre-chat form, once the business asks for a name.
  const set = await request.patch(`${urls.api}/api/widget`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { prechat: { name: 'required', email: 'optional' } },
  });
  expect(set.ok()).toBe(true);
  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto(`${allowedOrigin}/`);
  await widgetButton(visitor).click();
  const form = visitor.getByRole('dialog', { name: 'Before we chat' });
  await expect(form).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);
  await form.getByRole('textbox', { name: 'Name' }).fill('Grace');
  await form.getByRole('button', { name: 'Start chat' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Chat with Lisa' })).toBeVisible();

  // A page whose CSP allows only the widget's origin (no inline scripts or styles).
  const strict = await browser.newContext();
  const strictPage = await strict.newPage();
  const violations: string[] = [];
  strictPage.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await strictPage.goto(`${allowedOrigin}/?csp`);
  await widgetButton(strictPage).click();
  const strictForm = strictPage.getByRole('dialog', { name: 'Before we chat' });
  await strictForm.getByRole('textbox', { name: 'Name' }).fill('Lin');
  await strictForm.getByRole('button', { name: 'Start chat' }).click();
  const strictPanel = strictPage.getByRole('dialog', { name: 'Chat with Lisa' });
  const strictInput = strictPanel.getByRole('textbox', { name: 'Message' });
  await strictInput.fill('Hello under a strict policy');
  await strictInput.press('Enter');
  await expect(strictPanel.locator('[data-sender="bot"]').first()).toBeVisible();
  // Styled (the constructed stylesheets apply): the panel is the fixed 380 px card.
  expect((await strictPanel.boundingBox())?.width).toBe(380);
  expect(violations).toEqual([]);

  // The documentation's classic snippet loads the same widget, with its data-* options.
  const classic = await browser.newContext();
  const classicTab = await classic.newPage();
  await classicTab.goto(`${allowedOrigin}/?classic`);
  await expect(widgetButton(classicTab)).toBeVisible();
  expect((await widgetButton(classicTab).boundingBox())?.x).toBeLessThan(100);

  await Promise.all([
    fresh.close(),
    strict.close(),
    classic.close(),
    shopContext.close(),
    otherContext.close(),
  ]);
});

/**
 * Installed before the host page's scripts: the click's own timestamp (the browser's, taken
 * when the input arrived) and the frame that first shows the panel, both on the page's clock.
 * Resolves with the milliseconds in between: no Playwright round trip is counted.
 */
function watchPanelPaint() {
  const w = window as unknown as { __lisaPaint?: Promise<number> };
  w.__lisaPaint = new Promise<number>((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        const clickedAt = event.timeStamp;
        const shown = () => {
          const dialog = document
            .getElementById('lisa-widget')
            ?.shadowRoot?.querySelector('[role="dialog"]');
          // In this frame's DOM, visible: it paints right after this frame's callbacks.
          if (dialog?.checkVisibility({ visibilityProperty: true })) {
            setTimeout(() => resolve(performance.now() - clickedAt));
          } else requestAnimationFrame(shown);
        };
        requestAnimationFrame(shown);
      },
      { capture: true, once: true },
    );
  });
}

test('the launcher and the panel wear the business colour and avatar', async ({
  page,
  request,
}) => {
  const owner = await account(request, 'Sunny Bakery', 'widget-brand');
  const headers = { authorization: `Bearer ${owner.token}` };
  const avatar = `${allowedOrigin}/avatar.png`;
  // A light yellow: the text on it turns dark to stay readable.
  const painted = await request.patch(`${urls.api}/api/agent`, {
    headers,
    data: { widget: { colour: '#fde047', avatar_url: avatar } },
  });
  expect(painted.status()).toBe(200);
  const made = await request.post(`${urls.api}/api/widget/key`, { headers });
  const key = ((await made.json()) as { business_key: string }).business_key;

  await page.goto(`${allowedOrigin}/?key=${key}`);
  const launcher = widgetButton(page);
  await expect(launcher).toHaveCSS('background-color', 'rgb(253, 224, 71)');
  await expect(launcher).toHaveCSS('color', 'rgb(15, 23, 42)');
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Chat with Lisa' });
  await expect(panel.locator('header')).toHaveCSS('background-color', 'rgb(253, 224, 71)');
  await expect(panel.locator('header')).toHaveCSS('color', 'rgb(15, 23, 42)');
  const image = panel.locator('header img');
  await expect(image).toHaveAttribute('src', avatar);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('Hello');
  await input.press('Enter');
  await expect(panel.locator('[data-sender="user"]')).toHaveCSS(
    'background-color',
    'rgb(253, 224, 71)',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('a pointer reaching the launcher starts loading the panel before the click', async ({
  browser,
  request,
}) => {
  const owner = await account(request, 'Hover Shop', 'widget-hover');
  const key = await request.post(`${urls.api}/api/widget/key`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  businessKey = ((await key.json()) as { business_key: string }).business_key;
  const context = await browser.newContext();
  // The browser never goes idle here: only the visitor's intent can start the load.
  await context.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const shop = await context.newPage();
  const panelCode: string[] = [];
  shop.on('request', (r) => {
    if (/mount-panel/.test(r.url())) panelCode.push(r.url());
  });
  await shop.goto(`${allowedOrigin}/`);
  await expect(widgetButton(shop)).toBeVisible();
  await shop.waitForLoadState('networkidle');
  expect(panelCode).toEqual([]);
  const loading = shop.waitForRequest((r) => /mount-panel/.test(r.url()));
  await widgetButton(shop).hover();
  await loading;
  await widgetButton(shop).click();
  await expect(shop.getByRole('dialog', { name: 'Chat with Lisa' })).toBeVisible();
  await context.close();
});

// Tracing snapshots the page at every action: in a budget run it would be measured too.
if (process.env.LISA_BUDGETS) test.use({ trace: 'off' });

test.describe('budget', () => {
  test('the open panel paints within 100 ms of the click on a mid-range phone profile', async ({
    page,
    browser,
    request,
  }) => {
    // A performance budget (LISA_BUDGETS=1): on a shared, loaded machine the figure says more
    // about the load than the widget. Mid-range phone: 390x844, CPU slowed 4x (Lighthouse's
    // mobile setting). The budgeted figure is taken in the page, from the click event's
    // timestamp to the frame that shows the panel; the wall-clock figure printed next to it
    // adds Playwright's round trips (its click waits for two stable frames) and is an upper
    // bound. Figures in packages/chat-core/README.md.
    test.skip(!process.env.LISA_BUDGETS, 'budget run only (LISA_BUDGETS=1)');
    test.setTimeout(300_000);
    const owner = await account(request, 'Paint Shop', 'widget-paint');
    await storeSession(page, owner.token, owner.user);
    await page.goto(`${urls.dashboard}/dashboard/integrations/web-widget`);
    await page.getByRole('button', { name: 'Generate Business Key' }).click();
    businessKey = await page.getByRole('textbox', { name: 'Business key' }).inputValue();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(watchPanelPaint);
    const shop = await context.newPage();
    const cdp = await context.newCDPSession(shop);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const inPage: number[] = [];
    const wallClock: number[] = [];
    // Each open is a fresh page load (the panel's code comes from the HTTP cache after the first).
    for (let i = 0; i < 9; i++) {
      await shop.goto(`${allowedOrigin}/`);
      await expect(widgetButton(shop)).toBeVisible();
      await shop.waitForLoadState('networkidle');
      const before = await shop.evaluate(() => performance.now());
      await widgetButton(shop).click();
      await shop.getByRole('dialog', { name: 'Chat with Lisa' }).waitFor();
      inPage.push(
        await shop.evaluate(
          () => (window as unknown as { __lisaPaint: Promise<number> }).__lisaPaint,
        ),
      );
      const painted = await shop.evaluate(
        () =>
          new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
      );
      wallClock.push(painted - before);
    }
    const p = (values: number[], q: number) =>
      [...values].sort((a, b) => a - b)[
        Math.min(values.length - 1, Math.floor(q * values.length))
      ] ?? 0;
    console.log(
      `widget panel paint after click (4x CPU, 390x844, ${inPage.length} page loads): in the page p50 ${p(inPage, 0.5).toFixed(0)} ms, p95 ${p(inPage, 0.95).toFixed(0)} ms; wall clock with Playwright's round trips p50 ${p(wallClock, 0.5).toFixed(0)} ms, p95 ${p(wallClock, 0.95).toFixed(0)} ms`,
    );
    expect(p(inPage, 0.95)).toBeLessThanOrEqual(100);
    await context.close();
  });
});
