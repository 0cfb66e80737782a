// Answers from the inbox, against the real server and a fresh database: a visitor asks what
// the knowledge cannot answer and gets "I don't know"; a teammate replies in the inbox; the
// reply is saved as an answer; a new visitor asking in other words gets it, cited to the FAQ
// source "Answers from the inbox", which the data centre lists and edits like any other.
// Refusals change nothing; two teammates saving at once both land; tenants and roles hold.
import {
  INBOX_ANSWER_TEXTS,
  INBOX_ANSWERS_SOURCE_TITLE,
  MAX_FAQ_ANSWER_CHARS,
  MAX_FAQ_QUESTION_CHARS,
  SOURCE_CHANGED_TEXT,
} from '@lisa/contracts/knowledge';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useKnowledgeHarness } from '../../../test/support/knowledge-harness.ts';
import { type MembershipRole, memberships, users } from '../../db/schema/accounts.ts';
import { messages } from '../../db/schema/core.ts';
import { inboxAnswers, knowledgeChunks, knowledgeSources } from '../../db/schema/knowledge.ts';
import { auditLog } from '../../db/schema/team.ts';
import { createKnowledgeStore } from './knowledge-store.ts';

const bakeryGuide = {
  type: 'text',
  title: 'Bakery guide',
  text: '# Delivery\n\nOrders placed before noon reach Nairobi addresses the same afternoon.\n\n# Cakes\n\nEvery cake is baked with butter and free-range eggs. A one-kilo chocolate cake costs KES 2,500.',
};
const asked = 'Do you have parking for customers?';
const askedOtherwise = 'is there free parking near your shop when i come?';
const teammateReply = 'Yes: there is free parking behind the shop for up to ten cars.';
const dontKnow = /I don't know/;
const path = '/api/knowledge/inbox-answers';

