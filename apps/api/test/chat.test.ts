import { randomUUID } from 'node:crypto';
import type { AgentEngine, AgentReply } from '@lisa/agent/types';
import { MAX_ATTACHMENT_BYTES } from '@lisa/contracts/chat';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  contacts,
  conversations,
  creditLedger,
  messages,
} from '../src/db/schema/core.ts';
import { TEAMMATE_WILL_REPLY_TEXT } from '../src/modules/chat/chat-texts.ts';
import { testDrivers } from './postgres.ts';
import { createFaqEngine } from './support/faq-engine.ts';
import {
  createBusiness,
  creditBalance,
  postJson,
  startTestServer,
  type TestServer,
  testFaq,
} from './support/test-server.ts';

/** The FAQ engine, except that it can be held mid-answer to race a teammate against it. */
function gatedEngine() {
  const inner = createFaqEngine(() => testFaq);
  let gate: Promise<void> | null = null;
  let release: () => void = () => {};
  let entered: () => void = () => {};
  let enteredPromise: Promise<void> = Promise.resolve();
  const requests: Parameters<AgentEngine['reply']>[0][] = [];
  const engine: AgentEngine = {
    async reply(request): Promise<AgentReply> {
      requests.push(request);
      entered();
      if (gate) await gate;
      return inner.reply(request);
    },
  };
  return {
    engine,
    /** Every request the engine was asked, oldest first. */
    requests,
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
      enteredPromise = new Promise((resolve) => {
        entered = resolve;
      });
    },
    waitUntilThinking: () => enteredPromise,
    release() {
      gate = null;
      release();
    },
  };
}

