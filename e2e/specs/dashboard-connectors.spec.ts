// Connectors end to end, on a 390 px wide screen: an owner opens Odoo in the integrations
// catalogue, the connect form checks the settings, a connection Odoo cannot answer is saved
// and shown as failing with the reason in plain words (the API key only as a hint), tested
// again and disconnected; then a workflow step uses Odoo, built with the variables picker.
// Zoho CRM, connected to a loopback fake of Zoho (the API tests' fake): "Sync contacts now"
// says plainly why a failed sync failed, how far a slow one got while it runs, then how many
// were sent, created and updated, and
// each record is in the sync log. axe checks each screen.
import { expect, test } from '@playwright/test';
import { FAKE, startFakeConnectors } from '../../apps/api/test/support/fake-connectors.ts';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { urls } from '../support/urls.ts';

test('an owner connects Odoo on a phone-sized screen and a workflow step uses it', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await account(request, 'Mug House', 'connectors-owner');
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/integrations/odoo`);
  await expect(page.getByRole('heading', { name: 'Odoo', level: 1 })).toBeVisible();
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection).toContainText('Not connected');
  expect(await axeViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Connect Odoo' });
  await form.getByRole('textbox', { name: /^URL/ }).fill('not a url');
  await form.getByRole('textbox', { name: /^Database/ }).fill('mughouse');
  await form.getByRole('textbox', { name: /^User id/ }).fill('2');
  await form
    .getByLabel(/^API key/)
    .first()
    .fill('e2e-odoo-key-4321');
  await form.getByRole('button', { name: 'Connect Odoo' }).click();
  await expect(form.getByText('URL must be a web address (https://...)')).toBeVisible();
  // An address that does not exist: saved, and the test says why it failed.
  await form.getByRole('textbox', { name: /^URL/ }).fill('https://odoo.invalid');
  await form.getByRole('button', { name: 'Connect Odoo' }).click();
  // No DNS answer, or none in time: either way the reason is said plainly.
  const unreachable = /Odoo (could not be reached|did not answer in time)/;
  await expect(connection).toContainText('Failing', { timeout: 20_000 });
  await expect(connection).toContainText(unreachable);
  await expect(connection).toContainText('…4321');
  await expect(page.getByText('e2e-odoo-key-4321')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await connection.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(unreachable).first()).toBeVisible({ timeout: 20_000 });

  await page.goto(`${urls.dashboard}/dashboard/integrations`);
  await expect(page.getByRole('link', { name: /Odoo/ })).toContainText('Connected');
  await page.getByRole('link', { name: /Odoo/ }).click();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(connection).toContainText('Not connected');

  // A workflow step that checks Odoo stock, its product filled with the variables picker.
  await page.goto(`${urls.dashboard}/dashboard/workflows`);
  await page.getByRole('button', { name: 'Use template Customer Feedback' }).click();
  await page.getByRole('combobox', { name: 'New step type' }).selectOption('connector');
  await page.getByRole('button', { name: 'Add step' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit step' });
  await dialog.getByRole('combobox', { name: 'App' }).selectOption('odoo');
  await dialog.getByRole('combobox', { name: 'Action' }).selectOption('check_inventory');
  const product = dialog.getByRole('textbox', { name: /^Product/ });
  await product.fill('Blue ');
  await dialog.getByRole('combobox', { name: /^Insert a variable/ }).selectOption('first_message');
  await expect(product).toHaveValue('Blue {{first_message}}');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save step' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Steps' })).toContainText(
    'Odoo: Check stock of a product',
  );
});

test('an owner connects Zoho CRM and syncs the contacts, seeing a failure and then the counts', async ({
  page,
  request,
}) => {
  test.slow();
  const zoho = await startFakeConnectors();
  try {
    const owner = await account(request, 'Sync Shop', 'zoho-sync');
    const auth = { authorization: `Bearer ${owner.token}` };
    for (const data of [
      { name: 'Amina Njoroge', email: 'amina@syncshop.test' },
      { name: 'Baraka Otieno', phone: '+254722000222' },
      { name: 'No Keys' },
    ]) {
      expect(
        (await request.post(`${urls.api}/api/contacts`, { headers: auth, data })).status(),
      ).toBe(201);
    }
    await storeSession(page, owner.token, owner.user);
    await page.goto(`${urls.dashboard}/dashboard/integrations/zoho-crm`);
    const form = page.getByRole('form', { name: 'Connect Zoho CRM' });
    await form.getByRole('textbox', { name: /^Accounts URL/ }).fill(`${zoho.url}/zoho-accounts`);
    await form.getByRole('textbox', { name: /^Client ID/ }).fill(FAKE.zoho.clientId);
    await form.getByLabel(/^Client secret/).fill(FAKE.zoho.clientSecret);
    await form.getByLabel(/^Refresh token/).fill(FAKE.zoho.refreshToken);
    await form.getByRole('button', { name: 'Connect Zoho CRM' }).click();
    const connection = page.getByRole('region', { name: 'Connection' });
    await expect(connection.getByText('Connected', { exact: true })).toBeVisible();

    const sync = page.getByRole('region', { name: 'Sync contacts' });
    const button = sync.getByRole('button', { name: 'Sync contacts now' });
    // Zoho fails the request: the reason, in plain words, and nothing counted.
    zoho.queue('POST /zoho/crm/v8/Contacts/upsert', { status: 500, body: { code: 'INTERNAL' } });
    await button.click();
    await expect(sync.getByRole('alert')).toHaveText(
      'Zoho CRM had a problem on its side (HTTP 500)',
    );
    await button.click();
    await expect(sync.getByText('Sent 2 contacts: 2 created, 0 updated, 0 failed.')).toBeVisible();
    await expect(sync.getByRole('alert')).toHaveCount(0);
    expect(zoho.zohoContacts).toHaveLength(2);
    const log = page.getByRole('region', { name: 'Sync log' });
    await expect(log.getByText('Sync contact', { exact: true })).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    // Again, Zoho slow to answer: the card says how far the sync got meanwhile. Then Zoho
    // matches both on their email or phone and updates them.
    const slow = zoho.hold('POST /zoho/crm/v8/Contacts/upsert');
    await button.click();
    await slow.arrived;
    await expect(sync.getByText('Sending contacts to Zoho CRM… 0 of 2 records')).toBeVisible();
    slow.release();
    await expect(sync.getByText('Sent 2 contacts: 0 created, 2 updated, 0 failed.')).toBeVisible();
    expect(zoho.zohoContacts).toHaveLength(2);
  } finally {
    await zoho.close();
  }
});
