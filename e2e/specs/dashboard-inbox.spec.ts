// The inbox end to end: a visitor asks for a person through POST /chat; a member in the
// dashboard sees the conversation arrive live in the Waiting tab, reads the thread, adds a
// private note, replies (the visitor's socket gets the reply with the teammate's name and
// never the note), hands back to the bot (which answers the next question) and resolves.
import { chromium, expect, type Page, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { urls } from '../support/urls.ts';

interface Frame {
  type: string;
  message?: { sender: string; text: string; author_name?: string };
}

/** The visitor's socket on its own conversation, opened in a page of its own. */
async function visitorSocket(page: Page, token: string): Promise<{ frames(): Promise<Frame[]> }> {
  await page.goto(`${urls.web}/`);
  await page.evaluate(
    ([url, visitorToken]) => {
      const frames: unknown[] = [];
      (window as unknown as { visitorFrames: unknown[] }).visitorFrames = frames;
      const socket = new WebSocket(url as string);
      socket.onopen = () =>
        socket.send(JSON.stringify({ type: 'auth', visitor_token: visitorToken }));
      socket.onmessage = (event) => frames.push(JSON.parse(String(event.data)));
    },
    [urls.ws, token] as const,
  );
  const frames = () =>
    page.evaluate(() => (window as unknown as { visitorFrames: Frame[] }).visitorFrames);
  await expect.poll(async () => (await frames()).some((f) => f.type === 'ready')).toBe(true);
  return { frames };
}

test('a member takes a handed-over conversation, notes privately, replies live, hands back and resolves', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Inbox Dental', 'inbox-owner');
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/dashboard/inbox?status=waiting`);
  const list = page.getByRole('region', { name: 'Conversations' });
  await expect(
    list.getByRole('heading', { name: 'No conversations waiting — nice work' }),
  ).toBeVisible();

  // A visitor asks for a person: the conversation arrives in the Waiting tab live.
  const customer = `inbox-visitor-${Date.now()}`;
  const ask = (message: string) =>
    request.post(`${urls.api}/chat`, {
      data: { message, business_id: owner.businessId, customer_id: customer },
    });
  const asked = await (await ask('Can I talk to a human please?')).json();
  expect(asked.status).toBe('waiting');
  const visitor = await visitorSocket(await context.newPage(), asked.visitor_token);
  // A visitor with no name is named by their contact number.
  const row = list.getByRole('link', { name: /^Visitor #\d+$/ });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('tab', { name: /^Waiting 1/ })).toBeVisible();
  await row.click();

  const thread = page.getByRole('region', {
    name: /^Conversation with Visitor #\d+$/,
  });
  await expect(thread.getByText('Can I talk to a human please?', { exact: true })).toBeVisible();

  // A private note: the team sees it marked; the visitor never gets it.
  await thread.getByRole('button', { name: 'Private note', exact: true }).click();
  await thread.getByRole('textbox', { name: 'Private note' }).fill('Returning patient, be kind');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('article', { name: 'Private note' })).toContainText(
    'Returning patient, be kind',
  );

  // A reply takes the conversation over and reaches the visitor live with the name.
  await thread.getByRole('button', { name: 'Reply', exact: true }).click();
  await thread
    .getByRole('textbox', { name: 'Reply' })
    .fill('Hi, this is Session here. How can I help?');
  await thread.getByRole('textbox', { name: 'Reply' }).press('Enter');
  await expect(
    thread.getByText('Hi, this is Session here. How can I help?', { exact: true }),
  ).toBeVisible();
  await expect
    .poll(async () =>
      (await visitor.frames()).find(
        (f) => f.type === 'message.created' && f.message?.sender === 'agent',
      ),
    )
    .toMatchObject({
      message: { text: 'Hi, this is Session here. How can I help?', author_name: 'Session Tester' },
    });
  expect(JSON.stringify(await visitor.frames())).not.toContain('Returning patient');
  await expect(thread.getByRole('button', { name: 'Hand back to bot' })).toBeVisible();

  // While a person owns it, the bot stays silent.
  const during = await (await ask('Are you open on Saturdays?')).json();
  expect(during.status).toBe('open');

  // Hand back: the bot speaks again; then resolve.
  await thread.getByRole('button', { name: 'Hand back to bot' }).click();
  await expect(thread.getByRole('button', { name: 'Take over' })).toBeVisible();
  // The header changes at once; the server's own notice says the hand-back is stored.
  await expect(thread.getByText('You are chatting with our assistant again.')).toBeVisible();
  const after = await (await ask('Which channels does Lisa support?')).json();
  expect(after.status).toBe('bot');
  await thread.getByRole('button', { name: 'Resolve' }).click();
  await expect(thread.getByRole('button', { name: 'Reopen' })).toBeVisible();
});

test('two browsers: a visitor on the website widget asks for a person and sees the teammate live', async ({
  browser,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Widget Dental', 'inbox-widget');
  const member = await (await browser.newContext()).newPage();
  await storeSession(member, owner.token, owner.user);
  await member.goto(`${urls.dashboard}/dashboard/inbox?status=waiting`);
  const list = member.getByRole('region', { name: 'Conversations' });
  await expect(
    list.getByRole('heading', { name: 'No conversations waiting — nice work' }),
  ).toBeVisible();

  // The business's website embeds the widget (served here on an origin the API allows). The
  // host page is fulfilled by the test rather than a loopback server, so Chromium would
  // treat it as a public page calling a loopback API (Local Network Access): the visitor's
  // browser skips that check, as a real site calling a public API never meets it.
  const visitorBrowser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  });
  const visitor = await (await visitorBrowser.newContext()).newPage();
  const embedDir = new URL('../../packages/chat-core/dist/embed/', import.meta.url);
  const host = `${urls.web}/widget-host-test/`;
  await visitor.route(`${host}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/widget-host-test/', '');
    if (path === '') {
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><title>Widget Dental</title></head><body><h1>Widget Dental</h1><script type="module" src="${host}embed/lisa-widget.js" data-business="${owner.businessId}" data-api-url="${urls.api}" data-ws-url="${urls.ws}"></script></body></html>`,
      });
    }
    const { readFile } = await import('node:fs/promises');
    const body = await readFile(new URL(path.replace('embed/', ''), embedDir));
    return route.fulfill({ contentType: 'text/javascript', body });
  });
  await visitor.goto(host);
  await visitor.getByRole('button', { name: 'Open chat' }).click();
  const panel = visitor.getByRole('dialog', { name: /^Chat with/ });
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('Can I talk to a human please?');
  await input.press('Enter');
  await expect(panel.getByText('A teammate will reply here as soon as possible.')).toBeVisible();

  // The member sees it arrive, notes privately and replies; the visitor sees the reply live.
  const row = list.getByRole('link', { name: /^Visitor #\d+$/ });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  const thread = member.getByRole('region', { name: /^Conversation with Visitor #\d+$/ });
  await thread.getByRole('button', { name: 'Private note', exact: true }).click();
  await thread.getByRole('textbox', { name: 'Private note' }).fill('Nervous patient');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('article', { name: 'Private note' })).toBeVisible();
  // Typing shows on both sides: the visitor sees the teammate's name; the team the visitor.
  await input.fill('I have a question about');
  await expect(thread.getByText(/^Visitor #\d+ is typing…$/)).toBeVisible();
  await input.fill('');
  await thread.getByRole('button', { name: 'Reply', exact: true }).click();
  await thread.getByRole('textbox', { name: 'Reply' }).fill('Hello, Session here from the clinic.');
  const typing = panel.getByRole('status').filter({ hasText: 'Session Tester is typing…' });
  await expect(typing).toBeVisible();
  await thread.getByRole('textbox', { name: 'Reply' }).press('Enter');
  const teammate = panel.locator('[data-sender="agent"]');
  await expect(teammate).toContainText('Hello, Session here from the clinic.', { timeout: 15_000 });
  await expect(typing).toHaveCount(0);
  await expect(panel.getByText('Session Tester joined the conversation')).toBeVisible();
  await expect(panel.getByText(/^Session Tester from /)).toBeVisible();
  await expect(panel.getByText('Nervous patient')).toHaveCount(0);

  // Hand back: the visitor is told, and the assistant answers the next message.
  await thread.getByRole('button', { name: 'Hand back to bot' }).click();
  await expect(panel.locator('[data-sender="system"]').last()).toHaveText(
    'You are chatting with our assistant again.',
  );
  const botsBefore = await panel.locator('[data-sender="bot"]').count();
  await input.fill('Thanks! What are your opening hours?');
  await input.press('Enter');
  await expect(panel.locator('[data-sender="bot"]')).toHaveCount(botsBefore + 1);
  await visitorBrowser.close();
});

test('on a phone the list opens the thread and goes back; ? lists the shortcuts; an owner sets the routing', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Phone Dental', 'inbox-phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await storeSession(page, owner.token, owner.user);
  const asked = await request.post(`${urls.api}/chat`, {
    data: {
      message: 'Can I talk to a human please?',
      business_id: owner.businessId,
      customer_id: `inbox-phone-${Date.now()}`,
    },
  });
  expect((await asked.json()).status).toBe('waiting');
  await page.goto(`${urls.dashboard}/dashboard/inbox?status=waiting`);
  const list = page.getByRole('region', { name: 'Conversations' });
  await list.getByRole('link', { name: /^Visitor #\d+$/ }).click();
  // One pane at a time: the thread replaces the list, the back button returns to it.
  const thread = page.getByRole('region', { name: /^Conversation with Visitor #\d+$/ });
  await expect(thread).toBeVisible();
  await expect(list).toBeHidden();
  // Nobody was online when it was handed over: the visitor was told so.
  await expect(thread.getByText(/^Nobody from the team is online right now/)).toBeVisible();
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByRole('cell', { name: 'Take over' })).toBeVisible();
  await page.keyboard.press('Escape');
  // No column for the contact on a phone: its details and tags open in a sheet.
  await thread.getByRole('button', { name: 'Contact details' }).click();
  const details = page.getByRole('dialog', { name: 'Contact details' });
  await expect(details.getByText('Not given').first()).toBeVisible();
  const tagInput = details.getByRole('combobox', { name: 'Add a tag' });
  await tagInput.fill('Callback');
  await tagInput.press('Enter');
  await expect(
    details.getByRole('list', { name: 'Conversation tags' }).getByText('callback', { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await thread.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(list.getByText('Tag: callback')).toHaveCount(1);
  await expect(list).toBeVisible();

  // The owner turns round-robin on.
  await page.getByRole('button', { name: 'Inbox settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Inbox settings' });
  await settings.getByRole('checkbox', { name: /Assign handoffs in turn/ }).check();
  await settings.getByRole('textbox', { name: 'Your chat page' }).fill('not a link');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText(/Enter a full web address/)).toBeVisible();
  await settings
    .getByRole('textbox', { name: 'Your chat page' })
    .fill('https://dental.example/chat');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();
  const saved = await request.get(`${urls.api}/api/inbox/settings`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(await saved.json()).toEqual({
    round_robin: true,
    stay_with_last_agent: false,
    site_url: 'https://dental.example/chat',
  });
});

test('a member tags a conversation from its side panel, by keyboard, and the list filters by the tag', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Tag Dental', 'inbox-tags');
  await page.setViewportSize({ width: 1440, height: 900 });
  await storeSession(page, owner.token, owner.user);
  const headers = { authorization: `Bearer ${owner.token}` };
  const ask = async (customer: string) => {
    const res = await request.post(`${urls.api}/chat`, {
      data: {
        message: 'Can I talk to a human please?',
        business_id: owner.businessId,
        customer_id: `${customer}-${Date.now()}`,
      },
    });
    return (await res.json()).conversation_id as string;
  };
  const first = await ask('inbox-tag-a');
  const second = await ask('inbox-tag-b');
  // A tag already used in the business is offered as a suggestion.
  const tagged = await request.post(`${urls.api}/api/conversations/${first}/tags`, {
    headers,
    data: { tag: 'insurance' },
  });
  expect(tagged.status()).toBe(200);

  await page.goto(`${urls.dashboard}/dashboard/inbox?c=${second}`);
  const panel = page.getByRole('complementary', { name: 'Contact' });
  // Wide enough for the contact column: no sheet button.
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact details' })).toBeHidden();
  const tags = panel.getByRole('list', { name: 'Conversation tags' });
  await expect(tags.getByText('No tags.')).toBeVisible();
  await expect(panel.locator('datalist option[value="insurance"]')).toHaveCount(1);

  const input = panel.getByRole('combobox', { name: 'Add a tag' });
  await input.fill('Follow-up');
  await input.press('Enter');
  await expect(tags.getByText('follow-up', { exact: true })).toBeVisible();
  await expect(input).toHaveValue('');
  await input.fill('insurance');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(tags.getByText('insurance', { exact: true })).toBeVisible();

  // The list shows the tags on the row.
  const list = page.getByRole('region', { name: 'Conversations' });
  await expect(list.getByText('Tag: follow-up')).toHaveCount(1);
  await expect(list.getByText('Tag: insurance')).toHaveCount(2);

  // Removed by keyboard: focus the tag's button and press Enter.
  await tags.getByRole('button', { name: 'Remove tag insurance' }).focus();
  await page.keyboard.press('Enter');
  await expect(tags.getByText('insurance', { exact: true })).toBeHidden();
  await expect(tags.getByText('follow-up', { exact: true })).toBeVisible();

  // The list's ?tag= filter: only the conversation carrying it.
  await page.goto(`${urls.dashboard}/dashboard/inbox?tag=follow-up`);
  await expect(list.getByRole('link', { name: /^Visitor #\d+/ })).toHaveCount(1);
  await page.goto(`${urls.dashboard}/dashboard/inbox?tag=insurance`);
  await expect(list.getByRole('link', { name: /^Visitor #\d+/ })).toHaveCount(1);
  await list.getByRole('link', { name: /^Visitor #\d+/ }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]c=${first}(&|$)`));
  await expect(page).toHaveURL(/[?&]tag=insurance(&|$)/);
});
