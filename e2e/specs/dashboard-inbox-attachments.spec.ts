// Attachments end to end, two browsers: a visitor on a website's widget asks for a person; a
// member on a phone-sized dashboard (390 px) attaches files in the composer (a refused type
// is named, one file is removed before sending), sends the reply, and the visitor sees the
// file as a link live and downloads it; the member downloads it from the thread too. The
// composer with a file attached and the thread with it are axe clean.
import { readFile } from 'node:fs/promises';
import { chromium, expect, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { urls } from '../support/urls.ts';

test('a member attaches a file on a phone and the visitor on the widget gets the link live', async ({
  browser,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Files Dental', 'inbox-files');
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await memberContext.newPage();
  await storeSession(member, owner.token, owner.user);

  // The visitor, on a site that embeds the widget (see dashboard-inbox.spec.ts for why the
  // host page skips Chromium's Local Network Access check).
  const visitorBrowser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  });
  const visitor = await (await visitorBrowser.newContext({ acceptDownloads: true })).newPage();
  const embedDir = new URL('../../packages/chat-core/dist/embed/', import.meta.url);
  const host = `${urls.web}/widget-host-test/`;
  await visitor.route(`${host}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/widget-host-test/', '');
    if (path === '') {
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><title>Files Dental</title></head><body><h1>Files Dental</h1><script type="module" src="${host}embed/lisa-widget.js" data-business="${owner.businessId}" data-api-url="${urls.api}" data-ws-url="${urls.ws}"></script></body></html>`,
      });
    }
    const body = await readFile(new URL(path.replace('embed/', ''), embedDir));
    return route.fulfill({ contentType: 'text/javascript', body });
  });
  await visitor.goto(host);
  await visitor.getByRole('button', { name: 'Open chat' }).click();
  const panel = visitor.getByRole('dialog', { name: /^Chat with/ });
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('Can I talk to a human please?');
  await input.press('Enter');
  await expect(panel.getByText('A teammate will reply here as soon as possible.')).toBeVisible();

  // The member opens the conversation (one pane at a time on a phone).
  await member.goto(`${urls.dashboard}/dashboard/inbox?status=waiting`);
  const row = member
    .getByRole('region', { name: 'Conversations' })
    .getByRole('link', { name: /^Visitor #\d+$/ });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  const thread = member.getByRole('region', { name: /^Conversation with Visitor #\d+$/ });
  await expect(thread.getByText('Can I talk to a human please?', { exact: true })).toBeVisible();

  // A type the inbox refuses is named; the others upload at once and can be removed.
  const files = thread.locator('input[type="file"]');
  const priceList = 'Cleaning 40 EUR\nWhitening 120 EUR\n';
  await files.setInputFiles([
    { name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    { name: 'price-list.txt', mimeType: 'text/plain', buffer: Buffer.from(priceList) },
    { name: 'old.txt', mimeType: 'text/plain', buffer: Buffer.from('outdated') },
  ]);
  await expect(thread.getByRole('alert')).toContainText('tool.exe: type not supported');
  const pending = thread.getByRole('list', { name: 'Files to send' });
  await expect(pending.getByText('Ready')).toHaveCount(2, { timeout: 15_000 });
  await pending.getByRole('button', { name: 'Remove old.txt' }).click();
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  expect(await axeViolations(member)).toEqual([]);

  await thread.getByRole('textbox', { name: 'Reply' }).fill('Here is our price list.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('list', { name: 'Files to send' })).toHaveCount(0);
  const sentLink = thread.getByRole('link', { name: 'Download price-list.txt' });
  await expect(sentLink).toBeVisible();

  // The visitor sees the reply with the file as a link, live, and downloads it.
  const teammate = panel.locator('[data-sender="agent"]');
  await expect(teammate).toContainText('Here is our price list.', { timeout: 15_000 });
  const visitorLink = panel.getByRole('link', { name: 'Download price-list.txt' });
  await expect(visitorLink).toBeVisible();
  await expect(panel.getByText('old.txt')).toHaveCount(0);
  const [download] = await Promise.all([visitor.waitForEvent('download'), visitorLink.click()]);
  expect(download.suggestedFilename()).toBe('price-list.txt');
  expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(priceList);

  // The member downloads it from the thread as well.
  const [own] = await Promise.all([member.waitForEvent('download'), sentLink.click()]);
  expect(own.suggestedFilename()).toBe('price-list.txt');
  expect(await axeViolations(member)).toEqual([]);
  await visitorBrowser.close();
  await memberContext.close();
});
