// Campaigns end to end. The contacts list saves its tag filter as a segment; the campaign form
// offers it with its live count. WhatsApp: with WhatsApp connected and contacts on it (one opted out,
// one with no number), the new-campaign form counts the audience live with its exclusions
// and the credits it would take. Email (the e2e stack's SMTP mailbox is reachable; Meta is
// not, so no WhatsApp template can be synced here): create, see the count, send, see the
// results, the mail in the mailbox with its unsubscribe link and List-Unsubscribe header, and
// the link unsubscribes. axe on each screen, and the form and results at 390 px. Website: a
// campaign saved in the dashboard shows its bubble by the launcher on an embedded page that
// matches (not on another), once per visitor; dismiss and Esc close it; a reply through it
// opens a conversation the results count. A business-hours bubble on screen goes away when the
// business closes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { mailsTo } from '../support/mailbox.ts';
import { urls } from '../support/urls.ts';

test('an owner counts a WhatsApp audience, then sends an email campaign and reads its results', async ({
  page,
  request,
}) => {
  // Contacts, a segment, two channels, a send and the mailbox: longer than test.slow()'s 90 s
  // on a loaded machine.
  test.setTimeout(180_000);
  const owner = await account(request, 'Campaign Bakery', 'campaigns-owner');
  const auth = { authorization: `Bearer ${owner.token}` };
  const connected = await request.put(`${urls.api}/api/channels/whatsapp`, {
    headers: auth,
    data: {
      phone_number_id: `3069${Date.now()}`.slice(0, 15),
      business_account_id: '102290129340398',
      access_token: 'EAAG-e2e-campaigns',
      app_secret: 'e2e-campaigns-secret',
    },
  });
  expect(connected.status()).toBe(200);
  const stamp = Date.now();
  const people = [
    { name: 'Amina Njoroge', phone: '+254712000001', optedOut: false },
    { name: 'Baraka Otieno', phone: '+254712000002', optedOut: false },
    { name: 'Chebet Kiprop', phone: '+254712000003', optedOut: true },
    { name: 'Dalia Mwangi', phone: null, optedOut: false },
  ];
  for (const person of people) {
    const created = await request.post(`${urls.api}/api/contacts`, {
      headers: auth,
      data: {
        name: person.name,
        email: `${person.name.split(' ')[0]?.toLowerCase()}-${stamp}@campaigns.test`,
        tags: ['regulars'],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    if (person.phone) {
      const key = await request.post(`${urls.api}/api/contacts/${id}/identities`, {
        headers: auth,
        data: { kind: 'whatsapp', value: person.phone },
      });
      expect(key.status()).toBeLessThan(300);
    }
    if (person.optedOut) {
      const patched = await request.patch(`${urls.api}/api/contacts/${id}`, {
        headers: auth,
        data: { consents: { whatsapp: 'opted_out' } },
      });
      expect(patched.status()).toBe(200);
    }
  }

  await storeSession(page, owner.token, owner.user);
  // The contacts list saves its filter as a named segment for campaigns.
  await page.goto(`${urls.dashboard}/dashboard/contacts`);
  await page.getByLabel('Tag').fill('regulars');
  await expect(page.getByRole('row', { name: /Amina Njoroge/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save as segment' }).click();
  const save = page.getByRole('dialog', { name: 'Save these filters as a segment' });
  await save.getByLabel('Segment name').fill('Regulars');
  await save.getByRole('button', { name: 'Save segment' }).click();
  await expect(page.getByText('Segment "Regulars" saved (4 contacts now).')).toBeVisible();

  await page.goto(`${urls.dashboard}/dashboard/campaigns`);
  // The machine may be busy: the lazy screen gets longer than the default to load.
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('No campaign yet')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Replies to email campaigns: the provider's inbound address, and the webhook URL to copy.
  await page.getByText('Replies to email campaigns').click();
  const inboundBox = `bakery-${stamp}@inbound.postmarkapp.test`;
  await page.getByLabel('Inbound address').fill('not an address');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(
    page.getByText(/Enter the inbound address your mail provider gave you/),
  ).toBeVisible();
  await page.getByLabel('Inbound address').fill(inboundBox);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText(`Campaign emails say Reply-To: bakery-${stamp}+`)).toBeVisible();
  const webhookUrl = await page.getByLabel('Webhook URL for your mail provider').inputValue();
  expect(webhookUrl).toMatch(/\/api\/campaigns\/inbound\/email\/[\w-]{43}$/);
  expect(await axeViolations(page)).toEqual([]);

  // WhatsApp: the live count and why the others are left out.
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByLabel('Contacts tagged').fill('regulars');
  const audience = page.getByRole('region', { name: 'Audience' });
  await expect(audience.getByTestId('audience-count')).toHaveText('2 recipients', {
    timeout: 20_000,
  });
  await expect(audience).toContainText('4 contacts match');
  await expect(audience).toContainText('about 2 credits');
  await expect(audience).toContainText('Opted out: 1');
  await expect(audience).toContainText('No address on this channel: 1');
  await expect(form.getByText('No approved template yet')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Email: everyone tagged has an address.
  await form.getByLabel('Campaign name').fill('Weekend bread');
  await form.getByLabel('Channel').selectOption('email');
  await expect(audience.getByTestId('audience-count')).toHaveText('4 recipients');
  // The saved segment, with its live count, instead of the filters.
  await form.getByLabel('Segment').selectOption({ label: 'Regulars (4 contacts)' });
  await expect(form.getByLabel('Contacts tagged')).toBeHidden();
  await expect(audience.getByTestId('audience-count')).toHaveText('4 recipients');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await form.getByLabel('Subject').fill('Fresh bread this weekend');
  await form
    .getByLabel('Message', { exact: true })
    .fill('Hello {{first_name}},\n\nOur sourdough is back on Saturday.');
  await expect(audience).toContainText('Hello Amina,');
  await form.getByRole('button', { name: 'Save draft' }).click();

  await expect(page).toHaveURL(/\/dashboard\/campaigns\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Weekend bread', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('definition').first()).toHaveText('4');
  const table = results.getByRole('table', { name: 'Recipients' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row', { name: /Amina Njoroge/ })).toContainText('Sent');

  // The mail, its unsubscribe link and header; the link works.
  let raw = '';
  await expect
    .poll(
      () => {
        raw = mailsTo(`amina-${stamp}@campaigns.test`)[0]?.raw ?? '';
        return raw;
      },
      { timeout: 20_000 },
    )
    .toContain('Fresh bread this weekend');
  expect(raw).toMatch(/List-Unsubscribe:\s+<http/);

  // Amina answers: her provider posts the reply (Postmark's inbound JSON) to the webhook URL,
  // and the results say she replied.
  // A long header line is folded over two lines: unfold before reading it.
  const headers = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const replyTo = headers.match(/^Reply-To:\s*<?([^\s<>]+)>?\s*$/m)?.[1] ?? '';
  expect(replyTo, headers).toMatch(
    new RegExp(`^bakery-${stamp}\\+[0-9a-f]{20}@inbound\\.postmarkapp\\.test$`),
  );
  // The stack's API answers on urls.api (LISA_API_URL is the public address in the URL).
  const answered = await request.post(`${urls.api}${new URL(webhookUrl).pathname}`, {
    data: {
      From: `amina-${stamp}@campaigns.test`,
      FromFull: { Email: `amina-${stamp}@campaigns.test`, Name: 'Amina Njoroge' },
      To: replyTo,
      ToFull: [{ Email: replyTo, Name: '', MailboxHash: replyTo.split('+')[1]?.split('@')[0] }],
      MailboxHash: replyTo.split('+')[1]?.split('@')[0],
      Subject: 'Re: Fresh bread this weekend',
      MessageID: `e2e-reply-${stamp}`,
      TextBody: 'Two loaves for me please!\n\nOn Sat, Campaign Bakery wrote:\n> Hello Amina,',
      Headers: [],
    },
  });
  expect(answered.status()).toBe(200);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Results' })
      .getByRole('table', { name: 'Recipients' })
      .getByRole('row', { name: /Amina Njoroge/ }),
  ).toContainText('Replied', { timeout: 20_000 });
  const link = raw
    .replace(/=\r?\n/g, '')
    .match(/\/api\/campaigns\/unsubscribe\/[0-9a-f-]{36}/)?.[0];
  expect(link).toBeTruthy();
  const unsubscribed = await request.get(`${urls.api}${link}`);
  expect(unsubscribed.status()).toBe(200);
  expect(await unsubscribed.text()).toContain('You are unsubscribed.');

  // On a phone: the results page and the form still fit and stay accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Weekend bread', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${urls.dashboard}/dashboard/campaigns?new=1`);
  await expect(page.getByRole('form', { name: 'New campaign' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
});

/** A shop's page that embeds the widget by its business id (any path; no business key). */
async function shopSite(businessId: number): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url === '/favicon.ico') {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tea Room</title></head><body><main><h1>Tea Room</h1></main><script type="module" src="${urls.api}/widget/v1/lisa-widget.js" data-business="${businessId}" async></script></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('a website campaign saved in the dashboard shows its bubble on the shop, and a reply counts', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Tea Room', 'campaigns-website');
  const site = await shopSite(owner.businessId);
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/campaigns?new=1`);
  const form = page.getByRole('form', { name: 'New campaign' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Campaign name').fill('Pricing help');
  await form.getByLabel('Channel').selectOption('website');
  const message = 'Questions about our prices? Ask me.';
  await form.getByLabel('Message', { exact: true }).fill(message);
  await form.getByLabel('Page URL contains').fill('/pricing');
  await form.getByLabel('Tag its conversations').fill('pricing');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: 'Pricing help', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 20_000 });

  const visitorContext = await browser.newContext();
  const shop = await visitorContext.newPage();
  const bubble = shop.getByRole('region', { name: 'Message from the chat' });
  const listed = () =>
    shop.waitForResponse((r) => r.url().startsWith(`${urls.api}/api/campaigns/website?`));

  // Another page: the widget reads the campaigns, the rule does not match, no bubble.
  let read = listed();
  await shop.goto(`${site.origin}/about`);
  await read;
  await expect(shop.getByRole('button', { name: 'Open chat' })).toBeVisible();
  await expect(bubble).toHaveCount(0);

  // The matching page: the bubble by the launcher; the dismiss button closes it.
  await shop.goto(`${site.origin}/pricing?plan=pro`);
  await expect(bubble).toBeVisible({ timeout: 15_000 });
  await expect(bubble.getByRole('button', { name: message })).toBeVisible();
  expect(await axeViolations(shop)).toEqual([]);
  await bubble.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(bubble).toHaveCount(0);
  // Once per visitor: the next visit of this browser does not show it again.
  read = listed();
  await shop.reload();
  await read;
  await expect(shop.getByRole('button', { name: 'Open chat' })).toBeVisible();
  await expect(bubble).toHaveCount(0);

  // A new visitor (the seen list forgotten): Esc closes it too.
  await shop.evaluate(() => localStorage.removeItem('lisa-proactive-seen'));
  await shop.reload();
  await expect(bubble).toBeVisible({ timeout: 15_000 });
  await bubble.getByRole('button', { name: message }).focus();
  await shop.keyboard.press('Escape');
  await expect(bubble).toHaveCount(0);

  // And again: a click on the message opens the chat with it; the reply starts a conversation.
  await shop.evaluate(() => localStorage.removeItem('lisa-proactive-seen'));
  await shop.reload();
  await bubble.getByRole('button', { name: message }).click();
  const panel = shop.getByRole('dialog', { name: 'Chat with Lisa' });
  await expect(panel.locator('[data-sender="bot"]').first()).toContainText(message);
  const answered = shop.waitForResponse((r) => r.url() === `${urls.api}/chat`);
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('Is there a discount for teams?');
  await input.press('Enter');
  const chat = await answered;
  expect(chat.status()).toBe(200);
  expect(JSON.parse(chat.request().postData() ?? '{}').campaign_id).toBeGreaterThan(0);

  // The results count the showings and the reply, with the conversation it started.
  await page.reload();
  const results = page.getByRole('region', { name: 'Results' });
  const figure = (label: string) =>
    results
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
      .getByRole('definition');
  await expect(figure('Shown')).toHaveText('3', { timeout: 20_000 });
  await expect(figure('Replied')).toHaveText('1 (33%)');
  await expect(figure('Conversations started')).toHaveText('1');
  const table = results.getByRole('table', { name: 'Recipients' });
  await expect(table.getByRole('row', { name: /Replied/ })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    /\/dashboard\/inbox\?c=\d+$/,
  );
  // The conversation it started carries the campaign's tag in the inbox.
  await table.getByRole('link', { name: 'Open' }).click();
  await page.getByRole('tab', { name: /^Bot/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Tag: pricing' }).first()).toBeVisible({
    timeout: 20_000,
  });
  await visitorContext.close();
  await site.close();
});

test('a business-hours bubble on screen goes away when the business closes', async ({
  browser,
  request,
}) => {
  // The server's answer (open now, closing in 3 s) is stubbed: the API test proves the server
  // works it out from the hours and zone; this proves the widget acts on it in a browser.
  const owner = await account(request, 'Late Shop', 'campaigns-hours');
  const site = await shopSite(owner.businessId);
  const visitor = await browser.newContext();
  const shop = await visitor.newPage();
  const message = 'We are open: ask us anything.';
  const answers: { open_now: boolean; open_changes_in: number | null }[] = [
    { open_now: true, open_changes_in: 3 },
    { open_now: false, open_changes_in: 36_000 },
  ];
  let reads = 0;
  const api = new URL(urls.api);
  const list = (url: URL) => url.host === api.host && url.pathname === '/api/campaigns/website';
  await shop.route(list, (route) =>
    route.fulfill({
      json: {
        data: [
          {
            id: 999_001,
            message,
            rules: {
              url_contains: '',
              url_equals: '',
              delay_seconds: 0,
              once_per_visitor: false,
              visitors: 'all',
              business_hours: true,
            },
          },
        ],
        ...(answers[Math.min(reads++, answers.length - 1)] ?? answers[0]),
      },
    }),
  );
  const shown = (url: URL) => url.host === api.host && url.pathname.endsWith('/shown');
  await shop.route(shown, (route) => route.fulfill({ status: 204 }));
  await shop.goto(`${site.origin}/contact`);
  const bubble = shop.getByRole('region', { name: 'Message from the chat' });
  await expect(bubble.getByRole('button', { name: message })).toBeVisible({ timeout: 15_000 });
  // Closing time: it goes, and the list read again at that moment (closed) brings it not back.
  await expect(bubble).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(() => reads, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expect(bubble).toHaveCount(0);
  await visitor.close();
  await site.close();
});