describe.each(testDrivers)('knowledge: answers saved from the inbox (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);

  async function bakery(name: string) {
    const owner = await k.signedInBusiness(name);
    expect((await k.call('POST', '/api/knowledge/sources', owner.token, bakeryGuide)).status).toBe(
      201,
    );
    return owner;
  }

  /** A visitor asks what the knowledge does not hold; a teammate replies in the inbox. */
  async function answeredByTeammate(
    owner: { businessId: number; token: string },
    question = asked,
    reply = teammateReply,
  ) {
    const chat = await k.chat(owner.businessId, question);
    expect(chat.body.response).toMatch(dontKnow);
    const conversationId = Number(chat.body.conversation_id);
    const sent = await k.call(
      'POST',
      `/api/conversations/${conversationId}/messages`,
      owner.token,
      {
        text: reply,
      },
    );
    expect(sent.status).toBe(201);
    return { conversationId, replyId: Number(sent.body.message.id) };
  }

  async function memberOf(businessId: number, role: MembershipRole) {
    const [user] = await k.database.db
      .insert(users)
      .values({
        name: `The ${role}`,
        email: `${role}-${driver}-${Date.now()}-${Math.random()}@inbox-answers.test`,
        passwordHash: 'unused',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await k.database.db.insert(memberships).values({ userId: user.id, businessId, role });
    return (await k.server.server.context.sessions.create(user.id, businessId, null)).token;
  }

  const inboxSourcesOf = (businessId: number) =>
    k.database.db
      .select()
      .from(knowledgeSources)
      .where(
        and(
          eq(knowledgeSources.businessId, businessId),
          eq(knowledgeSources.purpose, 'inbox_answers'),
        ),
      );

  it('a saved reply answers a new visitor asking in other words at once, cited to "Answers from the inbox"', async () => {
    const a = await bakery('Gluten Bakery');
    const { conversationId, replyId } = await answeredByTeammate(a);
    expect((await k.chat(a.businessId, askedOtherwise)).body.response).toMatch(dontKnow);

    const saved = await k.call('POST', path, a.token, {
      message_id: replyId,
      question: `  ${asked}  `,
      answer: ` ${teammateReply}\n`,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      message_id: replyId,
      source_title: INBOX_ANSWERS_SOURCE_TITLE,
      question: asked,
      saved_by: { id: a.userId, name: 'Owner' },
    });

    const after = await k.chat(a.businessId, askedOtherwise);
    expect(after.body.conversation_id).not.toBe(conversationId);
    expect(after.body.response).toContain('free parking behind the shop');
    expect(after.body.citations).toEqual([{ index: 1, title: INBOX_ANSWERS_SOURCE_TITLE }]);

    // The data centre lists it as an ordinary, editable FAQ source.
    const listed = await k.call('GET', '/api/knowledge/sources', a.token);
    const source = listed.body.data.find(
      (s: { title: string }) => s.title === INBOX_ANSWERS_SOURCE_TITLE,
    );
    expect(source).toMatchObject({
      id: saved.body.source_id,
      kind: 'faq',
      system: false,
      status: 'ready',
      chunk_count: 1,
      added_by: 'Owner',
    });
    const detail = await k.call('GET', `/api/knowledge/sources/${source.id}`, a.token);
    expect(detail.body.chunks).toEqual([
      expect.objectContaining({ ordinal: 0, question: asked, text: teammateReply }),
    ]);
    const ofConversation = await k.call(
      'GET',
      `${path}?conversation_id=${conversationId}`,
      a.token,
    );
    expect(ofConversation.body).toEqual({ data: [saved.body] });

    const audited = await k.database.db
      .select({ kind: auditLog.kind, target: auditLog.target })
      .from(auditLog)
      .where(eq(auditLog.businessId, a.businessId));
    expect(audited).toContainEqual({
      kind: 'knowledge.inbox_answer.created',
      target: INBOX_ANSWERS_SOURCE_TITLE,
    });
  });

  it('appends to the same source, also after the team edited and renamed it; deleting the source lets a reply be saved again', async () => {
    const a = await bakery('Appending Bakery');
    const first = await answeredByTeammate(a);
    const firstSaved = await k.call('POST', path, a.token, {
      message_id: first.replyId,
      question: asked,
      answer: teammateReply,
    });
    const sourceId = firstSaved.body.source_id;
    const edited = await k.call('PUT', `/api/knowledge/sources/${sourceId}`, a.token, {
      type: 'faq',
      title: 'Saved replies',
      entries: [{ question: 'Where can customers park?', answer: teammateReply }],
    });
    expect(edited.status).toBe(200);
    const second = await answeredByTeammate(
      a,
      'Can I pay with M-Pesa?',
      'Yes, M-Pesa works: the till number is on your receipt.',
    );
    const secondSaved = await k.call('POST', path, a.token, {
      message_id: second.replyId,
      question: 'Can I pay with M-Pesa?',
      answer: 'Yes, M-Pesa works: the till number is on your receipt.',
    });
    expect(secondSaved.status).toBe(201);
    expect(secondSaved.body).toMatchObject({ source_id: sourceId, source_title: 'Saved replies' });
    const detail = await k.call('GET', `/api/knowledge/sources/${sourceId}`, a.token);
    expect(detail.body.source).toMatchObject({ title: 'Saved replies', chunk_count: 2 });
    expect(
      detail.body.chunks.map((c: { ordinal: number; question: string }) => [c.ordinal, c.question]),
    ).toEqual([
      [0, 'Where can customers park?'],
      [1, 'Can I pay with M-Pesa?'],
    ]);
    const paying = await k.chat(a.businessId, 'does m-pesa work for paying?');
    expect(paying.body.response).toContain('till number');
    expect(paying.body.citations).toEqual([{ index: 1, title: 'Saved replies' }]);

    expect((await k.call('DELETE', `/api/knowledge/sources/${sourceId}`, a.token)).status).toBe(
      204,
    );
    expect((await k.chat(a.businessId, 'does m-pesa work for paying?')).body.response).toMatch(
      dontKnow,
    );
    const again = await k.call('POST', path, a.token, {
      message_id: second.replyId,
      question: 'Can I pay with M-Pesa?',
      answer: 'Yes, M-Pesa works: the till number is on your receipt.',
    });
    expect(again.status).toBe(201);
    expect(again.body.source_id).not.toBe(sourceId);
    expect(again.body.source_title).toBe(INBOX_ANSWERS_SOURCE_TITLE);
  });

  it('an edit of the data centre made from entries read before an inbox save is refused, keeping the saved answer', async () => {
    const a = await bakery('Careful Bakery');
    const first = await answeredByTeammate(a);
    const saved = await k.call('POST', path, a.token, {
      message_id: first.replyId,
      question: asked,
      answer: teammateReply,
    });
    const sourceId = saved.body.source_id;
    // The data centre opens the source and reads its entries and revision...
    const read = await k.call('GET', `/api/knowledge/sources/${sourceId}`, a.token);
    const revision = read.body.source.revision;
    expect(revision).toEqual(expect.any(Number));
    // ...meanwhile a teammate saves another reply from the inbox...
    const second = await answeredByTeammate(
      a,
      'Can I pay with M-Pesa?',
      'Yes, M-Pesa works: the till number is on your receipt.',
    );
    const secondSaved = await k.call('POST', path, a.token, {
      message_id: second.replyId,
      question: 'Can I pay with M-Pesa?',
      answer: 'Yes, M-Pesa works: the till number is on your receipt.',
    });
    expect(secondSaved.status).toBe(201);
    // ...so the edit, made from the entries read before, would drop it: refused, nothing changed.
    const stale = await k.call(
      'PUT',
      `/api/knowledge/sources/${sourceId}?revision=${revision}`,
      a.token,
      {
        type: 'faq',
        title: INBOX_ANSWERS_SOURCE_TITLE,
        entries: [{ question: 'Where can customers park?', answer: teammateReply }],
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SOURCE_CHANGED_TEXT);
    const kept = await k.call('GET', `/api/knowledge/sources/${sourceId}`, a.token);
    expect(kept.body.chunks.map((c: { question: string }) => c.question)).toEqual([
      asked,
      'Can I pay with M-Pesa?',
    ]);
    // Read again, the same edit goes through at the new revision.
    const fresh = await k.call(
      'PUT',
      `/api/knowledge/sources/${sourceId}?revision=${kept.body.source.revision}`,
      a.token,
      {
        type: 'faq',
        title: INBOX_ANSWERS_SOURCE_TITLE,
        entries: [
          { question: 'Where can customers park?', answer: teammateReply },
          { question: 'Can I pay with M-Pesa?', answer: 'Yes, M-Pesa works.' },
        ],
      },
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.revision).toBe(kept.body.source.revision + 1);
    const bad = await k.call(
      'PUT',
      `/api/knowledge/sources/${sourceId}?revision=2147483648`,
      a.token,
      { type: 'faq', title: 'x', entries: [{ question: 'q', answer: 'a' }] },
    );
    expect(bad.status).toBe(400);
  });

  it('two teammates saving at once both land in one source', async () => {
    const a = await bakery('Busy Bakery');
    const replies = [
      await answeredByTeammate(a),
      await answeredByTeammate(a, 'Do you sell bicycles?', 'No, only bread and cakes, sorry.'),
      await answeredByTeammate(a, 'Are you open on Sundays?', 'On Sundays we bake to order only.'),
    ];
    const admin = await memberOf(a.businessId, 'admin');
    const results = await Promise.all(
      replies.map(({ replyId }, i) =>
        k.call('POST', path, i === 1 ? admin : a.token, {
          message_id: replyId,
          question: `Question ${i}`,
          answer: `Answer number ${i}`,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const sources = await inboxSourcesOf(a.businessId);
    expect(sources).toHaveLength(1);
    expect(sources[0]?.chunkCount).toBe(3);
    const chunks = await k.database.db
      .select({ ordinal: knowledgeChunks.ordinal, question: knowledgeChunks.question })
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.sourceId, sources[0]?.id ?? 0));
    expect(chunks.map((c) => c.ordinal).sort()).toEqual([0, 1, 2]);
    expect(chunks.map((c) => c.question).sort()).toEqual([
      'Question 0',
      'Question 1',
      'Question 2',
    ]);

    // The same reply saved twice at once: one lands, the other is told it was saved.
    const twice = await answeredByTeammate(a, 'Do you sell birthday candles?', 'Not yet, sorry.');
    const both = await Promise.all(
      [a.token, admin].map((token) =>
        k.call('POST', path, token, {
          message_id: twice.replyId,
          question: 'Do you sell birthday candles?',
          answer: 'Not yet, sorry.',
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await inboxSourcesOf(a.businessId))[0]?.chunkCount).toBe(4);
  });

  it('refuses what is not a teammate reply, a reply saved twice, bad ids and bad text, changing nothing', async () => {
    const a = await bakery('Refusing Bakery');
    const { conversationId, replyId } = await answeredByTeammate(a);
    const thread = await k.database.db
      .select({ id: messages.id, sender: messages.sender })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    const visitorId = thread.find((m) => m.sender === 'visitor')?.id;
    const botId = thread.find((m) => m.sender === 'bot')?.id;
    const note = await k.call('POST', `/api/conversations/${conversationId}/messages`, a.token, {
      text: 'Ask the baker about Friday loaves',
      private: true,
    });
    const body = (message_id: unknown) => ({ message_id, question: asked, answer: teammateReply });
    for (const id of [visitorId, botId, note.body.message.id]) {
      const refused = await k.call('POST', path, a.token, body(id));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(INBOX_ANSWER_TEXTS.notTeammateReply);
    }
    for (const bad of ['abc', 0, -1, 2 ** 31, 1.5, null, undefined]) {
      expect((await k.call('POST', path, a.token, body(bad))).status).toBe(400);
    }
    for (const text of [
      { question: '   ', answer: teammateReply },
      { question: asked, answer: '' },
      { question: 'x'.repeat(MAX_FAQ_QUESTION_CHARS + 1), answer: teammateReply },
      { question: asked, answer: 'x'.repeat(MAX_FAQ_ANSWER_CHARS + 1) },
      { question: asked },
      { question: 'a\u0000b', answer: teammateReply },
    ]) {
      expect((await k.call('POST', path, a.token, { message_id: replyId, ...text })).status).toBe(
        400,
      );
    }
    for (const bad of ['abc', '0', '99999999999', '1.5', '']) {
      expect((await k.call('GET', `${path}?conversation_id=${bad}`, a.token)).status).toBe(400);
    }
    expect((await k.call('GET', path, a.token)).status).toBe(400);
    expect((await k.call('POST', path, a.token, body(2 ** 31 - 1))).status).toBe(404);
    expect(await inboxSourcesOf(a.businessId)).toEqual([]);

    expect((await k.call('POST', path, a.token, body(replyId))).status).toBe(201);
    const twice = await k.call('POST', path, a.token, body(replyId));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(INBOX_ANSWER_TEXTS.alreadySaved);
    expect((await inboxSourcesOf(a.businessId))[0]?.chunkCount).toBe(1);
  });

  it("another business can neither save nor see a business's replies, and its agent does not learn them", async () => {
    const a = await bakery('Alpha Bakery');
    const b = await bakery('Beta Bakery');
    const { conversationId, replyId } = await answeredByTeammate(a);
    const fromB = await k.call('POST', path, b.token, {
      message_id: replyId,
      question: asked,
      answer: teammateReply,
    });
    expect(fromB.status).toBe(404);
    expect(await inboxSourcesOf(b.businessId)).toEqual([]);
    expect(
      (
        await k.call('POST', path, a.token, {
          message_id: replyId,
          question: asked,
          answer: teammateReply,
        })
      ).status,
    ).toBe(201);
    expect(
      (await k.call('GET', `${path}?conversation_id=${conversationId}`, b.token)).body,
    ).toEqual({
      data: [],
    });
    expect((await k.chat(b.businessId, askedOtherwise)).body.response).toMatch(dontKnow);
    expect((await k.chat(a.businessId, askedOtherwise)).body.response).toContain('ten cars');
  });

  it('owners and admins may save; agents may neither save nor list', async () => {
    const a = await bakery('Roles Bakery');
    const admin = await memberOf(a.businessId, 'admin');
    const agent = await memberOf(a.businessId, 'agent');
    const { conversationId, replyId } = await answeredByTeammate(a);
    const body = { message_id: replyId, question: asked, answer: teammateReply };
    expect((await k.call('POST', path, agent, body)).status).toBe(403);
    expect((await k.call('GET', `${path}?conversation_id=${conversationId}`, agent)).status).toBe(
      403,
    );
    const saved = await k.call('POST', path, admin, body);
    expect(saved.status).toBe(201);
    expect(saved.body.saved_by.name).toBe('The admin');
  });

  it('another API instance answers from a saved reply at its next search', async () => {
    const a = await bakery('Two Instance Bakery');
    const other = createKnowledgeStore({ db: k.database.db, clock: () => new Date() });
    await other.loadAll();
    const top = async () => (await other.retriever.search(a.businessId, askedOtherwise, 3))[0];
    expect((await top())?.text ?? '').not.toContain('ten cars');
    const { replyId } = await answeredByTeammate(a);
    await k.call('POST', path, a.token, {
      message_id: replyId,
      question: asked,
      answer: teammateReply,
    });
    expect((await top())?.text).toBe(teammateReply);
    expect(
      await k.database.db.select().from(inboxAnswers).where(eq(inboxAnswers.messageId, replyId)),
    ).toHaveLength(1);
  });
});
