// End-to-end checks of the built API (apps/api/dist/main.js) as the harness starts it:
// embedded PGlite, loopback SMTP, CORS limited to the web and dashboard origins.
import { expect, test } from '@playwright/test';
import { mailsTo } from '../support/mailbox.ts';
import { urls } from '../support/urls.ts';

function isoDate(daysAhead: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysAhead);
  return d.toISOString().slice(0, 10);
}

test('the health check answers HEAD and GET with the database up', async ({ request }) => {
  expect((await request.head(`${urls.api}/api/health-check`)).status()).toBe(200);
  const res = await request.get(`${urls.api}/api/health-check`);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

test('business 1 is Lisa, and an unknown business is a 404 JSON body', async ({ request }) => {
  const lisa = await request.get(`${urls.api}/business/1`);
  // The names, then what the widget draws with (the agent's settings, issue 15).
  expect(await lisa.json()).toEqual({
    business_name: 'Lisa',
    agent_name: 'Lisa',
    widget_colour: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    avatar_url: null,
    greeting: null,
  });
  const missing = await request.get(`${urls.api}/business/987654`);
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({
    error: 'not_found',
    message: 'Business 987654 not found',
  });
});

test('unknown routes answer 404 JSON, never HTML', async ({ request }) => {
  const res = await request.get(`${urls.api}/definitely/not/here`);
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect((await res.json()).error).toBe('not_found');
});

test('a chat round trip answers from Lisa’s FAQ, and a retry is not stored twice', async ({
  page,
  request,
}) => {
  const body = {
    message: 'Which channels can Lisa answer on?',
    business_id: 1,
    customer_id: `e2e-${Date.now()}`,
    client_message_id: 'e2e-1',
  };
  const first = await request.post(`${urls.api}/chat`, { data: body });
  expect(first.status()).toBe(200);
  const reply = await first.json();
  expect(reply.response.length).toBeGreaterThan(20);
  expect(reply.conversation_id).toMatch(/^\d+$/);
  expect(typeof reply.visitor_token).toBe('string');
  const retry = await (await request.post(`${urls.api}/chat`, { data: body })).json();
  expect(retry.response).toBe(reply.response);
  expect(retry.conversation_id).toBe(reply.conversation_id);

  // The visitor token opens the conversation's realtime feed on the WebSocket port, from a
  // page of the web origin as the widget does.
  await page.goto(urls.web);
  const ready = await page.evaluate(
    ({ wsUrl, token }) =>
      new Promise<unknown>((resolve, reject) => {
        const socket = new WebSocket(wsUrl);
        socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', visitor_token: token }));
        socket.onmessage = (event) => {
          resolve(JSON.parse(String(event.data)));
          socket.close();
        };
        socket.onerror = () => reject(new Error('WebSocket failed'));
      }),
    { wsUrl: urls.ws, token: reply.visitor_token as string },
  );
  expect(ready).toEqual({
    type: 'ready',
    scope: 'visitor',
    business_id: 1,
    conversation_id: reply.conversation_id,
    // Where a reconnect resumes from (resume by event id, issue 14).
    last_event_id: expect.any(Number),
  });
});

test('an empty chat message is a 400 with a field error', async ({ request }) => {
  const res = await request.post(`${urls.api}/chat`, {
    data: { message: '   ', customer_id: 'e2e' },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).fields.message).toContain('Message cannot be empty');
});

test('a quote is stored and the sales team is mailed; an unknown form type is refused', async ({
  request,
}) => {
  const company = `E2E Co ${Date.now()}`;
  const res = await request.post(`${urls.api}/forms/quote`, {
    data: {
      name: 'Amina Otieno',
      email: 'amina@example.com',
      company,
      phoneNumber: '+254 712 345 678',
      jobTitle: 'Head of CX',
      usecase: '',
      expectedCustomers: '100',
      integrationsNeeded: ['WhatsApp'],
      workflowsNeeded: [],
      supportPackage: 'Standard',
      dataSources: [],
      deploymentDate: isoDate(10),
      agreedToTerms: true,
      agreedToPrivacy: true,
      submittedAt: new Date().toISOString(),
    },
  });
  expect(res.status()).toBe(200);
  const answer = await res.json();
  expect(answer).toEqual({ status: 'success', id: expect.stringMatching(/^\d+$/) });
  await expect
    .poll(() => mailsTo('sales@lisa.local').some((mail) => mail.raw.includes(company)))
    .toBe(true);

  const unknown = await request.post(`${urls.api}/forms/newsletter`, { data: {} });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).message).toBe(
    'Invalid form type: newsletter. Must be one of: contact, rsvp, demo, quote',
  );
});

test('CORS allows the web origin and refuses others', async ({ request }) => {
  // The widget's own paths (/business/:id, /chat) follow each business's allowed domains
  // instead (widget-embed.spec.ts); every other route answers Lisa's own apps only.
  for (const path of ['/business/1', '/api/health-check']) {
    const allowed = await request.get(`${urls.api}${path}`, { headers: { origin: urls.web } });
    expect(allowed.headers()['access-control-allow-origin'], path).toBe(urls.web);
  }
  const refused = await request.get(`${urls.api}/api/health-check`, {
    headers: { origin: 'http://evil.example' },
  });
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
});
