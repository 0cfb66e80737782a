// The agent's settings through the real server: GET/PATCH /api/agent (defaults, validation,
// roles, tenants) and every field changing what POST /chat (or the widget's lookup) says.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useKnowledgeHarness } from '../../../test/support/knowledge-harness.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { knowledgeGapAsks } from '../../db/schema/agent.ts';
import { businesses, conversations } from '../../db/schema/core.ts';
import { createSessions } from '../../platform/security/sessions.ts';

const allDay = { open: '00:00', close: '24:00' };
const days = (value: typeof allDay | null) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, value]));

describe.each(testDrivers)('agent settings (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);
  let counter = 0;

  async function agentMemberOf(businessId: number) {
    const { db } = k.database;
    const [user] = await db
      .insert(users)
      .values({
        name: 'Agent member',
        email: `agent-member-${++counter}-${Date.now()}@example.test`,
        passwordHash: 'unused',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await db.insert(memberships).values({ userId: user.id, businessId, role: 'agent' });
    return (await createSessions({ db, clock: () => new Date() }).create(user.id, businessId, null))
      .token;
  }

  const patch = (token: string, body: unknown) => k.call('PATCH', '/api/agent', token, body);

  it('shows the defaults until someone saves them, and saves only what is sent', async () => {
    const a = await k.signedInBusiness('Crumb');
    const got = await k.call('GET', '/api/agent', a.token);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      name: 'Ada',
      purpose: 'support',
      tone: 'friendly',
      greeting: null,
      dont_know_text: null,
      handoff: { on_request: true, after_unanswered: null, keywords: [] },
      business_hours: null,
      default_language: 'en',
      languages: ['en'],
      widget: { colour: '#4f46e5', avatar_url: null },
      reviewed: false,
      updated_at: null,
    });
    const saved = await patch(a.token, {
      tone: 'formal',
      handoff: { keywords: ['refund', 'refund'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Ada',
      tone: 'formal',
      purpose: 'support',
      handoff: { on_request: true, after_unanswered: null, keywords: ['refund'] },
      reviewed: true,
    });
    expect(saved.body.updated_at).toEqual(expect.any(String));
    expect((await k.call('GET', '/api/agent', a.token)).body).toEqual(saved.body);
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const a = await k.signedInBusiness('Strict Bakery');
    const bad: Array<[unknown, RegExp]> = [
      [{ tone: 'rude' }, /friendly, formal or concise/],
      [{ purpose: 'spam' }, /support, sales, bookings or crm/],
      [{ name: '  ' }, /Give your agent a name/],
      [{ widget: { colour: 'blue' } }, /#4f46e5/],
      [{ widget: { avatar_url: 'javascript:alert(1)' } }, /https/],
      [{ business_hours: { time_zone: 'Mars/Olympus', days: days(allDay) } }, /time zone/],
      [
        {
          business_hours: {
            time_zone: 'Africa/Nairobi',
            days: days({ open: '18:00', close: '09:00' }),
          },
        },
        /after opening/,
      ],
      [{ languages: [] }, /at least one language/],
      [{ languages: ['fr'] }, /default language must be one of/],
      [{ languages: ['xx'] }, /Choose from/],
      [{ handoff: { after_unanswered: 0 } }, /1 to 10/],
      [{ handoff: { keywords: ['x'] } }, /at least 2 letters/],
      [{ colour: '#000000' }, /./],
    ];
    for (const [body, message] of bad) {
      const res = await patch(a.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toMatch(message);
    }
    expect((await k.call('GET', '/api/agent', a.token)).body.reviewed).toBe(false);
  });

  it('an agent-role member may neither read nor change the settings; other businesses are untouched', async () => {
    const a = await k.signedInBusiness('Roles Bakery');
    const agent = await agentMemberOf(a.businessId);
    expect((await k.call('GET', '/api/agent', agent)).status).toBe(403);
    expect((await patch(agent, { name: 'Hacked' })).status).toBe(403);
    expect((await patch(agent, { tone: 'nope' })).status).toBe(403);
    expect((await k.call('GET', '/api/agent', a.token)).body.name).toBe('Ada');

    const b = await k.signedInBusiness('Other Bakery');
    expect((await patch(b.token, { name: 'Bea' })).status).toBe(200);
    expect((await k.call('GET', '/api/agent', a.token)).body.name).toBe('Ada');
    // A business id the caller is not a member of is refused.
    const crossed = await fetch(`${k.server.url}/api/agent`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${a.token}`,
        'content-type': 'application/json',
        'x-lisa-business': String(b.businessId),
      },
      body: JSON.stringify({ name: 'Crossed' }),
    });
    expect([403, 404]).toContain(crossed.status);
    expect((await k.call('GET', '/api/agent', b.token)).body.name).toBe('Bea');
  });

  it('name, purpose and tone change what the agent says', async () => {
    const a = await k.signedInBusiness('Crumb');
    expect((await k.chat(a.businessId, 'hello')).body.response).toBe(
      "Hi! I'm Ada, Crumb's assistant. What would you like to know?",
    );
    await patch(a.token, { name: 'Zawadi', purpose: 'sales' });
    expect((await k.chat(a.businessId, 'hello')).body.response).toBe(
      "Hi! I'm Zawadi, Crumb's sales assistant. What would you like to know?",
    );
    await patch(a.token, { purpose: 'bookings', tone: 'formal' });
    expect((await k.chat(a.businessId, 'hello')).body.response).toBe(
      "Good day. I am Zawadi, Crumb's booking assistant. How may I assist you?",
    );
    await patch(a.token, { tone: 'concise' });
    expect((await k.chat(a.businessId, 'thanks!')).body.response).toBe("You're welcome.");
  });

  it("the greeting and the don't-know text are the business's own", async () => {
    const a = await k.signedInBusiness('Texts Bakery');
    await patch(a.token, {
      greeting: 'Karibu! Ask me about our cakes.',
      dont_know_text: 'We have no answer to that yet. Call us on 0700 000 000.',
    });
    expect((await k.chat(a.businessId, 'hi there')).body.response).toBe(
      'Karibu! Ask me about our cakes.',
    );
    const unknown = await k.chat(a.businessId, 'Do you repair bicycles?');
    expect(unknown.body.response).toBe('We have no answer to that yet. Call us on 0700 000 000.');
    expect(unknown.body.handoff).toBe(false);
    // Cleared: the built-in texts again.
    await patch(a.token, { greeting: '', dont_know_text: null });
    expect((await k.chat(a.businessId, 'hi there')).body.response).toMatch(/^Hi! I'm Ada/);
  });

  it('hands over after N unanswered questions and on keywords, recording why', async () => {
    const a = await k.signedInBusiness('Handoff Rules Bakery');
    await patch(a.token, { handoff: { after_unanswered: 2, keywords: ['refund', 'complaint'] } });
    const customer = `device-rules-${Date.now()}`;
    const first = await k.chat(a.businessId, 'Do you repair bicycles?', customer);
    expect(first.body.handoff).toBe(false);
    const second = await k.chat(a.businessId, 'Do you sell paint?', customer);
    expect(second.body.handoff).toBe(true);
    expect(second.body.status).toBe('waiting');
    const [row] = await k.database.db
      .select({ reason: conversations.handoffReason })
      .from(conversations)
      .where(eq(conversations.id, Number(second.body.conversation_id)));
    expect(row?.reason).toBe('The agent could not answer 2 questions in this conversation');

    const keyword = await k.chat(a.businessId, 'I would like a Refund for my order');
    expect(keyword.body.handoff).toBe(true);
    const [kw] = await k.database.db
      .select({ reason: conversations.handoffReason })
      .from(conversations)
      .where(eq(conversations.id, Number(keyword.body.conversation_id)));
    expect(kw?.reason).toMatch(/^Visitor mentioned "refund"/);
  });

  it('outside business hours a handoff asks the visitor to leave a message', async () => {
    const a = await k.signedInBusiness('Hours Bakery');
    await patch(a.token, { business_hours: { time_zone: 'Africa/Nairobi', days: days(null) } });
    const closed = await k.chat(a.businessId, 'I want to talk to a human');
    expect(closed.body.handoff).toBe(true);
    expect(closed.body.response).toMatch(
      /outside our business hours\. Please leave your message here/,
    );
    await patch(a.token, { business_hours: { time_zone: 'Africa/Nairobi', days: days(allDay) } });
    const open = await k.chat(a.businessId, 'I want to talk to a human');
    expect(open.body.response).toMatch(/A teammate will reply here as soon as possible/);
    await patch(a.token, { business_hours: null });
    expect((await k.call('GET', '/api/agent', a.token)).body.business_hours).toBeNull();
  });

  it('answers only in its languages, the default one otherwise', async () => {
    const a = await k.signedInBusiness('Lang Bakery');
    expect((await k.chat(a.businessId, 'Bonjour')).body.response).toMatch(/^Bonjour/);
    await patch(a.token, { languages: ['en'] });
    expect((await k.chat(a.businessId, 'Bonjour')).body.response).toMatch(/^Hi! I'm Ada/);
    await patch(a.token, { default_language: 'fr', languages: ['fr', 'en'] });
    expect((await k.chat(a.businessId, 'Hallo, guten Tag')).body.response).toMatch(
      /^Bonjour ! Je suis Ada/,
    );
    expect((await k.call('GET', '/api/agent', a.token)).body).toMatchObject({
      default_language: 'fr',
      languages: ['fr', 'en'],
    });
  });

  it('the widget lookup shows the colour, avatar and greeting', async () => {
    const a = await k.signedInBusiness('Look Bakery');
    await patch(a.token, {
      widget: { colour: '#FF8800', avatar_url: 'https://cdn.example.test/ada.png' },
      greeting: 'Welcome to Look Bakery!',
    });
    const res = await fetch(`${k.server.url}/business/${a.businessId}`);
    expect(await res.json()).toEqual({
      business_name: 'Look Bakery',
      agent_name: 'Ada',
      widget_colour: '#ff8800',
      avatar_url: 'https://cdn.example.test/ada.png',
      greeting: 'Welcome to Look Bakery!',
    });
  });
});

describe.each(testDrivers)('knowledge gaps (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);

  it('records unanswered questions grouped and counted; an answer turns one into a Q&A the next chat answers from', async () => {
    const a = await k.signedInBusiness('Gap Bakery');
    await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Cakes',
      text: '# Cakes\n\nWe bake chocolate cakes every morning.',
    });
    const first = await k.chat(a.businessId, 'Do you deliver to Mombasa?');
    const second = await k.chat(a.businessId, 'delivery to mombasa??');
    await k.chat(a.businessId, 'Can I pay with bitcoin?');
    await k.chat(a.businessId, 'I want to talk to a human'); // no question: not a gap
    await k.chat(a.businessId, 'hello'); // small talk: not a gap

    const list = await k.call('GET', '/api/agent/gaps', a.token);
    expect(list.status).toBe(200);
    expect(
      list.body.data.map((g: { question: string; count: number }) => [g.question, g.count]),
    ).toEqual([
      ['Do you deliver to Mombasa?', 2],
      ['Can I pay with bitcoin?', 1],
    ]);
    const mombasa = list.body.data[0];
    expect(mombasa).toMatchObject({
      examples: ['delivery to mombasa??'],
      last_decision: 'dont-know',
    });
    // Each time it was asked is kept with its conversation (analytics filters through them).
    const asks = await k.database.db
      .select({ conversationId: knowledgeGapAsks.conversationId })
      .from(knowledgeGapAsks)
      .where(eq(knowledgeGapAsks.gapId, mombasa.id))
      .orderBy(knowledgeGapAsks.id);
    expect(asks.map((r) => String(r.conversationId))).toEqual([
      String(first.body.conversation_id),
      String(second.body.conversation_id),
    ]);

    const before = await k.chat(a.businessId, 'Do you deliver to Mombasa?');
    expect(before.body.response).toMatch(/don't know/);
    const answered = await k.call('POST', `/api/agent/gaps/${mombasa.id}/answer`, a.token, {
      answer: 'Yes, we deliver to Mombasa on Fridays for KES 900.',
    });
    expect(answered.status).toBe(201);
    const after = await k.chat(a.businessId, 'Do you deliver to Mombasa?');
    expect(after.body.response).toContain('we deliver to Mombasa on Fridays for KES 900');
    expect(after.body.citations[0]).toMatchObject({ title: 'Do you deliver to Mombasa?' });
    const source = await k.call(
      'GET',
      `/api/knowledge/sources/${answered.body.source_id}`,
      a.token,
    );
    expect(source.body.source).toMatchObject({ kind: 'faq', status: 'ready', added_by: 'Owner' });

    const bitcoin = list.body.data[1];
    expect((await k.call('POST', `/api/agent/gaps/${bitcoin.id}/dismiss`, a.token)).status).toBe(
      200,
    );
    expect((await k.call('GET', '/api/agent/gaps', a.token)).body.data).toEqual([]);
    expect(
      (await k.call('POST', `/api/agent/gaps/${mombasa.id}/answer`, a.token, { answer: 'again' }))
        .status,
    ).toBe(409);
  });

  it('refuses an empty answer, another business (404) and an agent-role member (403)', async () => {
    const a = await k.signedInBusiness('Gap Roles Bakery');
    await k.chat(a.businessId, 'Do you sell bicycles?');
    const [gap] = (await k.call('GET', '/api/agent/gaps', a.token)).body.data;
    expect(
      (await k.call('POST', `/api/agent/gaps/${gap.id}/answer`, a.token, { answer: '  ' })).status,
    ).toBe(400);
    const b = await k.signedInBusiness('Other Gap Bakery');
    expect((await k.call('GET', '/api/agent/gaps', b.token)).body.data).toEqual([]);
    expect(
      (await k.call('POST', `/api/agent/gaps/${gap.id}/answer`, b.token, { answer: 'No.' })).status,
    ).toBe(404);
    expect((await k.call('POST', `/api/agent/gaps/${gap.id}/dismiss`, b.token)).status).toBe(404);
    const { db } = k.database;
    const [user] = await db
      .insert(users)
      .values({ name: 'Agent', email: `gap-agent-${Date.now()}@example.test`, passwordHash: 'x' })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await db
      .insert(memberships)
      .values({ userId: user.id, businessId: a.businessId, role: 'agent' });
    const token = (
      await createSessions({ db, clock: () => new Date() }).create(user.id, a.businessId, null)
    ).token;
    expect((await k.call('GET', '/api/agent/gaps', token)).status).toBe(403);
    expect(
      (await k.call('POST', `/api/agent/gaps/${gap.id}/answer`, token, { answer: 'No.' })).status,
    ).toBe(403);
    expect((await k.call('GET', '/api/agent/gaps', a.token)).body.data).toHaveLength(1);
  });
});

describe.each(testDrivers)('agent studio playground (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);

  it('answers as visitors get it, with the event log, storing nothing and charging nothing', async () => {
    const a = await k.signedInBusiness('Studio Bakery');
    await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'faq',
      title: 'FAQ',
      entries: [{ question: 'Do you bake vegan cakes?', answer: 'Yes, every Saturday.' }],
    });
    await k.call('PATCH', '/api/agent', a.token, { greeting: 'Welcome to the studio bakery!' });
    const { db } = k.database;
    const conversationsBefore = await db.$count(conversations);
    const balance = async () =>
      (
        await db
          .select({ b: businesses.creditBalance })
          .from(businesses)
          .where(eq(businesses.id, a.businessId))
      )[0]?.b;
    const before = await balance();

    const reply = await k.call('POST', '/api/agent/playground', a.token, {
      message: 'hey, do you bake vegan cakes?',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      test: true,
      decision: 'faq',
      text: expect.stringContaining('Yes, every Saturday.'),
      trace: {
        detected_language: 'en',
        query: 'do you bake vegan cakes?',
        reason: 'An FAQ entry asks the same question',
      },
    });
    expect(reply.body.trace.searches[0].passages[0]).toMatchObject({
      title: 'FAQ',
      question: 'Do you bake vegan cakes?',
      score: expect.any(Number),
    });
    const greeting = await k.call('POST', '/api/agent/playground', a.token, { message: 'hello' });
    expect(greeting.body.text).toBe('Welcome to the studio bakery!');
    const followUp = await k.call('POST', '/api/agent/playground', a.token, {
      message: 'yes',
      history: [
        { sender: 'visitor', text: 'Do you sell bicycles?' },
        {
          sender: 'bot',
          text: "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?",
        },
      ],
    });
    expect(followUp.body.decision).toBe('handoff');

    expect(await db.$count(conversations)).toBe(conversationsBefore);
    expect(await balance()).toBe(before);
    expect((await k.call('GET', '/api/agent/gaps', a.token)).body.data).toEqual([]);
    expect((await k.call('POST', '/api/agent/playground', a.token, { message: ' ' })).status).toBe(
      400,
    );
  });
});

describe.each(testDrivers)('agent test suite (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);

  it('runs every saved question, keeps the history, and a test turns red once its source is deleted', async () => {
    const a = await k.signedInBusiness('Suite Bakery');
    const source = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'faq',
      title: 'FAQ',
      entries: [{ question: 'Do you bake gluten-free bread?', answer: 'Yes, on Wednesdays.' }],
    });
    const bread = await k.call('POST', '/api/agent/tests', a.token, {
      question: 'Do you bake gluten-free bread?',
      expected_text: 'on wednesdays',
      expected_decision: 'answer',
    });
    expect(bread.status).toBe(201);
    expect(
      (
        await k.call('POST', '/api/agent/tests', a.token, {
          question: 'Can I talk to a person?',
          expected_decision: 'handoff',
        })
      ).status,
    ).toBe(201);
    const neither = await k.call('POST', '/api/agent/tests', a.token, { question: 'Anything?' });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toMatch(/what the reply must contain/);

    const first = await k.call('POST', '/api/agent/tests/run', a.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ passed: 2, failed: 0 });

    await k.call('DELETE', `/api/knowledge/sources/${source.body.id}`, a.token);
    const second = await k.call('POST', '/api/agent/tests/run', a.token);
    expect(second.body).toMatchObject({ passed: 1, failed: 1 });
    expect(second.body.results[0]).toMatchObject({
      test_id: bread.body.id,
      passed: false,
      decision: 'dont-know',
      failure: 'Expected answer, got dont-know',
    });
    const list = await k.call('GET', '/api/agent/tests', a.token);
    expect(list.body.data[0].last_result).toMatchObject({ passed: false });
    const runs = await k.call('GET', '/api/agent/tests/runs', a.token);
    expect(runs.body.data.map((r: { passed: number }) => r.passed)).toEqual([1, 2]);

    const b = await k.signedInBusiness('Other Suite Bakery');
    expect((await k.call('DELETE', `/api/agent/tests/${bread.body.id}`, b.token)).status).toBe(404);
    expect((await k.call('POST', '/api/agent/tests/run', b.token)).status).toBe(409);
    expect((await k.call('DELETE', `/api/agent/tests/${bread.body.id}`, a.token)).status).toBe(204);
  });
});
