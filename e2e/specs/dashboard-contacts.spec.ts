// Contacts end to end: a visitor chats on the widget and gives their email (the agent writes
// it to their contact); a member finds contacts in the list by search, opens one, edits it,
// adds a note, merges the widget visitor into it after a preview of the result, and undoes
// the merge from the timeline.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { urls } from '../support/urls.ts';

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('a member searches, opens and edits a contact, notes it, merges a duplicate with a preview and undoes it', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Kamau Farms', 'contacts-owner');
  const auth = { authorization: `Bearer ${owner.token}` };
  const created = await request.post(`${urls.api}/api/contacts`, {
    headers: auth,
    data: { name: 'Wanjiru Kamau', email: 'wanjiru@example.com', company: 'Kamau Farms' },
  });
  expect(created.status()).toBe(201);
  const wanjiru = await created.json();
  await request.post(`${urls.api}/api/contacts`, {
    headers: auth,
    data: { name: 'Otieno Odhiambo', phone: '+254722000111' },
  });
  // The same person on the widget, giving another email: a second contact, from the agent.
  const chat = await request.post(`${urls.api}/chat`, {
    data: {
      message: 'Hello, my email is w.kamau@example.com',
      business_id: owner.businessId,
      customer_id: `e2e-contacts-${Date.now()}`,
    },
  });
  expect(chat.status()).toBe(200);

  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/contacts`);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Contacts' });
  await expect(table.getByRole('link', { name: 'Otieno Odhiambo' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'w.kamau@example.com' })).toBeVisible();

  await page.getByLabel('Search contacts').fill('otieno');
  await expect(table.getByRole('link', { name: 'Otieno Odhiambo' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Wanjiru Kamau' })).toHaveCount(0);
  await page.getByLabel('Search contacts').fill('kamau farms');
  await table.getByRole('link', { name: 'Wanjiru Kamau' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/contacts/${wanjiru.id}`);
  await expect(page.getByRole('heading', { name: 'Wanjiru Kamau', level: 1 })).toBeVisible();

  // Edit: the company.
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByLabel('Company').fill('Kamau Holdings');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Contact saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Details' }).getByLabel('Company')).toHaveValue(
    'Kamau Holdings',
  );

  // A note, in the notes and on the timeline.
  await page.getByLabel('New note').fill('Prefers a call after 5 pm.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(
    'Prefers a call after 5 pm.',
  );
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Note added: Prefers a call after 5 pm.');

  // Merge the widget visitor in, after seeing the result.
  await page.getByRole('button', { name: 'Merge with…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge into Wanjiru Kamau' });
  await dialog.getByLabel('Find the other contact').fill('w.kamau');
  await dialog
    .getByRole('radio', { name: /w\.kamau@example\.com/ })
    .first()
    .check();
  const result = dialog.getByRole('region', { name: 'Result of the merge' });
  await expect(result).toContainText('Kamau Holdings');
  await expect(result).toContainText('wanjiru@example.com');
  await expect(result).toContainText('1 conversations');
  await dialog.getByRole('button', { name: 'Merge contacts' }).click();
  await expect(page.getByText('Contacts merged. You can undo it from the timeline.')).toBeVisible();
  const conversations = page.getByRole('region', { name: 'Conversations' });
  await expect(conversations.getByRole('link', { name: /Conversation #/ })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Emails, phones and channels' })).toContainText(
    'w.kamau@example.com',
  );
  await expect(timeline).toContainText('Merged with');

  // Undo from the timeline: the visitor is a contact of their own again.
  await timeline.getByRole('button', { name: 'Undo merge' }).click();
  await expect(page.getByText('Merge undone: the other contact is back.')).toBeVisible();
  await expect(conversations.getByRole('link', { name: /Conversation #/ })).toHaveCount(0);
  await expect(timeline).toContainText('Merge undone');
  await expect(timeline.getByRole('button', { name: 'Undo merge' })).toHaveCount(0);
  await page.getByRole('link', { name: 'All contacts' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Contacts' })
      .getByRole('link', { name: 'w.kamau@example.com' }),
  ).toBeVisible();
});

test('the contacts list, a contact page and the merge dialog have no WCAG 2 A/AA violations', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Axe Contacts', 'contacts-axe');
  const auth = { authorization: `Bearer ${owner.token}` };
  const made = await request.post(`${urls.api}/api/contacts`, {
    headers: auth,
    data: {
      name: 'Axe Person',
      email: 'axe.person@example.com',
      company: 'Axe Ltd',
      tags: ['vip'],
    },
  });
  const contact = await made.json();
  await request.post(`${urls.api}/api/contacts`, {
    headers: auth,
    data: { name: 'Axe Person', company: 'Axe Ltd' },
  });
  await request.post(`${urls.api}/api/contacts/${contact.id}/notes`, {
    headers: auth,
    data: { text: 'Called back.' },
  });
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/contacts`);
  // Same name and company: offered as a possible duplicate.
  await expect(page.getByRole('region', { name: 'Possible duplicates' })).toContainText(
    'Same name and company: Axe Person, Axe Ltd',
  );
  expect(await violations(page)).toEqual([]);
  await page.goto(`${urls.dashboard}/dashboard/contacts/${contact.id}`);
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Called back.');
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Merge with…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('an owner downloads everything stored about a contact, then erases it after typing the confirmation', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Privacy Clinic', 'contacts-privacy');
  const device = `e2e-privacy-${Date.now()}`;
  const chat = await request.post(`${urls.api}/chat`, {
    data: {
      message: 'Hi, my email is amina.privacy@example.com',
      business_id: owner.businessId,
      customer_id: device,
    },
  });
  expect(chat.status()).toBe(200);
  const list = await request.get(`${urls.api}/api/contacts?q=amina`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const [contact] = (await list.json()).data;

  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/contacts/${contact.id}`);
  const privacy = page.getByRole('region', { name: 'Privacy' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    privacy.getByRole('button', { name: 'Export data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^contact-${contact.id}-.*\\.json$`));
  const exported = JSON.parse(
    await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
  );
  expect(exported.conversations[0].messages[0].text).toBe(
    'Hi, my email is amina.privacy@example.com',
  );

  await privacy.getByRole('button', { name: 'Erase contact…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Erase / });
  const confirm = dialog.getByRole('button', { name: 'Erase for good' });
  await expect(confirm).toBeDisabled();
  expect(await violations(page)).toEqual([]);
  await dialog.getByLabel('Type ERASE to confirm').fill('ERASE');
  await confirm.click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/contacts`);
  await expect(page.getByText('Contact erased, with 1 conversation.')).toBeVisible();
  await page.goto(`${urls.dashboard}/dashboard/contacts/${contact.id}`);
  await expect(
    page.getByText('This contact does not exist, or was merged or erased.'),
  ).toBeVisible();
});

test('an owner imports a CSV: matches the columns with a preview, follows the progress and reads the rejected rows', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Import Bakery', 'contacts-import');
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/contacts`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'customers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Customer,Mobile,E-mail address,Notes',
        'Njeri Wambui,0712 555 001,njeri@example.com,likes cake',
        'Juma Salim,0712 555 002,,',
        'Njeri W.,0712 555 001,,',
        'Broken,,not-an-email,',
      ].join('\n'),
    ),
  });
  await expect(dialog.getByText('customers.csv: 4 rows.', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Import “Customer” as')).toHaveValue('name');
  await expect(dialog.getByLabel('Import “Mobile” as')).toHaveValue('phone');
  await expect(dialog.getByLabel('Import “E-mail address” as')).toHaveValue('email');
  await expect(dialog.getByLabel('Import “Notes” as')).toHaveValue('skip');
  await expect(dialog.getByRole('row', { name: /Customer/ })).toContainText('Njeri Wambui');
  expect(await violations(page)).toEqual([]);
  await dialog.getByLabel('Tag every imported contact (optional)').fill('bakery-list');
  await dialog.getByRole('button', { name: 'Import 4 rows' }).click();

  await expect(dialog.getByText('Import finished')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(dialog.getByText('New contacts').locator('..')).toContainText('2');
  await expect(dialog.getByText('Duplicates folded').locator('..')).toContainText('1');
  await expect(dialog.getByRole('list', { name: 'Rejected rows' })).toContainText(
    'Line 5: Enter a valid email address. (“not-an-email”)',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  const table = page.getByRole('table', { name: 'Contacts' });
  await expect(table.getByRole('link', { name: 'Njeri Wambui' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Juma Salim' })).toBeVisible();
  await page.getByLabel('Tag', { exact: true }).fill('bakery-list');
  await expect(table.getByRole('row')).toHaveCount(3);
});

test('an owner manages saved segments: live counts and filters in words, opens one as the list filter, renames and deletes it', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Segment Farms', 'contacts-segments');
  const auth = { authorization: `Bearer ${owner.token}` };
  for (const [name, tags] of [
    ['Achieng Otieno', ['wholesale']],
    ['Baraka Mwangi', ['wholesale']],
    ['Chebet Kiprop', []],
  ] as const) {
    const made = await request.post(`${urls.api}/api/contacts`, {
      headers: auth,
      data: { name, tags },
    });
    expect(made.status()).toBe(201);
  }
  const saved = await request.post(`${urls.api}/api/campaigns/segments`, {
    headers: auth,
    data: { name: 'Wholesale buyers', filter: { tag: 'wholesale', last_seen_days: 30 } },
  });
  expect(saved.status()).toBe(201);
  const segment = await saved.json();
  await storeSession(page, owner.token, owner.user);

  // Reached from the contacts list.
  await page.goto(`${urls.dashboard}/dashboard/contacts`);
  await page.getByRole('link', { name: 'Segments', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/contacts\/segments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Segments' });
  const row = table.getByRole('row', { name: /Wholesale buyers/ });
  await expect(row).toContainText('Tagged wholesale · seen in the last 30 days');
  // The live count, as the API counted it when the segment was saved.
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(segment.count));

  // Opened: the list's filters are filled and the address keeps the segment.
  await row.getByRole('link', { name: 'Wholesale buyers' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/contacts\\?segment=${segment.id}$`));
  await expect(page.getByRole('textbox', { name: 'Tag' })).toHaveValue('wholesale');
  await expect(page.getByRole('status')).toContainText('Showing the segment Wholesale buyers');
  await expect(page.getByRole('status')).toContainText('seen in the last 30 days');
  const contacts = page.getByRole('table', { name: 'Contacts' });
  await expect(contacts.getByRole('link', { name: 'Achieng Otieno' })).toBeVisible();
  await expect(contacts.getByRole('link', { name: 'Baraka Mwangi' })).toBeVisible();
  await expect(contacts.getByRole('link', { name: 'Chebet Kiprop' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Tag' })).toHaveValue('wholesale');
  // Changing a filter by hand leaves the segment.
  await page.getByRole('textbox', { name: 'Tag' }).fill('');
  await expect(page).toHaveURL(/\/dashboard\/contacts$/);
  await expect(contacts.getByRole('link', { name: 'Chebet Kiprop' })).toBeVisible();

  // Renamed.
  await page.goto(`${urls.dashboard}/dashboard/contacts/segments`);
  await table.getByRole('button', { name: 'Rename Wholesale buyers' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the segment' });
  await rename.getByRole('textbox', { name: 'Segment name' }).fill('Bulk buyers');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(table.getByRole('link', { name: 'Bulk buyers' })).toBeVisible();

  // Deleted after a confirmation; Cancel first changes nothing.
  await table.getByRole('button', { name: 'Delete Bulk buyers' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the segment "Bulk buyers"?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('link', { name: 'Bulk buyers' })).toBeVisible();
  await table.getByRole('button', { name: 'Delete Bulk buyers' }).click();
  await confirm.getByRole('button', { name: 'Delete segment' }).click();
  await expect(table.getByRole('link', { name: 'Bulk buyers' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No segments yet' })).toBeVisible();
  const left = await request.get(`${urls.api}/api/campaigns/segments`, { headers: auth });
  expect((await left.json()).data).toEqual([]);
});
