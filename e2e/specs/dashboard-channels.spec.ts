// The WhatsApp connect screen end to end: an owner sees it not connected, a malformed id is
// refused on its field, the credentials connect it (never shown again), the callback URL
// and verify token are there to copy and Meta's handshake answers to that token, a test
// message that cannot reach Meta says so in plain words, and the catalogue says Connected.
// In the inbox, a WhatsApp conversation shows its window; once it has closed, the reply box
// is disabled with the reason and a template offered instead (a private note still goes).
import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { urls } from '../support/urls.ts';

test('an owner connects WhatsApp and Meta can verify the webhook', async ({ page, request }) => {
  test.slow();
  const owner = await account(request, 'Kiosk Coffee', 'whatsapp-owner');
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/integrations/whatsapp`);
  await expect(page.getByRole('heading', { name: 'WhatsApp', level: 1 })).toBeVisible();
  const status = page.getByRole('region', { name: 'WhatsApp connection' });
  await expect(status).toContainText('Not connected');
  await expect(page.getByRole('textbox', { name: 'Callback URL' })).toHaveValue(
    `${urls.api}/webhooks/meta`,
  );
  expect(await axeViolations(page)).toEqual([]);

  const form = page.getByRole('region', { name: 'Connect WhatsApp' });
  await form.getByLabel('Phone number id').fill('not-a-number');
  await form.getByLabel('Business account id').fill('102290129340398');
  await form.getByLabel('Access token').fill('EAAG-e2e-token-9876');
  await form.getByLabel('App secret').fill('e2e-app-secret');
  await form.getByRole('button', { name: 'Connect WhatsApp' }).click();
  await expect(form.getByText('Phone number id is the number Meta shows')).toBeVisible();
  await form.getByLabel('Phone number id').fill(`1069${Date.now()}`.slice(0, 15));
  await form.getByRole('button', { name: 'Connect WhatsApp' }).click();

  await expect(status).toContainText('Connected');
  await expect(status).toContainText('token …9876');
  await expect(status).toContainText('No webhook received yet');
  await expect(page.getByText('EAAG-e2e-token-9876')).toHaveCount(0);
  const verifyToken = await page.getByRole('textbox', { name: 'Verify token' }).inputValue();
  expect(verifyToken).toMatch(/^lisa_/);

  // Meta's handshake with that token gets its challenge back; another token does not.
  const handshake = (token: string) =>
    request.get(
      `${urls.api}/webhooks/meta?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=4242`,
    );
  const ok = await handshake(verifyToken);
  expect(ok.status()).toBe(200);
  expect(await ok.text()).toBe('4242');
  expect((await handshake('wrong')).status()).toBe(403);

  // Meta is out of reach here: the test message says so plainly.
  const test_ = page.getByRole('region', { name: 'Send a test message' });
  await test_.getByLabel('Recipient').fill('+254712345678');
  await test_.getByRole('button', { name: 'Send test message' }).click();
  await expect(test_.getByRole('status')).toContainText(/Meta/);
  await expect(status).toContainText('last send failed');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`${urls.dashboard}/dashboard/integrations`);
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toContainText('Connected');
  await expect(page.getByRole('link', { name: /Instagram/ })).toContainText('Set up');
});

test('a WhatsApp message lands in the inbox with its 24-hour window and delivery ticks', async ({
  page,
  request,
}) => {
  // Two states of the thread (window open, then closed), each checked with axe.
  test.setTimeout(180_000);
  const owner = await account(request, 'Kiosk Coffee', 'whatsapp-inbox');
  const phoneNumberId = `2069${Date.now()}`.slice(0, 15);
  const connected = await request.put(`${urls.api}/api/channels/whatsapp`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      phone_number_id: phoneNumberId,
      business_account_id: '102290129340398',
      access_token: 'EAAG-e2e-token',
      app_secret: 'e2e-inbox-secret',
    },
  });
  expect(connected.status()).toBe(200);

  // Meta delivers a customer's message, signed with the app secret.
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              metadata: { phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Amina Njoroge' }, wa_id: '254712345678' }],
              messages: [
                {
                  from: '254712345678',
                  id: `wamid.e2e${Date.now()}`,
                  type: 'text',
                  text: { body: 'Hello, are you open on Sunday?' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', 'e2e-inbox-secret').update(body).digest('hex')}`;
  const delivered = await request.post(`${urls.api}/webhooks/meta`, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    data: body,
  });
  expect(delivered.status()).toBe(200);

  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/inbox?status=all`);
  const row = page.getByRole('link', { name: /Amina Njoroge/ });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
  const thread = page.getByRole('region', { name: /^Conversation with Amina Njoroge/ });
  await expect(thread.getByText('Hello, are you open on Sunday?')).toBeVisible();
  const window = thread.getByRole('region', { name: 'WhatsApp window' });
  await expect(window).toContainText(/free text can be sent for 2[34] h/);
  await expect(window).toContainText('Last reply:', { timeout: 15_000 });
  // The bot's reply carries its delivery under the bubble (Meta is not reachable here).
  await expect(
    thread
      .getByRole('article', { name: /^Bot at/ })
      .getByText(/^(Sending|Sent|Delivered|Read|Not delivered)/),
  ).toBeVisible({ timeout: 15_000 });
  const reply = thread.getByRole('textbox', { name: 'Reply' });
  await expect(reply).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);

  // A day later the window has closed: the reply box says so up front and offers a
  // template in its place; a private note still goes.
  await page.clock.setFixedTime(Date.now() + 25 * 60 * 60 * 1000);
  await page.reload();
  await expect(reply).toBeDisabled({ timeout: 15_000 });
  await expect(thread.getByText(/a reply cannot be typed here/)).toBeVisible();
  await expect(thread.getByText(/No approved template yet/)).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await thread.getByRole('button', { name: 'Private note' }).click();
  const note = thread.getByRole('textbox', { name: 'Private note' });
  await expect(note).toBeEnabled();
  await note.fill('Call Amina back on Monday.');
  await thread.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByText('Call Amina back on Monday.')).toBeVisible();
  await thread.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(reply).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
});
