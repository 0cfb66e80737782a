import { expect, type Locator, type Page, test } from '@playwright/test';
import { urls } from '../support/urls.ts';
import { openWebPage, reloadWebPage } from '../support/web-page.ts';

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

test.describe('floating chat widget', () => {
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
    await openWebPage(page, PAGE);
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
    await openWebPage(page, PAGE);
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
    await openWebPage(page, PAGE);
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
    await openWebPage(page, PAGE);
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
    await expect(panel.locator('[data-sender="user"]')).toHaveText(
      /Does Lisa work with WhatsApp\?/,
    );
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
    await openWebPage(page, PAGE);
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
    await openWebPage(page, PAGE);
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

  test('renders bot Markdown safely: no raw HTML, safe links, no remote images', async ({
    page,
  }) => {
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
    await openWebPage(page, PAGE);
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
    await openWebPage(page, PAGE);
    let panel = await openChat(page);
    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill('Remember this');
    await input.press('Enter');
    await expect(panel.locator('[data-sender="bot"]')).toContainText('Noted, thanks.');
    await reloadWebPage(page);
    panel = await openChat(page);
    await expect(panel.locator('[data-sender="user"]')).toContainText('Remember this');
    await expect(panel.locator('[data-sender="bot"]')).toContainText('Noted, thanks.');
    await panel.getByRole('button', { name: 'Clear chat' }).click();
    await expect(panel.locator('[data-sender]')).toHaveCount(0);
    await expect(panel.getByText('Hi, How can I help you?')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lisa-chat-history'))).toBeNull();
    await reloadWebPage(page);
    panel = await openChat(page);
    await expect(panel.getByText('Hi, How can I help you?')).toBeVisible();
    await panel.getByRole('button', { name: 'Close chat' }).first().click();
    await expect(panel).toBeHidden();
  });

  test('shows the first reply within 300 ms of sending (p95 over 50 messages)', async ({
    page,
  }) => {
    // A performance budget, run by apps/web/scripts/part-2-budgets.mjs (LISA_BUDGETS=1):
    // on a shared, loaded machine its figure says more about the load than the code.
    test.skip(!process.env.LISA_BUDGETS, 'budget run only (apps/web/scripts/part-2-budgets.mjs)');
    test.setTimeout(300_000);
    // The API allows 30 messages per customer per minute, so two devices send 25 each.
    const latencies: number[] = [];
    const network: number[] = [];
    const questions = [
      'How much does Lisa cost?',
      'Do you support WhatsApp?',
      'What languages do you speak?',
      'How do I get started?',
      'Can a person take over?',
    ];
    for (const device of [1, 2]) {
      await openWebPage(page, PAGE);
      await page.evaluate(() => localStorage.clear());
      await reloadWebPage(page);
      const panel = await openChat(page);
      const input = panel.getByRole('textbox', { name: 'Message' });
      // Timed in the page: from the Enter keydown to the reply's element being in the DOM.
      await page.evaluate(() => {
        const w = window as unknown as { __sentAt: number; __latencies: number[] };
        w.__latencies = [];
        document.addEventListener(
          'keydown',
          (e) => {
            if (e.key === 'Enter' && !e.shiftKey) w.__sentAt = performance.now();
          },
          true,
        );
        let bots = 0;
        new MutationObserver(() => {
          const count = document.querySelectorAll('[data-sender="bot"]').length;
          if (count > bots) w.__latencies.push(performance.now() - w.__sentAt);
          bots = count;
        }).observe(document.body, { childList: true, subtree: true });
      });
      for (let i = 0; i < 25; i += 1) {
        await input.fill(`${questions[i % questions.length]} (${device}.${i + 1})`);
        await input.press('Enter');
        await expect(panel.locator('[data-sender="bot"]')).toHaveCount(i + 1, { timeout: 15_000 });
        await expect(input).toBeEnabled();
      }
      await expect(panel.locator('[data-error="true"]')).toHaveCount(0);
      latencies.push(
        ...(await page.evaluate(
          () => (window as unknown as { __latencies: number[] }).__latencies,
        )),
      );
      // The network share: the /chat requests' own durations (preflight excluded).
      network.push(
        ...(await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.endsWith('/chat'))
            .map((e) => e.duration),
        )),
      );
    }
    expect(latencies).toHaveLength(50);
    const sorted = [...latencies].sort((x, y) => x - y);
    const at = (q: number) => Math.round(sorted[Math.ceil(q * sorted.length) - 1] ?? Number.NaN);
    const net = [...network].sort((x, y) => x - y);
    const netAt = (q: number) => Math.round(net[Math.ceil(q * net.length) - 1] ?? Number.NaN);
    const figures = {
      messages: sorted.length,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      maxMs: at(1),
      requestP50Ms: netAt(0.5),
      requestP95Ms: netAt(0.95),
    };
    console.log(`FIRST_REPLY_BUDGET ${JSON.stringify(figures)}`);
    expect(figures.p95Ms).toBeLessThanOrEqual(300);
  });

  test('looks the business up only when stored user data has no business', async ({ page }) => {
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (/\/business\/\d+$/.test(r.url())) lookups.push(r.url());
    });
    await openWebPage(page, PAGE);
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
    await reloadWebPage(page);
    const panel = await openChat(page);
    await expect(panel.getByRole('heading', { name: 'Amani' })).toBeVisible();
    expect(lookups).toEqual([]);
  });
});

