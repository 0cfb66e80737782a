// Attachments end to end, two browsers: a visitor on a website's widget asks for a person and
// attaches a file with the widget's Attach button (an SVG and a fourth file are refused with
// their names; one is removed before sending), which the member sees arrive live in the
// thread and downloads; the member on a phone-sized dashboard (390 px) attaches files in the composer (a refused type
// is named, one file is removed before sending), sends the reply, and the visitor sees the
// file as a link live and downloads it; the member downloads it from the thread too. The
// composer with a file attached and the thread with it are axe clean.
import { readFile } from 'node:fs/promises';
import { chromium, expect, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { urls } from '../support/urls.ts';

test('the visitor attaches on the widget and the member sees it live; a member attaches on a phone and the visitor gets the link live', async ({
  browser,
  request,
}) => {
  // Two browsers, two directions of files and two axe runs: slow on a busy machine.
  test.setTimeout(180_000);
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

  // The visitor attaches from the widget: the limits are named, a file can be removed.
  const symptoms = 'Sharp pain, lower left, since Monday\n';
  await panel.locator('input[type="file"]').setInputFiles([
    { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') },
    { name: 'symptoms.txt', mimeType: 'text/plain', buffer: Buffer.from(symptoms) },
    { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('a') },
    { name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from('b') },
    { name: 'c.txt', mimeType: 'text/plain', buffer: Buffer.from('c') },
  ]);
  const refusals = panel.getByRole('alert');
  await expect(refusals).toContainText('logo.svg: HTML and SVG files cannot be attached');
  await expect(refusals).toContainText('c.txt: at most 3 files per message');
  const picked = panel.getByRole('list', { name: 'Attached files' });
  await expect(picked.getByRole('listitem')).toHaveCount(3);
  await picked.getByRole('button', { name: 'Remove a.txt' }).click();
  await picked.getByRole('button', { name: 'Remove b.txt' }).click();
  await expect(picked.getByRole('listitem')).toHaveCount(1);
  await input.fill('Here is what hurts');
  await panel.getByRole('button', { name: 'Send message' }).click();
  await expect(panel.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
  await expect(panel.locator('[data-sender="user"]').last()).toContainText('symptoms.txt');

  // The member sees the visitor's file arrive live and downloads it.
  const visitorFile = thread.getByRole('link', { name: 'Download symptoms.txt' });
  await expect(visitorFile).toBeVisible({ timeout: 15_000 });
  await expect(thread.getByText('Here is what hurts', { exact: true })).toBeVisible();
  await expect(thread.getByRole('link', { name: 'Download a.txt' })).toHaveCount(0);
  const [fromVisitor] = await Promise.all([member.waitForEvent('download'), visitorFile.click()]);
  expect(fromVisitor.suggestedFilename()).toBe('symptoms.txt');
  expect(await readFile((await fromVisitor.path()) ?? '', 'utf8')).toBe(symptoms);

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
