// Answers from the inbox (issue 24): the agent did not know; a teammate answers the visitor in
// the inbox and, in one step, saves the reply as an answer (the dialog prefilled with the
// visitor's question and the reply, both editable). The data centre then lists the entry in
// the FAQ source "Answers from the inbox", and a new visitor asking in other words gets it.
import { expect, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { urls } from '../support/urls.ts';

const GUIDE =
  '# Delivery\n\nOrders placed before noon reach Nairobi addresses the same afternoon.\n\n# Cakes\n\nEvery cake is baked with butter and free-range eggs. A one-kilo chocolate cake costs KES 2,500.';
const ASKED = 'Hi! Do you have parking for customers?';
const REPLY = 'Hi there, Ann here. Yes: there is free parking behind the shop for up to ten cars.';
const QUESTION = 'Do you have parking for customers?';
const ANSWER = 'Yes: there is free parking behind the shop for up to ten cars.';
const REWORDED = 'is there free parking near your shop when i come?';

test('a teammate saves an inbox reply as an answer; the data centre lists it and the agent answers it', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Parking Bakery', 'inbox-answers');
  const headers = { authorization: `Bearer ${owner.token}` };
  const added = await request.post(`${urls.api}/api/knowledge/sources`, {
    headers,
    data: { type: 'text', title: 'Bakery guide', text: GUIDE },
  });
  expect(added.status()).toBe(201);
  const ask = async (message: string) => {
    const res = await request.post(`${urls.api}/chat`, {
      data: {
        message,
        business_id: owner.businessId,
        customer_id: `e2e-inbox-answers-${Date.now()}-${Math.random()}`,
      },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()) as {
      response: string;
      conversation_id: string;
      citations: { title: string }[];
    };
  };
  const unknown = await ask(ASKED);
  expect(unknown.response).toMatch(/don't know/);
  expect((await ask(REWORDED)).response).toMatch(/don't know/);

  await page.setViewportSize({ width: 1440, height: 900 });
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/inbox?c=${unknown.conversation_id}`);
  const thread = page.getByRole('region', { name: /^Conversation with / });
  await expect(thread.getByText(ASKED, { exact: true })).toBeVisible();

  // The teammate answers the visitor.
  await thread.getByRole('button', { name: 'Reply', exact: true }).click();
  await thread.getByRole('textbox', { name: 'Reply' }).fill(REPLY);
  await thread.getByRole('textbox', { name: 'Reply' }).press('Enter');
  const messages = page.getByRole('list', { name: 'Messages' });
  const reply = messages.getByRole('article').filter({ hasText: REPLY });
  await expect(reply).toBeVisible();

  // "Save as answer", reached by keyboard, opens the dialog prefilled.
  const save = reply.getByRole('button', { name: 'Save as answer' });
  await save.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save as answer' });
  const question = dialog.getByRole('textbox', { name: /^Question/ });
  const answer = dialog.getByRole('textbox', { name: /^Answer/ });
  await expect(question).toHaveValue(ASKED);
  await expect(answer).toHaveValue(REPLY);
  expect(await axeViolations(page)).toEqual([]);

  // An empty question is refused in the dialog; what was typed in the answer stays.
  await question.fill('');
  await answer.fill(ANSWER);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Write the question visitors ask')).toBeVisible();
  await expect(answer).toHaveValue(ANSWER);
  await question.fill(QUESTION);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(reply.getByText('Saved to your knowledge')).toBeVisible();
  await expect(reply.getByRole('button', { name: 'Save as answer' })).toHaveCount(0);

  // A new visitor asking in other words gets the answer, cited to the source.
  const later = await ask(REWORDED);
  expect(later.conversation_id).not.toBe(unknown.conversation_id);
  expect(later.response).toContain('free parking behind the shop');
  expect(later.citations.map((c) => c.title)).toEqual(['Answers from the inbox']);

  // The link opens the source's entries in the data centre.
  await reply.getByRole('link', { name: /Answers from the inbox/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/datacenter\?source=\d+$/);
  const preview = page.getByRole('dialog', { name: 'Chunks of Answers from the inbox' });
  await expect(preview.getByText(QUESTION)).toBeVisible();
  await expect(preview.getByText(ANSWER)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // An edit begun before another reply is saved from the inbox is refused rather than dropping
  // that reply; what was typed stays, and saving again keeps both.
  await preview.getByRole('button', { name: `Edit the answer to ${QUESTION}` }).click();
  const edited = preview.getByRole('textbox', { name: /^Answer/ });
  await edited.fill(`${ANSWER} Ask at the gate.`);
  const other = await ask('Do you sell gluten-free bread?');
  const sent = await request.post(
    `${urls.api}/api/conversations/${other.conversation_id}/messages`,
    { headers, data: { text: 'Yes, every Friday.' } },
  );
  expect(sent.status()).toBe(201);
  const otherSaved = await request.post(`${urls.api}/api/knowledge/inbox-answers`, {
    headers,
    data: {
      message_id: Number((await sent.json()).message.id),
      question: 'Do you sell gluten-free bread?',
      answer: 'Yes, every Friday.',
    },
  });
  expect(otherSaved.status()).toBe(201);
  await preview.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(preview.getByText(/Someone changed this source a moment ago/)).toBeVisible();
  await expect(edited).toHaveValue(`${ANSWER} Ask at the gate.`);
  await expect(preview.getByText('Do you sell gluten-free bread?')).toBeVisible();
  await preview.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(preview.getByText(`${ANSWER} Ask at the gate.`)).toBeVisible();
  await expect(preview.getByText('Do you sell gluten-free bread?')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/datacenter$/);
  await expect(
    page.getByRole('table', { name: 'Knowledge sources' }).getByText('Answers from the inbox'),
  ).toBeVisible();
});
