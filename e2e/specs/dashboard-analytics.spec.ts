// The analytics screen on the demo business (seeded with a week of conversations and their
// analytics events): the figure cards, a drill-down whose rows match its figure, the period
// and channel filters kept in the address, a CSV download, and no axe violation or sideways
// scrolling at 1280 and at 390 px. On businesses of their own: "Business hours only" counts
// the response and resolution times of a conversation held while it was closed as nothing;
// the campaign filter keeps a website campaign's proactive conversation, in the address.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { urls } from '../support/urls.ts';

async function demoOwner(request: APIRequestContext) {
  const signIn = await request.post(`${urls.api}/api/auth/sign-in`, {
    data: { email: 'demo@lisa.local', password: 'lisa-demo-2026' },
  });
  expect(signIn.ok(), `demo sign-in: ${signIn.status()}`).toBe(true);
  const body = await signIn.json();
  return { token: body.token as string, user: body.user };
}

async function openAnalytics(page: Page, request: APIRequestContext) {
  const owner = await demoOwner(request);
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/analytics`);
  // The first visit of a run loads the screen's code cold: as long as its figures may take.
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
}

const conversationsCard = (page: Page) =>
  page.getByRole('link', { name: /^Conversations: \d+\. List the conversations$/ });

test('figures, a drill-down that matches its figure, filters in the address and a CSV', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAnalytics(page, request);
  await expect(conversationsCard(page)).toBeVisible({ timeout: 15_000 });
  const count = Number((await conversationsCard(page).textContent())?.trim());
  expect(count).toBeGreaterThan(0);
  await expect(
    page.getByRole('heading', { name: 'Why conversations were handed over' }),
  ).toBeVisible();

  // The figure's list has as many conversations as the figure says.
  await conversationsCard(page).click();
  await expect(page).toHaveURL(/metric=conversations/);
  const list = page.getByRole('region', { name: /conversations/i }).filter({
    has: page.getByRole('button', { name: 'Close the list' }),
  });
  await expect(list).toBeVisible();
  await expect(list).toContainText(`${count.toLocaleString('en-US')} conversations`);
  // One row per conversation under the header row (the newest 500 at most).
  await expect(list.getByRole('row')).toHaveCount(Math.min(count, 500) + 1);
  await list.getByRole('button', { name: 'Close the list' }).click();
  await expect(page).not.toHaveURL(/metric=/);

  // A period and a channel are part of the address: a reload keeps them.
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page).toHaveURL(/range=30d/);
  await page.locator('#analytics-channel').selectOption({ label: 'Website widget' });
  await expect(page).toHaveURL(/channel=web_widget/);
  await page.reload();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('#analytics-channel')).toHaveValue('web_widget');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download analytics-series-/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^analytics-series-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8').split('\n')[0]).toMatch(/conversations/);

  expect(await axeViolations(page)).toEqual([]);
});

test('at 390 px the screen fits the phone and stays accessible', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAnalytics(page, request);
  await expect(conversationsCard(page)).toBeVisible({ timeout: 15_000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('"Business hours only" leaves out the time a conversation spent while the business was closed', async ({
  page,
  request,
}) => {
  // A new account (its code comes by mail) and two real seconds of waiting.
  test.slow();
  const owner = await account(request, 'Night Owl Bakery', 'analytics-hours');
  const auth = { authorization: `Bearer ${owner.token}` };
  // Open one day a week, three days from today (UTC): the conversation below is held while closed.
  const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const openDay = weekdays[(new Date().getUTCDay() + 6 + 3) % 7];
  const hours = await request.patch(`${urls.api}/api/agent`, {
    headers: auth,
    data: {
      business_hours: {
        time_zone: 'UTC',
        days: Object.fromEntries(
          weekdays.map((day) => [day, day === openDay ? { open: '09:00', close: '17:00' } : null]),
        ),
      },
    },
  });
  expect(hours.status()).toBe(200);
  const asked = await request.post(`${urls.api}/chat`, {
    data: {
      message: 'Can I talk to a human please?',
      business_id: owner.businessId,
      customer_id: `analytics-hours-${Date.now()}`,
    },
  });
  const startedAt = Date.now();
  expect(asked.status()).toBe(200);
  const conversationId = (await asked.json()).conversation_id;
  // The screen shows whole seconds: let two pass before the member answers and resolves.
  await expect.poll(() => Date.now() - startedAt, { intervals: [250] }).toBeGreaterThan(2_000);
  const replied = await request.post(`${urls.api}/api/conversations/${conversationId}/messages`, {
    headers: auth,
    data: { text: 'Good morning! How can I help?' },
  });
  expect(replied.status()).toBe(201);
  const resolved = await request.patch(`${urls.api}/api/conversations/${conversationId}`, {
    headers: auth,
    data: { status: 'resolved' },
  });
  expect(resolved.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/analytics`);
  const firstResponse = page.getByRole('link', { name: /^First human response: / });
  const resolution = page.getByRole('link', { name: /^Resolution time: / });
  // All hours: the seconds the visitor waited.
  await expect(firstResponse).toHaveAccessibleName(
    /^First human response: [1-9]\d* s\. List the conversations$/,
    { timeout: 15_000 },
  );
  await expect(resolution).toHaveAccessibleName(
    /^Resolution time: [1-9]\d* s\. List the conversations$/,
  );

  await page.getByLabel('Response times').selectOption({ label: 'Business hours only' });
  await expect(page).toHaveURL(/hours=business/);
  await expect(firstResponse).toHaveAccessibleName(
    'First human response: 0 s. List the conversations',
  );
  await expect(resolution).toHaveAccessibleName('Resolution time: 0 s. List the conversations');

  await page.getByLabel('Response times').selectOption({ label: 'All hours' });
  await expect(page).not.toHaveURL(/hours=/);
  await expect(firstResponse).toHaveAccessibleName(/^First human response: [1-9]\d* s\. /);
});

