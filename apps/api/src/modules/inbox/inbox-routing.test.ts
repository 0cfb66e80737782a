// Routing of handed-over conversations on a real server and database: the inbox settings
// (read by everyone, changed by owners and admins only, validated, per business), round-robin
// among the members marked online, "nobody online" told to the visitor with their email
// remembered, a reply emailed to a visitor who is gone (with a link back), and "stay with
// the last agent for 24 h" when a resolved conversation is reopened.
import { randomUUID } from 'node:crypto';
import { INBOX_TEXTS } from '@lisa/contracts/inbox';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { PASSWORD, useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { connect, type TestSocket } from '../../../test/support/ws-client.ts';
import { conversationLink } from './reply-mail.ts';

describe.each(testDrivers)('inbox routing (%s)', (driver) => {
  const harness = useAccountsHarness(driver, { env: { LISA_WEB_URL: 'https://lisa.example' } });
  const { call, signedUp, uniqueEmail } = harness;

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
      status: res.body.status as string,
    };
  }

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

  /** A dashboard socket: its person counts as online while it is open. */
  async function online(token: string): Promise<TestSocket> {
    const socket = await connect(harness.server.wsUrl);
    socket.send({ type: 'auth', token });
    await socket.next((f) => f.type === 'ready');
    // The presence write follows the ready frame.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return socket;
  }

  async function threadOf(conversationId: number, token: string) {
    const res = await call(
      'GET',
      `/api/conversations/${conversationId}/messages`,
      undefined,
      token,
    );
    return res.body.data as { sender: string; text: string; private: boolean }[];
  }

  it('keeps inbox settings: everyone reads, managers change, bad input changes nothing', async () => {
    const owner = await signedUp('Settings Bakery');
    const agent = await agentOf(owner.token);
    const defaults = await call('GET', '/api/inbox/settings', undefined, agent.token);
    expect(defaults.status).toBe(200);
    expect(defaults.body).toEqual({
      round_robin: false,
      stay_with_last_agent: false,
      site_url: null,
    });
    const refused = await call('PATCH', '/api/inbox/settings', { round_robin: true }, agent.token);
    expect(refused.status).toBe(403);
    const bad = await call('PATCH', '/api/inbox/settings', { site_url: 'not a url' }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(INBOX_TEXTS.settingsSiteUrl);
    const unknown = await call('PATCH', '/api/inbox/settings', { routing: 'magic' }, owner.token);
    expect(unknown.status).toBe(400);
    const changed = await call(
      'PATCH',
      '/api/inbox/settings',
      { round_robin: true, site_url: 'https://bakery.example/contact' },
      owner.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      round_robin: true,
      stay_with_last_agent: false,
      site_url: 'https://bakery.example/contact',
    });
    expect((await call('GET', '/api/inbox/settings', undefined, agent.token)).body).toEqual(
      changed.body,
    );
    // Another business keeps its own.
    const other = await signedUp('Other Bakery');
    expect((await call('GET', '/api/inbox/settings', undefined, other.token)).body).toEqual(
      defaults.body,
    );
    expect((await call('GET', '/api/inbox/settings')).status).toBe(401);
  });

  it('assigns handoffs in turn among the members online when round-robin is on', async () => {
    const owner = await signedUp('Round Bakery');
    const agent = await agentOf(owner.token);
    const sockets = [await online(owner.token), await online(agent.token)];

    // Off: everybody sees it in "unassigned"; nobody is told "nobody online".
    const first = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const one = await call(
      'GET',
      `/api/conversations/${first.conversationId}`,
      undefined,
      owner.token,
    );
    expect(one.body).toMatchObject({ status: 'waiting', assignee_id: null });
    const texts = (await threadOf(first.conversationId, owner.token)).map((m) => m.text);
    expect(texts).not.toContain(INBOX_TEXTS.nobodyOnline);

    await call('PATCH', '/api/inbox/settings', { round_robin: true }, owner.token);
    const me = await call('GET', '/api/team/me', undefined, owner.token);
    const ownerId = me.body.user_id as number;
    const assignees: (number | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const chat = await visitorSays(owner.businessId, 'Can I talk to a human please?');
      const got = await call(
        'GET',
        `/api/conversations/${chat.conversationId}`,
        undefined,
        owner.token,
      );
      expect(got.body.status).toBe('waiting');
      assignees.push(got.body.assignee_id);
    }
    const order = [ownerId, agent.userId].sort((a, b) => a - b);
    expect(assignees).toEqual([order[0], order[1], order[0], order[1]]);

    // The agent goes away: only the owner gets the next one.
    await call('PUT', '/api/team/me/availability', { availability: 'away' }, agent.token);
    const next = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const got = await call(
      'GET',
      `/api/conversations/${next.conversationId}`,
      undefined,
      owner.token,
    );
    expect(got.body.assignee_id).toBe(ownerId);
    for (const socket of sockets) socket.close();
  });

  it('tells the visitor nobody is online, remembers the email they give, emails a reply while they are gone', async () => {
    const owner = await signedUp('Nobody Bakery');
    const chat = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const seen = await fetch(`${harness.server.url}/chat/messages?after=0`, {
      headers: { authorization: `Bearer ${chat.visitorToken}` },
    }).then((r) => r.json() as Promise<{ data: { text: string }[] }>);
    expect(seen.data.map((m) => m.text)).toContain(INBOX_TEXTS.nobodyOnline);

    const email = uniqueEmail();
    await visitorSays(owner.businessId, `Sure, it is ${email.toUpperCase()} thanks`, chat.customer);
    const conversation = await call(
      'GET',
      `/api/conversations/${chat.conversationId}`,
      undefined,
      owner.token,
    );
    expect(conversation.body.contact.email).toBe(email);
    // The search finds it by the contact's email too (and treats % as a letter).
    const byEmail = await call(
      'GET',
      `/api/conversations?q=${encodeURIComponent(email.split('@')[0] ?? '')}`,
      undefined,
      owner.token,
    );
    expect(byEmail.body.data.map((c: { id: number }) => c.id)).toEqual([chat.conversationId]);
    const percent = await call('GET', '/api/conversations?q=%25', undefined, owner.token);
    expect(percent.body).toMatchObject({ data: [], counts: { waiting: 0, bot: 0 } });

    // The visitor has no socket open: the reply is emailed with a link back.
    const before = harness.mailbox.countTo(email);
    const reply = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'Hello! We open at 9 tomorrow.' },
      owner.token,
    );
    expect(reply.status).toBe(201);
    const mail = await harness.mailbox.waitFor(email, { after: before });
    const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(raw).toContain('Hello! We open at 9 tomorrow.');
    expect(raw).toContain(
      `https://lisa.example/?lisa_conversation=${chat.conversationId}&lisa_token=`,
    );

    // A private note is never emailed; a reply while the visitor is connected is not either.
    const visitor = await connect(harness.server.wsUrl);
    visitor.send({ type: 'auth', visitor_token: chat.visitorToken });
    await visitor.next((f) => f.type === 'ready');
    await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'Note only', private: true },
      owner.token,
    );
    await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'You are here now' },
      owner.token,
    );
    await visitor.next(
      (f) => f.type === 'message.created' && f.message.text === 'You are here now',
    );
    await harness.server.server.context.mailer.drain();
    expect(harness.mailbox.countTo(email)).toBe(before + 1);
    visitor.close();
    // A site page with its own query keeps it.
    expect(conversationLink('https://bakery.example/contact?lang=en', 5, 'v1.a.b')).toBe(
      'https://bakery.example/contact?lang=en&lisa_conversation=5&lisa_token=v1.a.b',
    );
  });

  it('reopens a resolved conversation with its last teammate within 24 h when the business chose so', async () => {
    const owner = await signedUp('Sticky Bakery');
    const customer = randomUUID();
    const chat = await visitorSays(owner.businessId, 'Can I talk to a human please?', customer);
    const path = `/api/conversations/${chat.conversationId}`;
    await call('POST', `${path}/messages`, { text: 'Hi, I can help.' }, owner.token);
    await call('PATCH', path, { status: 'resolved' }, owner.token);

    // Off (the default): back to the bot.
    const back = await visitorSays(owner.businessId, 'Which channels does Lisa support?', customer);
    expect(back.status).toBe('bot');
    await call('PATCH', path, { status: 'open', assignee_id: null }, owner.token);
    await call('POST', `${path}/messages`, { text: 'Me again.' }, owner.token);
    await call('PATCH', path, { status: 'resolved' }, owner.token);

    await call('PATCH', '/api/inbox/settings', { stay_with_last_agent: true }, owner.token);
    const sticky = await visitorSays(owner.businessId, 'One more question', customer);
    expect(sticky.status).toBe('open');
    const got = await call('GET', path, undefined, owner.token);
    expect(got.body.assignee_id).not.toBeNull();
    const thread = await threadOf(chat.conversationId, owner.token);
    // The bot stayed silent: the visitor's message is the last one.
    expect(thread.at(-1)).toMatchObject({ sender: 'visitor', text: 'One more question' });

    // More than 24 h after the resolve: the bot again.
    await call('PATCH', path, { status: 'resolved' }, owner.token);
    harness.time.offsetMs += 25 * 60 * 60_000;
    try {
      const late = await visitorSays(
        owner.businessId,
        'Which channels does Lisa support?',
        customer,
      );
      expect(late.status).toBe('bot');
    } finally {
      harness.time.offsetMs -= 25 * 60 * 60_000;
    }
  });
});
