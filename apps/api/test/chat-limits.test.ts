import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema/core.ts';
import { FREE_CHAT_LIMIT_TEXT } from '../src/modules/chat/chat-texts.ts';
import { testDrivers } from './postgres.ts';
import { postJson, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(testDrivers)('/chat limits on %s', (driver) => {
  let api: TestServer;
  // A movable server clock, so windows can be shown to expire.
  let now = new Date('2026-05-01T08:00:00Z');
  const chat = (body: Record<string, unknown>, ip?: string) =>
    postJson(`${api.url}/chat`, body, ip ? { 'x-forwarded-for': ip } : {});

  beforeAll(async () => {
    api = await startTestServer(driver, {
      clock: () => now,
      env: {
        TRUST_PROXY: 'true',
        CHAT_NEW_CONVERSATIONS_PER_IP: '6',
        CHAT_MESSAGES_PER_CUSTOMER_PER_MINUTE: '5',
      },
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function visitorMessages(customerPrefix: string): Promise<number> {
    const rows = await api.database.db
      .select()
      .from(messages)
      .where(eq(messages.sender, 'visitor'));
    return rows.filter((r) => r.text.startsWith(customerPrefix)).length;
  }

  it('allows 6 new conversations per IP per 12 hours, then 429 with Retry-After, until the window passes', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 6; i += 1) {
      const res = await chat({ message: `convo-limit ${i}`, customer_id: randomUUID() }, ip);
      expect(res.status).toBe(200);
    }
    const refused = await chat({ message: 'convo-limit 7', customer_id: randomUUID() }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate_limited');
    expect(refused.body.reason).toBe('new_conversation_limit');
    expect(Number(refused.headers.get('retry-after'))).toBe(12 * 60 * 60);
    expect(await visitorMessages('convo-limit 7')).toBe(0);
    // Another network is not affected.
    expect(
      (await chat({ message: 'convo-limit other', customer_id: randomUUID() }, '203.0.113.11'))
        .status,
    ).toBe(200);
    now = new Date(now.getTime() + 12 * 60 * 60 * 1000 + 1000);
    expect(
      (await chat({ message: 'convo-limit later', customer_id: randomUUID() }, ip)).status,
    ).toBe(200);
  });

  it('an existing conversation keeps going past the new-conversation limit', async () => {
    const ip = '203.0.113.20';
    const customer = randomUUID();
    for (let i = 0; i < 6; i += 1)
      await chat({ message: 'fill', customer_id: i === 0 ? customer : randomUUID() }, ip);
    expect((await chat({ message: 'still talking', customer_id: customer }, ip)).status).toBe(200);
  });

  it('answers 429 with Retry-After past the per-customer limit, storing nothing', async () => {
    const customer = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await chat({ message: `per-customer ${i}`, customer_id: customer }, '203.0.113.30'))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await visitorMessages('per-customer 5')).toBe(0);
    const refused = await chat(
      { message: 'per-customer again', customer_id: customer },
      '203.0.113.30',
    );
    expect(refused.body.reason).toBe('customer_rate_limit');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe.each(testDrivers)('/chat free hero chat limits on %s', (driver) => {
  let api: TestServer;
  let now = new Date('2026-05-01T08:00:00Z');
  const chat = (body: Record<string, unknown>, ip?: string) =>
    postJson(`${api.url}/chat`, body, ip ? { 'x-forwarded-for': ip } : {});

  beforeAll(async () => {
    api = await startTestServer(driver, {
      clock: () => now,
      env: { TRUST_PROXY: 'true', FREE_CHAT_LIMIT_PER_DEVICE: '10', FREE_CHAT_LIMIT_PER_IP: '15' },
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function visitorMessages(customerPrefix: string): Promise<number> {
    const rows = await api.database.db
      .select()
      .from(messages)
      .where(eq(messages.sender, 'visitor'));
    return rows.filter((r) => r.text.startsWith(customerPrefix)).length;
  }

  it('limits the hero demo to 10 messages per device, even with local storage cleared', async () => {
    const customer = `hero-${randomUUID()}`;
    const ip = '203.0.113.40';
    for (let i = 0; i < 10; i += 1) {
      // Spread over minutes so the per-customer limit does not interfere.
      now = new Date(now.getTime() + 61_000);
      const res = await chat(
        { message: `hero-device ${i}`, customer_id: customer, source: 'hero' },
        ip,
      );
      expect(res.status).toBe(200);
    }
    now = new Date(now.getTime() + 61_000);
    const refused = await chat(
      { message: 'hero-device 10', customer_id: customer, source: 'hero' },
      ip,
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: 'rate_limited',
      reason: 'free_chat_limit',
      message: FREE_CHAT_LIMIT_TEXT,
    });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await visitorMessages('hero-device 10')).toBe(0);
    // Days later the device is still over its limit; the widget (source widget) still works.
    now = new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000);
    expect(
      (await chat({ message: 'hero-device later', customer_id: customer, source: 'hero' }, ip))
        .status,
    ).toBe(429);
    expect(
      (await chat({ message: 'widget ok', customer_id: customer, source: 'widget' }, ip)).status,
    ).toBe(200);
  });

  it('limits hero messages per IP across devices, lifting after 24 hours', async () => {
    const ip = '203.0.113.50';
    let accepted = 0;
    for (let i = 0; i < 16; i += 1) {
      now = new Date(now.getTime() + 1000);
      const res = await chat(
        { message: `hero-ip ${i}`, customer_id: `hero-ip-${randomUUID()}`, source: 'hero' },
        ip,
      );
      if (res.status === 200) accepted += 1;
      else {
        expect(res.status).toBe(429);
        expect(res.body.reason).toBe('free_chat_limit');
        const retry = Number(res.headers.get('retry-after'));
        expect(retry).toBeGreaterThan(23 * 60 * 60);
        expect(retry).toBeLessThanOrEqual(24 * 60 * 60);
      }
    }
    expect(accepted).toBe(15);
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1000);
    expect(
      (
        await chat(
          { message: 'hero-ip after', customer_id: `hero-ip-${randomUUID()}`, source: 'hero' },
          ip,
        )
      ).status,
    ).toBe(200);
  });
});
