// The inbox over HTTP on a real server and database: the list (filters, counts, cursor,
// search, unread), the thread, replies that take over and reach the visitor live, private
// notes that never reach a visitor, state changes with compare-and-set, hand-back the bot
// answers after, the takeover race, tenant and role isolation, canned responses.
import { randomUUID } from 'node:crypto';
import { INBOX_TEXTS } from '@lisa/contracts/inbox';
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { PASSWORD, useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { connect } from '../../../test/support/ws-client.ts';
import { messages } from '../../db/schema/core.ts';

describe.each(testDrivers)('inbox (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp, uniqueEmail } = harness;

  /** A visitor's message to the business's agent through POST /chat. */
  async function visitorSays(businessId: number, message: string, customer = randomUUID()) {
    const res = await call('POST', '/chat', {
      message,
      business_id: businessId,
      customer_id: customer,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return {
      customer,
      conversationId: Number(res.body.conversation_id),
      visitorToken: res.body.visitor_token as string,
      body: res.body,
    };
  }

  /** An agent of the owner's business, invited and joined. */
  async function agentOf(ownerToken: string) {
    const email = uniqueEmail();
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

  it('lists conversations newest first with counts per status, a cursor, search and filters', async () => {
    const owner = await signedUp('List Bakery');
    const first = await visitorSays(owner.businessId, 'Which channels does Lisa support?');
    const second = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const third = await visitorSays(owner.businessId, 'How much does Lisa cost?');

    const all = await call('GET', '/api/conversations', undefined, owner.token);
    expect(all.status).toBe(200);
    expect(all.body.data.map((c: { id: number }) => c.id)).toEqual([
      third.conversationId,
      second.conversationId,
      first.conversationId,
    ]);
    expect(all.body.counts).toEqual({ bot: 2, waiting: 1, open: 0, resolved: 0 });
    expect(all.body.data[1]).toMatchObject({
      status: 'waiting',
      waiting_since: expect.any(String),
      // Nobody is online: the visitor was told so last (after the team's private summary).
      last_message: { sender: 'system', private: false, text: INBOX_TEXTS.nobodyOnline },
      unread_count: 4,
    });

    const waiting = await call('GET', '/api/conversations?status=waiting', undefined, owner.token);
    expect(waiting.body.data.map((c: { id: number }) => c.id)).toEqual([second.conversationId]);

    const page1 = await call('GET', '/api/conversations?limit=2', undefined, owner.token);
    expect(page1.body.data).toHaveLength(2);
    const page2 = await call(
      'GET',
      `/api/conversations?limit=2&cursor=${page1.body.next_cursor}`,
      undefined,
      owner.token,
    );
    expect(page2.body).toMatchObject({ data: [{ id: first.conversationId }], next_cursor: null });

    const found = await call('GET', '/api/conversations?q=cost', undefined, owner.token);
    expect(found.body.data.map((c: { id: number }) => c.id)).toEqual([third.conversationId]);
    const unassigned = await call(
      'GET',
      '/api/conversations?assignee=unassigned',
      undefined,
      owner.token,
    );
    expect(unassigned.body.data).toHaveLength(3);
    const bad = await call(
      'GET',
      '/api/conversations?status=lost&cursor=zzz',
      undefined,
      owner.token,
    );
    expect(bad.status).toBe(400);
    const badCursor = await call(
      'GET',
      '/api/conversations?cursor=bm90IGEgY3Vyc29y',
      undefined,
      owner.token,
    );
    expect(badCursor.status).toBe(400);
  });

  it('a reply takes the conversation over and reaches the visitor live; a private note never does', async () => {
    const owner = await signedUp('Reply Bakery');
    const agent = await agentOf(owner.token);
    const chat = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const visitor = await connect(harness.server.wsUrl);
    visitor.send({ type: 'auth', visitor_token: chat.visitorToken });
    await visitor.next((f) => f.type === 'ready');
    const member = await connect(harness.server.wsUrl);
    member.send({ type: 'auth', token: owner.token });
    await member.next((f) => f.type === 'ready');

    const note = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'VIP customer, be kind', private: true },
      agent.token,
    );
    expect(note.status).toBe(201);
    expect(note.body.message).toMatchObject({ private: true, author: { name: 'Sam Agent' } });
    expect(note.body.conversation.status).toBe('waiting');
    await member.next(
      (f) => f.type === 'message.created' && f.message.text === 'VIP customer, be kind',
    );

    const reply = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'Hi, Sam here. How can I help?' },
      agent.token,
    );
    expect(reply.status).toBe(201);
    expect(reply.body.conversation).toMatchObject({ status: 'open', assignee_id: agent.userId });
    const live = await visitor.next((f) => f.type === 'message.created');
    expect(live).toMatchObject({
      message: { sender: 'agent', text: 'Hi, Sam here. How can I help?' },
    });
    expect(
      visitor.frames.some((f) => f.type === 'message.created' && f.message.text.includes('VIP')),
    ).toBe(false);

    // The visitor's next message gets no bot answer: a person owns the conversation.
    const next = await call('POST', '/chat', {
      message: 'Which channels does Lisa support?',
      business_id: owner.businessId,
      customer_id: chat.customer,
    });
    expect(next.body.status).toBe('open');
    expect(next.body.response).not.toContain('WhatsApp');

    const thread = await call(
      'GET',
      `/api/conversations/${chat.conversationId}/messages`,
      undefined,
      owner.token,
    );
    expect(
      thread.body.data.map((m: { sender: string; private: boolean }) => [m.sender, m.private]),
    ).toEqual([
      ['visitor', false],
      ['bot', false],
      ['system', true],
      ['system', false],
      ['agent', true],
      ['agent', false],
      ['visitor', false],
    ]);
    const empty = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: '  ' },
      agent.token,
    );
    expect(empty.status).toBe(400);
    visitor.close();
    member.close();
  });

  it('hands back to the bot with a marker, then the bot answers; resolves; refuses a stale version', async () => {
    const owner = await signedUp('Handback Bakery');
    const chat = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const me = await call('GET', '/api/team/me', undefined, owner.token);
    const taken = await call(
      'PATCH',
      `/api/conversations/${chat.conversationId}`,
      { status: 'open', assignee_id: me.body.user_id, version: 1 },
      owner.token,
    );
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ status: 'open', assignee_id: me.body.user_id, version: 2 });
    const stale = await call(
      'PATCH',
      `/api/conversations/${chat.conversationId}`,
      { status: 'resolved', version: 1 },
      owner.token,
    );
    expect(stale).toMatchObject({ status: 409, body: { message: INBOX_TEXTS.versionConflict } });

    const back = await call(
      'PATCH',
      `/api/conversations/${chat.conversationId}`,
      { status: 'bot' },
      owner.token,
    );
    expect(back.body).toMatchObject({ status: 'bot', assignee_id: null, handoff_reason: null });
    const answer = await call('POST', '/chat', {
      message: 'Which channels does Lisa support?',
      business_id: owner.businessId,
      customer_id: chat.customer,
    });
    expect(answer.body.response).toContain('WhatsApp');
    const thread = await call(
      'GET',
      `/api/conversations/${chat.conversationId}/messages`,
      undefined,
      owner.token,
    );
    expect(
      thread.body.data.map((m: { sender: string; private: boolean }) => [m.sender, m.private]),
    ).toEqual([
      ['visitor', false],
      ['bot', false],
      ['system', true],
      ['system', false],
      ['system', false],
      ['visitor', false],
      ['bot', false],
    ]);
    expect(thread.body.data[2].text).toMatch(
      /^Handoff summary\nAsked: "Can I talk to a human please\?"\n.*\nWhy: the visitor asked for a person$/,
    );

    const resolved = await call(
      'PATCH',
      `/api/conversations/${chat.conversationId}`,
      { status: 'resolved' },
      owner.token,
    );
    expect(resolved.body.status).toBe('resolved');
    const late = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'Hello?' },
      owner.token,
    );
    expect(late).toMatchObject({ status: 409, body: { message: INBOX_TEXTS.resolvedReply } });
    // The visitor writes again: the same conversation reopens, with the assistant.
    const again = await call('POST', '/chat', {
      message: 'Which channels does Lisa support?',
      business_id: owner.businessId,
      customer_id: chat.customer,
    });
    expect(again.body).toMatchObject({
      conversation_id: String(chat.conversationId),
      status: 'bot',
    });
    expect(again.body.response).toContain('WhatsApp');
    const nobody = await call(
      'PATCH',
      `/api/conversations/${chat.conversationId}`,
      {},
      owner.token,
    );
    expect(nobody.status).toBe(400);
    const stranger = await call(
      'PATCH',
      `/api/conversations/${chat.conversationId}`,
      { assignee_id: 999999 },
      owner.token,
    );
    expect(stranger.status).toBe(400);
  });

  it('stores no bot reply after a takeover, however the visitor messages race it', async () => {
    const owner = await signedUp('Race Bakery');
    const chat = await visitorSays(owner.businessId, 'Which channels does Lisa support?');
    const burst = Array.from({ length: 12 }, (_, i) =>
      call('POST', '/chat', {
        message: i % 2 ? 'How much does Lisa cost?' : 'Which channels does Lisa support?',
        business_id: owner.businessId,
        customer_id: chat.customer,
      }),
    );
    const takeover = call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'I am here now.' },
      owner.token,
    );
    const [reply] = await Promise.all([takeover, ...burst]);
    expect(reply.status).toBe(201);
    const after = await harness.server.database.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, chat.conversationId),
          eq(messages.sender, 'bot'),
          gt(messages.id, reply.body.message.id),
        ),
      );
    expect(after).toEqual([]);
  });

  it('counts unread messages per member until they read them', async () => {
    const owner = await signedUp('Unread Bakery');
    const chat = await visitorSays(owner.businessId, 'Which channels does Lisa support?');
    const before = await call(
      'GET',
      `/api/conversations/${chat.conversationId}`,
      undefined,
      owner.token,
    );
    expect(before.body.unread_count).toBe(2);
    expect(
      (await call('POST', `/api/conversations/${chat.conversationId}/read`, undefined, owner.token))
        .status,
    ).toBe(204);
    expect(
      (await call('GET', '/api/conversations?unread=true', undefined, owner.token)).body.data,
    ).toEqual([]);
    await call('POST', '/chat', {
      message: 'How much does Lisa cost?',
      business_id: owner.businessId,
      customer_id: chat.customer,
    });
    const after = await call('GET', '/api/conversations?unread=true', undefined, owner.token);
    expect(after.body.data).toMatchObject([{ id: chat.conversationId, unread_count: 2 }]);
  });

  it('keeps each business to its own conversations', async () => {
    const a = await signedUp('Tenant A');
    const b = await signedUp('Tenant B');
    const chat = await visitorSays(a.businessId, 'Which channels does Lisa support?');
    expect(
      (await call('GET', `/api/conversations/${chat.conversationId}`, undefined, b.token)).status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/conversations/${chat.conversationId}/messages`, undefined, b.token))
        .status,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/conversations/${chat.conversationId}/messages`,
          { text: 'hi' },
          b.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          'PATCH',
          `/api/conversations/${chat.conversationId}`,
          { status: 'resolved' },
          b.token,
        )
      ).status,
    ).toBe(404);
    expect((await call('GET', '/api/conversations', undefined, b.token)).body.data).toEqual([]);
  });

  it('tags a conversation by hand: any member adds and removes, the list shows and filters, the timeline says so', async () => {
    const owner = await signedUp('Tag Bakery');
    const agent = await agentOf(owner.token);
    const other = await signedUp('Tag Other');
    const chat = await visitorSays(owner.businessId, 'Which channels does Lisa support?');
    const plain = await visitorSays(owner.businessId, 'How much does Lisa cost?');
    const path = `/api/conversations/${chat.conversationId}/tags`;

    const added = await call('POST', path, { tag: '  VIP ' }, agent.token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ id: chat.conversationId, tags: ['vip'] });
    // The same tag again changes nothing (no second timeline entry either).
    expect((await call('POST', path, { tag: 'vip' }, owner.token)).body.tags).toEqual(['vip']);
    expect((await call('POST', path, { tag: 'billing' }, owner.token)).body.tags).toEqual([
      'vip',
      'billing',
    ]);
    await call(
      'POST',
      `/api/conversations/${plain.conversationId}/tags`,
      { tag: 'vip' },
      owner.token,
    );

    const filtered = await call('GET', '/api/conversations?tag=billing', undefined, agent.token);
    expect(filtered.body.data).toMatchObject([
      { id: chat.conversationId, tags: ['vip', 'billing'] },
    ]);
    const suggestions = await call('GET', '/api/conversations/tags', undefined, agent.token);
    expect(suggestions.body.data).toEqual([
      { tag: 'vip', conversations: 2 },
      { tag: 'billing', conversations: 1 },
    ]);

    const removed = await call('DELETE', `${path}/VIP`, undefined, agent.token);
    expect(removed.status).toBe(200);
    expect(removed.body.tags).toEqual(['billing']);
    expect((await call('DELETE', `${path}/vip`, undefined, agent.token)).status).toBe(404);

    const contact = (
      await call('GET', `/api/conversations/${chat.conversationId}`, undefined, owner.token)
    ).body.contact.id;
    const timeline = await call(
      'GET',
      `/api/contacts/${contact}/timeline?limit=50`,
      undefined,
      owner.token,
    );
    const tagEvents = timeline.body.data
      .filter((e: { kind: string }) => e.kind.startsWith('conversation_'))
      .filter((e: { kind: string }) => e.kind !== 'conversation_started')
      .map((e: { kind: string; data: { tag: string; conversation_id: number } }) => [
        e.kind,
        e.data.tag,
        e.data.conversation_id,
      ]);
    expect(tagEvents.sort()).toEqual(
      [
        ['conversation_tagged', 'vip', chat.conversationId],
        ['conversation_tagged', 'billing', chat.conversationId],
        ['conversation_untagged', 'vip', chat.conversationId],
      ].sort(),
    );

    // Bad input: a clear 400 that changes nothing.
    for (const body of [{ tag: '' }, { tag: '   ' }, { tag: 'x'.repeat(41) }, { tag: 7 }, {}]) {
      const bad = await call('POST', path, body, owner.token);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call('POST', '/api/conversations/0/tags', { tag: 'a' }, owner.token)).status,
    ).toBe(400);
    for (let i = 1; i < 20; i++) {
      const put = await call('POST', path, { tag: `t${i}` }, owner.token);
      expect(put.status).toBe(200);
    }
    const tooMany = await call('POST', path, { tag: 'one-more' }, owner.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(INBOX_TEXTS.tooManyTags);
    const after = await call(
      'GET',
      `/api/conversations/${chat.conversationId}`,
      undefined,
      owner.token,
    );
    expect(after.body.tags).toHaveLength(20);
    expect(after.body.tags).not.toContain('one-more');

    // Another business sees none of it and changes nothing; signed out is a 401.
    expect((await call('POST', path, { tag: 'spy' }, other.token)).status).toBe(404);
    expect((await call('DELETE', `${path}/billing`, undefined, other.token)).status).toBe(404);
    expect(
      (await call('GET', '/api/conversations/tags', undefined, other.token)).body.data,
    ).toEqual([]);
    expect((await call('POST', path, { tag: 'anon' }, undefined)).status).toBe(401);
    expect(
      (await call('GET', `/api/conversations/${chat.conversationId}`, undefined, owner.token)).body
        .tags,
    ).toContain('billing');
  });

  it('keeps canned responses: everyone reads them, owners and admins change them', async () => {
    const owner = await signedUp('Canned Bakery');
    const agent = await agentOf(owner.token);
    const made = await call(
      'POST',
      '/api/canned-responses',
      { short_code: 'Hours', text: 'We open at nine.' },
      owner.token,
    );
    expect(made.status).toBe(201);
    expect(made.body.short_code).toBe('hours');
    const twice = await call(
      'POST',
      '/api/canned-responses',
      { short_code: 'hours', text: 'Again' },
      owner.token,
    );
    expect(twice).toMatchObject({ status: 409, body: { message: INBOX_TEXTS.cannedTaken } });
    const spaced = await call(
      'POST',
      '/api/canned-responses',
      { short_code: 'two words', text: 'x' },
      owner.token,
    );
    expect(spaced.status).toBe(400);
    expect(
      (await call('GET', '/api/canned-responses', undefined, agent.token)).body.data,
    ).toHaveLength(1);
    expect(
      (await call('POST', '/api/canned-responses', { short_code: 'bye', text: 'Bye' }, agent.token))
        .status,
    ).toBe(403);
    const changed = await call(
      'PATCH',
      `/api/canned-responses/${made.body.id}`,
      { short_code: 'hours', text: 'We open at ten.' },
      owner.token,
    );
    expect(changed.body.text).toBe('We open at ten.');
    expect(
      (await call('DELETE', `/api/canned-responses/${made.body.id}`, undefined, owner.token))
        .status,
    ).toBe(204);
    const log = await call('GET', '/api/audit-log?kind=inbox.', undefined, owner.token);
    expect(log.body.data.map((e: { kind: string }) => e.kind)).toEqual([
      'inbox.canned.deleted',
      'inbox.canned.updated',
      'inbox.canned.created',
    ]);
  });

  it('lets members and the visitor download a sent file, always as an attachment', async () => {
    const owner = await signedUp('Files Bakery');
    const other = await signedUp('Other Bakery');
    const text = '<script>alert(1)</script> order list';
    const sent = await call('POST', '/chat', {
      message: 'Here is my order',
      business_id: owner.businessId,
      customer_id: randomUUID(),
      attachments: [
        {
          name: 'order é.txt',
          content_type: 'text/plain',
          data_base64: Buffer.from(text).toString('base64'),
        },
      ],
    });
    expect(sent.status).toBe(200);
    const thread = await call(
      'GET',
      `/api/conversations/${sent.body.conversation_id}/messages`,
      undefined,
      owner.token,
    );
    const file = thread.body.data[0].attachments[0];
    expect(file).toMatchObject({
      name: 'order é.txt',
      content_type: 'text/plain',
      size: text.length,
    });

    const download = (path: string, token?: string) =>
      fetch(
        `${harness.server.url}${path}`,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
    const asMember = await download(`/api/attachments/${file.id}`, owner.token);
    expect(asMember.status).toBe(200);
    expect(await asMember.text()).toBe(text);
    expect(asMember.headers.get('content-disposition')).toBe(
      `attachment; filename="order _.txt"; filename*=UTF-8''order%20%C3%A9.txt`,
    );
    expect(asMember.headers.get('content-security-policy')).toContain('sandbox');
    expect(asMember.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await download(`/api/attachments/${file.id}`, other.token)).status).toBe(404);
    expect((await download(`/api/attachments/${file.id}`)).status).toBe(401);

    expect(
      (await download(`/api/attachments/${file.id}/visitor`, sent.body.visitor_token)).status,
    ).toBe(200);
    const stranger = await visitorSays(owner.businessId, 'hello');
    expect(
      (await download(`/api/attachments/${file.id}/visitor`, stranger.visitorToken)).status,
    ).toBe(404);
    expect((await download(`/api/attachments/${file.id}/visitor`)).status).toBe(401);
  });
});
