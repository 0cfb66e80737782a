// Teaching the agent from the inbox (issue 24): an owner marks a cited answer of the bot
// "Good answer"; a visitor asking the same thing in other words, in a new conversation, then
// gets that passage; the data centre lists the learned question (question -> passage
// sentence, who taught it, when) and deleting it brings the old "I don't know" back.
import { expect, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { urls } from '../support/urls.ts';

// The prices section matters: without it "cake" ranks the Cakes passage first, and a lifted
// passage of the same page stays under the plain top by the engine's design (samePageUnder).
const GUIDE =
  '# Delivery\n\nOrders placed before noon reach Nairobi addresses the same afternoon. Later orders go out the next day.\n\n# Cakes\n\nEvery cake is baked with butter and free-range eggs. Wedding cakes need two weeks of notice.\n\n# Prices\n\nA one-kilo chocolate cake costs KES 2,500. A dozen cupcakes cost KES 1,200.';
const ASKED = 'if I order before noon will it reach my flat today?';
const REWORDED = 'if I order a cake in the morning, will it get to my flat today?';
const PASSAGE = 'Orders placed before noon reach Nairobi addresses the same afternoon.';

test('an owner teaches a good answer from the inbox, sees it in the data centre and deletes it', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Mkate Bakery', 'learned');
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
        customer_id: `e2e-learned-${Date.now()}-${Math.random()}`,
      },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()) as { response: string; conversation_id: string };
  };
  expect((await ask(REWORDED)).response).toMatch(/don't know/);
  const answered = await ask(ASKED);
  expect(answered.response).toContain(PASSAGE);

  await page.setViewportSize({ width: 1440, height: 900 });
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/inbox?c=${answered.conversation_id}`);
  const messages = page.getByRole('list', { name: 'Messages' });
  const reply = messages.getByRole('article', { name: /^Bot at/ });
  await expect(reply.getByText(PASSAGE)).toBeVisible();
  // Reached by keyboard: focus and Enter.
  const good = reply.getByRole('button', { name: 'Good answer' });
  expect(await axeViolations(page)).toEqual([]);
  await good.focus();
  await page.keyboard.press('Enter');
  await expect(reply.getByText('Taught to your agent')).toBeVisible();
  await expect(reply.getByRole('button', { name: /^Undo/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A new visitor in other words now gets the passage.
  const later = await ask(REWORDED);
  expect(later.conversation_id).not.toBe(answered.conversation_id);
  expect(later.response).toContain(PASSAGE);

  // Undo in the inbox, then teach again: the button comes back and works twice.
  await reply.getByRole('button', { name: /^Undo/ }).click();
  await expect(reply.getByRole('button', { name: 'Good answer' })).toBeVisible();
  await reply.getByRole('button', { name: 'Good answer' }).click();
  await expect(reply.getByText('Taught to your agent')).toBeVisible();

  // The data centre lists it: question -> passage sentence, taught by, date.
  await page.goto(`${urls.dashboard}/dashboard/datacenter`);
  const learned = page.getByRole('list', { name: 'Learned questions' });
  const item = learned.getByRole('listitem').filter({ hasText: ASKED });
  await expect(item).toBeVisible();
  await expect(item).toContainText(PASSAGE);
  await expect(item).toContainText('Taught by Session Tester');
  await expect(item.getByText('No longer found')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await item.getByRole('button', { name: `Delete learned question: ${ASKED}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this learned question?' });
  await confirm.getByRole('button', { name: 'Delete learned question' }).click();
  await expect(learned.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText(/None yet\. In the inbox/)).toBeVisible();
  expect((await ask(REWORDED)).response).toMatch(/don't know/);
});
