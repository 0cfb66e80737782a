// Analytics on a real server and database: every figure against a hand-built fixture whose
// answers are worked out below (proactive conversations kept apart, a handoff after a bot
// answer, reopens within and after 7 days, ratings for the bot and a member), time zones,
// drill-down lists equal to their figures, CSV equal to the report, the previous period,
// the member and campaign filters, tenant isolation and roles; then the events the real chat and inbox
// write, and the visitor's rating asked once.
import { randomUUID } from 'node:crypto';
import {
  ANALYTICS_METRICS,
  CSAT_TEXTS,
  DURABLE_DAYS,
  NO_BUSINESS_HOURS_TEXT,
} from '@lisa/contracts/analytics';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { PASSWORD, useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import {
  agentSettings,
  knowledgeGapAsks,
  knowledgeGaps,
  type StoredBusinessHours,
} from '../../db/schema/agent.ts';
import {
  conversationEvents,
  conversationFacts,
  conversationRatings,
} from '../../db/schema/analytics.ts';
import { campaignRecipients, campaigns } from '../../db/schema/campaigns.ts';
import { contacts, conversations, messages } from '../../db/schema/core.ts';
import { leads } from '../../db/schema/sales.ts';
import { backfillAnalytics } from './analytics-backfill.ts';
import { buildConversation } from './analytics-fixture.ts';
import { rebuildFacts } from './analytics-rebuild.ts';
import { runQuery } from './analytics-service.ts';

/** A moment in Nairobi (UTC+3 all year). */
const nairobi = (local: string) => new Date(`${local}:00+03:00`);
const plus = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
const MEMBER = 424242;
const RANGE = 'from=2026-11-01&to=2026-11-07';

describe.each(testDrivers)('analytics (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp } = harness;
  let owner: { token: string; businessId: number };
  let other: { token: string; businessId: number };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    owner = await signedUp('Numbers Bakery');
    other = await signedUp('Other Bakery');
    const db = harness.server.database.db;
    const b = owner.businessId;

    // c0: 1 Nov 01:00 in Nairobi, still 31 Oct in UTC. With the bot, nothing else.
    ids.c0 = await buildConversation(db, { businessId: b, startedAt: nairobi('2026-11-01T01:00') });
    // c1: resolved by the bot, nobody else involved, rated 5: the one automated conversation.
    const c1 = nairobi('2026-11-03T10:00');
    ids.c1 = await buildConversation(db, {
      businessId: b,
      startedAt: c1,
      status: 'resolved',
      events: [{ kind: 'resolved', at: plus(c1, 5), reason: 'bot', actorId: MEMBER }],
      messages: [
        { sender: 'visitor', text: 'What are your hours?', at: c1 },
        { sender: 'bot', text: 'We open at 8.', at: plus(c1, 1) },
      ],
      rating: { score: 5, by: 'bot' },
    });
    // c2: the bot answered, then the visitor asked for a person (handoff after a bot answer);
    // the member replied 10 min later, resolved after 60 min, rated 3; reopened 2 days later.
    const c2 = nairobi('2026-11-03T11:00');
    ids.c2 = await buildConversation(db, {
      businessId: b,
      startedAt: c2,
      status: 'open',
      events: [
        { kind: 'handoff', at: plus(c2, 2), reason: 'requested', actor: 'visitor' },
        { kind: 'assigned', at: plus(c2, 12), actorId: MEMBER, data: { assignee_id: MEMBER } },
        { kind: 'human_reply', at: plus(c2, 12), actorId: MEMBER },
        { kind: 'resolved', at: plus(c2, 60), reason: 'member', actorId: MEMBER },
        { kind: 'reopened', at: plus(c2, 60 * 48), actor: 'visitor' },
      ],
      messages: [
        { sender: 'visitor', text: '  what are your hours? ', at: c2 },
        { sender: 'bot', text: 'We open at 8.', at: plus(c2, 1) },
        { sender: 'visitor', text: 'Can I talk to a person?', at: plus(c2, 2) },
        { sender: 'agent', text: 'Hello!', at: plus(c2, 12), senderId: MEMBER },
      ],
      rating: { score: 3, by: 'member', memberId: MEMBER },
    });
    // c3: the bot could not answer; a reply after 30 min; resolved a day after the start;
    // reopened 8 days after the resolution (durable all the same), rated 4 for the member.
    const c3 = nairobi('2026-11-03T09:00');
    ids.c3 = await buildConversation(db, {
      businessId: b,
      startedAt: c3,
      status: 'open',
      events: [
        { kind: 'handoff', at: plus(c3, 1), reason: 'could_not_answer', actor: 'bot' },
        { kind: 'human_reply', at: plus(c3, 31), actorId: MEMBER },
        { kind: 'resolved', at: plus(c3, 24 * 60), reason: 'member', actorId: MEMBER },
        { kind: 'reopened', at: plus(c3, 24 * 60 * 9), actor: 'visitor' },
      ],
      messages: [{ sender: 'visitor', text: 'Do you deliver?', at: c3 }],
      rating: { score: 4, by: 'member', memberId: MEMBER },
    });
    // c4: started by the business (proactive), resolved with the bot and rated 1: counted
    // only as proactive.
    const c4 = nairobi('2026-11-04T09:00');
    ids.c4 = await buildConversation(db, {
      businessId: b,
      startedAt: c4,
      origin: 'proactive',
      status: 'resolved',
      events: [{ kind: 'resolved', at: plus(c4, 3), reason: 'bot' }],
      rating: { score: 1, by: 'bot' },
    });
    // c5: a keyword rule handed it over, a person gave it back, the bot resolved it after
    // 10 min: resolved by the bot but not automated (there was a handoff). WhatsApp.
    const c5 = nairobi('2026-11-06T23:30');
    ids.c5 = await buildConversation(db, {
      businessId: b,
      startedAt: c5,
      channel: 'whatsapp',
      status: 'resolved',
      events: [
        { kind: 'handoff', at: plus(c5, 1), reason: 'rule', actor: 'system' },
        { kind: 'handed_back', at: plus(c5, 5), actorId: MEMBER },
        { kind: 'resolved', at: plus(c5, 10), reason: 'bot', actorId: MEMBER },
      ],
    });
    // c6: 7 Nov 22:00 in Nairobi, with the bot.
    ids.c6 = await buildConversation(db, { businessId: b, startedAt: nairobi('2026-11-07T22:00') });
    // c7: 8 Nov 01:00 in Nairobi, still 7 Nov in UTC.
    ids.c7 = await buildConversation(db, { businessId: b, startedAt: nairobi('2026-11-08T01:00') });
    // c8: the week before (the comparison period).
    ids.c8 = await buildConversation(db, { businessId: b, startedAt: nairobi('2026-10-28T12:00') });
    // Another business's conversation in the same days: never counted for this one.
    ids.x1 = await buildConversation(db, {
      businessId: other.businessId,
      startedAt: nairobi('2026-11-03T10:00'),
      status: 'resolved',
      events: [{ kind: 'resolved', at: nairobi('2026-11-03T10:05'), reason: 'bot' }],
    });
    await db
      .insert(leads)
      .values({ businessId: b, source: 'chat', conversationId: ids.c2, name: 'Lead' });
    await rebuildFacts(db, b);
    await rebuildFacts(db, other.businessId);
  });

  async function report(query: string, token = owner.token) {
    const res = await call('GET', `/api/analytics/report?${query}`, undefined, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  it('computes every figure of the fixture in Nairobi time', async () => {
    const body = await report(`${RANGE}&tz=Africa/Nairobi`);
    const f = body.figures;
    // Customer-started: c0, c1, c2, c3, c5, c6 (c4 is proactive, c7 is 8 Nov in Nairobi).
    expect(f.conversations).toBe(6);
    expect(f.proactive).toBe(1);
    // Resolved: c1, c2, c3, c5. Automated: c1 only (c5 had a handoff).
    expect(f.resolved).toBe(4);
    expect(f.automated).toBe(1);
    expect(f.automation_rate).toBeCloseTo(1 / 6, 4);
    // c2 came back within 7 days; c3 after 8 days stays durable.
    expect(f.reopened).toBe(1);
    expect(f.durable).toBe(3);
    expect(f.durable_rate).toBe(0.75);
    expect(f.reopen_rate).toBe(0.25);
    expect(f).toMatchObject({
      handoffs: 3,
      handoff_requested: 1,
      handoff_could_not_answer: 1,
      handoff_rule: 1,
      handoff_workflow: 0,
      handoff_rate: 0.5,
      human_replied: 2,
    });
    // First responses 10 and 30 min after the handoff: median 20 min, p90 10 + 0.9 * 20 min.
    expect(f.first_response).toEqual({ median: 1200, p90: 1680, count: 2 });
    // Resolution times 5 min, 10 min, 60 min, 24 h: median (10 + 60) / 2 min; p90 interpolated.
    expect(f.resolution_time.median).toBe(2100);
    expect(f.resolution_time.p90).toBeCloseTo(3600 + 0.7 * (86_400 - 3600), 1);
    // Ratings: bot 5 (c4's 1 is proactive), members 3 and 4.
    expect(f).toMatchObject({
      rated: 3,
      rated_bot: 1,
      rated_member: 2,
      csat_bot: 5,
      csat_member: 3.5,
    });
    // Messages 2 + 4 + 1; two bot replies, a credit each; per resolved: 2 / 4.
    expect(f).toMatchObject({ messages: 7, credits_used: 2, credits_per_resolved: 0.5 });
    expect(f.hours_saved).toBe(0.1);
    expect(f.leads).toBe(1);
    expect(f.deals_won).toBe(0);
    // The week before holds c8.
    expect(body.previous.conversations).toBe(1);
    expect(body.bucket).toBe('day');
    expect(body.series).toHaveLength(7);
    expect(body.series.map((s: { conversations: number }) => s.conversations)).toEqual([
      1, 0, 3, 0, 0, 1, 1,
    ]);
    expect(body.channels).toEqual([
      { channel: 'web_widget', conversations: 5, resolved: 3, automated: 1, handoffs: 2 },
      { channel: 'whatsapp', conversations: 1, resolved: 1, automated: 0, handoffs: 1 },
    ]);
    expect(body.members).toEqual([
      {
        member_id: MEMBER,
        name: null,
        conversations: 4,
        assigned: 1,
        replied: 2,
        resolved: 4,
        csat: 3.5,
        first_response_median: 1200,
      },
    ]);
    expect(body.top_questions).toEqual([
      { question: 'what are your hours?', count: 2 },
      { question: 'do you deliver?', count: 1 },
    ]);
  });

  it('moves the day boundaries with the time zone', async () => {
    const utc = await report(`${RANGE}&tz=UTC`);
    // In UTC c0 falls on 31 Oct and c7 on 7 Nov.
    expect(utc.figures.conversations).toBe(6);
    const list = await call(
      'GET',
      `/api/analytics/conversations?${RANGE}&tz=UTC&metric=conversations`,
      undefined,
      owner.token,
    );
    const found = list.body.items.map((i: { id: number }) => i.id);
    expect(found).toContain(ids.c7);
    expect(found).not.toContain(ids.c0);
    const day = await report('from=2026-11-03&to=2026-11-03&tz=Africa/Nairobi');
    expect(day.bucket).toBe('hour');
    expect(day.series).toHaveLength(24);
    expect(day.series[10]).toMatchObject({ at: '2026-11-03T10:00', conversations: 1, resolved: 1 });
  });

  it('keeps the stored flags and durations of every facts row equal to what they are worked out from', async () => {
    // The figures read conversation_facts' generated columns (flags, first_response_s,
    // resolution_s); here each is recomputed from the row's own columns as the figures
    // were before, with the durable window in DURABLE_DAYS: no row may differ.
    const rows = await runQuery(
      harness.server.database.db,
      sql`select conversation_id, flags, first_response_s, resolution_s,
        (case when origin = 'customer' then 1 else 0 end)
        + (case when origin = 'proactive' then 2 else 0 end)
        + (case when resolved_at is not null then 4 else 0 end)
        + (case when resolved_by = 'bot' then 8 else 0 end)
        + (case when handoff_at is not null then 16 else 0 end)
        + (case when human_reply_at is not null then 32 else 0 end)
        + (case when reopened_at <= resolved_at + make_interval(days => ${DURABLE_DAYS}) then 64 else 0 end)
        + (case when score is not null then 128 else 0 end) as expected_flags,
        extract(epoch from human_reply_at - case when handoff_at is not null and handoff_at <= human_reply_at
          then handoff_at else started_at end)::float8 as expected_first_response,
        extract(epoch from resolved_at - started_at)::float8 as expected_resolution
      from conversation_facts where business_id = ${owner.businessId}`,
    );
    expect(rows.length).toBeGreaterThan(5);
    // The fixture has each flag set somewhere (a reopen within 7 days, ratings, handoffs...).
    const seen = rows.reduce((all, r) => all | Number(r.flags), 0);
    expect(seen).toBe(255);
    for (const r of rows) {
      expect(Number(r.flags), `conversation ${r.conversation_id}`).toBe(Number(r.expected_flags));
      expect(r.first_response_s).toEqual(r.expected_first_response);
      expect(r.resolution_s).toEqual(r.expected_resolution);
    }
  });

  it('lists as many conversations behind each figure as the figure counts', async () => {
    const body = await report(`${RANGE}&tz=Africa/Nairobi`);
    for (const metric of ANALYTICS_METRICS) {
      const list = await call(
        'GET',
        `/api/analytics/conversations?${RANGE}&tz=Africa/Nairobi&metric=${metric}`,
        undefined,
        owner.token,
      );
      expect(list.status).toBe(200);
      expect(list.body.total, metric).toBe(body.figures[metric]);
      expect(list.body.items, metric).toHaveLength(body.figures[metric]);
    }
    const automated = await call(
      'GET',
      `/api/analytics/conversations?${RANGE}&tz=Africa/Nairobi&metric=automated`,
      undefined,
      owner.token,
    );
    expect(automated.body.items.map((i: { id: number }) => i.id)).toEqual([ids.c1]);
  });

  it('filters by channel and by member', async () => {
    const whatsapp = await report(`${RANGE}&tz=Africa/Nairobi&channel=whatsapp`);
    expect(whatsapp.figures.conversations).toBe(1);
    const member = await report(`${RANGE}&tz=Africa/Nairobi&member=${MEMBER}`);
    // c1 (resolved by a member's click), c2, c3, c5.
    expect(member.figures.conversations).toBe(4);
    expect(member.figures.conversations).toBe(member.members[0].conversations);
  });

  it('narrows the questions it could not answer to where they were asked', async () => {
    const db = harness.server.database.db;
    const b = owner.businessId;
    const gap = async (businessId: number, question: string, count: number) => {
      const [row] = await db
        .insert(knowledgeGaps)
        .values({
          businessId,
          key: question.toLowerCase(),
          question,
          count,
          lastDecision: 'dont-know',
          firstAskedAt: nairobi('2026-10-28T12:00'),
          lastAskedAt: nairobi('2026-11-06T23:31'),
        })
        .returning({ id: knowledgeGaps.id });
      return row?.id as number;
    };
    const parking = await gap(b, 'Is there parking?', 3);
    const gluten = await gap(b, 'Gluten free bread?', 2);
    const asked = (gapId: number, conversationId: number, at: Date, businessId = b) =>
      db.insert(knowledgeGapAsks).values({ businessId, gapId, conversationId, askedAt: at });
    await asked(parking, ids.c3 as number, nairobi('2026-11-03T09:01')); // web, the member's
    await asked(parking, ids.c5 as number, nairobi('2026-11-06T23:31')); // WhatsApp, the member's
    await asked(parking, ids.c8 as number, nairobi('2026-10-28T12:01')); // the week before
    await asked(gluten, ids.c0 as number, nairobi('2026-11-01T01:01')); // web, the bot's only
    await asked(gluten, ids.c6 as number, nairobi('2026-11-07T22:01')); // web, the bot's only
    const list = async (filter: string) =>
      (await report(`${RANGE}&tz=Africa/Nairobi${filter}`)).unanswered.map(
        (r: { question: string; count: number }) => [r.question, r.count],
      );
    // Unfiltered: the gaps as the data centre counts them.
    expect(await list('')).toEqual([
      ['Is there parking?', 3],
      ['Gluten free bread?', 2],
    ]);
    expect(await list('&channel=whatsapp')).toEqual([['Is there parking?', 1]]);
    expect(await list('&channel=web_widget')).toEqual([
      ['Gluten free bread?', 2],
      ['Is there parking?', 1],
    ]);
    expect(await list(`&member=${MEMBER}`)).toEqual([['Is there parking?', 2]]);
    // Another business's gap never shows, filtered or not.
    const theirs = await gap(other.businessId, 'Other question?', 1);
    await asked(theirs, ids.x1 as number, nairobi('2026-11-03T10:01'), other.businessId);
    expect(await list('&channel=web_widget')).toHaveLength(2);
    expect(await list('')).toHaveLength(2);
  });

  it('exports every table as CSV with the numbers of the report', async () => {
    const body = await report(`${RANGE}&tz=Africa/Nairobi`);
    const get = async (query: string) => {
      const res = await fetch(
        `${harness.server.url}/api/analytics/export.csv?${RANGE}&tz=Africa/Nairobi&${query}`,
        {
          headers: { authorization: `Bearer ${owner.token}` },
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      return (await res.text()).trim().split('\r\n');
    };
    const figures = await get('table=figures');
    expect(figures[0]).toBe('figure,value,previous');
    expect(figures).toContain(`conversations,${body.figures.conversations},1`);
    expect(figures).toContain('first_response_median,1200,');
    const channels = await get('table=channels');
    expect(channels).toEqual([
      'channel,conversations,resolved,automated,handoffs',
      'web_widget,5,3,1,2',
      'whatsapp,1,1,0,1',
    ]);
    const series = await get('table=series');
    expect(series).toHaveLength(8);
    const listed = await get('table=conversations&metric=handoffs');
    expect(listed).toHaveLength(1 + body.figures.handoffs);
    for (const table of ['members', 'top_questions', 'unanswered']) await get(`table=${table}`);
  });

  it('keeps each business to its own conversations', async () => {
    const mine = await report(`${RANGE}&tz=Africa/Nairobi`);
    const theirs = await report(`${RANGE}&tz=Africa/Nairobi`, other.token);
    expect(theirs.figures).toMatchObject({
      conversations: 1,
      resolved: 1,
      automated: 1,
      proactive: 0,
    });
    const list = await call(
      'GET',
      `/api/analytics/conversations?${RANGE}&metric=resolved`,
      undefined,
      other.token,
    );
    expect(list.body.items.map((i: { id: number }) => i.id)).toEqual([ids.x1]);
    expect(mine.figures.resolved).toBe(4);
  });

  it('refuses bad input with 400 and agents with 403', async () => {
    for (const query of [
      'from=2026-11-07&to=2026-11-01',
      'from=2026-13-01&to=2026-11-01',
      'from=2026-11-01&to=2026-11-02&tz=Mars/Olympus',
      'from=2026-11-01&to=2026-11-02&tz=%2B03:00',
      'from=2020-01-01&to=2026-11-02',
      'from=2026-11-01',
    ]) {
      const res = await call('GET', `/api/analytics/report?${query}`, undefined, owner.token);
      expect(res.status, query).toBe(400);
    }
    const bad = await call(
      'GET',
      `/api/analytics/conversations?${RANGE}&metric=nope`,
      undefined,
      owner.token,
    );
    expect(bad.status).toBe(400);
    const agent = await agentOf(owner.token);
    const denied = await call('GET', `/api/analytics/report?${RANGE}`, undefined, agent.token);
    expect(denied.status).toBe(403);
  });

  async function agentOf(ownerToken: string) {
    const email = harness.uniqueEmail();
    const before = harness.mailbox.countTo(email);
    await call('POST', '/api/team/invites', { email, role: 'agent' }, ownerToken);
    const mail = await harness.mailbox.waitFor(email, { after: before });
    const token = /token=3D([A-Za-z0-9_-]+)|token=([A-Za-z0-9_-]+)/.exec(
      mail.raw.replace(/=\r?\n/g, ''),
    );
    const accepted = await call('POST', '/api/team/invites/accept', {
      token: token?.[1] ?? token?.[2],
      name: 'Sam Agent',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(200);
    return { token: accepted.body.token as string, userId: accepted.body.user.id as number };
  }

  it('records who handed over, replied, resolved and reopened as the chat and inbox do it; asks for a rating once', async () => {
    const shop = await signedUp('Events Bakery');
    const customer = randomUUID();
    const first = await call('POST', '/chat', {
      message: 'Can I talk to a human please?',
      business_id: shop.businessId,
      customer_id: customer,
    });
    expect(first.status).toBe(200);
    const id = Number(first.body.conversation_id);
    const visitorToken = first.body.visitor_token as string;
    const me = await call('GET', '/api/team/me', undefined, shop.token);
    const userId = me.body.user_id as number;

    const ask = () => call('GET', '/api/chat/rating', undefined, visitorToken);
    expect((await ask()).body).toEqual({ ask: false, rated: false, score: null });
    const early = await call('POST', '/api/chat/rating', { score: 5 }, visitorToken);
    expect(early).toMatchObject({ status: 409, body: { message: CSAT_TEXTS.notResolved } });

    const reply = await call(
      'POST',
      `/api/conversations/${id}/messages`,
      { text: 'Hi, I am here.' },
      shop.token,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    await call('POST', `/api/conversations/${id}/messages`, { text: 'Anything else?' }, shop.token);
    const resolved = await call(
      'PATCH',
      `/api/conversations/${id}`,
      { status: 'resolved' },
      shop.token,
    );
    expect(resolved.status).toBe(200);

    expect((await ask()).body).toEqual({ ask: true, rated: false, score: null });
    const invalid = await call('POST', '/api/chat/rating', { score: 6 }, visitorToken);
    expect(invalid.status).toBe(400);
    const rated = await call(
      'POST',
      '/api/chat/rating',
      { score: 4, comment: 'Quick, thanks' },
      visitorToken,
    );
    expect(rated.body).toEqual({ ask: false, rated: true, score: 4 });
    const again = await call('POST', '/api/chat/rating', { score: 1 }, visitorToken);
    expect(again).toMatchObject({ status: 409, body: { message: CSAT_TEXTS.alreadyRated } });
    expect((await ask()).body).toEqual({ ask: false, rated: true, score: 4 });
    const noToken = await call('POST', '/api/chat/rating', { score: 4 });
    expect(noToken.status).toBe(401);

    const back = await call('POST', '/chat', {
      message: 'One more thing',
      business_id: shop.businessId,
      customer_id: customer,
    });
    expect(Number(back.body.conversation_id)).toBe(id);

    const db = harness.server.database.db;
    const events = await db
      .select()
      .from(conversationEvents)
      .where(eq(conversationEvents.conversationId, id))
      .orderBy(asc(conversationEvents.id));
    expect(events.map((e) => [e.kind, e.reason, e.actorType, e.actorId])).toEqual([
      ['started', 'customer', 'visitor', null],
      ['handoff', 'requested', 'visitor', null],
      ['assigned', null, 'member', userId],
      ['human_reply', null, 'member', userId],
      ['resolved', 'member', 'member', userId],
      ['reopened', null, 'visitor', null],
    ]);
    const [rating] = await db
      .select()
      .from(conversationRatings)
      .where(eq(conversationRatings.conversationId, id));
    // What the recording calls kept up, one event at a time, is what a rebuild from the
    // events computes.
    const live = await db
      .select()
      .from(conversationFacts)
      .where(eq(conversationFacts.conversationId, id));
    await rebuildFacts(db, shop.businessId);
    const rebuilt = await db
      .select()
      .from(conversationFacts)
      .where(eq(conversationFacts.conversationId, id));
    expect(live).toEqual(rebuilt);
    expect(live[0]).toMatchObject({
      origin: 'customer',
      handoffReason: 'requested',
      firstResponder: userId,
      resolvedBy: 'member',
      resolverId: userId,
      memberIds: [userId],
      score: 4,
      ratedBy: 'member',
      firstQuestion: 'can i talk to a human please?',
    });
    expect(live[0]?.reopenedAt).not.toBeNull();
    expect(rating).toMatchObject({
      score: 4,
      comment: 'Quick, thanks',
      resolvedBy: 'member',
      resolvedById: userId,
    });
  });

  // Business-hours durations against a hand-worked fixture. Opening hours (Nairobi, UTC+3):
  // Mon-Fri 09:00-17:00, Sat 10:00-14:00, Sun closed. November 2026: the 2nd is a Monday.
  it('counts first response and resolution in business hours only: a night, a weekend, the business zone', async () => {
    const shop = await signedUp('Hours Bakery');
    const db = harness.server.database.db;
    const weekday = { open: '09:00', close: '17:00' };
    await setHours(shop.businessId, {
      time_zone: 'Africa/Nairobi',
      days: {
        mon: weekday,
        tue: weekday,
        wed: weekday,
        thu: weekday,
        fri: weekday,
        sat: { open: '10:00', close: '14:00' },
        sun: null,
      },
    });
    const at = nairobi;
    // h1, Tue 3 Nov: starts 08:00 (before opening), a person replies unasked at 09:10,
    // resolved 10:00. Response: 70 min wall-clock, 10 min open (09:00-09:10).
    // Resolution: 120 min wall-clock, 60 min open.
    await buildConversation(db, {
      businessId: shop.businessId,
      startedAt: at('2026-11-03T08:00'),
      events: [
        { kind: 'human_reply', at: at('2026-11-03T09:10'), actorId: MEMBER },
        { kind: 'resolved', at: at('2026-11-03T10:00'), reason: 'member', actorId: MEMBER },
      ],
    });
    // h2, over a night: starts Wed 16:00, handoff 16:50, reply Thu 09:20, resolved Thu 11:00.
    // Response: 16 h 30 min wall-clock; open 10 min Wed + 20 min Thu = 30 min.
    // Resolution: 19 h wall-clock; open 60 min Wed + 2 h Thu = 3 h.
    await buildConversation(db, {
      businessId: shop.businessId,
      startedAt: at('2026-11-04T16:00'),
      events: [
        { kind: 'handoff', at: at('2026-11-04T16:50'), reason: 'requested', actor: 'visitor' },
        { kind: 'human_reply', at: at('2026-11-05T09:20'), actorId: MEMBER },
        { kind: 'resolved', at: at('2026-11-05T11:00'), reason: 'member', actorId: MEMBER },
      ],
    });
    // h3, over a weekend: starts Fri 16:00, handoff 16:30, reply Mon 09:15, resolved Mon 09:45.
    // Response: 64 h 45 min wall-clock; open 30 min Fri + 4 h Sat + 0 Sun + 15 min Mon = 4 h 45 min.
    // Resolution: 65 h 45 min wall-clock; open 1 h Fri + 4 h Sat + 45 min Mon = 5 h 45 min.
    await buildConversation(db, {
      businessId: shop.businessId,
      startedAt: at('2026-11-06T16:00'),
      events: [
        { kind: 'handoff', at: at('2026-11-06T16:30'), reason: 'could_not_answer', actor: 'bot' },
        { kind: 'human_reply', at: at('2026-11-09T09:15'), actorId: MEMBER },
        { kind: 'resolved', at: at('2026-11-09T09:45'), reason: 'member', actorId: MEMBER },
      ],
    });
    await rebuildFacts(db, shop.businessId);
    const min = 60;
    const hour = 3600;
    // percentile_cont over three sorted values a <= b <= c: median b, p90 b + 0.8 (c - b).
    const spread = (a: number, b: number, c: number) => ({
      median: a <= b ? b : Number.NaN,
      p90: Math.round((b + 0.8 * (c - b)) * 100) / 100,
      count: 3,
    });
    // The report's zone (UTC) changes nothing: the hours are read in the business's zone.
    const range = 'from=2026-11-02&to=2026-11-09&tz=UTC';
    const all = await report(range, shop.token);
    expect(all.hours).toBe('all');
    expect(all.figures.first_response).toEqual(spread(70 * min, 16.5 * hour, 64.75 * hour));
    expect(all.figures.resolution_time).toEqual(spread(2 * hour, 19 * hour, 65.75 * hour));
    const open = await report(`${range}&hours=business`, shop.token);
    expect(open.hours).toBe('business');
    expect(open.figures.first_response).toEqual(spread(10 * min, 30 * min, 4.75 * hour));
    expect(open.figures.resolution_time).toEqual(spread(1 * hour, 3 * hour, 5.75 * hour));
    expect(open.members.find((m: { member_id: number }) => m.member_id === MEMBER)).toMatchObject({
      first_response_median: 30 * min,
    });
    // Everything else is the same report.
    expect(open.figures.conversations).toBe(3);
    expect(open.figures.handoffs).toBe(all.figures.handoffs);
    const csv = await fetch(
      `${harness.server.url}/api/analytics/export.csv?${range}&hours=business&table=figures`,
      { headers: { authorization: `Bearer ${shop.token}` } },
    );
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(`first_response_median,${30 * min},`);

    // A zone with DST (London, BST ends Sun 25 Oct 2026 at 02:00): Mon-Fri 09:00-17:00.
    // Handoff Fri 23 Oct 16:30 BST (15:30Z), reply and resolve Mon 26 Oct 09:30 GMT (09:30Z):
    // open 30 min Fri + 30 min Mon = 1 h (a fixed +01:00 would have counted Mon from 08:00Z: 1 h 30).
    await setHours(shop.businessId, {
      time_zone: 'Europe/London',
      days: {
        mon: weekday,
        tue: weekday,
        wed: weekday,
        thu: weekday,
        fri: weekday,
        sat: null,
        sun: null,
      },
    });
    await buildConversation(db, {
      businessId: shop.businessId,
      startedAt: new Date('2026-10-23T15:30:00Z'),
      events: [
        {
          kind: 'handoff',
          at: new Date('2026-10-23T15:30:00Z'),
          reason: 'requested',
          actor: 'visitor',
        },
        { kind: 'human_reply', at: new Date('2026-10-26T09:30:00Z'), actorId: MEMBER },
        {
          kind: 'resolved',
          at: new Date('2026-10-26T09:30:00Z'),
          reason: 'member',
          actorId: MEMBER,
        },
      ],
    });
    await rebuildFacts(db, shop.businessId);
    const london = await report(
      'from=2026-10-23&to=2026-10-26&tz=Europe/London&hours=business',
      shop.token,
    );
    expect(london.figures.first_response).toEqual({ median: hour, p90: hour, count: 1 });
    expect(london.figures.resolution_time).toEqual({ median: hour, p90: hour, count: 1 });
    const wall = await report('from=2026-10-23&to=2026-10-26&tz=Europe/London', shop.token);
    expect(wall.figures.first_response.median).toBe(66 * hour);
  });

  it('asks for opening hours before counting business hours only; refuses an unknown choice', async () => {
    const shop = await signedUp('No Hours Bakery');
    await harness.server.database.db
      .delete(agentSettings)
      .where(eq(agentSettings.businessId, shop.businessId));
    const res = await call(
      'GET',
      `/api/analytics/report?${RANGE}&hours=business`,
      undefined,
      shop.token,
    );
    expect(res).toMatchObject({ status: 400, body: { message: NO_BUSINESS_HOURS_TEXT } });
    const bad = await call(
      'GET',
      `/api/analytics/report?${RANGE}&hours=night`,
      undefined,
      shop.token,
    );
    expect(bad.status).toBe(400);
  });

  it('backfills events for conversations older than the event log, once', async () => {
    const shop = await signedUp('Old Bakery');
    const db = harness.server.database.db;
    const b = shop.businessId;
    const old = async (spec: {
      at: Date;
      status: 'bot' | 'waiting' | 'open' | 'resolved';
      handoffReason?: string;
      lastActivityAt?: Date;
      agentReplyAt?: Date;
    }) => {
      const [contact] = await db
        .insert(contacts)
        .values({ businessId: b, customerId: `old-${randomUUID()}`, name: 'Old visitor' })
        .returning({ id: contacts.id });
      const [row] = await db
        .insert(conversations)
        .values({
          businessId: b,
          contactId: contact?.id ?? 0,
          status: spec.status,
          handoffReason: spec.handoffReason ?? null,
          waitingSince: spec.handoffReason ? plus(spec.at, 5) : null,
          createdAt: spec.at,
          lastActivityAt: spec.lastActivityAt ?? spec.at,
        })
        .returning({ id: conversations.id });
      const id = row?.id ?? 0;
      await db.insert(messages).values([
        {
          conversationId: id,
          businessId: b,
          sender: 'visitor',
          text: 'Do you bake rye?',
          createdAt: spec.at,
        },
        {
          conversationId: id,
          businessId: b,
          sender: 'bot',
          text: 'We do.',
          createdAt: plus(spec.at, 1),
        },
        ...(spec.agentReplyAt
          ? [
              {
                conversationId: id,
                businessId: b,
                sender: 'agent' as const,
                senderId: String(MEMBER),
                text: 'Hi!',
                createdAt: spec.agentReplyAt,
              },
            ]
          : []),
      ]);
      return id;
    };
    const at = nairobi('2026-11-04T10:00');
    // o1: with the bot only, resolved 30 min later: resolved by the bot, automated.
    await old({ at, status: 'resolved', lastActivityAt: plus(at, 30) });
    // o2: handed over (requested) 5 min in, a member replied at 20 min and resolved at 60.
    await old({
      at: plus(at, 60),
      status: 'resolved',
      handoffReason: 'requested',
      agentReplyAt: plus(at, 80),
      lastActivityAt: plus(at, 120),
    });
    // o3: still with the bot.
    await old({ at: plus(at, 120), status: 'bot' });
    // n1: recorded by the event log already: left alone.
    await buildConversation(db, { businessId: b, startedAt: plus(at, 180) });
    await rebuildFacts(db, b);

    const first = await backfillAnalytics(db, { businessId: b });
    expect(first).toEqual({ conversations: 3, events: 3 + 1 + 1 + 2, businesses: [b] });
    const body = await report('from=2026-11-04&to=2026-11-04&tz=Africa/Nairobi', shop.token);
    expect(body.figures).toMatchObject({
      conversations: 4,
      resolved: 2,
      automated: 1,
      handoffs: 1,
      handoff_requested: 1,
      human_replied: 1,
      messages: 7,
      // o2's reply 15 min after the handoff; resolutions 30 and 60 min after the start.
      first_response: { median: 15 * 60, p90: 15 * 60, count: 1 },
      resolution_time: { median: 45 * 60, count: 2 },
    });
    expect(body.members).toEqual([
      expect.objectContaining({ member_id: MEMBER, replied: 1, resolved: 1 }),
    ]);
    // Again: nothing new, the same figures.
    expect(await backfillAnalytics(db, { businessId: b })).toEqual({
      conversations: 0,
      events: 0,
      businesses: [],
    });
    const again = await report('from=2026-11-04&to=2026-11-04&tz=Africa/Nairobi', shop.token);
    expect(again.figures).toEqual(body.figures);
  });

  it('filters every query by campaign: the conversations it started or its replies joined', async () => {
    const shop = await signedUp('Campaign Bakery');
    const rival = await signedUp('Rival Bakery');
    const db = harness.server.database.db;
    const b = shop.businessId;
    const at = (local: string) => new Date(`${local}:00Z`);
    const campaign = async (businessId: number, name: string, kind: string, status: string) => {
      const [row] = await db
        .insert(campaigns)
        .values({ businessId, name, kind, status })
        .returning({ id: campaigns.id });
      if (!row) throw new Error('no campaign');
      return row.id;
    };
    /** The campaign's recipient row for the conversation's contact (what campaigns writes). */
    const link = async (
      campaignId: number,
      conversationId: number,
      opts: { state?: string; intoOpen?: boolean } = {},
    ) => {
      const [conversation] = await db
        .select({ contactId: conversations.contactId, businessId: conversations.businessId })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      if (!conversation?.contactId) throw new Error('no contact');
      await db.insert(campaignRecipients).values({
        businessId: conversation.businessId,
        campaignId,
        contactId: conversation.contactId,
        state: opts.state ?? 'replied',
        conversationId,
        intoOpenConversation: opts.intoOpen ?? false,
      });
    };
    const website = await campaign(b, 'Free delivery bubble', 'website', 'sending');
    const broadcast = await campaign(b, 'November offer', 'whatsapp', 'done');
    const draft = await campaign(b, 'Not sent yet', 'email', 'draft');
    const theirs = await campaign(rival.businessId, 'Rival offer', 'whatsapp', 'done');

    // p1: the website message answered: a proactive conversation the bot resolved.
    const p1 = await buildConversation(db, {
      businessId: b,
      startedAt: at('2026-11-02T09:00'),
      origin: 'proactive',
      status: 'resolved',
      events: [{ kind: 'resolved', at: at('2026-11-02T09:05'), reason: 'bot' }],
      messages: [
        { sender: 'visitor', text: 'Is delivery free today?', at: at('2026-11-02T09:00') },
        { sender: 'bot', text: 'Yes, all day.', at: at('2026-11-02T09:01') },
      ],
    });
    await link(website, p1);
    // r1: a customer's own chat that the website message's reply joined; handed over
    // (requested), a member answered 10 minutes later.
    const r1 = await buildConversation(db, {
      businessId: b,
      startedAt: at('2026-11-03T10:00'),
      status: 'open',
      events: [
        { kind: 'handoff', at: at('2026-11-03T10:02'), reason: 'requested', actor: 'visitor' },
        { kind: 'human_reply', at: at('2026-11-03T10:12'), actorId: MEMBER },
      ],
      messages: [
        { sender: 'visitor', text: 'Is the offer still on?', at: at('2026-11-03T10:00') },
        { sender: 'bot', text: 'Let me find someone.', at: at('2026-11-03T10:01') },
        { sender: 'agent', text: 'It is!', at: at('2026-11-03T10:12'), senderId: MEMBER },
      ],
    });
    await link(website, r1, { intoOpen: true });
    // b1: a reply to the WhatsApp broadcast, resolved by the bot alone.
    const b1 = await buildConversation(db, {
      businessId: b,
      startedAt: at('2026-11-04T12:00'),
      channel: 'whatsapp',
      status: 'resolved',
      events: [{ kind: 'resolved', at: at('2026-11-04T12:30'), reason: 'bot' }],
      messages: [{ sender: 'visitor', text: 'Yes please', at: at('2026-11-04T12:00') }],
    });
    await link(broadcast, b1);
    // b0: a reply to the broadcast the week before (the comparison period only).
    const b0 = await buildConversation(db, {
      businessId: b,
      startedAt: at('2026-10-29T12:00'),
      channel: 'whatsapp',
    });
    await link(broadcast, b0);
    // A recipient who never answered (no conversation): adds nothing.
    const [quiet] = await db
      .insert(contacts)
      .values({ businessId: b, customerId: `quiet-${randomUUID()}`, name: 'Quiet' })
      .returning({ id: contacts.id });
    if (!quiet) throw new Error('no contact');
    await db
      .insert(campaignRecipients)
      .values({ businessId: b, campaignId: broadcast, contactId: quiet.id, state: 'delivered' });
    // n1: no campaign at all.
    const n1 = await buildConversation(db, {
      businessId: b,
      startedAt: at('2026-11-05T08:00'),
      status: 'resolved',
      events: [{ kind: 'resolved', at: at('2026-11-05T08:10'), reason: 'bot' }],
    });
    // The rival's broadcast reply, the same week.
    const x1 = await buildConversation(db, {
      businessId: rival.businessId,
      startedAt: at('2026-11-04T12:00'),
      channel: 'whatsapp',
    });
    await link(theirs, x1);
    await rebuildFacts(db, b);
    await rebuildFacts(db, rival.businessId);

    const get = async (path: string, token = shop.token) => {
      const res = await call('GET', `/api/analytics/${path}`, undefined, token);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
      return res.body;
    };
    const all = await get(`report?${RANGE}`);
    // Without a filter: r1, b1, n1 customer-started, p1 proactive; the sent campaigns offered.
    expect(all.figures).toMatchObject({ conversations: 3, proactive: 1 });
    expect(all.campaigns).toEqual([
      { id: broadcast, name: 'November offer', kind: 'whatsapp' },
      { id: website, name: 'Free delivery bubble', kind: 'website' },
    ]);

    // The website campaign: p1 it started (proactive, apart) and r1 its reply joined.
    const web = await get(`report?${RANGE}&campaign_id=${website}`);
    expect(web.figures).toMatchObject({
      conversations: 1,
      proactive: 1,
      resolved: 0,
      automated: 0,
      automation_rate: 0,
      handoffs: 1,
      handoff_requested: 1,
      handoff_rate: 1,
      human_replied: 1,
      // p1's 2 and r1's 3: volume counts proactive conversations too.
      messages: 5,
      credits_used: 2,
    });
    expect(web.figures.first_response).toEqual({ median: 600, p90: 600, count: 1 });
    expect(web.previous.conversations).toBe(0);
    expect(web.channels).toEqual([
      { channel: 'web_widget', conversations: 1, resolved: 0, automated: 0, handoffs: 1 },
    ]);
    expect(web.series.map((s: { conversations: number }) => s.conversations)).toEqual([
      0, 0, 1, 0, 0, 0, 0,
    ]);
    expect(web.members).toMatchObject([{ member_id: MEMBER, conversations: 1, replied: 1 }]);
    expect(web.top_questions).toEqual([{ question: 'is the offer still on?', count: 1 }]);

    // The broadcast: b1 in the range, b0 the week before; not r1, p1 or n1.
    const offer = await get(`report?${RANGE}&campaign_id=${broadcast}`);
    expect(offer.figures).toMatchObject({
      conversations: 1,
      proactive: 0,
      resolved: 1,
      automated: 1,
      automation_rate: 1,
      handoffs: 0,
    });
    expect(offer.previous.conversations).toBe(1);
    expect(offer.members).toEqual([]);
    expect(offer.top_questions).toEqual([{ question: 'yes please', count: 1 }]);
    // Channel and campaign together narrow both ways.
    const none = await get(`report?${RANGE}&campaign_id=${broadcast}&channel=web_widget`);
    expect(none.figures).toMatchObject({ conversations: 0, proactive: 0 });
    // A draft has no conversations.
    expect((await get(`report?${RANGE}&campaign_id=${draft}`)).figures.conversations).toBe(0);

    // Each drill-down lists exactly the conversations its figure counts.
    for (const [id, metric, expected] of [
      [website, 'conversations', [r1]],
      [website, 'proactive', [p1]],
      [website, 'handoffs', [r1]],
      [broadcast, 'conversations', [b1]],
      [broadcast, 'automated', [b1]],
      [draft, 'conversations', []],
    ] as const) {
      const list = await get(`conversations?${RANGE}&campaign_id=${id}&metric=${metric}`);
      expect(
        list.items.map((i: { id: number }) => i.id),
        `${id} ${metric}`,
      ).toEqual(expected);
      expect(list.total).toBe(expected.length);
    }
    const everyone = await get(`conversations?${RANGE}&metric=conversations`);
    expect(everyone.items.map((i: { id: number }) => i.id)).toEqual([n1, b1, r1]);

    // CSV: the same numbers, filtered.
    const csv = async (query: string) => {
      const res = await fetch(
        `${harness.server.url}/api/analytics/export.csv?${RANGE}&campaign_id=${broadcast}&${query}`,
        { headers: { authorization: `Bearer ${shop.token}` } },
      );
      expect(res.status).toBe(200);
      return (await res.text()).trim().split('\r\n');
    };
    expect(await csv('table=figures')).toContain('conversations,1,1');
    expect(await csv('table=channels')).toEqual([
      'channel,conversations,resolved,automated,handoffs',
      'whatsapp,1,1,1,0',
    ]);
    const listed = await csv('table=conversations&metric=conversations');
    expect(listed).toHaveLength(2);
    expect(listed[1]?.startsWith(`${b1},whatsapp,customer,`)).toBe(true);

    // Another business's campaign is not found, on every route; a bad id is a 400.
    for (const path of [
      `report?${RANGE}&campaign_id=${theirs}`,
      `conversations?${RANGE}&campaign_id=${theirs}&metric=conversations`,
      `export.csv?${RANGE}&campaign_id=${theirs}&table=figures`,
      `export.csv?${RANGE}&campaign_id=${theirs}&table=conversations`,
    ]) {
      const res = await call('GET', `/api/analytics/${path}`, undefined, shop.token);
      expect(res.status, path).toBe(404);
    }
    const foreign = await call(
      'GET',
      `/api/analytics/report?${RANGE}&campaign_id=${website}`,
      undefined,
      rival.token,
    );
    expect(foreign.status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await call(
        'GET',
        `/api/analytics/report?${RANGE}&campaign_id=${bad}`,
        undefined,
        shop.token,
      );
      expect(res.status, bad).toBe(400);
    }
    // The rival sees its own campaign's conversation only.
    const rivals = await get(`report?${RANGE}&campaign_id=${theirs}`, rival.token);
    expect(rivals.figures).toMatchObject({ conversations: 1, proactive: 0 });
    expect(rivals.campaigns).toEqual([{ id: theirs, name: 'Rival offer', kind: 'whatsapp' }]);
  });

  async function setHours(businessId: number, hours: StoredBusinessHours) {
    await harness.server.database.db
      .insert(agentSettings)
      .values({ businessId, businessHours: hours })
      .onConflictDoUpdate({ target: agentSettings.businessId, set: { businessHours: hours } });
  }
});
