// The data centre, the agent's settings and the agent studio end to end (issue 15): an owner
// uploads a small FAQ file made here, sees it ready, previews its chunks, searches the
// knowledge base as the agent would, answers a question the agent could not answer (the
// next visitor gets that answer), renames the agent, and tries it in the studio, whose event
// log shows what the agent understood and found.
import { expect, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { urls } from '../support/urls.ts';

const FAQ_CSV = [
  'question,answer',
  'Do you deliver on Sundays?,"Yes, we deliver on Sundays from 10 am to 2 pm."',
  'Where is the shop?,Our shop is at 12 Market Street.',
  '',
].join('\n');

test('an owner feeds, fixes and tries the agent', async ({ page, request }) => {
  test.slow();
  const owner = await account(request, 'Juniper Florist', 'datacenter');
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/datacenter`);
  await expect(page.getByRole('heading', { name: 'Data center', level: 1 })).toBeVisible();

  // Upload: the file is read, sent and ready.
  await page.getByLabel('Files to add').setInputFiles({
    name: 'faq.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FAQ_CSV),
  });
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByText('faq.csv')).toBeVisible();
  await expect(uploads.getByText('Ready')).toBeVisible();
  const table = page.getByRole('table', { name: 'Knowledge sources' });
  const row = table.getByRole('row', { name: /faq/ });
  await expect(row).toContainText('Ready');
  await expect(row).toContainText('Q&A');
  await expect(row).toContainText('Session Tester');

  // Its chunks, as the agent searches them.
  await row.getByRole('button', { name: /^Preview/ }).click();
  const preview = page.getByRole('dialog', { name: /Chunks of/ });
  await expect(preview.getByText('Do you deliver on Sundays?')).toBeVisible();
  await expect(preview.getByText('Our shop is at 12 Market Street.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Search as the agent would: ranked chunks with scores.
  await page.getByLabel('Question to search').fill('sunday delivery');
  await page.getByLabel('Question to search').press('Enter');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByText('Do you deliver on Sundays?')).toBeVisible();
  await expect(results.getByText(/Score \d/).first()).toBeVisible();

  // A visitor asks what the knowledge base does not say: it shows up as a gap.
  const ask = async (message: string) => {
    const res = await request.post(`${urls.api}/chat`, {
      data: { message, business_id: owner.businessId, customer_id: `e2e-${Date.now()}` },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()).response as string;
  };
  expect(await ask('Do you sell gift cards?')).toMatch(/don't know/);
  await page.reload();
  const gaps = page.getByRole('list', { name: 'Unanswered questions' });
  await expect(gaps.getByText('Do you sell gift cards?')).toBeVisible();
  await gaps.getByRole('button', { name: 'Answer: Do you sell gift cards?' }).click();
  const answer = page.getByRole('dialog', { name: 'Answer this question' });
  await answer.getByLabel('Answer').fill('Yes, gift cards start at KES 1,000 in the shop.');
  await answer.getByRole('button', { name: 'Save answer' }).click();
  await expect(gaps.getByText('Do you sell gift cards?')).toHaveCount(0);
  expect(await ask('Do you sell gift cards?')).toContain('gift cards start at KES 1,000');

  // The settings say the agent is still called Lisa; the owner renames it.
  await page.goto(`${urls.dashboard}/agent-setup`);
  await expect(page.getByRole('heading', { name: 'Agent settings' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your agent is called Lisa' }),
  ).toBeVisible();
  await page.getByLabel('Name').fill('Zuri');
  await page.getByLabel('Purpose').selectOption('sales');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/Saved\. Your agent follows these settings/)).toBeVisible();

  // The studio: the same agent, with an event log per reply.
  await page.goto(`${urls.dashboard}/agent-studio`);
  await expect(page.getByRole('heading', { name: 'Agent studio' })).toBeVisible();
  const box = page.getByLabel('Message your agent');
  await box.fill('hello');
  await box.press('Enter');
  const conversation = page.getByRole('list', { name: 'Test conversation' });
  await expect(conversation).toContainText("I'm Zuri, Juniper Florist's sales assistant");
  await box.fill('Do you deliver on Sundays?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(conversation).toContainText('we deliver on Sundays from 10 am to 2 pm');
  const log = page.getByRole('list', { name: 'Event log' });
  await expect(log.getByText('Reply 2: FAQ answer')).toBeVisible();
  await expect(log.getByText('An FAQ entry asks the same question')).toBeVisible();
  await expect(log.getByText(/score \d/).first()).toBeVisible();
  await expect(log.getByText('Understood as').first()).toBeVisible();

  // The test suite: a saved question passes, then turns red once its source is deleted.
  const suite = page.getByRole('region', { name: 'Test suite' });
  await suite.getByLabel('Test question').fill('Do you deliver on Sundays?');
  await suite.getByLabel('Reply must contain').fill('10 am to 2 pm');
  await suite.getByRole('button', { name: 'Save question' }).click();
  const saved = suite.getByRole('list', { name: 'Saved tests' });
  await expect(saved.getByText('Not run')).toBeVisible();
  await suite.getByRole('button', { name: 'Run all' }).click();
  await expect(saved.getByText('Pass', { exact: true })).toBeVisible();
  const headers = { authorization: `Bearer ${owner.token}` };
  const list = await (await request.get(`${urls.api}/api/knowledge/sources`, { headers })).json();
  const faq = list.data.find((s: { file_name: string | null }) => s.file_name === 'faq.csv');
  expect(
    (await request.delete(`${urls.api}/api/knowledge/sources/${faq.id}`, { headers })).status(),
  ).toBe(204);
  await suite.getByRole('button', { name: 'Run all' }).click();
  await expect(saved.getByText('Fail', { exact: true })).toBeVisible();
  // It passed in the run before: flagged as what got worse.
  await expect(saved.getByText('Got worse')).toBeVisible();
  await expect(suite.getByRole('list', { name: 'Run history' }).getByRole('listitem')).toHaveCount(
    2,
  );
});