test('the campaign filter is kept in the address; the drill-down and its CSV follow it', async ({
  page,
  request,
}) => {
  // A new account (its code comes by mail).
  test.slow();
  const owner = await account(request, 'Offer Bakery', 'analytics-campaign');
  const auth = { authorization: `Bearer ${owner.token}` };
  const created = await request.post(`${urls.api}/api/campaigns`, {
    headers: auth,
    data: { kind: 'website', name: 'Free delivery week', body: 'Free delivery all week!' },
  });
  expect(created.status()).toBe(201);
  const campaignId = (await created.json()).id as number;
  const sent = await request.post(`${urls.api}/api/campaigns/${campaignId}/send`, {
    headers: auth,
    data: {},
  });
  expect(sent.ok(), `send: ${sent.status()}`).toBe(true);
  // One visitor answers the website message (a proactive conversation), one writes unasked.
  for (const [who, message, campaign] of [
    ['answer', 'Is delivery free today?', campaignId],
    ['unasked', 'Do you bake on Sundays?', undefined],
  ] as const) {
    const chat = await request.post(`${urls.api}/chat`, {
      data: {
        message,
        business_id: owner.businessId,
        customer_id: `analytics-campaign-${who}-${Date.now()}`,
        ...(campaign ? { campaign_id: campaign } : {}),
      },
    });
    expect(chat.status()).toBe(200);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/analytics`);
  const proactiveNote = page.getByText(/^Started by customers; 1 proactive/);
  await expect(conversationsCard(page)).toHaveAccessibleName(
    'Conversations: 1. List the conversations',
    { timeout: 15_000 },
  );
  await expect(proactiveNote).toBeVisible();

  // Only the campaign's conversation: the proactive one, kept apart from customer-started.
  await page.locator('#analytics-campaign').selectOption({ label: 'Free delivery week' });
  await expect(page).toHaveURL(new RegExp(`campaign=${campaignId}`));
  await expect(conversationsCard(page)).toHaveAccessibleName(
    'Conversations: 0. List the conversations',
  );
  await page.reload();
  await expect(page.locator('#analytics-campaign')).toHaveValue(String(campaignId));
  await expect(conversationsCard(page)).toHaveAccessibleName(
    'Conversations: 0. List the conversations',
    { timeout: 15_000 },
  );
  await expect(proactiveNote).toBeVisible();

  // The list behind "proactive" under the filter, and its CSV.
  await page.goto(`${page.url()}&metric=proactive`);
  const list = page.getByRole('region', { name: 'Proactive conversations' });
  await expect(list).toContainText('1 conversations', { timeout: 15_000 });
  await expect(list.getByRole('row')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: 'CSV' }).click();
  const file = await (await download).createReadStream();
  const lines = Buffer.concat(await file.toArray())
    .toString('utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(',proactive,');
});
