// The knowledge area over HTTP against the real server and a fresh database: sources added
// through the dashboard routes are what POST /chat answers from, with citations; a request
// for a person hands over; the bot stays silent while a person owns the conversation; and
// business A never retrieves business B's knowledge.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildLisaKnowledge } from '@lisa/agent/lisa-knowledge';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import {
  createBusiness,
  openTestDatabase,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { conversations, messages } from '../../db/schema/core.ts';
import { knowledgeChunks, knowledgeSources } from '../../db/schema/knowledge.ts';
import { LISA_BUSINESS_ID } from '../../db/seed.ts';
import { createSessions } from '../../platform/security/sessions.ts';
import { createKnowledgeStore } from './knowledge-store.ts';

describe.each(testDrivers)('knowledge (%s)', (driver) => {
  let server: TestServer;
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let pages: Server;
  let pagesUrl: string;
  let counter = 0;

  beforeAll(async () => {
    const opened = await openTestDatabase(driver);
    database = opened.database;
    dispose = opened.dispose;
    server = await startTestServer(driver, { engine: 'knowledge', database });
    // A web page with navigation, a footer and scripts around the content, on loopback.
    pages = createServer((request, response) => {
      if (request.url === '/opening-hours') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html><head><title>Opening hours</title><script>var tracking = "zebra";</script></head>
          <body><nav><a href="/">Home</a> <a href="/menu">Our marmalade menu</a></nav>
          <main><h1>Opening hours</h1><p>The bakery is open from 7 am to 6 pm, Monday to Saturday. On Sundays we bake to order only.</p></main>
          <footer>Copyright Crumb and Co. Follow us for marmalade news.</footer></body></html>`);
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server?.close();
    await dispose?.();
    await new Promise((resolve) => pages?.close(resolve));
  });

  /** A business of its own with a signed-in owner. */
  async function signedInBusiness(name: string) {
    const businessId = await createBusiness(database, { name, agentName: 'Ada', credits: 100 });
    counter += 1;
    const [user] = await database.db
      .insert(users)
      .values({
        name: 'Owner',
        email: `owner${counter}-${Date.now()}@example.test`,
        passwordHash: 'unused',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await database.db.insert(memberships).values({ userId: user.id, businessId, role: 'owner' });
    const { token } = await createSessions({ db: database.db, clock: () => new Date() }).create(
      user.id,
      businessId,
      null,
    );
    return { businessId, token, userId: user.id };
  }

  async function call(method: string, path: string, token: string, body?: unknown) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it expects
    return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
  }

  const chat = (businessId: number, message: string, customer = `device-${++counter}`) =>
    postJson(`${server.url}/chat`, { message, business_id: businessId, customer_id: customer });

  it('answers POST /chat from an added source, citing it', async () => {
    const a = await signedInBusiness('Crumb and Co');
    const added = await call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Delivery policy',
      text: '# Delivery\n\nWe deliver cakes within Nairobi on Tuesdays and Fridays. Delivery costs KES 300 per order.\n\n# Custom cakes\n\nCustom wedding cakes need two weeks notice.',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      kind: 'text',
      title: 'Delivery policy',
      chunk_count: 2,
      system: false,
    });

    const reply = await chat(a.businessId, 'How much does cake delivery cost?');
    expect(reply.status).toBe(200);
    expect(reply.body.response).toContain('Delivery costs KES 300 per order.');
    expect(reply.body.response).toMatch(/\[1\]/);
    expect(reply.body.citations).toEqual([
      { index: 1, title: 'Delivery policy', section: 'Delivery' },
    ]);
    expect(reply.body.handoff).toBe(false);
  });

  it('hands the conversation over on an explicit request, recording the reason', async () => {
    const a = await signedInBusiness('Handoff Bakery');
    const reply = await chat(a.businessId, 'I want to talk to a human please');
    expect(reply.status).toBe(200);
    expect(reply.body.handoff).toBe(true);
    expect(reply.body.status).toBe('open');
    expect(reply.body.response).toContain('A teammate will reply here as soon as possible.');
    const [row] = await database.db
      .select({ status: conversations.status, reason: conversations.handoffReason })
      .from(conversations)
      .where(eq(conversations.id, Number(reply.body.conversation_id)));
    expect(row).toEqual({
      status: 'open',
      reason: 'Visitor asked for a person: "I want to talk to a human please"',
    });
  });

  it('stays silent while a person owns the conversation, and answers again once handed back', async () => {
    const a = await signedInBusiness('Quiet Bakery');
    await call('POST', '/api/knowledge/sources', a.token, {
      type: 'faq',
      title: 'Bakery FAQ',
      entries: [
        {
          question: 'Do you bake gluten-free bread?',
          answer: 'Yes, every Thursday we bake gluten-free loaves.',
        },
      ],
    });
    const customer = `device-quiet-${Date.now()}`;
    const first = await chat(a.businessId, 'Do you bake gluten-free bread?', customer);
    expect(first.body.response).toContain('every Thursday we bake gluten-free loaves');
    const conversationId = Number(first.body.conversation_id);
    await server.server.services.chat.postAgentMessage(
      conversationId,
      String(a.userId),
      'Hi, Sam here from the bakery.',
    );

    const during = await chat(a.businessId, 'Do you bake gluten-free bread?', customer);
    expect(during.body.status).toBe('open');
    expect(during.body.response).not.toContain('gluten-free loaves');
    const botReplies = await database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'bot')));
    expect(botReplies).toHaveLength(1);

    await server.server.services.chat.handBackToBot(conversationId);
    const after = await chat(a.businessId, 'Do you bake gluten-free bread?', customer);
    expect(after.body.response).toContain('every Thursday we bake gluten-free loaves');
  });

  it("never lets business A retrieve business B's knowledge", async () => {
    const a = await signedInBusiness('Alpha Dental');
    const b = await signedInBusiness('Beta Motors');
    const secret = await call('POST', '/api/knowledge/sources', b.token, {
      type: 'text',
      title: 'Workshop',
      text: 'Our workshop replaces brake pads for KES 4,500 including labour.',
    });
    expect(secret.status).toBe(201);

    const fromA = await chat(a.businessId, 'How much do brake pads cost to replace?');
    expect(fromA.body.response).not.toContain('4,500');
    expect(fromA.body.citations ?? []).toEqual([]);
    const fromB = await chat(b.businessId, 'How much do brake pads cost to replace?');
    expect(fromB.body.response).toContain('KES 4,500');

    const search = await call('GET', '/api/knowledge/search?q=brake%20pads', a.token);
    expect(search.status).toBe(200);
    expect(search.body.results).toEqual([]);
    expect((await call('GET', `/api/knowledge/sources/${secret.body.id}`, a.token)).status).toBe(
      404,
    );
    expect((await call('DELETE', `/api/knowledge/sources/${secret.body.id}`, a.token)).status).toBe(
      404,
    );
    expect(
      (await call('GET', '/api/knowledge/sources', a.token)).body.data.map(
        (s: { id: number }) => s.id,
      ),
    ).not.toContain(secret.body.id);
  });

  it('replacing a source leaves nothing stale searchable; deleting removes it', async () => {
    const a = await signedInBusiness('Changing Cafe');
    const created = await call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Hours',
      text: 'The cafe opens at 8 am on weekdays.',
    });
    const id = created.body.id;
    const replaced = await call('PUT', `/api/knowledge/sources/${id}`, a.token, {
      type: 'text',
      title: 'Hours',
      text: 'The cafe opens at 9 am on weekdays.',
    });
    expect(replaced.status).toBe(200);
    const reply = await chat(a.businessId, 'What time does the cafe open on weekdays?');
    expect(reply.body.response).toContain('9 am');
    expect(reply.body.response).not.toContain('8 am');
    const chunks = await database.db
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.sourceId, id));
    expect(chunks.map((c) => c.text)).toEqual(['The cafe opens at 9 am on weekdays.']);

    expect((await call('DELETE', `/api/knowledge/sources/${id}`, a.token)).status).toBe(204);
    const afterDelete = await chat(a.businessId, 'What time does the cafe open on weekdays?');
    expect(afterDelete.body.response).not.toContain('9 am');
    expect((await call('GET', '/api/knowledge/sources', a.token)).body.data).toEqual([]);
  });

  it('ingests an uploaded file and a web page without its navigation, footer or scripts', async () => {
    const a = await signedInBusiness('Upload Bakery');
    const markdown = '# Allergens\n\nAll our croissants contain butter, wheat and eggs.';
    const file = await call('POST', '/api/knowledge/sources', a.token, {
      type: 'file',
      file_name: 'allergens.md',
      content_type: 'text/markdown',
      data_base64: Buffer.from(markdown).toString('base64'),
    });
    expect(file.status).toBe(201);
    expect(file.body).toMatchObject({
      kind: 'markdown',
      title: 'Allergens',
      file_name: 'allergens.md',
    });

    const page = await call('POST', '/api/knowledge/sources', a.token, {
      type: 'url',
      url: `${pagesUrl}/opening-hours`,
    });
    expect(page.status).toBe(201);
    expect(page.body).toMatchObject({
      kind: 'url',
      title: 'Opening hours',
      url: `${pagesUrl}/opening-hours`,
    });
    const detail = await call('GET', `/api/knowledge/sources/${page.body.id}`, a.token);
    const text = detail.body.chunks.map((c: { text: string }) => c.text).join('\n');
    expect(text).toContain('open from 7 am to 6 pm');
    expect(text).not.toMatch(/marmalade|zebra|Copyright/);

    const reply = await chat(a.businessId, 'when is the bakery open on saturday');
    expect(reply.body.response).toContain('7 am to 6 pm');
    expect(reply.body.citations[0]).toMatchObject({
      title: 'Opening hours',
      url: `${pagesUrl}/opening-hours`,
    });
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const a = await signedInBusiness('Careful Bakery');
    const unsupported = await call('POST', '/api/knowledge/sources', a.token, {
      type: 'file',
      file_name: 'virus.exe',
      data_base64: Buffer.from('MZ...').toString('base64'),
    });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.message).toContain('Unsupported file');
    const badFaq = await call('POST', '/api/knowledge/sources', a.token, {
      type: 'file',
      file_name: 'faq.csv',
      data_base64: Buffer.from('name,email\nAda,ada@example.test\n').toString('base64'),
    });
    expect(badFaq.status).toBe(400);
    expect(badFaq.body.message).toContain('"question" and "answer"');
    const missing = await call('POST', '/api/knowledge/sources', a.token, {
      type: 'url',
      url: `${pagesUrl}/nowhere`,
    });
    expect(missing.status).toBe(400);
    expect(
      (
        await call('POST', '/api/knowledge/sources', a.token, {
          type: 'text',
          title: '',
          text: 'x',
        })
      ).status,
    ).toBe(400);
    expect((await call('GET', '/api/knowledge/sources', a.token)).body.data).toEqual([]);
    expect((await fetch(`${server.url}/api/knowledge/sources`)).status).toBe(401);
  });

  it("answers questions about Lisa from business 1's seeded knowledge base, read-only", async () => {
    const reply = await chat(LISA_BUSINESS_ID, 'Is there a free trial?');
    expect(reply.body.response).toMatch(/14[- ]day/);
    expect(reply.body.citations.length).toBeGreaterThan(0);
    const rows = await database.db
      .select()
      .from(knowledgeSources)
      .where(eq(knowledgeSources.businessId, LISA_BUSINESS_ID));
    const knowledge = buildLisaKnowledge();
    expect(rows).toHaveLength(knowledge.sources.length);
    const store = server.server.context.knowledge;
    // Unchanged content: nothing is re-indexed.
    expect(await store.seedSystemSources(LISA_BUSINESS_ID, knowledge)).toBe(false);
    // One changed source: only it is rewritten; a removed one disappears.
    const [first, second, ...rest] = knowledge.sources;
    if (!first || !second) throw new Error('Lisa knowledge is empty');
    const edited = {
      ...first,
      contentHash: 'changed',
      chunks: first.chunks.map((c) => ({ ...c, text: `${c.text} Updated.` })),
    };
    const changed = { sources: [edited, ...rest], contentHash: 'next' };
    expect(await store.seedSystemSources(LISA_BUSINESS_ID, changed)).toBe(true);
    const after = await database.db
      .select()
      .from(knowledgeSources)
      .where(eq(knowledgeSources.businessId, LISA_BUSINESS_ID));
    expect(after).toHaveLength(knowledge.sources.length - 1);
    expect(after.find((r) => r.systemKey === first.key)?.revision).toBe(2);
    expect(after.find((r) => r.systemKey === rest[0]?.key)?.revision).toBe(1);
    expect(after.some((r) => r.systemKey === second.key)).toBe(false);
    // Restore the real knowledge base for the other tests.
    expect(await store.seedSystemSources(LISA_BUSINESS_ID, knowledge)).toBe(true);

    const token = (await signedInBusinessOf(LISA_BUSINESS_ID)).token;
    const sourceId = after[0]?.id;
    expect((await call('DELETE', `/api/knowledge/sources/${sourceId}`, token)).status).toBe(409);
  });

  it('a second API instance on the same database sees a change at its next search', async () => {
    const a = await signedInBusiness('Two Instances');
    const other = createKnowledgeStore({ db: database.db, clock: () => new Date() });
    expect(await other.retriever.search(a.businessId, 'loyalty stamps', 3)).toEqual([]);
    await call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Loyalty',
      text: 'Collect ten loyalty stamps and your next coffee is free.',
    });
    const found = await other.retriever.search(a.businessId, 'loyalty stamps', 3);
    expect(found[0]?.text).toContain('ten loyalty stamps');
  });

  async function signedInBusinessOf(businessId: number) {
    counter += 1;
    const [user] = await database.db
      .insert(users)
      .values({
        name: 'Staff',
        email: `staff${counter}-${Date.now()}@example.test`,
        passwordHash: 'unused',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await database.db.insert(memberships).values({ userId: user.id, businessId, role: 'owner' });
    return createSessions({ db: database.db, clock: () => new Date() }).create(
      user.id,
      businessId,
      null,
    );
  }
});