// The landing page's "Try Lisa Now" chat (SPEC's hero chat and landing demo chat),
// against the running API. Exact script timings are unit-tested in chat-core with a fake
// clock; here the real page plays them.

const SCRIPT_FIRST = "Hi, I'm Lisa 👋";
const SCRIPT_LAST = 'Now try me, ask anything below.';

function hero(page: Page) {
  return page.getByRole('region', { name: 'Try Lisa Now' });
}

/**
 * Opens the landing page and waits for its demo chat, which loads lazily once the
 * prerendered page has hydrated and the browser is idle: a slow machine gets time for it.
 */
async function gotoHero(page: Page): Promise<Locator> {
  await page.goto(`${urls.web}/`);
  const chat = hero(page);
  await expect(chat.getByRole('heading', { name: 'Try Lisa Now' })).toBeVisible({
    timeout: 15_000,
  });
  return chat;
}

async function waitForScript(chat: Locator) {
  await expect(chat.getByRole('log', { name: 'Conversation' })).toContainText(SCRIPT_LAST, {
    timeout: 20_000,
  });
}

async function send(chat: Locator, text: string) {
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

test.describe('hero chat', () => {
  test('plays the scripted opening conversation in order, with a typing indicator', async ({
    page,
  }) => {
    const started = Date.now();
    await page.goto(`${urls.web}/`);
    const chat = hero(page);
    // The landing page loads the hero chat lazily: allow a slow machine time for it.
    await expect(chat.getByRole('heading', { name: 'Try Lisa Now' })).toBeVisible({
      timeout: 15_000,
    });
    const log = chat.getByRole('log', { name: 'Conversation' });
    await expect(chat.getByRole('status', { name: 'Lisa is typing' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(log).toContainText(SCRIPT_FIRST);
    // Initial load 1.5 s + start 1 s + typing 0.3 s before the first message.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2800);
    await expect(log).toContainText('Can you book appointments for my clinic?');
    await waitForScript(chat);
    const texts = await log.locator(':scope > div').allInnerTexts();
    expect(texts).toHaveLength(5);
    expect(texts[0]).toContain(SCRIPT_FIRST);
    expect(texts[1]).toContain('Can you book appointments');
    expect(texts[3]).toContain('hand over to my team');
    // Assistant replies are formatted: **book the slot** is bold.
    await expect(log.locator('strong', { hasText: 'book the slot' })).toBeVisible();
  });

  test('has the hint, the placeholder and rotating suggestions', async ({ page }) => {
    const chat = await gotoHero(page);
    const input = chat.getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveAttribute('placeholder', 'Type a message…');
    await expect(input).toHaveAttribute('rows', '3');
    await expect(chat.getByText('Shift+Enter for newline')).toBeVisible();
    await expect(input).toHaveAttribute('placeholder', 'Ask about pricing', { timeout: 10_000 });
    await expect(input).toHaveAttribute('placeholder', /^How do I integrate/, { timeout: 10_000 });
  });

  test('sends with Enter, not Shift+Enter, gets a real answer and grows the text box from 64 to 200 px', async ({
    page,
  }) => {
    const chat = await gotoHero(page);
    await waitForScript(chat);
    const input = chat.getByRole('textbox', { name: 'Message' });
    const sendButton = chat.getByRole('button', { name: 'Send message' });
    await expect(sendButton).toBeDisabled();
    expect(await input.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(
      64,
    );
    await input.fill(Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n'));
    expect(await input.evaluate((el) => el.getBoundingClientRect().height)).toBe(200);
    await input.fill('What does Lisa cost?');
    await input.press('Shift+Enter');
    await expect(input).toHaveValue('What does Lisa cost?\n');
    const request = page.waitForRequest((r) => r.url().endsWith('/chat') && r.method() === 'POST');
    const response = page.waitForResponse((r) => r.url().endsWith('/chat'));
    await input.press('Enter');
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({ message: 'What does Lisa cost?', source: 'hero', business_id: 1 });
    expect((await response).status()).toBe(200);
    const log = chat.getByRole('log', { name: 'Conversation' });
    await expect(log.locator(':scope > div')).toHaveCount(7);
    expect(await page.evaluate(() => localStorage.getItem('lisa-hero-chat-count'))).toBe('1');
    // Once the visitor has written, the rotating suggestions stop.
    await expect(input).toHaveAttribute('placeholder', 'Type a message…');
  });

  test('inserts one of 16 emojis from the picker', async ({ page }) => {
    const chat = await gotoHero(page);
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill('Great ');
    await chat.getByRole('button', { name: 'Insert emoji' }).click();
    const picker = chat.getByRole('group', { name: 'Emoji picker' });
    await expect(picker.getByRole('button')).toHaveCount(16);
    await picker.getByRole('button', { name: '🚀' }).click();
    await expect(input).toHaveValue('Great 🚀');
    await expect(picker).toBeHidden();
  });

  test('attaches files as removable chips and sends them to the server', async ({ page }) => {
    const chat = await gotoHero(page);
    await waitForScript(chat);
    const picker = chat.locator('input[type="file"]');
    await expect(picker).toHaveAttribute('multiple', '');
    const longName = `${'very-long-attachment-name-'.repeat(4)}.txt`;
    await picker.setInputFiles([
      { name: longName, mimeType: 'text/plain', buffer: Buffer.from('Opening hours: 8 to 5') },
      { name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from('item,price\ntea,50') },
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) },
    ]);
    const chips = chat.getByRole('list', { name: 'Attached files' });
    await expect(chips.getByRole('listitem')).toHaveCount(2);
    await expect(chat.getByRole('alert')).toContainText('setup.exe: type not supported');
    await expect(chat.getByRole('alert')).toContainText('huge.pdf: larger than 2 MiB');
    const nameBox = await chips.getByText(longName).boundingBox();
    expect(nameBox?.width).toBeLessThanOrEqual(140);
    await chips.getByRole('button', { name: 'Remove menu.csv' }).click();
    await expect(chips.getByRole('listitem')).toHaveCount(1);

    const request = page.waitForRequest((r) => r.url().endsWith('/chat') && r.method() === 'POST');
    const response = page.waitForResponse((r) => r.url().endsWith('/chat'));
    await send(chat, 'Here are our hours');
    const body = (await request).postDataJSON();
    expect(body.attachments).toEqual([
      {
        name: longName,
        content_type: 'text/plain',
        data_base64: Buffer.from('Opening hours: 8 to 5').toString('base64'),
      },
    ]);
    expect((await response).status()).toBe(200);
    await expect(chat.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
    await expect(chat.getByRole('log').getByRole('list', { name: 'Attachments' })).toContainText(
      longName,
    );
  });

  test('hides dictation where the browser has no speech recognition', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
    });
    await gotoHero(page);
    await expect(hero(page).getByRole('button', { name: 'Insert emoji' })).toBeVisible();
    await expect(hero(page).getByRole('button', { name: 'Start dictation' })).toHaveCount(0);
  });

  test('dictates through speech recognition: en-US, continuous, interim results', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      class FakeRecognition {
        lang = '';
        continuous = false;
        interimResults = false;
        onresult: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        start() {
          (window as unknown as { __rec: FakeRecognition }).__rec = this;
        }
        stop() {
          this.onend?.();
        }
      }
      (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
      (window as unknown as Record<string, unknown>).SpeechRecognition = FakeRecognition;
    });
    const chat = await gotoHero(page);
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill('Hello');
    const mic = chat.getByRole('button', { name: 'Start dictation' });
    await mic.click();
    const stop = chat.getByRole('button', { name: 'Stop dictation' });
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    const config = await page.evaluate(() => {
      const rec = (
        window as unknown as {
          __rec: { lang: string; continuous: boolean; interimResults: boolean };
        }
      ).__rec;
      return { lang: rec.lang, continuous: rec.continuous, interimResults: rec.interimResults };
    });
    expect(config).toEqual({ lang: 'en-US', continuous: true, interimResults: true });
    await page.evaluate(() => {
      const rec = (window as unknown as { __rec: { onresult: (e: unknown) => void } }).__rec;
      rec.onresult({
        resultIndex: 0,
        results: { length: 1, 0: { isFinal: false, 0: { transcript: 'I need' } } },
      });
    });
    await expect(input).toHaveValue('Hello I need');
    await page.evaluate(() => {
      const rec = (window as unknown as { __rec: { onresult: (e: unknown) => void } }).__rec;
      rec.onresult({
        resultIndex: 0,
        results: {
          length: 2,
          0: { isFinal: true, 0: { transcript: 'I need' } },
          1: { isFinal: false, 0: { transcript: ' a quote' } },
        },
      });
    });
    await expect(input).toHaveValue('Hello I need a quote');
    await stop.click();
    await expect(chat.getByRole('button', { name: 'Start dictation' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('allows 10 messages per device, then locks with the notice once', async ({ page }) => {
    test.setTimeout(120_000);
    const chat = await gotoHero(page);
    await waitForScript(chat);
    const log = chat.getByRole('log', { name: 'Conversation' });
    const input = chat.getByRole('textbox', { name: 'Message' });
    for (let i = 1; i <= 10; i += 1) {
      await expect(input).toBeEnabled();
      await send(chat, `Question number ${i}`);
      await expect(log.locator(':scope > div')).toHaveCount(5 + 2 * i + (i === 10 ? 1 : 0), {
        timeout: 15_000,
      });
    }
    const notice = chat
      .getByRole('alert')
      .filter({ hasText: 'You’ve reached the free trial limit for this demo.' });
    await expect(notice).toHaveCount(1);
    await expect(notice.getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/enterprise-quote',
    );
    await expect(notice.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(notice.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(notice.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `${urls.dashboard}/signin`,
    );
    await expect(chat.getByText('Free chat limit reached.')).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(chat.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem('lisa-hero-chat-count'))).toBe('10');

    // Still locked after a reload, with a single notice.
    await reloadWebPage(page);
    await expect(hero(page).getByText('Free chat limit reached.')).toBeVisible({ timeout: 10_000 });
    await expect(hero(page).getByRole('alert').filter({ hasText: 'free trial limit' })).toHaveCount(
      1,
    );

    // The server enforces the same limit for this device.
    const deviceId = await page.evaluate(() => localStorage.getItem('lisa-device-id'));
    const direct = await page.request.post(`${urls.api}/chat`, {
      data: { message: 'one more', customer_id: deviceId, source: 'hero' },
    });
    expect(direct.status()).toBe(429);
  });

  test('locks when the server says the device used its free messages', async ({ page }) => {
    await page.route('**/chat', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'rate_limited', message: 'Free chat limit reached' }),
      }),
    );
    const chat = await gotoHero(page);
    await waitForScript(chat);
    await send(chat, 'hello');
    await expect(
      chat.getByText('You’ve reached the free trial limit for this demo.'),
    ).toBeVisible();
    await expect(chat.getByText('Free chat limit reached.')).toBeVisible();
  });
});

test.describe('embeddable website widget', () => {
  // Serves a host page on its own origin with the built dist/embed files
  // (pnpm --filter @lisa/chat-core build); the widget talks to the running API.
  const HOST = 'http://shop.test';
  const embedDir = new URL('../../packages/chat-core/dist/embed/', import.meta.url);

  async function hostPage(page: Page, attributes: string) {
    await page.route(`${HOST}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') {
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html><head><title>Shop</title></head><body><h1>Shop</h1><script type="module" src="${HOST}/embed/lisa-widget.js" ${attributes}></script></body></html>`,
        });
      }
      const { readFile } = await import('node:fs/promises');
      const body = await readFile(new URL(path.replace('/embed/', ''), embedDir));
      return route.fulfill({ contentType: 'text/javascript', body });
    });
    await page.goto(`${HOST}/`);
  }

  test('draws a launcher in a shadow root and mounts the panel closed once the page is idle', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/embed/chunks/')) chunks.push(r.url());
    });
    await page.route('**/chat', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: '{"response":"Hello from **Lisa**","conversation_id":"c1"}',
      }),
    );
    await hostPage(
      page,
      `data-api-url="${urls.api}" data-position="left" data-title="Ask the shop"`,
    );
    const button = page.getByRole('button', { name: 'Open chat' });
    await expect(button).toBeVisible();
    expect(
      await page.evaluate(() => document.getElementById('lisa-widget')?.shadowRoot?.mode),
    ).toBe('open');
    expect((await button.boundingBox())?.x).toBeLessThan(100);
    // The panel's code comes after the page's load, and the panel stays hidden until a click.
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    const panel = page.getByRole('dialog', { name: 'Chat with Lisa' });
    await expect(panel).toHaveCount(0);
    await button.click();
    await expect(panel.getByRole('heading', { name: 'Ask the shop' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();
    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill('hi');
    await input.press('Enter');
    await expect(panel.locator('[data-sender="bot"] strong')).toHaveText('Lisa');
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel).toBeHidden();
  });

  test('obeys postMessage commands from its own page origin only', async ({ page }) => {
    await hostPage(page, `data-api-url="${urls.api}"`);
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
    const events: string[] = [];
    await page.exposeFunction('__record', (type: string) => events.push(type));
    await page.evaluate(() =>
      window.addEventListener('message', (e) => {
        if (e.origin === location.origin && e.data?.source === 'lisa-widget') {
          (window as unknown as { __record: (t: string) => void }).__record(e.data.type);
        }
      }),
    );
    await page.evaluate(() =>
      window.postMessage({ source: 'lisa-widget', type: 'lisa:open' }, location.origin),
    );
    const panel = page.getByRole('dialog', { name: 'Chat with Lisa' });
    await expect(panel).toBeVisible();
    await expect.poll(() => events).toContain('lisa:opened');
    // A message whose origin is not the page's own is ignored: sent from an opaque-origin iframe.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.srcdoc = `<script>parent.postMessage({ source: 'lisa-widget', type: 'lisa:close' }, '*')</script>`;
      document.body.appendChild(frame);
    });
    await page.waitForTimeout(500);
    await expect(panel).toBeVisible();
    await page.evaluate(() =>
      window.postMessage({ source: 'lisa-widget', type: 'lisa:close' }, location.origin),
    );
    await expect(panel).toBeHidden();
    await expect.poll(() => events).toContain('lisa:closed');
  });
});
