import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { urls } from '../support/urls.ts';
import { openWebPage, waitForHydration } from '../support/web-page.ts';

const contentPages: [string, RegExp][] = [
  ['/documentation', /Lisa documentation/],
  ['/documentation/odoo', /Sync your Odoo products/],
  ['/how-to', /Get more out of Lisa/],
  ['/terms', /Terms of Service/],
  ['/privacy', /Privacy Policy/],
  ['/cookies', /Cookie Policy/],
  ['/release-1.2.25', /Lisa 1\.2\.25/],
  ['/lisa-live', /Lisa Live 2025/],
  ['/lisa-live/confirm-invite', /Your invitation/],
  ['/features', /What Lisa can do/],
  ['/company', /The company behind Lisa/],
  ['/help', /How can we help\?/],
  ['/about', /Why we built Lisa/],
  ['/careers', /Build Lisa with us/],
  ['/blog', /Notes on better customer conversations/],
  ['/contact', /Talk to us/],
];

test.describe('content pages', () => {
  for (const [path, heading] of contentPages) {
    test(`${path} renders real content in the site layout`, async ({ page }) => {
      await openWebPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main')).toHaveCount(1);
      const words = (await page.getByRole('main').innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThan(30);
      await expect(page.getByRole('main')).not.toContainText(/lorem ipsum|TODO/i);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the documentation explains each integration under its own anchor', async ({ page }) => {
    // The catalogue still links apps as /documentation#{appId}: the docs home forwards.
    await page.goto(`${urls.web}/documentation#whatsapp`);
    await expect(page).toHaveURL(`${urls.web}/documentation/integrations#whatsapp`);
    await expect(page.getByRole('heading', { name: 'WhatsApp', exact: true })).toBeInViewport();
  });
});

// Issue 22: the documentation is a docs site, one page per topic, in the built HTML.
test.describe('docs site', () => {
  const hydrated = (page: Page) =>
    page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });

  test('a topic page is in the built HTML with its sidebar, outline and previous/next', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${urls.web}/documentation/handoff`)).text();
    expect(html).toContain('<title>Human handoff | Lisa AI</title>');
    expect(html).toMatch(/<h1[^>]*>Human handoff<\/h1>/);
    expect(html).toContain('aria-label="On this page"');

    await page.goto(`${urls.web}/documentation/handoff`);
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    await expect(sidebar.getByRole('link', { name: 'Human handoff' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const outline = page.getByRole('navigation', { name: 'On this page' }).first();
    await expect(outline.getByRole('link', { name: 'Handing back' })).toHaveAttribute(
      'href',
      '#hand-back',
    );
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await expect(pager.getByRole('link', { name: /Previous\s*Knowledge base/ })).toBeVisible();
    await hydrated(page);
    await pager.getByRole('link', { name: /Next\s*Integrations/ }).click();
    await expect(page).toHaveURL(`${urls.web}/documentation/integrations`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integrations');
    await expect(sidebar.getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveTitle('Integrations guide | Lisa AI');
  });

  test('search finds headings from the keyboard: / or Ctrl+K, arrows, Enter', async ({ page }) => {
    await page.goto(`${urls.web}/documentation`);
    await hydrated(page);
    const search = page.getByRole('combobox', { name: 'Search the docs' });
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await search.fill('whatsapp');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.first()).toContainText('WhatsApp · Integrations');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${urls.web}/documentation/integrations#whatsapp`);
    await expect(page.getByRole('heading', { name: 'WhatsApp', exact: true })).toBeInViewport();

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
    await search.fill('zzqx');
    await expect(
      page.getByRole('status').filter({ hasText: 'No results for “zzqx”' }),
    ).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
  });

  test('on a phone the sidebar is a menu that closes when a page is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${urls.web}/documentation/getting-started`);
    await hydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    await expect(sidebar).toBeHidden();
    const menu = page.getByRole('button', { name: 'Documentation menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await sidebar.getByRole('link', { name: 'Odoo product sync' }).click();
    await expect(page).toHaveURL(`${urls.web}/documentation/odoo`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sync your Odoo products');
    await expect(sidebar).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('forms', () => {
  test('the contact form checks its fields, then sends through /forms/contact', async ({
    page,
  }) => {
    await openWebPage(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Name').fill('Achieng Otieno');
    await form.getByLabel('Email').fill('achieng@example.com');
    await form.getByLabel('Company').fill('Savannah Foods');
    await form.getByLabel('Message').fill('We would like a demo for our three branches in Kisumu.');
    const posted = page.waitForRequest(
      (r) => r.url() === `${urls.api}/forms/contact` && r.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send message' }).click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      company: 'Savannah Foods',
    });
    expect(typeof body.submittedAt).toBe('string');
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you, Achieng Otieno.' }),
    ).toBeVisible();
  });

  test('a failed contact submission keeps what was typed and says so', async ({ page }) => {
    await page.route(/\/forms\/contact$/, (route) => route.fulfill({ status: 503, body: 'down' }));
    await openWebPage(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Achieng Otieno');
    await form.getByLabel('Email').fill('achieng@example.com');
    await form.getByLabel('Message').fill('Hello there, are you open on Sundays?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not send your message' }),
    ).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('Hello there, are you open on Sundays?');
  });

  test("what is typed before the contact form's code arrives is kept, in place, and still checked", async ({
    page,
  }) => {
    // Issue 22: the form is its own chunk, loaded beside the page's code. Hold it back, type
    // into the built form meanwhile, then let it load.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${urls.web}/contact`);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Achieng Otieno');
    await form.getByLabel('Email').fill('not an address');
    const before = await form.boundingBox();
    release();
    await waitForHydration(page);
    expect(await form.boundingBox()).toEqual(before);
    await expect(form.getByLabel('Name')).toHaveValue('Achieng Otieno');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toHaveValue('Achieng Otieno');
    await expect(form.getByLabel('Email')).toHaveValue('not an address');
  });

  test('the Lisa Live RSVP goes through the RSVP helper and confirms the invitation', async ({
    page,
  }) => {
    await openWebPage(page, '/lisa-live');
    await page.getByRole('link', { name: 'Reserve your seat' }).click();
    await expect(page).toHaveURL(`${urls.web}/lisa-live/attend`);
    // The form validates in the browser: act once its code runs, as the contact form test does.
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'RSVP form' });
    await form.getByRole('button', { name: 'Confirm my RSVP' }).click();
    await expect(form.getByText('Attendance must be in-person or online')).toBeVisible();

    await form.getByLabel('Full name').fill('Baraka Mwangi');
    await form.getByLabel('Email').fill('baraka@example.com');
    await form.getByLabel('Online').check();
    await form.getByLabel('Guests you are bringing').fill('2');
    const posted = page.waitForRequest(
      (r) => r.url() === `${urls.api}/forms/rsvp` && r.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Confirm my RSVP' }).click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({
      name: 'Baraka Mwangi',
      attendance: 'online',
      guests: 2,
      eventName: 'Lisa Live 2025',
    });
    await expect(page).toHaveURL(`${urls.web}/lisa-live/confirm-invite`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "You're on the list, Baraka Mwangi!",
    );
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'download',
      'lisa-live-2025.ics',
    );
  });
});

