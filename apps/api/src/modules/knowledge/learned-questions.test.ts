// Learned questions taught from the inbox, against the real server and a fresh database:
// "Good answer" on a cited bot reply makes a differently worded question in a new
// conversation find the passage it quoted; deleting it brings the old answer back; what is
// not a cited bot reply, or was taught already, is refused; another business and the agent
// role can do none of it; another API instance picks a change up at its next search.
import { buildLisaKnowledge } from '@lisa/agent/lisa-knowledge';
import { LEARNED_TEXTS } from '@lisa/contracts/knowledge';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useKnowledgeHarness } from '../../../test/support/knowledge-harness.ts';
import { type MembershipRole, memberships, users } from '../../db/schema/accounts.ts';
import { messages } from '../../db/schema/core.ts';
import { auditLog } from '../../db/schema/team.ts';
import { LISA_BUSINESS_ID } from '../../db/seed.ts';
import { createKnowledgeStore } from './knowledge-store.ts';

const bakeryGuide = {
  type: 'text',
  title: 'Bakery guide',
  text: '# Delivery\n\nOrders placed before noon reach Nairobi addresses the same afternoon. Later orders go out the next day.\n\n# Cakes\n\nEvery cake is baked with butter and free-range eggs. Wedding cakes need two weeks of notice.\n\n# Prices\n\nA one-kilo chocolate cake costs KES 2,500. A dozen cupcakes cost KES 1,200.',
};
// Answered by the plain search (it shares "order" and "noon" with the passage)...
const askedFirst = 'if I order before noon will it reach my flat today?';
// ...this one is not (one word of the passage), until the question above is taught.
const askedLater = 'if I order a cake in the morning, will it get to my flat today?';
const delivery = 'Orders placed before noon reach Nairobi addresses the same afternoon.';
const dontKnow = /I don't know/;

