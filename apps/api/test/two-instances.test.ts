// From one machine to many: two API instances on one PostgreSQL, as behind a load balancer,
// share every limit (nothing is counted in process memory), run each job once, and serve
// each other's files (an S3-compatible store, here the loopback fake). The visitor
// reaching a reply sent through the other instance is in event-fanout.test.ts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { messages } from '../src/db/schema/core.ts';
import { webhookEndpoints } from '../src/db/schema/public-api.ts';
import { testDatabaseUrl } from './postgres.ts';
import { type FakeS3, startFakeS3 } from './support/fake-s3.ts';
import {
  createBusiness,
  openTestDatabase,
  postJson,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.ts';

const RATE_LIMIT = 40;
const FREE_CHATS = 10;
const PER_CUSTOMER = 12;

describe.skipIf(!testDatabaseUrl)('two API instances on one PostgreSQL', () => {
  let dispose: () => Promise<void>;
  let instances: TestServer[];
  let s3: FakeS3;
  let receiver: WebhookReceiver;
  let business: number;

  beforeAll(async () => {
    const opened = await openTestDatabase('postgres');
    dispose = opened.dispose;
    if (!opened.url) throw new Error('not on postgres');
    const url = opened.url;
    s3 = await startFakeS3();
    receiver = await startWebhookReceiver();
    const env = {
      ...s3.env(),
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      FREE_CHAT_LIMIT_PER_DEVICE: String(FREE_CHATS),
      CHAT_MESSAGES_PER_CUSTOMER_PER_MINUTE: String(PER_CUSTOMER),
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    };
    // Two servers, two connection pools, one database: two machines behind a balancer.
    instances = [
      await startTestServer('postgres', {
        database: await openDatabase({ databaseUrl: url, dataDir: '' }),
        env,
      }),
      await startTestServer('postgres', {
        database: await openDatabase({ databaseUrl: url, dataDir: '' }),
        env,
      }),
    ];
    business = await createBusiness(opened.database, { credits: 100 });
  });
  afterAll(async () => {
    for (const instance of instances ?? []) {
      await instance.server.close();
      await instance.database.close();
    }
    await receiver?.close();
    await s3?.close();
    await dispose?.();
  });

  /** Alternates between the two instances, like a round-robin balancer. */
  const at = (n: number) => (instances[n % 2] as TestServer).url;

  it('counts the per-IP request limit once across both: the same total as one instance', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let n = 0; n < RATE_LIMIT + 2; n += 1) {
      const res = await fetch(`${at(n)}/business/${business}`, {
        headers: { 'x-forwarded-for': ip },
      });
      await res.arrayBuffer();
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
    // Another client is not affected.
    const other = await fetch(`${at(1)}/business/${business}`, {
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(other.status).toBe(200);
  });

  it('counts the free hero-chat limit once across both', async () => {
    const customer = `hero-${randomUUID()}`;
    const statuses: number[] = [];
    for (let n = 0; n < FREE_CHATS + 1; n += 1) {
      const res = await postJson(
        `${at(n)}/chat`,
        { message: `hero ${n}`, customer_id: customer, source: 'hero' },
        { 'x-forwarded-for': '198.51.100.20' },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(FREE_CHATS).fill(200), 429]);
  });

  it("counts one visitor's messages per minute once across both", async () => {
    const customer = randomUUID();
    const statuses: number[] = [];
    for (let n = 0; n < PER_CUSTOMER + 1; n += 1) {
      const res = await postJson(
        `${at(n)}/chat`,
        { message: `per-customer ${n}`, business_id: business, customer_id: customer },
        { 'x-forwarded-for': '198.51.100.30' },
      );
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.reason).toBe('customer_rate_limit');
    }
    expect(statuses).toEqual([...Array(PER_CUSTOMER).fill(200), 429]);
  });

  it('runs each job once: every webhook delivery reaches the receiver exactly once', async () => {
    await instances[0]?.database.db.insert(webhookEndpoints).values({
      businessId: business,
      url: receiver.url,
      events: ['message.created'],
      secret: 'whsec_two_instances',
    });
    const chats = 6;
    for (let n = 0; n < chats; n += 1) {
      const res = await postJson(
        `${at(n)}/chat`,
        { message: `job ${n}`, business_id: business, customer_id: randomUUID() },
        { 'x-forwarded-for': `198.51.100.${40 + n}` },
      );
      expect(res.status).toBe(200);
    }
    // A visitor message and the bot's answer per chat: two events each.
    await receiver.waitFor(chats * 2, 20_000);
    await Promise.all(instances.map((instance) => instance.server.context.jobs.idle()));
    const ids = receiver.received.map((hook) => hook.body.id ?? hook.headers['x-lisa-event-id']);
    expect(receiver.received).toHaveLength(chats * 2);
    expect(new Set(ids).size).toBe(chats * 2);
  });

  it('serves a file uploaded through one instance from the other (S3-compatible store)', async () => {
    const res = await postJson(
      `${at(0)}/chat`,
      {
        message: 'My x-ray',
        business_id: business,
        customer_id: randomUUID(),
        attachments: [
          {
            name: 'x-ray.png',
            content_type: 'image/png',
            data_base64: Buffer.from([137, 80, 78, 71, 1, 2, 3]).toString('base64'),
          },
        ],
      },
      { 'x-forwarded-for': '198.51.100.60' },
    );
    expect(res.status).toBe(200);
    const [visitor] =
      (await instances[1]?.database.db
        .select({ attachments: messages.attachments })
        .from(messages)
        .where(eq(messages.conversationId, Number(res.body.conversation_id)))
        .orderBy(messages.id)) ?? [];
    const id = visitor?.attachments[0]?.id;
    expect(s3.objects.get(`attachments/${business}/${id}`)?.contentType).toBe('image/png');
    const download = await fetch(`${at(1)}/api/attachments/${id}`, {
      headers: {
        authorization: `Bearer ${res.body.visitor_token}`,
        'x-forwarded-for': '198.51.100.61',
      },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await download.arrayBuffer())]).toEqual([137, 80, 78, 71, 1, 2, 3]);
  });
});
