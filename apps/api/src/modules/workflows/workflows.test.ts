// Workflows over HTTP on a real server and database, both drivers: drafts vs published
// versions, history and roll back, enable/disable, bad input, roles, tenant isolation; the
// four templates run end to end through /chat; off-flow questions; a run never speaks once
// a member owns the conversation; a running conversation keeps its version; an HTTP step
// against a loopback server (signed, one idempotency key, retried, parked as failed, retried
// from the step); a reminder that fires once after an API restart; the dry-run test panel.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import {
  createBusiness,
  type JsonBody,
  openTestDatabase,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { contactTags } from '../../db/schema/contacts.ts';
import { contacts, conversations, messages, tasks } from '../../db/schema/core.ts';
import { leads } from '../../db/schema/sales.ts';
import { verifyWebhook } from '../../platform/webhooks/webhook-signature.ts';

describe.each(testDrivers)('workflows (%s)', (driver) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let api: TestServer;
  let businessId = 0;
  let otherBusinessId = 0;
  const people = {} as Record<'owner' | 'agent' | 'outsider', { id: number; token: string }>;
  let counter = 0;
  let hook: Server;
  let hookUrl = '';
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  let failuresLeft = 0;

  async function member(business: number, role: 'owner' | 'agent') {
    counter += 1;
    const email = `${role}-${counter}-${driver}-${Date.now()}@workflows.test`;
    const [user] = await database.db
      .insert(users)
      .values({ name: `${role} ${counter}`, email, passwordHash: 'x', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await database.db.insert(memberships).values({ userId: user.id, businessId: business, role });
    const { token } = await api.server.context.sessions.create(user.id, business, null);
    return { id: user.id, token };
  }

  const env = { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' };

  beforeAll(async () => {
    hook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          response.writeHead(503).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ order: { id: `A-${received.length}` } }));
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/orders`;
    ({ database, dispose } = await openTestDatabase(driver));
    api = await startTestServer(driver, { database, env });
    businessId = await createBusiness(database, { name: 'Harbour Dental', credits: 1000 });
    otherBusinessId = await createBusiness(database, { name: 'Other', credits: 1000 });
    people.owner = await member(businessId, 'owner');
    people.agent = await member(businessId, 'agent');
    people.outsider = await member(otherBusinessId, 'owner');
  });
  afterAll(async () => {
    await api?.close();
    await dispose?.();
    await new Promise((resolve) => hook?.close(resolve));
  });

  async function call(method: string, path: string, body?: unknown, token = people.owner.token) {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as JsonBody };
  }

  let visitor = 0;
  /** A new visitor; returns a function that sends their next message. */
  function newVisitor(business = businessId) {
    visitor += 1;
    const customer = `device-wf-${driver}-${visitor}-${Date.now()}`;
    return async (message: string) => {
      const { status, body } = await postJson(`${api.url}/chat`, {
        message,
        business_id: business,
        customer_id: customer,
      });
      expect(status).toBe(200);
      return body as { response: string; conversation_id: string; status: string };
    };
  }

  async function fromTemplate(template: string, token = people.owner.token) {
    const created = await call('POST', '/api/workflows', { template }, token);
    expect(created.status).toBe(201);
    const published = await call(
      'POST',
      `/api/workflows/${created.body.id}/publish`,
      undefined,
      token,
    );
    expect(published.status).toBe(200);
    return published.body;
  }

  async function disable(id: number) {
    expect((await call('PUT', `/api/workflows/${id}/enabled`, { enabled: false })).status).toBe(
      200,
    );
  }

  it('keeps drafts apart from published versions, with history, roll back and enable/disable', async () => {
    const created = await call('POST', '/api/workflows', {
      name: 'Greeter',
      trigger: { type: 'keywords', keywords: ['hello bot'] },
      definition: { steps: [{ id: 'hi', type: 'message', text: 'Version one' }] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', published_version: null, enabled: true });
    const id = created.body.id;
    const chat = newVisitor();
    // A draft is not live: the agent answers.
    expect((await chat('hello bot')).response).not.toBe('Version one');

    expect((await call('POST', `/api/workflows/${id}/publish`)).body).toMatchObject({
      status: 'published',
      published_version: 1,
    });
    expect((await newVisitor()('hello bot')).response).toBe('Version one');

    const edited = await call('PATCH', `/api/workflows/${id}`, {
      definition: { steps: [{ id: 'hi', type: 'message', text: 'Version two' }] },
    });
    expect(edited.body.status).toBe('changed');
    // Editing makes a draft: new runs still use version 1.
    expect((await newVisitor()('hello bot')).response).toBe('Version one');
    await call('POST', `/api/workflows/${id}/publish`);
    expect((await newVisitor()('hello bot')).response).toBe('Version two');

    const versions = await call('GET', `/api/workflows/${id}/versions`);
    expect(versions.body.data.map((v: JsonBody) => [v.version, v.live])).toEqual([
      [2, true],
      [1, false],
    ]);
    const rolled = await call('POST', `/api/workflows/${id}/rollback`, { version: 1 });
    expect(rolled.body).toMatchObject({ published_version: 3, status: 'published' });
    expect(rolled.body.definition.steps[0].text).toBe('Version one');
    expect((await newVisitor()('hello bot')).response).toBe('Version one');

    await disable(id);
    expect((await newVisitor()('hello bot')).response).not.toBe('Version one');

    const list = await call('GET', '/api/workflows');
    const row = list.body.data.find((w: JsonBody) => w.id === id);
    expect(row).toMatchObject({ enabled: false, runs: 4, errors: 0 });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = (await call('GET', '/api/workflows')).body.data.length;
    const bad = await call('POST', '/api/workflows', {
      name: 'Broken',
      trigger: { type: 'keywords', keywords: ['x'] },
      definition: { steps: [{ id: 'a', type: 'message', text: 'x', next: 'nowhere' }] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('which is not a step');
    expect((await call('POST', '/api/workflows', { template: 'nope' })).status).toBe(400);
    expect((await call('POST', '/api/workflows', { name: '' })).status).toBe(400);
    const created = await call('POST', '/api/workflows', { template: 'customer-feedback' });
    expect(
      (await call('POST', `/api/workflows/${created.body.id}/rollback`, { version: 9 })).status,
    ).toBe(400);
    expect((await call('GET', '/api/workflows/abc')).status).toBe(400);
    expect((await call('GET', '/api/workflows')).body.data.length).toBe(before + 1);
    await call('DELETE', `/api/workflows/${created.body.id}`);
  });

  it('lets agents read but not change workflows, and hides other businesses', async () => {
    const mine = await call('POST', '/api/workflows', { template: 'customer-feedback' });
    expect((await call('GET', '/api/workflows', undefined, people.agent.token)).status).toBe(200);
    expect(
      (await call('POST', '/api/workflows', { template: 'customer-feedback' }, people.agent.token))
        .status,
    ).toBe(403);
    expect(
      (await call('POST', `/api/workflows/${mine.body.id}/publish`, undefined, people.agent.token))
        .status,
    ).toBe(403);
    for (const [method, path] of [
      ['GET', `/api/workflows/${mine.body.id}`],
      ['PATCH', `/api/workflows/${mine.body.id}`],
      ['POST', `/api/workflows/${mine.body.id}/publish`],
      ['GET', `/api/workflows/${mine.body.id}/runs`],
      ['DELETE', `/api/workflows/${mine.body.id}`],
    ] as const) {
      const response = await call(
        method,
        path,
        method === 'PATCH' ? { name: 'x' } : undefined,
        people.outsider.token,
      );
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(
      (await call('GET', '/api/workflows', undefined, people.outsider.token)).body.data,
    ).toEqual([]);
    await call('DELETE', `/api/workflows/${mine.body.id}`);
  });

  it('Lead Qualification through /chat: validated answers, a contact, a lead and a task', async () => {
    const workflow = await fromTemplate('lead-qualification');
    const chat = newVisitor();
    const first = await chat('Hi, what is your pricing?');
    expect(first.response).toBe(
      'Happy to help. A few quick questions first.\n\nWhat is your name?',
    );
    expect((await chat('Amina Otieno')).response).toBe('What email can we reach you at?');
    expect((await chat('amina at example')).response).toBe(
      'That does not look like an email address (like name@example.com). What email can we reach you at?',
    );
    // An off-flow question is answered from the knowledge base, then asked again.
    expect((await chat('How much does Lisa cost?')).response).toBe(
      'Pricing is based on credits; contact sales for a quote.\n\nWhat email can we reach you at?',
    );
    expect((await chat('Amina@Example.com')).response).toBe('How many people are on your team?');
    const last = await chat('120');
    expect(last.response).toBe(
      'Thanks Amina Otieno! Someone from our team will email you at amina@example.com soon.',
    );

    const conversationId = Number(first.conversation_id);
    const [conversation] = await database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    const [contact] = await database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, conversation?.contactId ?? 0));
    expect(contact).toMatchObject({ name: 'Amina Otieno', email: 'amina@example.com' });
    const lead = await database.db
      .select()
      .from(leads)
      .where(and(eq(leads.businessId, businessId), eq(leads.email, 'amina@example.com')));
    expect(lead.length).toBeGreaterThanOrEqual(1);
    const task = await database.db
      .select()
      .from(tasks)
      .where(eq(tasks.conversationId, conversationId));
    expect(task.map((t) => t.title)).toEqual(['Call Amina Otieno (120 people)']);

    const runs = await call('GET', `/api/workflows/${workflow.id}/runs`);
    expect(runs.body.data[0]).toMatchObject({
      status: 'completed',
      version: 1,
      conversation_id: conversationId,
    });
    const detail = await call('GET', `/api/workflows/runs/${runs.body.data[0].id}`);
    const steps = detail.body.steps.map((s: JsonBody) => s.step_id);
    expect(steps).toEqual([
      'intro',
      'ask_name',
      'ask_name',
      'ask_email',
      'ask_email',
      'ask_email',
      'ask_email',
      'ask_size',
      'ask_size',
      'lead',
      'check_size',
      'big_team',
      'thanks',
    ]);
    expect(detail.body.steps[4]).toMatchObject({ error: expect.stringMatching(/email/) });
    expect(detail.body.steps.at(-1).variables).toMatchObject({
      name: 'Amina Otieno',
      team_size: 120,
    });
    await disable(workflow.id);
  });

  it('Customer Feedback through /chat: a low rating becomes a task and the contact is tagged', async () => {
    const workflow = await fromTemplate('customer-feedback');
    const chat = newVisitor();
    const first = await chat('I want to leave feedback');
    expect(first.response).toBe('How would you rate us, from 1 (poor) to 5 (great)?');
    expect((await chat('7')).response).toMatch(/^Please give a number of at most 5\./);
    expect((await chat('2')).response).toBe('Thanks! What is the main reason for your rating?');
    expect((await chat('The wait was long')).response).toBe('Thank you for your feedback!');
    const conversationId = Number(first.conversation_id);
    const task = await database.db
      .select()
      .from(tasks)
      .where(eq(tasks.conversationId, conversationId));
    expect(task.map((t) => [t.title, t.description])).toEqual([
      ['Follow up on a 2/5 rating', 'The wait was long'],
    ]);
    const [conversation] = await database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    const tags = await database.db
      .select()
      .from(contactTags)
      .where(eq(contactTags.contactId, conversation?.contactId ?? 0));
    expect(tags.map((t) => t.tag)).toEqual(['feedback-given']);
    await disable(workflow.id);
  });

  it('Support Triage through /chat: a task, then a hand-off to a person', async () => {
    const workflow = await fromTemplate('support-triage');
    const chat = newVisitor();
    const first = await chat('I have a problem with my invoice');
    expect(first.response).toMatch(/What is it about\?/);
    expect((await chat('shipping')).response).toMatch(
      /^Please choose one of: Billing, Technical, Account\./,
    );
    expect((await chat('billing')).response).toBe(
      'Please describe what happened in a sentence or two.',
    );
    const last = await chat('I was charged twice');
    expect(last.response).toBe(
      'Thanks. I have logged this Billing issue and a teammate will take it from here.',
    );
    expect(last.status).toBe('waiting');
    const conversationId = Number(first.conversation_id);
    const task = await database.db
      .select()
      .from(tasks)
      .where(eq(tasks.conversationId, conversationId));
    expect(task.map((t) => t.title)).toEqual(['Billing issue from the chat']);
    await disable(workflow.id);
  });

  it('Customer Onboarding through /chat: contact fields, a tag, a reminder scheduled; stop cancels', async () => {
    const workflow = await fromTemplate('customer-onboarding');
    const chat = newVisitor();
    const first = await chat('How do I get started?');
    expect(first.response).toBe('Welcome! Let us get you set up.\n\nWhat is your name?');
    await chat('Baraka');
    await chat('Savannah Foods');
    const last = await chat('2');
    expect(last.response).toBe('You are all set, Baraka. We will check in with you tomorrow.');
    const [conversation] = await database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, Number(first.conversation_id)));
    const [contact] = await database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, conversation?.contactId ?? 0));
    expect(contact).toMatchObject({ name: 'Baraka', company: 'Savannah Foods' });

    const other = newVisitor();
    await other('onboarding please');
    expect((await other('stop')).response).toBe(
      'Okay, I have stopped. Ask me anything else whenever you like.',
    );
    // After stopping, the agent answers as usual.
    expect((await other('How much does Lisa cost?')).response).toMatch(
      /^Pricing is based on credits/,
    );
    const runs = await call('GET', `/api/workflows/${workflow.id}/runs`);
    expect(runs.body.data.map((r: JsonBody) => r.status)).toEqual(['cancelled', 'completed']);
    await disable(workflow.id);
  });

  it('never speaks once a member owns the conversation; a running conversation keeps its version', async () => {
    const created = await call('POST', '/api/workflows', {
      name: 'Two questions',
      trigger: { type: 'keywords', keywords: ['book'] },
      definition: {
        steps: [
          {
            id: 'q1',
            type: 'ask',
            question: 'Which day?',
            answer: { kind: 'date' },
            save: { to: 'variable', name: 'day' },
          },
          {
            id: 'q2',
            type: 'ask',
            question: 'Your phone?',
            answer: { kind: 'phone' },
            save: { to: 'contact', name: 'phone' },
          },
          { id: 'end', type: 'end', message: 'Booked {{day}}, we will call {{phone}}.' },
        ],
      },
    });
    const id = created.body.id;
    await call('POST', `/api/workflows/${id}/publish`);
    const chat = newVisitor();
    const first = await chat('I want to book');
    expect(first.response).toBe('Which day?');
    // Version 2 asks differently; this conversation keeps version 1.
    await call('PATCH', `/api/workflows/${id}`, {
      definition: { steps: [{ id: 'q1', type: 'message', text: 'Changed' }] },
    });
    await call('POST', `/api/workflows/${id}/publish`);
    expect((await chat('2026-12-01')).response).toBe('Your phone?');

    await api.server.services.chat.postAgentMessage(
      Number(first.conversation_id),
      String(people.owner.id),
      'Hi, I can help',
    );
    const silent = await chat('+254712345678');
    expect(silent.status).toBe('open');
    const botAfter = await database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.conversationId, Number(first.conversation_id)), eq(messages.sender, 'bot')),
      );
    expect(botAfter.map((m) => m.text)).toEqual(['Which day?', 'Your phone?']);
    await disable(id);
  });

  it('signs HTTP calls with one idempotency key, retries them, parks the run as failed, and retries from the step', async () => {
    const created = await call('POST', '/api/workflows', {
      name: 'Order',
      trigger: { type: 'keywords', keywords: ['order'] },
      definition: {
        steps: [
          {
            id: 'call',
            type: 'http',
            method: 'POST',
            url: hookUrl,
            body: '{"text":"{{first_message}}"}',
            map: [{ path: 'order.id', variable: 'order_id' }],
          },
          { id: 'end', type: 'end', message: 'Order {{order_id}} is in.' },
        ],
      },
    });
    const id = created.body.id;
    await call('POST', `/api/workflows/${id}/publish`);
    received.length = 0;
    failuresLeft = 3;
    const failed = await newVisitor()('I want to order');
    expect(failed.response).toBe(
      'Sorry, something went wrong on our side. A teammate will look into it.',
    );
    expect(received).toHaveLength(3);
    const keys = new Set(received.map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    const runs = await call('GET', `/api/workflows/${id}/runs`);
    const run = runs.body.data[0];
    expect(run).toMatchObject({
      status: 'failed',
      step_id: 'call',
      error: expect.stringMatching(/3 attempts: HTTP 503/),
    });
    expect(
      (await call('GET', '/api/workflows')).body.data.find((w: JsonBody) => w.id === id).errors,
    ).toBe(1);

    const secret = (await call('POST', `/api/workflows/${id}/signing-secret`)).body.secret;
    const retried = await call('POST', `/api/workflows/runs/${run.id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'completed', variables: { order_id: 'A-4' } });
    const last = received.at(-1);
    expect(last?.headers['idempotency-key']).toBe([...keys][0]);
    expect(last?.body).toBe('{"text":"I want to order"}');
    expect(verifyWebhook(secret, String(last?.headers['x-lisa-signature']), last?.body ?? '')).toBe(
      true,
    );
    const bot = await database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, run.conversation_id), eq(messages.sender, 'bot')));
    expect(bot.map((m) => m.text).at(-1)).toBe('Order A-4 is in.');
    expect((await call('POST', `/api/workflows/runs/${run.id}/retry`, {})).status).toBe(400);
    await disable(id);
  });

  it('answers a retried message whose reply was lost again, without moving the run', async () => {
    const created = await call('POST', '/api/workflows', {
      name: 'Retry',
      trigger: { type: 'keywords', keywords: ['retry me'] },
      definition: {
        steps: [
          {
            id: 'a',
            type: 'ask',
            question: 'First?',
            answer: { kind: 'text' },
            save: { to: 'variable', name: 'a' },
          },
          {
            id: 'b',
            type: 'ask',
            question: 'Second?',
            answer: { kind: 'text' },
            save: { to: 'variable', name: 'b' },
          },
          { id: 'end', type: 'end', message: 'Got {{a}} and {{b}}' },
        ],
      },
    });
    await call('POST', `/api/workflows/${created.body.id}/publish`);
    const customer = `device-wf-retry-${driver}-${Date.now()}`;
    const send = async (message: string, id: string) =>
      (
        await postJson(`${api.url}/chat`, {
          message,
          business_id: businessId,
          customer_id: customer,
          client_message_id: id,
        })
      ).body;
    expect((await send('retry me', 'm1')).response).toBe('First?');
    const second = await send('one', 'm2');
    expect(second.response).toBe('Second?');
    // The reply is lost (as if its store failed): the retry gets the same answer.
    const [visitorMessage] = await database.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, Number(second.conversation_id)),
          eq(messages.clientMessageId, 'm2'),
        ),
      );
    await database.db.delete(messages).where(eq(messages.inReplyTo, visitorMessage?.id ?? 0));
    expect((await send('one', 'm2')).response).toBe('Second?');
    expect((await send('two', 'm3')).response).toBe('Got one and two');
    await disable(created.body.id);
  });

  /** A template with its HTTP step pointed at a loopback fake (the business sets its URL). */
  it('an HTTP order step through /chat: a lost response is retried with its key and creates one order', async () => {
    const orders = new Map<string, string>();
    let lose = 1;
    const shop = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const key = String(request.headers['idempotency-key']);
        if (!orders.has(key)) orders.set(key, `SO${orders.size + 1}`);
        if (lose > 0) {
          // The order is made but the answer never arrives.
          lose -= 1;
          request.socket.destroy();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: orders.get(key) }));
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/sale-orders`;
    const created = await call('POST', '/api/workflows', {
      name: 'Shop order',
      trigger: { type: 'keywords', keywords: ['order'] },
      definition: {
        steps: [
          {
            id: 'ask_item',
            type: 'ask',
            question: 'What would you like to order?',
            answer: { kind: 'text' },
            save: { to: 'variable', name: 'item' },
          },
          {
            id: 'confirm',
            type: 'ask',
            question: '{{item}}. Shall I place the order? (yes or no)',
            answer: { kind: 'choice', choices: ['Yes', 'No'] },
            save: { to: 'variable', name: 'confirmed' },
          },
          {
            id: 'check',
            type: 'branch',
            rules: [
              { when: [{ variable: 'confirmed', op: 'equals', value: 'No' }], goto: 'cancelled' },
            ],
            otherwise: 'order',
          },
          {
            id: 'order',
            type: 'http',
            method: 'POST',
            url,
            headers: {},
            body: '{"item":"{{item}}"}',
            map: [{ path: 'id', variable: 'order_id' }],
          },
          { id: 'placed', type: 'end', message: 'Your order {{order_id}} is placed. Thank you!' },
          { id: 'cancelled', type: 'end', message: 'No problem, nothing was ordered.' },
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await call('POST', `/api/workflows/${id}/publish`)).status).toBe(200);
    const chat = newVisitor();
    expect((await chat('I want to place an order')).response).toBe('What would you like to order?');
    expect((await chat('Sourdough loaf')).response).toBe(
      'Sourdough loaf. Shall I place the order? (yes or no)',
    );
    expect((await chat('yes')).response).toBe('Your order SO1 is placed. Thank you!');
    expect([...orders.values()]).toEqual(['SO1']);

    const other = newVisitor();
    await other('order please');
    await other('Rye');
    expect((await other('no')).response).toBe('No problem, nothing was ordered.');
    expect(orders.size).toBe(1);
    await disable(id);
    await new Promise((resolve) => shop.close(resolve));
  });

  it('runs the draft in the test panel without touching anything outside', async () => {
    const created = await call('POST', '/api/workflows', { template: 'lead-qualification' });
    const id = created.body.id;
    const leadsBefore = (
      await database.db.select().from(leads).where(eq(leads.businessId, businessId))
    ).length;
    let turn = await call('POST', `/api/workflows/${id}/test`, { message: '' });
    expect(turn.status).toBe(200);
    expect(turn.body.replies).toEqual([
      'Happy to help. A few quick questions first.',
      'What is your name?',
    ]);
    const runId = turn.body.run.id;
    for (const message of ['Zawadi', 'zawadi@example.com', '3']) {
      turn = await call('POST', `/api/workflows/${id}/test`, { run_id: runId, message });
    }
    expect(turn.body.run).toMatchObject({ dry_run: true, status: 'completed' });
    expect(turn.body.run.steps.map((s: JsonBody) => s.step_id)).toContain('lead');
    expect(
      (await database.db.select().from(leads).where(eq(leads.businessId, businessId))).length,
    ).toBe(leadsBefore);
    // Dry runs are not counted as runs.
    expect((await call('GET', `/api/workflows/${id}`)).body.runs).toBe(0);
    await call('DELETE', `/api/workflows/${id}`);
  });

  it('sends a reminder that falls due while the API is stopped once it starts again', async () => {
    const created = await call('POST', '/api/workflows', {
      name: 'Reminder',
      trigger: { type: 'keywords', keywords: ['remind me'] },
      definition: {
        steps: [
          { id: 'r', type: 'reminder', text: 'Your reminder', delay_seconds: 1 },
          { id: 'end', type: 'end', message: 'I will remind you.' },
        ],
      },
    });
    await call('POST', `/api/workflows/${created.body.id}/publish`);
    const reply = await newVisitor()('please remind me');
    expect(reply.response).toBe('I will remind you.');
    await api.close();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    api = await startTestServer(driver, { database, env });
    const reminders = async () =>
      (
        await database.db
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, Number(reply.conversation_id)),
              eq(messages.text, 'Your reminder'),
            ),
          )
      ).length;
    await expect.poll(reminders, { timeout: 20_000 }).toBe(1);
    await api.server.context.jobs.idle();
    expect(await reminders()).toBe(1);
  });
});
