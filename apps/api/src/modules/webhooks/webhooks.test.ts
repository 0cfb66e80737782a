// Outbound webhooks against a loopback receiver: signed from the exact bytes sent, one
// delivery per event and endpoint, retried after 500s and timeouts, replayable, an endpoint
// failing for 24 hours disabled with its owner emailed, deliveries surviving an API restart,
// and every route scoped to the caller's business.
import { randomUUID } from 'node:crypto';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@lisa/contracts/public-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { openTestDatabase, postJson, startTestServer } from '../../../test/support/test-server.ts';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test/support/webhook-receiver.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/public-api.ts';
import { verifyWebhook } from '../../platform/webhooks/webhook-signature.ts';

const fastRetries = {
  WEBHOOK_RETRY_BASE_MS: '200',
  // Generous for a busy machine: a healthy answer must never count as a timeout.
  WEBHOOK_TIMEOUT_MS: '2000',
  OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
};

describe.each(testDrivers)('webhooks on %s', (driver) => {
  const harness = useAccountsHarness(driver, { env: fastRetries });
  const { call } = harness;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  const resetReceiver = () => {
    receiver.received.length = 0;
    receiver.answers.length = 0;
    receiver.fallback = { status: 200, text: 'ok' };
  };
  const chat = (businessId: number, message: string, customer = `device-${randomUUID()}`) =>
    postJson(`${harness.server.url}/chat`, {
      business_id: businessId,
      message,
      customer_id: customer,
    });
  const deliveriesOf = async (token: string, endpointId: number) =>
    (await call('GET', `/api/webhooks/${endpointId}/deliveries`, undefined, token)).body.deliveries;

  async function addEndpoint(token: string, events: string[], url = receiver.url) {
    const made = await call('POST', '/api/webhooks', { url, events }, token);
    expect(made.status).toBe(201);
    return made.body as { id: number; secret: string };
  }

  it('delivers each subscribed event once, signed over the exact bytes sent with the secret sealed at rest', async () => {
    resetReceiver();
    const owner = await harness.signedUp();
    const endpoint = await addEndpoint(owner.token, ['conversation.created', 'message.created']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = await call('GET', '/api/webhooks', undefined, owner.token);
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);
    expect(listed.body.endpoints[0].secret_hint).toBe(`…${endpoint.secret.slice(-4)}`);
    // At rest the secret is sealed, bound to its endpoint.
    const [stored] = await harness.server.database.db
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored?.secret).toMatch(/^lisa1\./);
    expect(stored?.secret).not.toContain(endpoint.secret.slice(6));

    expect((await chat(owner.businessId, 'Which channels does Lisa support?')).status).toBe(200);
    // conversation.created, the visitor's message.created, the bot's message.created
    const hooks = await receiver.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(3);
    const types = hooks.map((hook) => hook.body.type).sort();
    expect(types).toEqual(['conversation.created', 'message.created', 'message.created']);
    const ids = new Set(hooks.map((hook) => hook.body.id));
    expect(ids.size).toBe(3);
    for (const hook of hooks) {
      const signature = String(hook.headers[WEBHOOK_SIGNATURE_HEADER]);
      expect(verifyWebhook(endpoint.secret, signature, hook.raw)).toBe(true);
      expect(verifyWebhook('whsec_wrong', signature, hook.raw)).toBe(false);
      expect(
        verifyWebhook(endpoint.secret, signature, Buffer.concat([hook.raw, Buffer.from(' ')])),
      ).toBe(false);
      expect(hook.headers[WEBHOOK_EVENT_ID_HEADER]).toBe(hook.body.id);
      expect(hook.body.business_id).toBe(owner.businessId);
    }
    const senders = hooks
      .filter((hook) => hook.body.type === 'message.created')
      .map((hook) => hook.body.data.message.sender)
      .sort();
    expect(senders).toEqual(['bot', 'visitor']);
    const deliveries = await deliveriesOf(owner.token, endpoint.id);
    expect(deliveries.map((d: { status: string }) => d.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
  });

  it('sends handed-over and resolved conversations only to endpoints that asked', async () => {
    resetReceiver();
    const owner = await harness.signedUp();
    await addEndpoint(owner.token, ['conversation.handed_over', 'conversation.resolved']);
    const asked = await chat(owner.businessId, 'I want to talk to a human please');
    expect(asked.status).toBe(200);
    const [handedOver] = await receiver.waitFor(1);
    expect(handedOver?.body.type).toBe('conversation.handed_over');
    expect(handedOver?.body.data.conversation.status).toBe('waiting');
    const id = handedOver?.body.data.conversation.id;
    const resolved = await call(
      'PATCH',
      `/api/conversations/${id}`,
      { status: 'resolved' },
      owner.token,
    );
    expect(resolved.status).toBe(200);
    const hooks = await receiver.waitFor(2);
    expect(hooks[1]?.body.type).toBe('conversation.resolved');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(2);
  });

  it('retries after a 500 and after a timeout, then records the delivery', async () => {
    resetReceiver();
    const owner = await harness.signedUp();
    const endpoint = await addEndpoint(owner.token, ['conversation.created']);
    receiver.answers.push({ status: 500, text: 'boom' }, { status: 200, delayMs: 3500 });
    await chat(owner.businessId, 'hello');
    const hooks = await receiver.waitFor(3, 30_000);
    expect(new Set(hooks.map((hook) => hook.body.id)).size).toBe(1);
    const deadline = Date.now() + 10_000;
    let delivery: { status: string; attempts: number; response_status: number } | undefined;
    while (Date.now() < deadline) {
      [delivery] = await deliveriesOf(owner.token, endpoint.id);
      if (delivery?.status === 'delivered') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, response_status: 200 });
  });

  it('announces a lead the agent captured in a chat', async () => {
    resetReceiver();
    const owner = await harness.signedUp();
    await addEndpoint(owner.token, ['lead.created']);
    expect((await call('PATCH', '/api/agent', { purpose: 'sales' }, owner.token)).status).toBe(200);
    await chat(owner.businessId, 'Please call me back on +254 712 345 678, I want a quote');
    const [hook] = await receiver.waitFor(1);
    expect(hook?.body.type).toBe('lead.created');
    expect(hook?.body.data.lead).toMatchObject({ source: 'chat', phone: expect.any(String) });
  });

  it('replays a delivery with the same event id', async () => {
    resetReceiver();
    const owner = await harness.signedUp();
    const endpoint = await addEndpoint(owner.token, ['conversation.created']);
    await chat(owner.businessId, 'hello');
    const [first] = await receiver.waitFor(1);
    const [delivery] = await deliveriesOf(owner.token, endpoint.id);
    const replayed = await call(
      'POST',
      `/api/webhooks/${endpoint.id}/deliveries/${delivery.id}/replay`,
      undefined,
      owner.token,
    );
    expect(replayed.status).toBe(202);
    const hooks = await receiver.waitFor(2);
    expect(hooks[1]?.body.id).toBe(first?.body.id);
    const ping = await call('POST', `/api/webhooks/${endpoint.id}/ping`, undefined, owner.token);
    expect(ping.status).toBe(202);
    expect((await receiver.waitFor(3))[2]?.body.type).toBe('ping');
  });

  it('disables an endpoint failing for 24 hours and emails the owner', async () => {
    resetReceiver();
    receiver.fallback = { status: 503, text: 'down' };
    const owner = await harness.signedUp();
    const endpoint = await addEndpoint(owner.token, ['conversation.created']);
    await harness.server.database.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() + harness.time.offsetMs - 25 * 60 * 60 * 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const mailsBefore = harness.mailbox.countTo(owner.email);
    await chat(owner.businessId, 'hello');
    const mail = await harness.mailbox.waitFor(owner.email, { after: mailsBefore });
    expect(mail.raw).toContain('webhook endpoint');
    expect(mail.raw.replace(/=\r\n/g, '')).toContain('/dashboard/integrations/lisa-api');
    const [listed] = (await call('GET', '/api/webhooks', undefined, owner.token)).body.endpoints;
    expect(listed).toMatchObject({ enabled: false });
    expect(listed.disabled_reason).toContain('24 hours');
    const [delivery] = await deliveriesOf(owner.token, endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', response_status: 503 });
    // Turned back on, it receives again.
    receiver.fallback = { status: 200, text: 'ok' };
    const on = await call('PATCH', `/api/webhooks/${endpoint.id}`, { enabled: true }, owner.token);
    expect(on.body).toMatchObject({ enabled: true, failing_since: null });
  });

  it('refuses bad endpoints and keeps businesses apart', async () => {
    const a = await harness.signedUp();
    const b = await harness.signedUp();
    for (const body of [
      { url: 'ftp://example.com/x', events: ['message.created'] },
      { url: 'not a url', events: ['message.created'] },
      { url: 'https://example.com/x', events: [] },
      { url: 'https://example.com/x', events: ['everything'] },
    ]) {
      expect(
        (await call('POST', '/api/webhooks', body, a.token)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await call('GET', '/api/webhooks', undefined, a.token)).body.endpoints).toEqual([]);
    const bEndpoint = await addEndpoint(b.token, ['message.created'], 'https://example.com/b');
    for (const [method, path, body] of [
      ['PATCH', `/api/webhooks/${bEndpoint.id}`, { enabled: false }],
      ['DELETE', `/api/webhooks/${bEndpoint.id}`, undefined],
      ['GET', `/api/webhooks/${bEndpoint.id}/deliveries`, undefined],
      ['POST', `/api/webhooks/${bEndpoint.id}/rotate-secret`, undefined],
      ['POST', `/api/webhooks/${bEndpoint.id}/ping`, undefined],
    ] as const) {
      expect((await call(method, path, body, a.token)).status, `${method} ${path}`).toBe(404);
    }
    const rotated = await call(
      'POST',
      `/api/webhooks/${bEndpoint.id}/rotate-secret`,
      undefined,
      b.token,
    );
    expect(rotated.body.secret).not.toBe(bEndpoint.secret);
  });
});

describe.each(testDrivers)('webhook deliveries across a restart on %s', (driver) => {
  it('delivers after the API comes back what it could not deliver before it stopped', async () => {
    const receiver = await startWebhookReceiver();
    const opened = await openTestDatabase(driver);
    try {
      const env = { ...fastRetries, WEBHOOK_RETRY_BASE_MS: '1500' };
      const first = await startTestServer(driver, { database: opened.database, env });
      const { db } = opened.database;
      const [user] = await db
        .insert(users)
        .values({ name: 'Owner', email: `owner-${randomUUID()}@example.test`, passwordHash: 'x' })
        .returning({ id: users.id });
      if (!user) throw new Error('no user');
      await db.insert(memberships).values({ userId: user.id, businessId: 1, role: 'owner' });
      const { token } = await first.server.context.sessions.create(user.id, 1, null);
      const made = await fetch(`${first.url}/api/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ url: receiver.url, events: ['conversation.created'] }),
      });
      expect(made.status).toBe(201);
      receiver.fallback = { status: 500, text: 'not yet' };
      await postJson(`${first.url}/chat`, {
        business_id: 1,
        message: 'hi',
        customer_id: randomUUID(),
      });
      await receiver.waitFor(1);
      await first.close();

      receiver.fallback = { status: 200, text: 'ok' };
      const second = await startTestServer(driver, { database: opened.database, env });
      try {
        const hooks = await receiver.waitFor(2, 20_000);
        expect(hooks[1]?.body.id).toBe(hooks[0]?.body.id);
        const deadline = Date.now() + 5000;
        let status = '';
        while (Date.now() < deadline && status !== 'delivered') {
          const [row] = await db.select().from(webhookDeliveries);
          status = row?.status ?? '';
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(status).toBe('delivered');
      } finally {
        await second.close();
      }
    } finally {
      await opened.dispose();
      await receiver.close();
    }
  });
});