test.describe('live pages', () => {
  test('/api renders the server OpenAPI document', async ({ page, request }) => {
    const doc = await (await request.get(`${urls.api}/api/openapi.json`)).json();
    const firstPath = Object.keys(doc.paths)[0] as string;
    await openWebPage(page, '/api');
    await expect(
      page.getByText(`${doc.info.title} version ${doc.info.version}`, { exact: false }),
    ).toBeVisible();
    // The groups start closed; one opens on a click, and the filter opens what it matches.
    const main = page.getByRole('main');
    const groups = main.locator('details');
    expect(await groups.count()).toBeGreaterThan(1);
    await expect(main.locator('details[open]')).toHaveCount(0);
    await groups.first().locator('summary').click();
    await expect(groups.first().locator('li').first()).toBeVisible();
    const filter = main.getByRole('searchbox', { name: 'Filter endpoints' });
    await filter.fill(firstPath);
    await expect(main.getByText(firstPath, { exact: true }).first()).toBeVisible();
    await filter.fill('/forms/{type}');
    await expect(main.getByText('/forms/{type}', { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: /match/ })).toBeVisible();
    await filter.fill('no-such-endpoint-anywhere');
    await expect(main.getByText('0 endpoints match.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/api says so when the document cannot be loaded, and retries', async ({ page }) => {
    await page.route(/\/api\/openapi\.json$/, (route) =>
      route.fulfill({ status: 502, body: 'bad gateway' }),
    );
    await openWebPage(page, '/api');
    await expect(page.getByRole('alert')).toContainText('We could not load the API reference.');
    await page.unroute(/\/api\/openapi\.json$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'API reference' })).toBeHidden();
    await page.getByRole('searchbox', { name: 'Filter endpoints' }).fill('/forms/{type}');
    await expect(page.getByText('/forms/{type}', { exact: true }).first()).toBeVisible();
  });

  test('/status shows live health from the API', async ({ page, request }) => {
    const health = await (await request.get(`${urls.api}/api/health-check`)).json();
    await openWebPage(page, '/status');
    await expect(page.getByRole('heading', { name: 'All systems operational' })).toBeVisible();
    await expect(page.getByText(`Version ${health.version}.`)).toBeVisible();

    await page.route(/\/api\/health-check$/, (route) => route.abort());
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect(page.getByRole('heading', { name: 'Service disruption' })).toBeVisible();
    await expect(page.getByText('The API could not be reached')).toBeVisible();
  });
});

test('old service workers and lisa-/workbox caches are removed on load', async ({ page }) => {
  await page.goto(`${urls.web}/about`);
  await page.evaluate(async () => {
    for (const name of ['lisa-assets-v1', 'workbox-precache-v2', 'someone-elses-cache']) {
      const cache = await caches.open(name);
      await cache.put('/probe', new Response('x'));
    }
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(['someone-elses-cache']);
});
