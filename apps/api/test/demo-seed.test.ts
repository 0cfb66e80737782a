// The demo business main.ts seeds for `npm start`: seeded once however often the API
// starts, and what a newcomer signing in with the documented accounts sees through the API.
import { INBOX_ANSWERS_SOURCE_TITLE } from '@lisa/contracts/knowledge';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { DEMO_CONVERSATIONS } from '../src/db/demo-conversations.ts';
import { seedDemoBusiness } from '../src/db/demo-seed.ts';
import { DEMO_EMAIL_CAMPAIGN, DEMO_WEBSITE_CAMPAIGN } from '../src/db/demo-seed-campaigns.ts';
import {
  DEMO_BUSINESS,
  DEMO_CONTACTS,
  DEMO_PASSWORD,
  DEMO_TASKS,
  DEMO_TEAM,
} from '../src/db/demo-seed-data.ts';
import { DEMO_DEALS, DEMO_LEAD_COUNT, DEMO_SALES_TASK_COUNT } from '../src/db/demo-seed-sales.ts';
import { seedDemoWorkflows } from '../src/db/demo-seed-workflows.ts';
import { businesses, creditLedger, messages } from '../src/db/schema/core.ts';
import { createKnowledgeStore } from '../src/modules/knowledge/knowledge-store.ts';
import { testDrivers } from './postgres.ts';
import { openTestDatabase, startTestServer, type TestServer } from './support/test-server.ts';

const MESSAGING_CONVERSATIONS = DEMO_CONVERSATIONS.filter((c) => c.channel !== 'web_widget');

