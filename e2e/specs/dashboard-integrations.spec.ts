// The integrations screens end to end: the catalogue by category with search; the public
// API's setup page, where an owner creates an API key (shown once, then only its hint), the
// key calls the API within its scope, gets revoked and stops; and a webhook endpoint is
// added (its secret shown once), sent a test event, and its delivery shows in the log. Slack:
// "Add to Slack" through OAuth against the stack's fake Slack, and a pasted webhook URL. At
// 390 px: the web widget's status, a failed load's retry, and its appearance's live preview.
import { expect, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { urls } from '../support/urls.ts';

test('an owner creates, uses and revokes an API key and adds a webhook endpoint', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Kiosk Coffee', 'integrations-owner');
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/integrations`);
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('searchbox', { name: 'Search integrations' }).fill('api');
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Lisa API/ }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/integrations/lisa-api`);

  // An API key, shown once.
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill('Zapier');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^lisa_sk_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  const keys = page.getByRole('table', { name: 'API keys' });
  await expect(keys.getByRole('row', { name: /Zapier/ })).toContainText('Conversations: read');
  await expect(page.getByText(key)).toHaveCount(0);

  // The key calls what its scope covers, and nothing once revoked.
  const withKey = () =>
    request.get(`${urls.api}/api/conversations`, { headers: { authorization: `Bearer ${key}` } });
  expect((await withKey()).status()).toBe(200);
  await keys.getByRole('button', { name: 'Revoke Zapier' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke Zapier?' })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(keys.getByRole('row', { name: /Zapier/ })).toContainText(/revoked/i);
  expect((await withKey()).status()).toBe(401);

  // A webhook endpoint: secret shown once, a test event, its delivery in the log.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const endpointDialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await endpointDialog.getByLabel('Endpoint URL').fill('https://hooks.example.invalid/lisa');
  await endpointDialog.getByRole('button', { name: 'Add endpoint' }).click();
  const added = page.getByRole('dialog', { name: 'Endpoint added' });
  await expect(added.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(/^whsec_/);
  await added.getByRole('button', { name: 'Done' }).click();
  const card = page.getByRole('article', { name: 'Endpoint https://hooks.example.invalid/lisa' });
  await card.getByRole('button', { name: 'Send test event' }).click();
  await card.getByRole('button', { name: 'Show deliveries' }).click();
  const log = card.getByRole('table', { name: 'Deliveries' });
  await expect(log.getByRole('row', { name: /ping/ })).toContainText(/retrying|failed/i, {
    timeout: 15_000,
  });
  await expect(log.getByRole('row', { name: /ping/ })).toContainText('Could not reach');
  expect(await axeViolations(page)).toEqual([]);

  // The catalogue says Lisa API is connected while the endpoint is on.
  await page.goto(`${urls.dashboard}/dashboard/integrations`);
  await expect(page.getByRole('link', { name: /Lisa API/ })).toContainText('Connected');
});

test('an owner connects Slack with "Add to Slack" and comes back Connected', async ({
  page,
  request,
}) => {
  const owner = await account(request, 'Kiosk Coffee', 'slack-oauth-owner');
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/integrations/slack`);
  await expect(page.getByText('No channel yet')).toBeVisible();
  // Slack's authorize page (the stack's loopback fake), then back through the API's callback,
  // which exchanges the code at oauth.v2.access and keeps the channel Slack made.
  await page.getByRole('link', { name: 'Add to Slack' }).click();
  await expect(page.getByRole('heading', { name: /requesting permission/ })).toBeVisible();
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/integrations/slack`);
  await expect(
    page.getByText('Slack is connected: alerts will appear in the channel you chose.'),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Slack channel #front-desk-alerts' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${urls.dashboard}/dashboard/integrations`);
  await expect(page.getByRole('link', { name: /Slack/ })).toContainText('Connected');
});

test('an owner adds a Slack channel, and a failed test message says what went wrong', async ({
  page,
  request,
}) => {
  const owner = await account(request, 'Kiosk Coffee', 'slack-owner');
  await storeSession(page, owner.token, owner.user);
  // As on a server without a Slack app: the screen offers the incoming-webhook form.
  await page.route('**/api/slack/oauth/install', (route) =>
    route.fulfill({ json: { oauth: false, url: null } }),
  );
  await page.goto(`${urls.dashboard}/dashboard/integrations/slack`);
  await expect(page.getByRole('heading', { name: 'Slack', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Slack channel' });
  await dialog.getByLabel('Channel name').fill('#front-desk');
  await dialog.getByLabel('Incoming-webhook URL').fill('https://evil.example.com/hook');
  await dialog.getByRole('button', { name: 'Add channel' }).click();
  await expect(dialog.getByText(/starts with https:\/\/hooks.slack.com/).first()).toBeVisible();
  await dialog
    .getByLabel('Incoming-webhook URL')
    .fill('https://hooks.slack.com/services/T0/B0/xyz');
  await dialog.getByRole('button', { name: 'Add channel' }).click();
  await expect(dialog).toBeHidden();

  const channel = page.getByRole('article', { name: 'Slack channel #front-desk' });
  await expect(channel).toContainText('…B0/xyz');
  await expect(page.getByText('https://hooks.slack.com/services/T0/B0/xyz')).toHaveCount(0);
  await channel.getByRole('button', { name: 'Send test message' }).click();
  // No internet here: Slack cannot be reached, and the channel says so.
  await expect(channel).toContainText('Slack could not be reached', { timeout: 15_000 });
  await expect(channel).toContainText('Failing');
  expect(await axeViolations(page)).toEqual([]);
});

test('on a phone: the widget shows Connected once a site loaded it, a failed load offers a retry, and the appearance previews as typed', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Corner Bakery', 'integrations-phone');
  const auth = { authorization: `Bearer ${owner.token}` };
  const made = await request.post(`${urls.api}/api/widget/key`, { headers: auth });
  const key = ((await made.json()) as { business_key: string }).business_key;
  await storeSession(page, owner.token, owner.user);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  // Not loaded by any site yet: "Set up". Slack's list fails once: the screen says so.
  let failSlack = true;
  await page.route('**/api/slack/destinations', (route) =>
    failSlack
      ? route.fulfill({
          status: 404,
          json: { error: 'not_found', message: 'Slack is not reachable just now.' },
        })
      : route.fallback(),
  );
  await page.goto(`${urls.dashboard}/dashboard/integrations`);
  const widgetLink = page.getByRole('link', { name: /Web Widget/i });
  await expect(widgetLink).toContainText('Set up');
  const alert = page.getByRole('alert').filter({ hasText: 'Slack is not reachable just now.' });
  await expect(alert).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  failSlack = false;
  // A site loads the widget (the loader's first call), then the retry reloads the statuses.
  expect((await request.get(`${urls.api}/widget/config?key=${key}`)).status()).toBe(200);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(widgetLink).toContainText('Connected');

  // The widget's page: the preview follows the form before saving.
  await widgetLink.click();
  const preview = page.getByRole('figure', { name: 'Widget preview' });
  await expect(preview).toBeVisible();
  await page.getByRole('textbox', { name: 'Agent name' }).fill('Mia from the bakery');
  await page.getByRole('textbox', { name: 'Greeting' }).fill('Fresh bread since 6am. Ask me!');
  await page.getByRole('textbox', { name: 'Colour', exact: true }).fill('#0f766e');
  await page.getByRole('combobox', { name: 'Position' }).selectOption('left');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(preview).toContainText('Mia from the bakery');
  await expect(preview).toContainText('Fresh bread since 6am. Ask me!');
  await expect(preview).toHaveAttribute('data-position', 'left');
  await expect(preview).toHaveAttribute('data-theme', 'dark');
  await expect(preview.getByTestId('preview-header')).toHaveCSS(
    'background-color',
    'rgb(15, 118, 110)',
  );
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save appearance' }).click();
  await expect(page.getByText('Appearance saved.')).toBeVisible();
  await expect(page.getByText('data-position="left" data-theme="dark"')).toBeVisible();
  const agent = await request.get(`${urls.api}/api/agent`, { headers: auth });
  const saved = (await agent.json()) as {
    name: string;
    greeting: string;
    widget: { colour: string };
  };
  expect(saved.name).toBe('Mia from the bakery');
  expect(saved.greeting).toBe('Fresh bread since 6am. Ask me!');
  expect(saved.widget.colour).toBe('#0f766e');
});