describe.each(testDrivers)('knowledge: learned questions (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);
  const path = '/api/knowledge/learned-questions';

  async function bakery(name: string) {
    const owner = await k.signedInBusiness(name);
    expect((await k.call('POST', '/api/knowledge/sources', owner.token, bakeryGuide)).status).toBe(
      201,
    );
    return owner;
  }

  /** The stored bot reply of a conversation's last turn. */
  async function botReplyOf(conversationId: number) {
    const rows = await k.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'bot')));
    const reply = rows.at(-1);
    if (!reply) throw new Error('no bot reply');
    return reply;
  }

  async function memberOf(businessId: number, role: MembershipRole) {
    const [user] = await k.database.db
      .insert(users)
      .values({
        name: `The ${role}`,
        email: `${role}-${driver}-${Date.now()}-${Math.random()}@learned.test`,
        passwordHash: 'unused',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await k.database.db.insert(memberships).values({ userId: user.id, businessId, role });
    return (await k.server.server.context.sessions.create(user.id, businessId, null)).token;
  }

  it('a taught answer finds its passage for a question worded otherwise, in a new conversation; deleting it undoes that', async () => {
    const a = await bakery('Mkate Bakery');
    const before = await k.chat(a.businessId, askedLater);
    expect(before.body.response).toMatch(dontKnow);

    const first = await k.chat(a.businessId, askedFirst);
    expect(first.body.response).toContain(delivery);
    const reply = await botReplyOf(Number(first.body.conversation_id));
    const taught = await k.call('POST', path, a.token, { message_id: reply.id });
    expect(taught.status).toBe(201);
    expect(taught.body).toMatchObject({
      question: askedFirst,
      anchor: delivery,
      found: true,
      message_id: reply.id,
      conversation_id: Number(first.body.conversation_id),
      taught_by: { id: a.userId, name: 'Owner' },
    });

    const after = await k.chat(a.businessId, askedLater);
    expect(after.body.conversation_id).not.toBe(first.body.conversation_id);
    expect(after.body.response).toContain(delivery);
    expect(after.body.citations).toEqual([
      { index: 1, title: 'Bakery guide', section: 'Delivery' },
    ]);

    const listed = await k.call('GET', path, a.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ data: [taught.body], next_cursor: null });
    const ofConversation = await k.call(
      'GET',
      `${path}?conversation_id=${first.body.conversation_id}`,
      a.token,
    );
    expect(ofConversation.body.data.map((q: { id: number }) => q.id)).toEqual([taught.body.id]);
    const ofAnother = await k.call(
      'GET',
      `${path}?conversation_id=${after.body.conversation_id}`,
      a.token,
    );
    expect(ofAnother.body.data).toEqual([]);

    expect((await k.call('DELETE', `${path}/${taught.body.id}`, a.token)).status).toBe(204);
    expect((await k.chat(a.businessId, askedLater)).body.response).toMatch(dontKnow);
    expect((await k.call('GET', path, a.token)).body.data).toEqual([]);
    expect((await k.call('DELETE', `${path}/${taught.body.id}`, a.token)).status).toBe(404);

    const audited = await k.database.db
      .select({ kind: auditLog.kind, target: auditLog.target })
      .from(auditLog)
      .where(eq(auditLog.businessId, a.businessId));
    expect(audited).toEqual(
      expect.arrayContaining([
        { kind: 'knowledge.learned.created', target: String(taught.body.id) },
        { kind: 'knowledge.learned.deleted', target: String(taught.body.id) },
      ]),
    );
  });

  it('refuses what is not a cited bot answer, an answer taught twice, and bad ids, changing nothing', async () => {
    const a = await bakery('Refusing Bakery');
    const answered = await k.chat(a.businessId, askedFirst);
    const conversationId = Number(answered.body.conversation_id);
    const reply = await botReplyOf(conversationId);
    const notKnown = await k.chat(a.businessId, 'Do you sell bicycles?');
    const dontKnowReply = await botReplyOf(Number(notKnown.body.conversation_id));
    expect(dontKnowReply.citations).toEqual([]);

    const visitorMessage = reply.inReplyTo as number;
    for (const id of [visitorMessage, dontKnowReply.id]) {
      const refused = await k.call('POST', path, a.token, { message_id: id });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(LEARNED_TEXTS.notCitedAnswer);
    }
    for (const bad of ['abc', 0, -1, 2 ** 31, 1.5, null]) {
      expect((await k.call('POST', path, a.token, { message_id: bad })).status).toBe(400);
    }
    expect((await k.call('POST', path, a.token, {})).status).toBe(400);
    expect((await k.call('POST', path, a.token, { message_id: 2 ** 31 - 1 })).status).toBe(404);
    for (const bad of ['abc', '0', '99999999999', '1.5']) {
      expect((await k.call('DELETE', `${path}/${bad}`, a.token)).status).toBe(400);
      expect((await k.call('GET', `${path}?cursor=${bad}`, a.token)).status).toBe(400);
      expect((await k.call('GET', `${path}?conversation_id=${bad}`, a.token)).status).toBe(400);
    }
    expect((await k.call('GET', `${path}?limit=0`, a.token)).status).toBe(400);
    expect((await k.call('GET', path, a.token)).body.data).toEqual([]);

    expect((await k.call('POST', path, a.token, { message_id: reply.id })).status).toBe(201);
    const twice = await k.call('POST', path, a.token, { message_id: reply.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(LEARNED_TEXTS.alreadyTaught);
    expect((await k.call('GET', path, a.token)).body.data).toHaveLength(1);
  });

  it('refuses an answer whose passage is gone, and lists a taught one whose passage went as not found', async () => {
    const a = await k.signedInBusiness('Editing Bakery');
    const source = await k.call('POST', '/api/knowledge/sources', a.token, bakeryGuide);
    const taughtReply = await botReplyOf(
      Number((await k.chat(a.businessId, askedFirst)).body.conversation_id),
    );
    const laterReply = await botReplyOf(
      Number(
        (await k.chat(a.businessId, 'When do orders placed before noon reach Nairobi?')).body
          .conversation_id,
      ),
    );
    expect((await k.call('POST', path, a.token, { message_id: taughtReply.id })).status).toBe(201);
    const edited = await k.call('PUT', `/api/knowledge/sources/${source.body.id}`, a.token, {
      ...bakeryGuide,
      text: bakeryGuide.text.replace(delivery, 'Orders placed before eleven reach Nairobi today.'),
    });
    expect(edited.status).toBe(200);
    const listed = await k.call('GET', path, a.token);
    expect(listed.body.data.map((q: { found: boolean }) => q.found)).toEqual([false]);
    const gone = await k.call('POST', path, a.token, { message_id: laterReply.id });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(LEARNED_TEXTS.passageGone);
  });

  it('another business can neither teach from, list nor delete them', async () => {
    const a = await bakery('Alpha Bakery');
    const b = await bakery('Beta Bakery');
    const reply = await botReplyOf(
      Number((await k.chat(a.businessId, askedFirst)).body.conversation_id),
    );
    expect((await k.call('POST', path, b.token, { message_id: reply.id })).status).toBe(404);
    const taught = await k.call('POST', path, a.token, { message_id: reply.id });
    expect(taught.status).toBe(201);
    expect((await k.call('GET', path, b.token)).body.data).toEqual([]);
    expect(
      (await k.call('GET', `${path}?conversation_id=${taught.body.conversation_id}`, b.token)).body
        .data,
    ).toEqual([]);
    expect((await k.call('DELETE', `${path}/${taught.body.id}`, b.token)).status).toBe(404);
    // B's agent did not learn A's question.
    expect((await k.chat(b.businessId, askedLater)).body.response).toMatch(dontKnow);
    expect((await k.chat(a.businessId, askedLater)).body.response).toContain(delivery);
    expect((await k.call('GET', path, a.token)).body.data).toHaveLength(1);
  });

  it('owners and admins may teach, list and delete; agents may not', async () => {
    const a = await bakery('Roles Bakery');
    const admin = await memberOf(a.businessId, 'admin');
    const agent = await memberOf(a.businessId, 'agent');
    const reply = await botReplyOf(
      Number((await k.chat(a.businessId, askedFirst)).body.conversation_id),
    );
    expect((await k.call('POST', path, agent, { message_id: reply.id })).status).toBe(403);
    expect((await k.call('GET', path, agent)).status).toBe(403);
    const taught = await k.call('POST', path, admin, { message_id: reply.id });
    expect(taught.status).toBe(201);
    expect(taught.body.taught_by.name).toBe('The admin');
    expect((await k.call('DELETE', `${path}/${taught.body.id}`, agent)).status).toBe(403);
    expect((await k.call('GET', path, admin)).body.data).toHaveLength(1);
    expect((await k.call('DELETE', `${path}/${taught.body.id}`, admin)).status).toBe(204);
  });

  it('another API instance uses a taught question at its next search, and forgets a deleted one', async () => {
    const a = await bakery('Two Instance Bakery');
    const other = createKnowledgeStore({ db: k.database.db, clock: () => new Date() });
    await other.loadAll();
    const top = async () => (await other.retriever.search(a.businessId, askedLater, 3))[0];
    expect((await top())?.learned).toBeUndefined();
    const reply = await botReplyOf(
      Number((await k.chat(a.businessId, askedFirst)).body.conversation_id),
    );
    const taught = await k.call('POST', path, a.token, { message_id: reply.id });
    expect((await top())?.learned?.anchor).toBe(delivery);
    expect(await other.learnedQuestions(a.businessId)).toEqual({ attached: 1, skipped: 0 });
    await k.call('DELETE', `${path}/${taught.body.id}`, a.token);
    expect((await top())?.learned).toBeUndefined();
    expect(await other.learnedQuestions(a.businessId)).toEqual({ attached: 0, skipped: 0 });
  });

  it('business 1 keeps its generated learned questions beside the ones its team taught', async () => {
    const generated = buildLisaKnowledge().learnedQuestions?.length ?? 0;
    expect(generated).toBeGreaterThan(0);
    const store = k.server.server.context.knowledge;
    expect(await store.learnedQuestions(LISA_BUSINESS_ID)).toEqual({
      attached: generated,
      skipped: 0,
    });
    const token = await memberOf(LISA_BUSINESS_ID, 'owner');
    const asked = await k.chat(LISA_BUSINESS_ID, 'Is there a free trial?');
    expect(asked.body.citations.length).toBeGreaterThan(0);
    const reply = await botReplyOf(Number(asked.body.conversation_id));
    const taught = await k.call('POST', path, token, { message_id: reply.id });
    expect(taught.status).toBe(201);
    expect(await store.learnedQuestions(LISA_BUSINESS_ID)).toEqual({
      attached: generated + 1,
      skipped: 0,
    });
    // The list holds the team's own; the generated ones are the product's, not theirs.
    expect((await k.call('GET', path, token)).body.data).toHaveLength(1);
    expect((await k.call('DELETE', `${path}/${taught.body.id}`, token)).status).toBe(204);
    expect(await store.learnedQuestions(LISA_BUSINESS_ID)).toEqual({
      attached: generated,
      skipped: 0,
    });
  });
});
