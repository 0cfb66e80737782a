// CSAT on WhatsApp against the loopback fake of Meta's Graph API (test/support/fake-meta.ts,
// the channels suite's harness): a resolve inside the 24-hour window sends the question
// once; the customer's "4" is the rating (with the member who resolved), the next message
// its comment, neither answered by the assistant; a redelivered webhook takes nothing twice;
// a message that is not a score goes to the assistant; a second resolve asks nothing; outside
// the window nothing is asked.
import { CSAT_TEXTS } from '@lisa/contracts/analytics';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { deliverWebhook, type FakeMeta, startFakeMeta } from '../../../test/support/fake-meta.ts';
import {
  createBusiness,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { conversationFacts, conversationRatings, csatAsks } from '../../db/schema/analytics.ts';
import { conversations, messages } from '../../db/schema/core.ts';
import { DELIVERY_JOB } from '../channels/channels-delivery.ts';
import { ANSWER_JOB, INBOUND_JOB, STATUS_JOB } from '../channels/channels-inbound.ts';
import { CSAT_ASK_JOB, parseScore } from './channel-csat.ts';

describe('rating replies', () => {
  it('reads a score as people type it, and nothing else', () => {
    for (const [text, score] of [
      ['4', 4],
      [' 5. ', 5],
      ['3/5', 3],
      ['2 stars', 2],
      ['⭐⭐⭐', 3],
      ['1️⃣', 1],
    ] as const) {
      expect(parseScore(text), text).toBe(score);
    }
    for (const text of ['0', '6', '45', 'I need 2 rooms', 'five', '', '⭐⭐⭐⭐⭐⭐']) {
      expect(parseScore(text), text).toBeNull();
    }
  });
});

describe.each(testDrivers)('WhatsApp CSAT on %s', (driver) => {
  let api: TestServer;
  let meta: FakeMeta;
  let counter = 0;

  beforeAll(async () => {
    meta = await startFakeMeta();
    api = await startTestServer(driver, {
      env: {
        META_GRAPH_BASE_URL: meta.url,
        META_BURST_WINDOW_MS: '300',
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
        LISA_API_URL: 'https://api.lisa.test',
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await meta?.close();
  });

  async function call(method: string, path: string, token: string, body?: unknown) {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they expect
    return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
  }

  /** A business with WhatsApp connected and an owner signed in. */
  async function shop() {
    const businessId = await createBusiness(api.database, { credits: 100 });
    const { db } = api.database;
    const [user] = await db
      .insert(users)
      .values({
        name: 'Wanjiku Owner',
        email: `csat-${businessId}-${Date.now()}@channels.test`,
        passwordHash: 'not used',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await db.insert(memberships).values({ userId: user.id, businessId, role: 'owner' });
    const token = (await api.server.context.sessions.create(user.id, businessId, null)).token;
    counter += 1;
    const phoneNumberId = `3000${counter}${driver === 'postgres' ? 1 : 2}`;
    const appSecret = `csat-secret-${phoneNumberId}`;
    const connected = await call('PUT', '/api/channels/whatsapp', token, {
      phone_number_id: phoneNumberId,
      business_account_id: `4000${counter}`,
      access_token: `EAAG-csat-${phoneNumberId}`,
      app_secret: appSecret,
    });
    expect(connected.status).toBe(200);
    const from = `2547220${counter}${driver === 'postgres' ? 1 : 2}000`;
    let wamid = 0;
    /** The customer writes (a webhook signed like Meta's); `id` to redeliver one. */
    const say = async (body: string, id = `wamid.csat${driver}${counter}-${++wamid}`) => {
      const res = await deliverWebhook(
        api.url,
        {
          object: 'whatsapp_business_account',
          entry: [
            {
              id: 'WABA',
              changes: [
                {
                  field: 'messages',
                  value: {
                    messaging_product: 'whatsapp',
                    metadata: {
                      display_phone_number: '15550000000',
                      phone_number_id: phoneNumberId,
                    },
                    messages: [
                      {
                        from,
                        id,
                        timestamp: String(Math.floor(Date.now() / 1000)),
                        type: 'text',
                        text: { body },
                      },
                    ],
                  },
                },
              ],
            },
          ],
        },
        appSecret,
      );
      expect(res.status).toBe(200);
      await settle();
      return id;
    };
    return { businessId, userId: user.id, token, from, say };
  }

  async function settle() {
    await api.server.context.jobs.idle(
      [INBOUND_JOB, ANSWER_JOB, STATUS_JOB, DELIVERY_JOB, CSAT_ASK_JOB],
      15_000,
    );
  }
  /** The texts sent to a number, in order. */
  const textsTo = (to: string): string[] =>
    meta
      .sends()
      .filter((r) => r.body?.to === to)
      .map((r) => String(r.body?.text?.body ?? r.body?.type));
  /** Waits for the sends to `to` to reach `count` (the bus hands work to jobs). */
  async function sentTo(to: string, count: number): Promise<string[]> {
    const deadline = Date.now() + 15_000;
    while (textsTo(to).length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} sends, got ${textsTo(to)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
      await settle();
    }
    return textsTo(to);
  }
  async function conversationOf(businessId: number) {
    const [row] = await api.database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.businessId, businessId), eq(conversations.channel, 'whatsapp')));
    if (!row) throw new Error('no conversation');
    return row;
  }
  async function resolve(id: number, token: string) {
    const res = await call('PATCH', `/api/conversations/${id}`, token, { status: 'resolved' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await settle();
  }

  it('asks once after a resolve; takes the score and one comment, answers neither with the assistant', async () => {
    const { businessId, userId, token, from, say } = await shop();
    await say('Hi, do you deliver to Westlands?');
    await sentTo(from, 1);
    const { id } = await conversationOf(businessId);
    const reply = await call('POST', `/api/conversations/${id}/messages`, token, {
      text: 'Yes we do, Monday to Saturday.',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    await sentTo(from, 2);
    await resolve(id, token);

    let texts = await sentTo(from, 3);
    expect(texts[2]).toBe(CSAT_TEXTS.channelQuestion);
    // In the thread too, as the team's system line.
    const [question] = await api.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, id), eq(messages.text, CSAT_TEXTS.channelQuestion)));
    expect(question).toMatchObject({ sender: 'system', private: false });

    const score = await say('4');
    texts = await sentTo(from, 4);
    expect(texts[3]).toBe(CSAT_TEXTS.channelThanks);
    const [rating] = await api.database.db
      .select()
      .from(conversationRatings)
      .where(eq(conversationRatings.conversationId, id));
    expect(rating).toMatchObject({
      score: 4,
      comment: null,
      resolvedBy: 'member',
      resolvedById: userId,
    });
    const [facts] = await api.database.db
      .select()
      .from(conversationFacts)
      .where(eq(conversationFacts.conversationId, id));
    expect(facts).toMatchObject({ score: 4, ratedBy: 'member', ratedMember: userId });

    // Meta redelivers the score: nothing taken twice, nothing sent.
    await say('4', score);
    await say('Quick and friendly, thank you');
    texts = await sentTo(from, 5);
    expect(texts[4]).toBe(CSAT_TEXTS.channelCommentThanks);
    const [commented] = await api.database.db
      .select()
      .from(conversationRatings)
      .where(eq(conversationRatings.conversationId, id));
    expect(commented).toMatchObject({ score: 4, comment: 'Quick and friendly, thank you' });
    // Still resolved, no visitor message stored for the score or the comment.
    expect((await conversationOf(businessId)).status).toBe('resolved');
    const visitor = await api.database.db
      .select({ text: messages.text })
      .from(messages)
      .where(and(eq(messages.conversationId, id), eq(messages.sender, 'visitor')));
    expect(visitor.map((m) => m.text)).toEqual(['Hi, do you deliver to Westlands?']);

    // The next message is for the assistant (it answers; the conversation is open again);
    // a second resolve asks nothing.
    await say('What time do you open tomorrow?');
    texts = await sentTo(from, 6);
    expect(texts[5]).not.toBe(CSAT_TEXTS.channelCommentThanks);
    expect((await conversationOf(businessId)).status).not.toBe('resolved');
    await resolve(id, token);
    await settle();
    expect(textsTo(from).filter((t) => t === CSAT_TEXTS.channelQuestion)).toHaveLength(1);
  });

  it('lets a message that is not a score go to the assistant, and asks nothing outside the 24-hour window', async () => {
    const first = await shop();
    await first.say('Hello');
    await sentTo(first.from, 1);
    const one = await conversationOf(first.businessId);
    await resolve(one.id, first.token);
    await sentTo(first.from, 2);
    await first.say('Actually, how much is delivery?');
    const texts = await sentTo(first.from, 3);
    expect(texts[2]).not.toBe(CSAT_TEXTS.channelThanks);
    const [none] = await api.database.db
      .select()
      .from(conversationRatings)
      .where(eq(conversationRatings.conversationId, one.id));
    expect(none).toBeUndefined();
    const [ask] = await api.database.db
      .select()
      .from(csatAsks)
      .where(eq(csatAsks.conversationId, one.id));
    expect(ask?.state).toBe('closed');

    const late = await shop();
    await late.say('Hello there');
    await sentTo(late.from, 1);
    const two = await conversationOf(late.businessId);
    // The customer last wrote 25 hours ago.
    await api.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(and(eq(messages.conversationId, two.id), eq(messages.sender, 'visitor')));
    await resolve(two.id, late.token);
    await settle();
    expect(textsTo(late.from)).toHaveLength(1);
    const asks = await api.database.db
      .select()
      .from(csatAsks)
      .where(eq(csatAsks.conversationId, two.id));
    expect(asks).toEqual([]);
  });
});