describe.each(testDrivers)('POST /chat on %s', (driver) => {
  let api: TestServer;
  const gated = gatedEngine();
  const chat = (body: unknown) => postJson(`${api.url}/chat`, body);
  const device = () => `device-${randomUUID()}`;

  beforeAll(async () => {
    api = await startTestServer(driver, { engine: gated.engine });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers from the knowledge of business 1 and returns conversation id, visitor token and citations', async () => {
    const res = await chat({
      message: 'How much does Lisa cost?',
      business_id: 1,
      customer_id: device(),
    });
    expect(res.status).toBe(200);
    expect(res.body.response).toContain('Pricing is based on credits');
    expect(res.body.conversation_id).toMatch(/^\d+$/);
    expect(res.body.visitor_token).toMatch(/^v1\./);
    expect(res.body.citations).toEqual([{ index: 1, title: 'How much does Lisa cost?' }]);
    expect(res.body.status).toBe('bot');
  });

  it('defaults business_id to 1 and accepts it as a string', async () => {
    const a = await chat({ message: 'Which channels?', customer_id: device() });
    const b = await chat({ message: 'Which channels?', business_id: '1', customer_id: device() });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.response).toContain('WhatsApp');
  });

  it('creates the contact and one conversation per visitor, storing both sides of the exchange', async () => {
    const customer = device();
    const first = await chat({
      message: 'Which channels does Lisa support?',
      business_id: 1,
      customer_id: customer,
    });
    const second = await chat({
      message: 'How much does it cost?',
      business_id: 1,
      customer_id: customer,
    });
    expect(second.body.conversation_id).toBe(first.body.conversation_id);
    const [contact] = await api.database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.businessId, 1), eq(contacts.customerId, customer)));
    expect(contact).toBeDefined();
    const rows = await api.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, Number(first.body.conversation_id)))
      .orderBy(messages.id);
    expect(rows.map((r) => r.sender)).toEqual(['visitor', 'bot', 'visitor', 'bot']);
    expect(rows[0]?.text).toBe('Which channels does Lisa support?');
    expect(rows[1]?.citations).toEqual([{ index: 1, title: 'Which channels does Lisa support?' }]);
  });

  it('keeps tenants apart: the same device id is a different contact at another business', async () => {
    const business = await createBusiness(api.database, { credits: 5 });
    const customer = device();
    const a = await chat({ message: 'hello', business_id: 1, customer_id: customer });
    const b = await chat({ message: 'hello', business_id: business, customer_id: customer });
    expect(a.body.conversation_id).not.toBe(b.body.conversation_id);
  });

  it('debits one credit per bot reply, in the ledger too', async () => {
    const business = await createBusiness(api.database, { credits: 3 });
    const customer = device();
    await chat({
      message: 'How much does Lisa cost?',
      business_id: business,
      customer_id: customer,
    });
    await chat({ message: 'Which channels?', business_id: business, customer_id: customer });
    expect(await creditBalance(api.database, business)).toBe(1);
    const ledger = await api.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.businessId, business))
      .orderBy(creditLedger.id);
    expect(ledger.map((l) => [l.delta, l.balanceAfter, l.reason])).toEqual([
      [-1, 2, 'bot_reply'],
      [-1, 1, 'bot_reply'],
    ]);
  });

  it('business 1 answers without a credit limit of its own', async () => {
    const before = await creditBalance(api.database, 1);
    const res = await chat({
      message: 'How much does Lisa cost?',
      business_id: 1,
      customer_id: device(),
    });
    expect(res.body.response).toContain('credits');
    expect(await creditBalance(api.database, 1)).toBe(before);
  });

  it('with no credits left the bot stays silent, says a teammate will reply and the conversation waits for a person', async () => {
    const business = await createBusiness(api.database, { credits: 1 });
    const customer = device();
    const paid = await chat({
      message: 'How much does Lisa cost?',
      business_id: business,
      customer_id: customer,
    });
    expect(paid.body.response).toContain('credits');
    const unpaid = await chat({
      message: 'Which channels?',
      business_id: business,
      customer_id: customer,
    });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.response).toBe(TEAMMATE_WILL_REPLY_TEXT);
    expect(unpaid.body.status).toBe('waiting');
    expect(unpaid.body.handoff).toBe(true);
    expect(await creditBalance(api.database, business)).toBe(0);
    const [conversation] = await api.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, Number(unpaid.body.conversation_id)));
    expect(conversation?.status).toBe('waiting');
    expect(conversation?.handoffReason).toBe('no_credits');
    const bots = await api.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversation?.id ?? 0), eq(messages.sender, 'bot')));
    expect(bots).toHaveLength(1);
  });

  it('hands the conversation to a person when the engine decides so, with the reason', async () => {
    const res = await chat({
      message: 'Can I talk to a human please?',
      business_id: 1,
      customer_id: device(),
    });
    expect(res.status).toBe(200);
    expect(res.body.handoff).toBe(true);
    expect(res.body.status).toBe('waiting');
    const [conversation] = await api.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, Number(res.body.conversation_id)));
    expect(conversation?.status).toBe('waiting');
    expect(conversation?.waitingSince).not.toBeNull();
    expect(conversation?.handoffReason).toBe('visitor_asked_for_a_person');
  });

  it('while a teammate has taken over, the bot is silent and the visitor hears a teammate will reply', async () => {
    const business = await createBusiness(api.database, { credits: 10 });
    const customer = device();
    const first = await chat({
      message: 'How much does Lisa cost?',
      business_id: business,
      customer_id: customer,
    });
    await api.server.services.chat.postAgentMessage(
      Number(first.body.conversation_id),
      'user-7',
      'Hi, Sam here.',
    );
    const res = await chat({
      message: 'Great, thanks Sam',
      business_id: business,
      customer_id: customer,
    });
    expect(res.body.response).toBe(TEAMMATE_WILL_REPLY_TEXT);
    expect(res.body.status).toBe('open');
    expect(await creditBalance(api.database, business)).toBe(9);
    const rows = await api.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, Number(first.body.conversation_id)))
      .orderBy(messages.id);
    expect(rows.map((r) => r.sender)).toEqual(['visitor', 'bot', 'agent', 'visitor']);
    const [conversation] = await api.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, Number(first.body.conversation_id)));
    expect(conversation?.assigneeId).toBe('user-7');
  });

  it('drops the bot reply (and charges nothing) when a teammate takes over while the engine is thinking', async () => {
    const business = await createBusiness(api.database, { credits: 10 });
    const customer = device();
    const first = await chat({ message: 'hello', business_id: business, customer_id: customer });
    gated.hold();
    const pending = chat({
      message: 'How much does Lisa cost?',
      business_id: business,
      customer_id: customer,
    });
    await gated.waitUntilThinking();
    await api.server.services.chat.postAgentMessage(
      Number(first.body.conversation_id),
      'user-8',
      'I can help.',
    );
    gated.release();
    const res = await pending;
    expect(res.body.response).toBe(TEAMMATE_WILL_REPLY_TEXT);
    expect(await creditBalance(api.database, business)).toBe(9);
  });

  it('a retried message with the same client_message_id is stored once and answered the same', async () => {
    const business = await createBusiness(api.database, { credits: 10 });
    const body = {
      message: 'How much does Lisa cost?',
      business_id: business,
      customer_id: device(),
      client_message_id: randomUUID(),
    };
    const first = await chat(body);
    const retries = await Promise.all([chat(body), chat(body), chat(body)]);
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.body.response).toBe(first.body.response);
      expect(retry.body.conversation_id).toBe(first.body.conversation_id);
    }
    const rows = await api.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, Number(first.body.conversation_id)));
    expect(rows).toHaveLength(2);
    expect(await creditBalance(api.database, business)).toBe(9);
  });

  it('the engine sees the earlier turns, oldest first, never the message itself (a retry too)', async () => {
    const business = await createBusiness(api.database, { credits: 10 });
    const customer = device();
    const first = await chat({
      message: 'Hello there',
      business_id: business,
      customer_id: customer,
    });
    expect(first.status).toBe(200);
    const body = {
      message: 'Which channels?',
      business_id: business,
      customer_id: customer,
      client_message_id: randomUUID(),
    };
    const asked = gated.requests.length;
    // The original is held while thinking, so its retry finds the message but no answer
    // yet, and asks the engine as well.
    gated.hold();
    const original = chat(body);
    await gated.waitUntilThinking();
    const retry = chat(body);
    await expect.poll(() => gated.requests.length - asked).toBe(2);
    gated.release();
    const [a, b] = await Promise.all([original, retry]);
    expect(b.body.response).toBe(a.body.response);
    const histories = gated.requests.slice(asked).map((request) => request.history);
    expect(histories).toHaveLength(2);
    for (const history of histories) {
      expect(history).toEqual([
        { sender: 'visitor', text: 'Hello there' },
        { sender: 'bot', text: first.body.response },
      ]);
    }
  });

  it('concurrent first sends with one client_message_id store one message and one reply', async () => {
    const business = await createBusiness(api.database, { credits: 10 });
    const body = {
      message: 'Which channels?',
      business_id: business,
      customer_id: device(),
      client_message_id: 'abc',
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => chat(body)));
    expect(new Set(results.map((r) => r.body.conversation_id)).size).toBe(1);
    const rows = await api.database.db
      .select()
      .from(messages)
      .where(eq(messages.businessId, business));
    expect(rows.filter((r) => r.sender === 'visitor')).toHaveLength(1);
    expect(rows.filter((r) => r.sender === 'bot')).toHaveLength(1);
    expect(await creditBalance(api.database, business)).toBe(9);
  });

  it('stores attachments with the message', async () => {
    const data = Buffer.from('hello file').toString('base64');
    const res = await chat({
      message: 'See the attached notes',
      business_id: 1,
      customer_id: device(),
      attachments: [{ name: 'notes.txt', content_type: 'text/plain', data_base64: data }],
    });
    expect(res.status).toBe(200);
    const [visitor] = await api.database.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, Number(res.body.conversation_id)),
          eq(messages.sender, 'visitor'),
        ),
      );
    expect(visitor?.attachments).toEqual([
      { id: expect.any(Number), name: 'notes.txt', contentType: 'text/plain', size: 10 },
    ]);
    const [file] = await api.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.id, visitor?.attachments[0]?.id ?? 0));
    // The row keeps the key, size and type; the bytes are in the file store.
    expect(file).toMatchObject({
      data: null,
      storageKey: `attachments/${file?.businessId}/${file?.id}`,
    });
    const stored = await api.server.context.storage.get(file?.storageKey ?? '');
    expect(stored?.toString()).toBe('hello file');
  });

  describe('bad input changes nothing', () => {
    async function messageCount(): Promise<number> {
      return (await api.database.db.select().from(messages)).length;
    }

    it.each([
      ['an empty message', { message: '', customer_id: 'x' }, 'message', 'Message cannot be empty'],
      [
        'a whitespace-only message',
        { message: '   \n ', customer_id: 'x' },
        'message',
        'Message cannot be empty',
      ],
      [
        'a message over 4000 characters',
        { message: 'a'.repeat(4001), customer_id: 'x' },
        'message',
        'Message must be at most 4000 characters',
      ],
      ['a missing customer_id', { message: 'hi' }, 'customer_id', 'Customer id is required'],
      [
        'business_id 0',
        { message: 'hi', customer_id: 'x', business_id: 0 },
        'business_id',
        'Business id must be a positive whole number',
      ],
      [
        'an unknown source',
        { message: 'hi', customer_id: 'x', source: 'tv' },
        'source',
        'Source must be one of: widget, hero, api',
      ],
      [
        'an executable attachment',
        {
          message: 'hi',
          customer_id: 'x',
          attachments: [
            { name: 'a.exe', content_type: 'application/x-msdownload', data_base64: 'AAAA' },
          ],
        },
        'attachments.0.content_type',
        'Attachment type must be an image (PNG, JPEG, GIF, WebP), PDF, text, CSV or DOCX file',
      ],
    ])('answers 400 with field errors for %s', async (_label, body, field, message) => {
      const before = await messageCount();
      const res = await chat(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(res.body.fields[field]).toContain(message);
      expect(await messageCount()).toBe(before);
    });

    it('accepts exactly 4000 characters', async () => {
      const res = await chat({ message: 'a'.repeat(4000), customer_id: device() });
      expect(res.status).toBe(200);
    });

    it('answers 400 for an attachment over 2 MiB', async () => {
      const data = Buffer.alloc(MAX_ATTACHMENT_BYTES + 3).toString('base64');
      const res = await chat({
        message: 'big',
        customer_id: device(),
        attachments: [{ name: 'big.png', content_type: 'image/png', data_base64: data }],
      });
      expect(res.status).toBe(400);
      expect(res.body.fields['attachments.0.data_base64']).toContain(
        'Attachment must be at most 2 MiB',
      );
    });

    it('answers 413 for a body over the server limit', async () => {
      const before = await messageCount();
      const res = await postJson(
        `${api.url}/chat`,
        JSON.stringify({ message: 'x'.repeat(11 * 1024 * 1024), customer_id: 'y' }),
      );
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        error: 'payload_too_large',
        message: 'The request body is too large',
      });
      expect(await messageCount()).toBe(before);
    });

    it('answers 400 JSON for malformed JSON, never HTML', async () => {
      const res = await fetch(`${api.url}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"message": ',
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(((await res.json()) as { error: string }).error).toBe('validation_failed');
    });

    it('answers 404 JSON for an unknown business and stores nothing', async () => {
      const before = await messageCount();
      const res = await chat({ message: 'hi', business_id: 999_999, customer_id: device() });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'Business 999999 not found' });
      expect(await messageCount()).toBe(before);
    });
  });
});
