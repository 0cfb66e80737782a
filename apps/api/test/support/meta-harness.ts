// One test file's Meta world, shared by the suites that drive WhatsApp, Messenger and
// Instagram end to end (channels, channel media send, CSAT on channels): the loopback fake of
// the Graph API (fake-meta.ts) and the real server pointed at it, started before the file's
// tests and stopped after; and what those suites each used to build for themselves: a
// signed-in member, a call with its token, a business with WhatsApp or a page connected, the
// webhook payloads Meta sends, the sends to one customer, and waiting for the jobs.
import type { Channel } from '@lisa/contracts/channels';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { memberships, users } from '../../src/db/schema/accounts.ts';
import { conversations } from '../../src/db/schema/core.ts';
import { DELIVERY_JOB } from '../../src/modules/channels/channels-delivery.ts';
import {
  ANSWER_JOB,
  INBOUND_JOB,
  STATUS_JOB,
} from '../../src/modules/channels/channels-inbound.ts';
import type { TestDriver } from '../postgres.ts';
import { deliverWebhook, type FakeMeta, startFakeMeta } from './fake-meta.ts';
import { createBusiness, type JsonBody, startTestServer, type TestServer } from './test-server.ts';

const CHANNEL_JOBS = [INBOUND_JOB, ANSWER_JOB, STATUS_JOB, DELIVERY_JOB];
const POLL_MS = 25;

/** Meta's webhook object for each channel. */
const OBJECT_OF: Record<Channel, string> = {
  whatsapp: 'whatsapp_business_account',
  messenger: 'page',
  instagram: 'instagram',
};