describe.each(testDrivers)('demo business seed (%s)', (driver) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  let server: TestServer | undefined;
  let businessId = 0;
  const clock = () => new Date();

  const database = (): DatabaseHandle => {
    if (!opened) throw new Error('no database');
    return opened.database;
  };

  // biome-ignore lint/suspicious/noExplicitAny: each test reads the JSON bodies it expects field by field
  async function call(path: string, token?: string, body?: unknown): Promise<any> {
    if (!server) throw new Error('no server');
    const response = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, `${path}: ${response.status}`).toBe(200);
    return response.json();
  }

  const signIn = async (email: string) =>
    (await call('/api/auth/sign-in', undefined, { email, password: DEMO_PASSWORD })) as {
      token: string;
      businesses: { id: number; business_name: string; role: string }[];
    };

  beforeAll(async () => {
    opened = await openTestDatabase(driver);
    const started = performance.now();
    const first = await seedDemoBusiness(database().db, { clock });
    console.info(`demo seed (${driver}): ${Math.round(performance.now() - started)} ms`);
    expect(first.seeded).toBe(true);
    businessId = first.businessId ?? 0;
    server = await startTestServer(driver, { database: database() });
    // main.ts's second step, once the server (and its secret box) is built.
    await seedDemoWorkflows(
      server.server.services.workflows.workflows,
      businessId,
      first.ownerId ?? 0,
    );
  });
  afterAll(async () => {
    await server?.close();
    await opened?.dispose();
  });

  it('seeds once: a second run leaves one demo business', async () => {
    expect(await seedDemoBusiness(database().db, { clock })).toEqual({
      seeded: false,
      businessId: null,
      ownerId: null,
    });
    const named = await database()
      .db.select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.name, DEMO_BUSINESS.name));
    expect(named).toEqual([{ id: businessId }]);
  });

  it('signs the three documented accounts in, each with its role', async () => {
    for (const member of DEMO_TEAM) {
      const session = await signIn(member.email);
      expect(session.businesses).toEqual([
        expect.objectContaining({
          id: businessId,
          business_name: DEMO_BUSINESS.name,
          role: member.role,
        }),
      ]);
    }
    expect(DEMO_TEAM.map((m) => [m.email, m.role])).toEqual([
      ['demo@lisa.local', 'owner'],
      ['admin@lisa.local', 'admin'],
      ['agent@lisa.local', 'agent'],
    ]);
    expect(DEMO_PASSWORD).toBe('lisa-demo-2026');
  });

  it("shows the owner the business's conversations, tasks, credit and summary", async () => {
    const { token } = await signIn('demo@lisa.local');

    const chatBox = await call('/api/whatsapp-chat-box', token);
    expect(chatBox.data).toHaveLength(MESSAGING_CONVERSATIONS.length);
    expect(new Set(chatBox.data.map((c: { status: string }) => c.status))).toEqual(
      new Set(['bot', 'waiting', 'open', 'resolved']),
    );
    for (const conversation of chatBox.data) {
      expect(conversation.last_message).not.toBeNull();
      expect(new Date(conversation.last_activity_at).getTime()).toBeLessThanOrEqual(Date.now());
    }
    const newest = chatBox.data[0];
    expect((await call(`/api/whatsapp-chat-box/${newest.id}`, token)).id).toBe(newest.id);

    const taskList = await call('/api/tasks', token);
    expect(taskList.data).toHaveLength(DEMO_TASKS.length + DEMO_SALES_TASK_COUNT);

    const board = await call('/api/deals', token);
    expect(board.count).toBe(DEMO_DEALS.length);
    expect(board.stages.map((s: { count: number }) => s.count)).toEqual([1, 2, 2, 2, 2, 1]);
    const leads = await call('/api/leads', token);
    expect(new Set(leads.data.map((l: { status: string }) => l.status))).toEqual(
      new Set(['new', 'contacted', 'converted', 'unqualified']),
    );
    expect(leads.data).toHaveLength(DEMO_LEAD_COUNT);

    const history = await call('/api/credit/history', token);
    const botReplies = DEMO_CONVERSATIONS.flatMap((c) => c.lines).filter(
      ([sender]) => sender === 'bot',
    ).length;
    const campaignSends = DEMO_CONTACTS.filter((c) => c.email && c.key !== 'leo').length;
    expect(history.data).toHaveLength(1 + botReplies + campaignSends);
    expect(history.data.at(-1)).toMatchObject({ amount: 1000, reason: 'grant' });
    const credit = await call('/api/credit', token);
    const used = botReplies + campaignSends;
    expect(credit).toEqual({ credit_balance: 1000 - used, total_credits_used: used });

    const summary = await call('/api/dashboard/summary', token);
    expect(summary.open_handoffs).toBe(
      DEMO_CONVERSATIONS.filter((c) => c.status === 'open' || c.status === 'waiting').length,
    );
  });

  it('fills analytics with the week: every conversation, its handoffs and resolutions', async () => {
    const { token } = await signIn('demo@lisa.local');
    const day = (offset: number) =>
      new Date(Date.now() + offset * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const report = await call(`/api/analytics/report?from=${day(-8)}&to=${day(0)}&tz=UTC`, token);
    const figures = report.figures;
    expect(figures.conversations).toBe(DEMO_CONVERSATIONS.length);
    expect(figures.resolved).toBe(DEMO_CONVERSATIONS.filter((c) => c.status === 'resolved').length);
    expect(figures.handoffs).toBe(DEMO_CONVERSATIONS.filter((c) => c.handoffReason).length);
    expect(figures.human_replied).toBeGreaterThan(0);
    expect(figures.credits_used).toBeGreaterThan(0);
  });

  it('gives four demo contacts a company, tags, an owner, a custom field and a note', async () => {
    const { token } = await signIn('demo@lisa.local');
    const vip = await call('/api/contacts?tag=vip', token);
    expect(vip.data.map((c: { name: string }) => c.name)).toEqual(['Emily Carter']);
    const emily = await call(`/api/contacts/${vip.data[0].id}`, token);
    expect(emily).toMatchObject({
      company: 'Carter & Co Accountants',
      phone: '+447700900101',
      attributes: { plan: 'Family', patient_since: '2019-04-12' },
    });
    expect(emily.owner_id).not.toBeNull();
    const notes = await call(`/api/contacts/${emily.id}/notes`, token);
    expect(notes.data).toHaveLength(1);
    const fields = await call('/api/contact-attributes', token);
    expect(fields.data.map((d: { key: string }) => d.key)).toEqual(['plan', 'patient_since']);
  });

  it("lists the learned questions the team taught from Mia's cited replies, each still found", async () => {
    const { token } = await signIn('demo@lisa.local');
    const learned = await call('/api/knowledge/learned-questions', token);
    const taught = DEMO_CONVERSATIONS.flatMap((c) => c.lines).filter(
      (line) => line[0] === 'bot' && line[2] !== undefined && 'taughtBy' in line[2],
    );
    expect(learned.data).toHaveLength(taught.length);
    expect(learned.data.length).toBeGreaterThanOrEqual(3);
    for (const item of learned.data) {
      expect(item.found).toBe(true);
      expect(item.conversation_id).not.toBeNull();
      expect(DEMO_TEAM.map((m) => m.name)).toContain(item.taught_by?.name);
    }
    expect(learned.data.map((q: { question: string }) => q.question)).toContain(
      'hey how much is invisalign? 😊',
    );
    // The greeting before the quote holds in no passage: the anchor is the quoted sentence.
    expect(learned.data.map((q: { anchor: string }) => q.anchor)).toContain(
      'Invisalign starts at £2,900 for mild cases and £4,200 for comprehensive treatment.',
    );
  });

  it('has one teammate reply saved as an answer, in the "Answers from the inbox" FAQ source Mia answers from', async () => {
    const { token } = await signIn('demo@lisa.local');
    const sources = await call('/api/knowledge/sources', token);
    const inbox = sources.data.find(
      (s: { title: string }) => s.title === INBOX_ANSWERS_SOURCE_TITLE,
    );
    expect(inbox).toMatchObject({ kind: 'faq', system: false, chunk_count: 1 });
    const detail = await call(`/api/knowledge/sources/${inbox.id}`, token);
    expect(detail.chunks[0].question).toBe('My crown came off: what should I do?');
    const [reply] = await database()
      .db.select({ conversationId: messages.conversationId })
      .from(messages)
      .where(like(messages.text, '%Dr Reid can re-cement it tomorrow%'));
    const saved = await call(
      `/api/knowledge/inbox-answers?conversation_id=${reply?.conversationId}`,
      token,
    );
    expect(saved.data).toHaveLength(1);
    expect(saved.data[0]).toMatchObject({
      source_id: inbox.id,
      saved_by: { name: 'Sophie Turner' },
    });
    // The knowledge store the agent searches finds it first for the question in other words.
    const store = createKnowledgeStore({ db: database().db, clock: () => new Date() });
    const [top] = await store.retriever.search(businessId, 'my crown fell off, what now?', 3);
    expect(top?.text).toContain('re-cement it the next morning');
  });

  it('shows a sent email campaign with its results and a live website message', async () => {
    const { token } = await signIn('admin@lisa.local');
    const list = await call('/api/campaigns', token);
    const byName = new Map<string, { id: number }>(
      list.data.map((c: { id: number; name: string }) => [c.name, c]),
    );
    const email = byName.get(DEMO_EMAIL_CAMPAIGN.name);
    const withEmail = DEMO_CONTACTS.filter((c) => c.email).length;
    expect(email).toMatchObject({
      kind: 'email',
      status: 'done',
      totals: {
        recipients: DEMO_CONTACTS.length,
        sent: withEmail - 2,
        failed: 1,
        opted_out: 1,
        skipped: DEMO_CONTACTS.length - withEmail,
      },
    });
    const results = await call(`/api/campaigns/${email?.id}/recipients?state=failed`, token);
    expect(results.data.map((r: { reason: string }) => r.reason)).toEqual([
      expect.stringContaining('refused the address'),
    ]);
    // Grace's unsubscribe keeps her out of the next email audience.
    const estimate = await call('/api/campaigns/preview', token, {
      kind: 'email',
      audience: {},
    });
    expect(estimate.excluded.opted_out).toBe(1);
    expect(byName.get(DEMO_WEBSITE_CAMPAIGN.name)).toMatchObject({
      kind: 'website',
      status: 'sending',
    });
  });

  it('has a live Customer Feedback workflow and an Appointment Scheduling draft', async () => {
    const { token } = await signIn('demo@lisa.local');
    const list = await call('/api/workflows', token);
    expect(
      list.data.map((w: { name: string; published_version: number | null }) => [
        w.name,
        w.published_version,
      ]),
    ).toEqual([
      ['Appointment Scheduling', null],
      ['Customer Feedback', 1],
    ]);
  });

  it("ends the ledger on the business's balance", async () => {
    const [last] = await database()
      .db.select({ balanceAfter: creditLedger.balanceAfter })
      .from(creditLedger)
      .where(eq(creditLedger.businessId, businessId))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(1);
    const [business] = await database()
      .db.select({ balance: businesses.creditBalance })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(last?.balanceAfter).toBe(business?.balance);
  });

  it('fills the team, knowledge and audit tabs', async () => {
    const { token } = await signIn('admin@lisa.local');
    const members = await call('/api/team/members', token);
    expect(
      members.data.map((m: { email: string; role: string; status: string }) => [
        m.email,
        m.role,
        m.status,
      ]),
    ).toEqual([
      ...DEMO_TEAM.map((m) => [m.email, m.role, 'active']),
      ['reception@harbourdental.example.com', 'agent', 'invited'],
    ]);
    const sources = await call('/api/knowledge/sources', token);
    expect(sources.data.map((s: { title: string }) => s.title)).toEqual([
      'Harbour Dental FAQ',
      'Teeth whitening and new patients',
      INBOX_ANSWERS_SOURCE_TITLE,
    ]);
    const audit = await call('/api/audit-log', token);
    const kinds = new Set(audit.data.map((entry: { kind: string }) => entry.kind));
    expect(kinds).toEqual(
      new Set([
        'team.invite.created',
        'team.invite.accepted',
        'knowledge.source.created',
        // "Good answer" on Mia's cited replies (demo-seed-learned.ts).
        'knowledge.learned.created',
        // "Save as answer" on a teammate's reply (demo-seed-inbox-answers.ts).
        'knowledge.inbox_answer.created',
        // The owner made the workflows from templates (seedDemoWorkflows).
        'workflows.workflow.created',
        'workflows.version.published',
      ]),
    );
  });
});
