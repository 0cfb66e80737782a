// Workflows end to end: an owner starts the two-question Customer Feedback template, edits a
// question (the step form checks it as they type), adds a step that posts the answers to the
// business's own system (a loopback fake that records what it receives), tests the draft in
// the panel (a dry run, with its step log: the fake hears nothing), publishes it, and a
// visitor on the business's website widget completes it: the fake receives exactly one
// signed request with the visitor's answers, and the run shows in the workflow with its log.
// axe checks the list, editor and run page.
import { chromium, expect, test } from '@playwright/test';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../apps/api/test/support/webhook-receiver.ts';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { urls } from '../support/urls.ts';

let receiver: WebhookReceiver | undefined;
test.afterEach(() => receiver?.close());

test('an owner builds a workflow from a template, tests it, publishes it, and a visitor on the widget completes it', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Feedback Cafe', 'workflows');
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/workflows`);
  await expect(page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No workflows yet' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Two clicks: use the template, then publish (after a test and an edit here).
  await page.getByRole('button', { name: 'Use template Customer Feedback' }).click();
  await expect(
    page.getByText('Customer Feedback added as a draft. Test it, then publish.'),
  ).toBeVisible();
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('button', { name: /^Edit step / })).toHaveCount(6);
  await expect(steps).toContainText('If rating less than 3 → follow_up');

  await page.getByRole('button', { name: 'Edit step ask_comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit step' });
  const question = dialog.getByRole('textbox', { name: /^Question/ });
  await question.fill('');
  await expect(dialog.getByText('Question is required')).toBeVisible();
  await question.fill('What could we do better?');
  await expect(dialog.getByText('Question is required')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save step' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(steps).toContainText('What could we do better?');

  // A step that posts the answers to the business's system, between the tag and the branch.
  const system = await startWebhookReceiver();
  receiver = system;
  await page.getByRole('combobox', { name: 'New step type' }).selectOption('http');
  await page.getByRole('button', { name: 'Add step' }).click();
  await dialog.getByRole('textbox', { name: /^Step id/ }).fill('notify');
  await dialog.getByRole('textbox', { name: /^URL/ }).fill(system.url);
  await dialog
    .getByRole('textbox', { name: /^Body/ })
    .fill('{"rating": {{rating}}, "comment": "{{comment}}"}');
  await dialog.getByRole('combobox', { name: /^Then go to/ }).selectOption('check_rating');
  await dialog.getByRole('button', { name: 'Save step' }).click();
  await expect(page.getByText('Draft saved.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit step tag' }).click();
  await dialog.getByRole('combobox', { name: /^Then go to/ }).selectOption('notify');
  await dialog.getByRole('button', { name: 'Save step' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(steps.getByRole('button', { name: /^Edit step / })).toHaveCount(7);

  // The test panel chats with the draft and shows each step's log.
  await page.getByRole('button', { name: 'Start test' }).click();
  const chat = page.getByRole('list', { name: 'Test conversation' });
  await expect(chat).toContainText('How would you rate us, from 1 (poor) to 5 (great)?');
  const message = page.getByRole('textbox', { name: 'Test message' });
  await message.fill('9');
  await message.press('Enter');
  await expect(chat).toContainText('Please give a number of at most 5.');
  await message.fill('2');
  await message.press('Enter');
  await expect(chat).toContainText('What could we do better?');
  await message.fill('Faster service');
  await message.press('Enter');
  await expect(chat).toContainText('Thank you for your feedback!');
  const log = page.getByRole('table', { name: 'Step log' });
  await expect(log.getByRole('rowheader', { name: /follow_up/ })).toBeVisible();
  await expect(log.getByRole('rowheader', { name: /notify/ })).toBeVisible();
  await expect(page.getByText('The run ended: completed.')).toBeVisible();
  // A dry run: the business's system heard nothing.
  expect(system.received).toHaveLength(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published version 1.')).toBeVisible();
  await expect(page.getByText('Live v1', { exact: true })).toBeVisible();

  // A visitor on the business's website (the widget embedded, as in the inbox spec).
  const visitorBrowser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  });
  const visitor = await (await visitorBrowser.newContext()).newPage();
  const embedDir = new URL('../../packages/chat-core/dist/embed/', import.meta.url);
  const host = `${urls.web}/widget-host-test/`;
  await visitor.route(`${host}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/widget-host-test/', '');
    if (path === '') {
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><title>Feedback Cafe</title></head><body><h1>Feedback Cafe</h1><script type="module" src="${host}embed/lisa-widget.js" data-business="${owner.businessId}" data-api-url="${urls.api}" data-ws-url="${urls.ws}"></script></body></html>`,
      });
    }
    const { readFile } = await import('node:fs/promises');
    const body = await readFile(new URL(path.replace('embed/', ''), embedDir));
    return route.fulfill({ contentType: 'text/javascript', body });
  });
  await visitor.goto(host);
  await visitor.getByRole('button', { name: 'Open chat' }).click();
  const panel = visitor.getByRole('dialog', { name: /^Chat with/ });
  const input = panel.getByRole('textbox', { name: 'Message' });
  const bot = panel.locator('[data-sender="bot"]');
  await input.fill('I would like to give feedback');
  await input.press('Enter');
  await expect(bot.last()).toContainText('How would you rate us');
  await input.fill('5');
  await input.press('Enter');
  await expect(bot.last()).toContainText('What could we do better?');
  await input.fill('Nothing, it was lovely');
  await input.press('Enter');
  await expect(bot.last()).toContainText('Thank you for your feedback!');
  await visitorBrowser.close();
  // The business's system got the visitor's answers once, signed, with an idempotency key.
  const [received] = await system.waitFor(1);
  expect(received?.body).toEqual({ rating: 5, comment: 'Nothing, it was lovely' });
  expect(received?.headers['x-lisa-signature']).toBeTruthy();
  expect(received?.headers['idempotency-key']).toMatch(/:notify$/);

  // The run is in the workflow, with its log.
  await page.reload();
  await page
    .getByRole('button', { name: /^Open run \d+$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Run \d+$/ })).toBeVisible();
  await expect(page.getByText('completed', { exact: true })).toBeVisible();
  const runLog = page.getByRole('table', { name: 'Step log' });
  await expect(runLog.getByRole('rowheader', { name: /thanks/ })).toBeVisible();
  await expect(runLog.getByRole('rowheader', { name: /notify/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(system.received).toHaveLength(1);
});
