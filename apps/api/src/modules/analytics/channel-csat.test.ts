// CSAT on WhatsApp, Messenger and Instagram against the loopback fake of Meta's Graph API
// (test/support/meta-harness.ts, the channels suites' harness): a resolve inside the 24-hour
// window sends the question once (on Messenger and Instagram with the scores as quick
// replies, a tap read by its payload); the customer's "4" is the rating (with the member who
// resolved), the next message its comment, neither answered by the assistant; a redelivered
// webhook takes nothing twice; a message that is not a score goes to the assistant; a second
// resolve asks nothing; outside the window nothing is asked.
import { CSAT_TEXTS } from '@lisa/contracts/analytics';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useMetaHarness } from '../../../test/support/meta-harness.ts';
import { conversationFacts, conversationRatings, csatAsks } from '../../db/schema/analytics.ts';
import { messages } from '../../db/schema/core.ts';
import { CSAT_ASK_JOB, parseScore, ratingQuickReplies } from './channel-csat.ts';

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

  it('puts the five scores under the question on Messenger and Instagram only', () => {
    const question = { sender: 'system', text: CSAT_TEXTS.channelQuestionTap };
    expect(ratingQuickReplies('messenger', question)?.map((r) => r.payload)).toEqual([
      'CSAT_SCORE_1',
      'CSAT_SCORE_2',
      'CSAT_SCORE_3',
      'CSAT_SCORE_4',
      'CSAT_SCORE_5',
    ]);
    expect(ratingQuickReplies('instagram', question)).toHaveLength(5);
    expect(ratingQuickReplies('whatsapp', question)).toBeNull();
    expect(ratingQuickReplies('messenger', { ...question, sender: 'member' })).toBeNull();
    expect(ratingQuickReplies('messenger', { sender: 'system', text: 'Hello' })).toBeNull();
  });
});

