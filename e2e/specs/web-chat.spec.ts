import { expect, type Page, test } from '@playwright/test';
import { urls } from '../support/urls.ts';

// The floating chat widget (SPEC §2, §4, §5, §8) on a marketing page, against the
// running API; page.route stands in for a failing or empty server only where said.

const CHAT_FAILED = 'Sorry, there was an error processing your message. Please try again later.';
const EMPTY_RESPONSE = "I'm sorry, I couldn't process your request at the moment.";
const PAGE = '/integrations';

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with Lisa' });
  await expect(panel).toBeVisible();
  return panel;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the button alone ships with the page; the panel code loads on first open', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/floating-chat')) chunks.push(r.url());
  });
  await page.goto(`${urls.web}${PAGE}`);
  const button = page.getByRole('button', { name: 'Open chat' });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1280 - 40);
  expect(chunks).toEqual([]);
  await openChat(page);
  expect(chunks.length).toBe(1);
});

test('panel is 380x600 on desktop and full width, viewport minus 120 px, under 768 px', async ({
  page,
}) => {
  await page.goto(`${urls.web}${PAGE}`);
  const panel = await openChat(page);
  let box = await panel.boundingBox();
  expect(box?.width).toBe(380);
  expect(box?.height).toBe(600);
  await page.setViewportSize({ width: 500, height: 800 });
  box = await panel.boundingBox();
  expect(box?.width).toBe(500);
  expect(box?.height).toBe(680);
});

test('greets with six chips that fill the input; Enter sends, Shift+Enter adds a newline', async ({
  page,
}) => {
  await page.goto(`${urls.web}${PAGE}`);
  const panel = await openChat(page);
  await expect(panel.getByText('Hi, How can I help you?')).toBeVisible();
  const chips = [
    'Product information',
    'Pricing',
    'Features',
    'Get Started',
    'Support',
    'Contact sales',
  ];
  for (const chip of chips)
    await expect(panel.getByRole('button', { name: chip, exact: true })).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Message' });
  await expect(input).toHaveAttribute('placeholder', 'Ask the assistant...');
  await panel.getByRole('button', { name: 'Pricing', exact: true }).click();
  await expect(input).toHaveValue('How much does Lisa cost?');

  await input.fill('first line');
  await input.press('Shift+Enter');
  await input.pressSequentially('second line');
  await expect(input).toHaveValue('first line\nsecond line');
  await expect(panel.locator('[data-sender="user"]')).toHaveCount(0);
  // Many lines: the textarea stops growing at 80 px.
  await input.fill(Array.from({ length: 12 }, (_, i) => `line ${i}`).join('\n'));
  const height = await input.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(80);

  await input.fill('   ');
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await input.press('Enter');
  await expect(panel.locator('[data-sender="user"]')).toHaveCount(0);
});

test('answers from the API with the device id as customer_id, then offers quick replies', async ({
  page,
}) => {
  await page.goto(`${urls.web}${PAGE}`);
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('Does Lisa work with WhatsApp?');
  const requestPromise = page.waitForRequest(
    (r) => r.url().endsWith('/chat') && r.method() === 'POST',
  );
  const responsePromise = page.waitForResponse((r) => r.url().endsWith('/chat'));
  await input.press('Enter');
  const body = (await requestPromise).postDataJSON();
  const deviceId = await page.evaluate(() => localStorage.getItem('lisa-device-id'));
  expect(deviceId).toMatch(/^device-/);
  expect(body).toMatchObject({
    message: 'Does Lisa work with WhatsApp?',
    business_id: 1,
    customer_id: deviceId,
  });
  const answer = (await (await responsePromise).json()) as { response: string };
  expect(answer.response.length).toBeGreaterThan(0);
  await expect(panel.locator('[data-sender="user"]')).toHaveText(/Does Lisa work with WhatsApp\?/);
  const bot = panel.locator('[data-sender="bot"]').last();
  await expect(bot).toBeVisible();
  await expect(bot).not.toHaveAttribute('data-error', 'true');
  // The first words of the answer are on screen (Markdown rendered, so compare text only).
  const firstWords = answer.response
    .replace(/[*_`#>[\]()]/g, '')
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .join(' ');
  await expect(bot).toContainText(firstWords.split(' ')[0] ?? '');
  await expect(panel.getByText('Hi, How can I help you?')).toHaveCount(0);
  for (const reply of ['Explain', 'No', 'Yes', 'Tell me more']) {
    await expect(
      panel
        .getByRole('group', { name: 'Quick replies' })
        .getByRole('button', { name: reply, exact: true }),
    ).toBeVisible();
  }
});

test('shows the typing indicator and disables the input while waiting', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/chat', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${urls.web}${PAGE}`);
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('Hello');
  await input.press('Enter');
  await expect(panel.getByRole('status', { name: 'Assistant is typing' })).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(input).toHaveValue('');
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
  release();
  await expect(panel.getByRole('status', { name: 'Assistant is typing' })).toHaveCount(0);
  await expect(input).toBeEnabled();
});

test('shows the SPEC §8 texts, error-styled, when the API fails or answers empty', async ({
  page,
}) => {
  let mode: 'fail' | 'empty' = 'fail';
  await page.route('**/chat', (route) =>
    mode === 'fail'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"internal","message":"down"}',
        })
      : route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"response":"","conversation_id":"c1"}',
        }),
  );
  await page.goto(`${urls.web}${PAGE}`);
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('one');
  await input.press('Enter');
  const failed = panel.locator('[data-sender="bot"]').last();
  await expect(failed).toContainText(CHAT_FAILED);
  await expect(failed).toHaveAttribute('data-error', 'true');
  await expect(failed).toHaveCSS('color', 'rgb(185, 28, 28)');
  mode = 'empty';
  await input.fill('two');
  await input.press('Enter');
  const empty = panel.locator('[data-sender="bot"]').last();
  await expect(empty).toContainText(EMPTY_RESPONSE);
  await expect(empty).toHaveAttribute('data-error', 'true');
  await expect(input).toBeEnabled();
});