export function useMetaHarness(
  driver: TestDriver,
  options: {
    /** How long a burst waits for the rest of its lines (META_BURST_WINDOW_MS). */
    burstWindowMs?: number;
    env?: Record<string, string>;
    /** More jobs `settle()` waits for, besides the channels' own. */
    jobs?: string[];
  } = {},
) {
  let server: TestServer | undefined;
  let fake: FakeMeta | undefined;
  let counter = 0;
  let messageCounter = 0;
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the Meta harness has not started');
    return value;
  };
  const settleJobs = [...CHANNEL_JOBS, ...(options.jobs ?? [])];
  /** Ids unique to this file's run on this driver. */
  const unique = (prefix: string) => `${prefix}${++counter}${driver === 'postgres' ? 1 : 2}`;

  beforeAll(async () => {
    fake = await startFakeMeta();
    server = await startTestServer(driver, {
      env: {
        META_GRAPH_BASE_URL: fake.url,
        META_BURST_WINDOW_MS: String(options.burstWindowMs ?? 300),
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
        LISA_API_URL: 'https://api.lisa.test',
        ...options.env,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const harness = {
    get api() {
      return started(server);
    },
    get meta() {
      return started(fake);
    },
    /** An id (digits after the prefix) no other test of this file and driver uses. */
    unique,

    /** A signed-in member of the business. */
    async member(businessId: number, role: 'owner' | 'admin' | 'agent' = 'owner') {
      const { db } = harness.api.database;
      const [user] = await db
        .insert(users)
        .values({
          name: `${role} ${businessId}`,
          email: `${role}-${businessId}-${Date.now()}-${Math.random()}@channels.test`,
          passwordHash: 'not used',
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('no user');
      await db.insert(memberships).values({ userId: user.id, businessId, role });
      const session = await harness.api.server.context.sessions.create(user.id, businessId, null);
      return { token: session.token, userId: user.id };
    },

    async call(method: string, path: string, token: string, body?: unknown) {
      const response = await fetch(`${harness.api.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as JsonBody };
    },

    /** Waits until the channels' jobs (and the file's own) have nothing queued or running. */
    settle: () => harness.api.server.context.jobs.idle(settleJobs, 20_000),

    /** A business of its own with WhatsApp connected and an owner signed in. */
    async whatsappBusiness() {
      const businessId = await createBusiness(harness.api.database, { credits: 100 });
      const { token, userId } = await harness.member(businessId);
      const phoneNumberId = unique('1000');
      const accountId = `2000${counter}`;
      const appSecret = `app-secret-${phoneNumberId}`;
      const connected = await harness.call('PUT', '/api/channels/whatsapp', token, {
        phone_number_id: phoneNumberId,
        business_account_id: accountId,
        access_token: `EAAG-token-${phoneNumberId}`,
        app_secret: appSecret,
      });
      expect(connected.status).toBe(200);
      return {
        businessId,
        token,
        userId,
        phoneNumberId,
        accountId,
        appSecret,
        connection: connected.body,
      };
    },

    /** A business of its own with a Facebook page or an Instagram account connected. */
    async pageBusiness(channel: Exclude<Channel, 'whatsapp'>) {
      const businessId = await createBusiness(harness.api.database, { credits: 100 });
      const { token, userId } = await harness.member(businessId);
      const pageId = unique('3000');
      const appSecret = `page-secret-${pageId}`;
      const connected = await harness.call('PUT', `/api/channels/${channel}`, token, {
        page_id: pageId,
        page_access_token: `page-token-${pageId}`,
        app_secret: appSecret,
      });
      expect(connected.status).toBe(200);
      // The customer's page-scoped id.
      return { businessId, token, userId, pageId, appSecret, psid: `${pageId}99` };
    },

    /** A WhatsApp webhook for one phone number: its messages, statuses and contacts. */
    waPayload(
      phoneNumberId: string,
      items: { messages?: unknown[]; statuses?: unknown[]; contacts?: unknown[] },
    ) {
      return {
        object: OBJECT_OF.whatsapp,
        entry: [
          {
            id: 'WABA',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
                  ...items,
                },
              },
            ],
          },
        ],
      };
    },

    /** A WhatsApp text message as the webhook carries it (a fresh id unless given). */
    textMessage: (from: string, body: string, id = `wamid.in${driver}${++messageCounter}`) => ({
      from,
      id,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'text',
      text: { body },
    }),

    /** A Messenger or Instagram webhook: one message from the customer to the page. */
    pagePayload(
      channel: Exclude<Channel, 'whatsapp'>,
      pageId: string,
      psid: string,
      message: Record<string, unknown>,
    ) {
      return {
        object: OBJECT_OF[channel],
        entry: [
          {
            id: pageId,
            time: Date.now(),
            messaging: [
              { sender: { id: psid }, recipient: { id: pageId }, timestamp: Date.now(), message },
            ],
          },
        ],
      };
    },

    /** POSTs a payload to the webhook, signed like Meta's with the app secret. */
    deliver: (payload: unknown, appSecret: string | null) =>
      deliverWebhook(harness.api.url, payload, appSecret),

    /** The messages sent to one customer (a WhatsApp number or a page-scoped id), in order. */
    sendsTo: (to: string) =>
      harness.meta.sends().filter((r) => r.body?.to === to || r.body?.recipient?.id === to),

    /** Waits for `count` sends to one customer, then for the jobs to settle. */
    async waitForSendsTo(to: string, count: number) {
      // Generous for a busy machine: a send that comes returns at once.
      const deadline = Date.now() + 30_000;
      while (harness.sendsTo(to).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} sends to ${to}, got ${harness.sendsTo(to).length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      await harness.settle();
      return harness.sendsTo(to);
    },

    /** A business's conversations on a channel, as they are now. */
    conversationsOf: (businessId: number, channel: Channel) =>
      harness.api.database.db
        .select()
        .from(conversations)
        .where(and(eq(conversations.businessId, businessId), eq(conversations.channel, channel))),

    /** The business's conversation on a channel, once the inbound job has opened it. */
    async waitForConversation(businessId: number, channel: Channel) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [row] = await harness.conversationsOf(businessId, channel);
        if (row) return row;
        if (Date.now() > deadline) throw new Error(`no ${channel} conversation`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
  return harness;
}