describe.each(testDrivers)('channel CSAT on %s', (driver) => {
  const harness = useMetaHarness(driver, { jobs: [CSAT_ASK_JOB] });
  const { call, settle, waPayload, textMessage } = harness;

  /** A business with WhatsApp connected and an owner signed in, and a customer who writes. */
  async function shop() {
    const { businessId, userId, token, phoneNumberId, appSecret } =
      await harness.whatsappBusiness();
    // A Kenyan number of its own (nine digits after 254).
    const from = `2547${phoneNumberId.slice(-8).padStart(8, '0')}`;
    /** The customer writes (a webhook signed like Meta's); `id` to redeliver one. */
    const say = async (body: string, id?: string) => {
      const message = textMessage(from, body, id);
      const res = await harness.deliver(
        waPayload(phoneNumberId, { messages: [message] }),
        appSecret,
      );
      expect(res.status).toBe(200);
      await settle();
      return message.id;
    };
    return { businessId, userId, token, from, say };
  }

  /** The texts sent to a number, in order. */
  const textsTo = (to: string): string[] =>
    harness.sendsTo(to).map((r) => String(r.body?.text?.body ?? r.body?.type));
  /** Waits for the sends to `to` to reach `count` (the bus hands work to jobs). */
  async function sentTo(to: string, count: number): Promise<string[]> {
    await harness.waitForSendsTo(to, count);
    return textsTo(to);
  }
  const ratingOf = async (conversationId: number) =>
    (
      await harness.api.database.db
        .select()
        .from(conversationRatings)
        .where(eq(conversationRatings.conversationId, conversationId))
    )[0];
  const conversationOf = (businessId: number) =>
    harness.waitForConversation(businessId, 'whatsapp');
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
    const [question] = await harness.api.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, id), eq(messages.text, CSAT_TEXTS.channelQuestion)));
    expect(question).toMatchObject({ sender: 'system', private: false });

    const score = await say('4');
    texts = await sentTo(from, 4);
    expect(texts[3]).toBe(CSAT_TEXTS.channelThanks);
    const rating = await ratingOf(id);
    expect(rating).toMatchObject({
      score: 4,
      comment: null,
      resolvedBy: 'member',
      resolvedById: userId,
    });
    const [facts] = await harness.api.database.db
      .select()
      .from(conversationFacts)
      .where(eq(conversationFacts.conversationId, id));
    expect(facts).toMatchObject({ score: 4, ratedBy: 'member', ratedMember: userId });

    // Meta redelivers the score: nothing taken twice, nothing sent.
    await say('4', score);
    await say('Quick and friendly, thank you');
    texts = await sentTo(from, 5);
    expect(texts[4]).toBe(CSAT_TEXTS.channelCommentThanks);
    const commented = await ratingOf(id);
    expect(commented).toMatchObject({ score: 4, comment: 'Quick and friendly, thank you' });
    // Still resolved, no visitor message stored for the score or the comment.
    expect((await conversationOf(businessId)).status).toBe('resolved');
    const visitor = await harness.api.database.db
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
    const none = await ratingOf(one.id);
    expect(none).toBeUndefined();
    const [ask] = await harness.api.database.db
      .select()
      .from(csatAsks)
      .where(eq(csatAsks.conversationId, one.id));
    expect(ask?.state).toBe('closed');

    const late = await shop();
    await late.say('Hello there');
    await sentTo(late.from, 1);
    const two = await conversationOf(late.businessId);
    // The customer last wrote 25 hours ago.
    await harness.api.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(and(eq(messages.conversationId, two.id), eq(messages.sender, 'visitor')));
    await resolve(two.id, late.token);
    await settle();
    expect(textsTo(late.from)).toHaveLength(1);
    const asks = await harness.api.database.db
      .select()
      .from(csatAsks)
      .where(eq(csatAsks.conversationId, two.id));
    expect(asks).toEqual([]);
  });

  it.each(['messenger', 'instagram'] as const)(
    'on %s asks once with the five scores as quick replies; takes a tapped score and one comment, answers neither with the assistant',
    async (channel) => {
      const { businessId, userId, token, pageId, appSecret, psid } =
        await harness.pageBusiness(channel);
      let mid = 0;
      /** The customer writes or taps (Meta's page webhook); `id` to redeliver one. */
      const say = async (message: Record<string, unknown>, id = `m_csat_${pageId}_${++mid}`) => {
        const res = await harness.deliver(
          harness.pagePayload(channel, pageId, psid, { mid: id, ...message }),
          appSecret,
        );
        expect(res.status).toBe(200);
        await settle();
        return id;
      };
      await say({ text: 'Hi, do you deliver to Westlands?' });
      await harness.waitForSendsTo(psid, 1);
      const { id } = await harness.waitForConversation(businessId, channel);
      const reply = await call('POST', `/api/conversations/${id}/messages`, token, {
        text: 'Yes we do, Monday to Saturday.',
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      await harness.waitForSendsTo(psid, 2);
      await resolve(id, token);

      // The question, with the five scores as Meta's quick replies, inside the window.
      let sends = await harness.waitForSendsTo(psid, 3);
      expect(sends[2]?.path).toBe(`/v21.0/${pageId}/messages`);
      expect(sends[2]?.body).toEqual({
        recipient: { id: psid },
        messaging_type: 'RESPONSE',
        message: {
          text: CSAT_TEXTS.channelQuestionTap,
          quick_replies: [1, 2, 3, 4, 5].map((score) => ({
            content_type: 'text',
            title: String(score),
            payload: `CSAT_SCORE_${score}`,
          })),
        },
      });

      // A tap comes back as the title's text with the payload.
      const tap = await say({ text: '5', quick_reply: { payload: 'CSAT_SCORE_5' } });
      sends = await harness.waitForSendsTo(psid, 4);
      expect(sends[3]?.body.message).toEqual({ text: CSAT_TEXTS.channelThanks });
      const rating = await ratingOf(id);
      expect(rating).toMatchObject({
        score: 5,
        comment: null,
        resolvedBy: 'member',
        resolvedById: userId,
      });

      // Meta redelivers the tap: nothing taken twice, nothing sent; then the one comment.
      await say({ text: '5', quick_reply: { payload: 'CSAT_SCORE_5' } }, tap);
      await say({ text: 'Fast delivery, thanks' });
      sends = await harness.waitForSendsTo(psid, 5);
      expect(sends[4]?.body.message).toEqual({ text: CSAT_TEXTS.channelCommentThanks });
      expect(harness.sendsTo(psid)).toHaveLength(5);
      const commented = await ratingOf(id);
      expect(commented).toMatchObject({ score: 5, comment: 'Fast delivery, thanks' });
      expect((await harness.waitForConversation(businessId, channel)).status).toBe('resolved');
      const visitor = await harness.api.database.db
        .select({ text: messages.text })
        .from(messages)
        .where(and(eq(messages.conversationId, id), eq(messages.sender, 'visitor')));
      expect(visitor.map((m) => m.text)).toEqual(['Hi, do you deliver to Westlands?']);
      const [ask] = await harness.api.database.db
        .select()
        .from(csatAsks)
        .where(eq(csatAsks.conversationId, id));
      expect(ask).toMatchObject({ channel, address: psid, state: 'closed' });

      // A second resolve asks nothing.
      await resolve(id, token);
      await settle();
      expect(harness.sendsTo(psid).filter((r) => r.body.message?.quick_replies)).toHaveLength(1);
    },
  );
});