test('renders bot Markdown safely: no raw HTML, safe links, no remote images', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('evil.example')) images.push(r.url());
  });
  await page.route('**/chat', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        conversation_id: 'c1',
        response:
          '**Bold** and a [docs link](https://docs.example.com/start).\n\n<img src="https://evil.example/x.png" onerror="window.__pwned=1">\n\n![tracker](https://evil.example/pixel.png)\n\n[bad](javascript:alert(1))',
      }),
    }),
  );
  await page.goto(`${urls.web}${PAGE}`);
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('show me markdown');
  await input.press('Enter');
  const bot = panel.locator('[data-sender="bot"]').last();
  await expect(bot.locator('strong')).toHaveText('Bold');
  const link = bot.getByRole('link', { name: 'docs link' });
  await expect(link).toHaveAttribute('href', 'https://docs.example.com/start');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(bot.locator('img')).toHaveCount(0);
  await expect(bot.getByRole('link', { name: '[tracker]' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  expect(await bot.getByRole('link', { name: 'bad' }).getAttribute('href')).not.toContain(
    'javascript',
  );
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(images).toEqual([]);
});

test('keeps the history across a reload, and clear removes it', async ({ page }) => {
  await page.route('**/chat', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"response":"Noted, thanks.","conversation_id":"c1"}',
    }),
  );
  await page.goto(`${urls.web}${PAGE}`);
  let panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('Remember this');
  await input.press('Enter');
  await expect(panel.locator('[data-sender="bot"]')).toContainText('Noted, thanks.');
  await page.reload();
  panel = await openChat(page);
  await expect(panel.locator('[data-sender="user"]')).toContainText('Remember this');
  await expect(panel.locator('[data-sender="bot"]')).toContainText('Noted, thanks.');
  await panel.getByRole('button', { name: 'Clear chat' }).click();
  await expect(panel.locator('[data-sender]')).toHaveCount(0);
  await expect(panel.getByText('Hi, How can I help you?')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lisa-chat-history'))).toBeNull();
  await page.reload();
  panel = await openChat(page);
  await expect(panel.getByText('Hi, How can I help you?')).toBeVisible();
  await panel.getByRole('button', { name: 'Close chat' }).first().click();
  await expect(panel).toBeHidden();
});

test('looks the business up only when stored user data has no business', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (/\/business\/\d+$/.test(r.url())) lookups.push(r.url());
  });
  await page.goto(`${urls.web}${PAGE}`);
  await openChat(page);
  await expect.poll(() => lookups.length).toBe(1);
  expect(lookups[0]).toMatch(/\/business\/1$/);

  await page.evaluate(() =>
    localStorage.setItem(
      'lisa-user-data',
      JSON.stringify({ businesses: [{ business_name: 'Duka', agent_name: 'Amani' }] }),
    ),
  );
  lookups.length = 0;
  await page.reload();
  const panel = await openChat(page);
  await expect(panel.getByRole('heading', { name: 'Amani' })).toBeVisible();
  expect(lookups).toEqual([]);
});
