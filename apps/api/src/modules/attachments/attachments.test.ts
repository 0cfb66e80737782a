// Attachments end to end on a real server and database: a member uploads a file to a
// conversation and sends it with a reply (the visitor gets it live and can download it with
// their visitor token) or a note (the visitor never can); every error of the upload and of
// the reply's file list; downloads always as an attachment; tenant isolation; a visitor
// reaches only files of messages they can see in their own conversation.
import { randomUUID } from 'node:crypto';
import { ATTACHMENT_TEXTS } from '@lisa/contracts/attachments';
import { MAX_ATTACHMENT_BYTES } from '@lisa/contracts/chat';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { connect } from '../../../test/support/ws-client.ts';
import { rowsOf } from '../../db/client.ts';
import { attachments, conversations, messages } from '../../db/schema/core.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { createChatEvents } from '../chat/chat-events.ts';
import { createTakeover } from '../chat/takeover.ts';
import {
  ATTACHMENT_SWEEP_JOB,
  createAttachmentCleanup,
  UNSENT_ATTACHMENT_TTL_MS,
} from './attachments-cleanup.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe.each(testDrivers)('attachments (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp } = harness;

  async function visitorSays(businessId: number, message: string) {
    const res = await call('POST', '/chat', {
      message,
      business_id: businessId,
      customer_id: randomUUID(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return {
      conversationId: Number(res.body.conversation_id),
      visitorToken: res.body.visitor_token as string,
    };
  }

  function upload(
    token: string | undefined,
    conversationId: number,
    file: { name?: string; content_type?: string; data_base64?: string } = {},
  ) {
    return call(
      'POST',
      '/api/attachments',
      {
        conversation_id: conversationId,
        name: 'invoice.pdf',
        content_type: 'application/pdf',
        data_base64: b64('%PDF-1.4 pretend'),
        ...file,
      },
      token,
    );
  }

  const download = (path: string, token?: string) =>
    fetch(
      `${harness.server.url}${path}`,
      token ? { headers: { authorization: `Bearer ${token}` } } : {},
    );

  const messageCount = async (conversationId: number) =>
    (
      await harness.server.database.db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
    ).length;

  it('uploads a file, sends it with a reply the visitor gets live, and serves it to both sides', async () => {
    const owner = await signedUp('Files Bakery');
    const chat = await visitorSays(owner.businessId, 'Can you send me the invoice?');
    const guest = await connect(harness.server.wsUrl);
    guest.send({ type: 'auth', visitor_token: chat.visitorToken });
    await guest.next((f) => f.type === 'ready');

    const html = '<html><script>alert(1)</script></html>';
    const uploaded = await upload(owner.token, chat.conversationId, {
      name: 'page.txt',
      content_type: 'text/plain',
      data_base64: b64(html),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toEqual({
      id: expect.any(Number),
      name: 'page.txt',
      content_type: 'text/plain',
      size: html.length,
    });
    const id = uploaded.body.id as number;
    // Not sent yet: the visitor cannot read it.
    expect((await download(`/api/attachments/${id}`, chat.visitorToken)).status).toBe(404);

    const sent = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'Here it is', attachments: [id] },
      owner.token,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message.attachments).toEqual([
      { id, name: 'page.txt', content_type: 'text/plain', size: html.length },
    ]);
    const live = await guest.next(
      (f) => f.type === 'message.created' && f.message.sender === 'agent',
    );
    expect(live.type === 'message.created' && live.message.attachments).toEqual([
      { id, name: 'page.txt', content_type: 'text/plain', size: html.length },
    ]);
    guest.close();

    const polled = await call('GET', '/chat/messages', undefined, chat.visitorToken);
    const agentMessage = polled.body.data.find((m: { sender: string }) => m.sender === 'agent');
    expect(agentMessage.attachments[0].id).toBe(id);

    for (const [path, token] of [
      [`/api/attachments/${id}`, owner.token],
      [`/api/attachments/${id}`, chat.visitorToken],
      [`/api/attachments/${id}/visitor`, chat.visitorToken],
    ] as const) {
      const res = await download(path, token);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="page.txt"; filename*=UTF-8''page.txt`,
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
      expect(await res.text()).toBe(html);
    }

    // A file alone, without text, is a message too.
    const image = await upload(owner.token, chat.conversationId, {
      name: 'photo.png',
      content_type: 'image/png',
      data_base64: b64('png bytes'),
    });
    const alone = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { attachments: [image.body.id] },
      owner.token,
    );
    expect(alone.status, JSON.stringify(alone.body)).toBe(201);
    expect(alone.body.message).toMatchObject({ text: '', attachments: [{ name: 'photo.png' }] });
  });

  it('refuses bad uploads with a clear message and stores nothing', async () => {
    const owner = await signedUp('Upload Errors');
    const chat = await visitorSays(owner.businessId, 'Hello');
    const cases: [Record<string, string>, string][] = [
      [{ content_type: 'text/html' }, 'Attachment type must be'],
      [{ content_type: 'image/svg+xml' }, 'Attachment type must be'],
      [{ data_base64: 'not base64!' }, 'Attachment data must be base64 encoded'],
      [{ name: '' }, 'Attachment name is required'],
    ];
    for (const [file, message] of cases) {
      const res = await upload(owner.token, chat.conversationId, file);
      expect(res.status, JSON.stringify(file)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const tooBig = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 1).toString('base64');
    const big = await upload(owner.token, chat.conversationId, { data_base64: tooBig });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain('Attachment must be at most 2 MiB');
    const noConversation = await call(
      'POST',
      '/api/attachments',
      { name: 'a.txt', content_type: 'text/plain', data_base64: b64('a') },
      owner.token,
    );
    expect(noConversation.status).toBe(400);
    expect((await upload(owner.token, 2_147_483_000)).status).toBe(404);
    expect((await upload(undefined, chat.conversationId)).status).toBe(401);
    expect((await download('/api/attachments/abc', owner.token)).status).toBe(400);
    expect((await download('/api/attachments/2147483000', owner.token)).status).toBe(404);
  });

  it('refuses a reply whose files are not this conversation’s, not uploaded, or already sent', async () => {
    const owner = await signedUp('Claim Errors');
    const chat = await visitorSays(owner.businessId, 'Hello');
    const otherChat = await visitorSays(owner.businessId, 'Hello again');
    const reply = (attachments: unknown, text = 'Files') =>
      call(
        'POST',
        `/api/conversations/${chat.conversationId}/messages`,
        { text, attachments },
        owner.token,
      );
    const mine = (await upload(owner.token, chat.conversationId)).body.id as number;
    const elsewhere = (await upload(owner.token, otherChat.conversationId)).body.id as number;
    const before = await messageCount(chat.conversationId);

    for (const [attachments, message] of [
      [[elsewhere], ATTACHMENT_TEXTS.notUploaded],
      [[2_147_483_000], ATTACHMENT_TEXTS.notUploaded],
      [[mine, elsewhere], ATTACHMENT_TEXTS.notUploaded],
      [[mine, mine], 'The same file is attached twice'],
      [[1, 2, 3, 4], 'At most 3 files per message'],
      [['x'], 'Attachment must be a positive whole number'],
      ['x', 'Attachments must be a list of file ids'],
    ] as const) {
      const res = await reply(attachments);
      expect(res.status, JSON.stringify(attachments)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const empty = await reply([], '');
    expect(empty.status).toBe(400);
    expect(empty.body.fields.text).toEqual(['Write a message']);
    expect(await messageCount(chat.conversationId)).toBe(before);

    expect((await reply([mine])).status).toBe(201);
    const again = await reply([mine]);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ATTACHMENT_TEXTS.notUploaded);
  });

  it('keeps files to their business: another business’s file and conversation answer 404', async () => {
    const owner = await signedUp('Tenant One');
    const other = await signedUp('Tenant Two');
    const chat = await visitorSays(owner.businessId, 'Hello');
    const id = (await upload(owner.token, chat.conversationId)).body.id as number;
    await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'Yours', attachments: [id] },
      owner.token,
    );
    expect((await download(`/api/attachments/${id}`, other.token)).status).toBe(404);
    expect((await download(`/api/attachments/${id}`)).status).toBe(401);
    expect((await upload(other.token, chat.conversationId)).status).toBe(404);
    const theirChat = await visitorSays(other.businessId, 'Hi');
    const theirFile = (await upload(other.token, theirChat.conversationId)).body.id as number;
    const res = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'Not mine', attachments: [theirFile] },
      owner.token,
    );
    expect(res.status).toBe(400);
    // The other business's visitor token reaches nothing of this business.
    expect((await download(`/api/attachments/${id}`, theirChat.visitorToken)).status).toBe(404);
  });

  it('never lets a visitor reach a private note’s file or another conversation’s', async () => {
    const owner = await signedUp('Private Files');
    const chat = await visitorSays(owner.businessId, 'Hello');
    const stranger = await visitorSays(owner.businessId, 'Me too');
    const guest = await connect(harness.server.wsUrl);
    guest.send({ type: 'auth', visitor_token: chat.visitorToken });
    await guest.next((f) => f.type === 'ready');

    const secret = (
      await upload(owner.token, chat.conversationId, {
        name: 'notes.txt',
        content_type: 'text/plain',
        data_base64: b64('internal only'),
      })
    ).body.id as number;
    const note = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'For the team', private: true, attachments: [secret] },
      owner.token,
    );
    expect(note.status).toBe(201);
    expect(note.body.message).toMatchObject({ private: true, attachments: [{ id: secret }] });
    const shared = (await upload(owner.token, chat.conversationId)).body.id as number;
    await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'For you', attachments: [shared] },
      owner.token,
    );
    await guest.next((f) => f.type === 'message.created' && f.message.text === 'For you');
    expect(JSON.stringify(guest.frames)).not.toContain('notes.txt');
    guest.close();

    const polled = await call('GET', '/chat/messages', undefined, chat.visitorToken);
    expect(JSON.stringify(polled.body)).not.toContain('notes.txt');
    expect((await download(`/api/attachments/${secret}`, chat.visitorToken)).status).toBe(404);
    expect((await download(`/api/attachments/${secret}/visitor`, chat.visitorToken)).status).toBe(
      404,
    );
    expect((await download(`/api/attachments/${secret}`, owner.token)).status).toBe(200);
    expect((await download(`/api/attachments/${shared}`, chat.visitorToken)).status).toBe(200);
    expect((await download(`/api/attachments/${shared}`, stranger.visitorToken)).status).toBe(404);
    expect((await download(`/api/attachments/${shared}`, 'not-a-token')).status).toBe(401);
  });

  it('sends files on a public reply to a WhatsApp conversation (through Meta: channel-media-send.test.ts) and in a note', async () => {
    const owner = await signedUp('Channel Files');
    const chat = await visitorSays(owner.businessId, 'Hello');
    await harness.server.database.db
      .update(conversations)
      .set({ channel: 'whatsapp' })
      .where(eq(conversations.id, chat.conversationId));
    const id = (await upload(owner.token, chat.conversationId)).body.id as number;
    const before = await messageCount(chat.conversationId);
    const sent = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'File', attachments: [id] },
      owner.token,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message.attachments[0].id).toBe(id);
    expect(await messageCount(chat.conversationId)).toBe(before + 1);
    const other = (await upload(owner.token, chat.conversationId)).body.id as number;
    const note = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'Kept for the team', private: true, attachments: [other] },
      owner.token,
    );
    expect(note.status).toBe(201);
  });

  it('deletes files never sent a day after their upload, through the job queue, and keeps every sent one', async () => {
    const owner = await signedUp('Sweep Florist');
    const chat = await visitorSays(owner.businessId, 'Send me the catalogue');
    const jobs = harness.server.server.context.jobs;
    const db = harness.server.database.db;
    const ids: number[] = [];
    for (const name of ['stale.txt', 'sent-old.txt', 'note-old.txt', 'fresh.txt']) {
      const res = await upload(owner.token, chat.conversationId, {
        name,
        content_type: 'text/plain',
        data_base64: b64(name),
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id as number);
    }
    const [stale, sentOld, noteOld, fresh] = ids as [number, number, number, number];
    // Each upload queued a sweep a day later.
    const dueAt = rowsOf(
      await db.execute(
        sql`select start_after from jobs.job where name = ${ATTACHMENT_SWEEP_JOB} and state = 'created'`,
      ),
    ) as { start_after: Date | string }[];
    expect(dueAt.length).toBeGreaterThanOrEqual(4);
    for (const row of dueAt) {
      expect(new Date(row.start_after).getTime() - Date.now()).toBeGreaterThan(
        UNSENT_ATTACHMENT_TTL_MS - 60_000,
      );
    }
    for (const [id, isPrivate] of [
      [sentOld, false],
      [noteOld, true],
    ] as const) {
      const res = await call(
        'POST',
        `/api/conversations/${chat.conversationId}/messages`,
        { text: 'File', private: isPrivate, attachments: [id] },
        owner.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // A visitor's own file, sent with their message.
    await call('POST', '/chat', {
      message: 'My order',
      business_id: owner.businessId,
      customer_id: randomUUID(),
      attachments: [{ name: 'order.txt', content_type: 'text/plain', data_base64: b64('x') }],
    });
    // A day and a bit has passed for all but the fresh one (moved back in the database).
    const old = new Date(Date.now() - UNSENT_ATTACHMENT_TTL_MS - 60_000);
    await db
      .update(attachments)
      .set({ createdAt: old })
      .where(eq(attachments.businessId, owner.businessId));
    await db.update(attachments).set({ createdAt: new Date() }).where(eq(attachments.id, fresh));

    await jobs.enqueue(ATTACHMENT_SWEEP_JOB, {});
    await jobs.idle([ATTACHMENT_SWEEP_JOB], 20_000);

    const left = await db
      .select({ id: attachments.id, name: attachments.name })
      .from(attachments)
      .where(eq(attachments.businessId, owner.businessId));
    expect(left.map((row) => row.name).sort()).toEqual([
      'fresh.txt',
      'note-old.txt',
      'order.txt',
      'sent-old.txt',
    ]);
    expect(left.some((row) => row.id === stale)).toBe(false);
    expect((await download(`/api/attachments/${stale}`, owner.token)).status).toBe(404);
    // The stale one can no longer be sent; the fresh one still can.
    const late = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'Late', attachments: [stale] },
      owner.token,
    );
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(ATTACHMENT_TEXTS.notUploaded);
    const inTime = await call(
      'POST',
      `/api/conversations/${chat.conversationId}/messages`,
      { text: 'In time', attachments: [fresh] },
      owner.token,
    );
    expect(inTime.status).toBe(201);
    expect(
      (
        await db
          .select({ id: attachments.id })
          .from(attachments)
          .where(inArray(attachments.id, ids))
      ).length,
    ).toBe(3);
  });

  it('never lets the sweep delete a file a send is taking at the same moment, nor a send take a swept one', async () => {
    const owner = await signedUp('Race Florist');
    const chat = await visitorSays(owner.businessId, 'Send me the price list');
    const { context, services } = harness.server.server;
    const { db } = context;
    const files = services.attachments;
    // The sweep itself, called directly (its job would wait behind the open transaction).
    const { sweep } = createAttachmentCleanup(
      db,
      { define: () => {} } as unknown as JobQueue,
      context.storageRemovals,
    );
    const takeover = createTakeover({
      db,
      clock: context.clock,
      events: createChatEvents({ bus: context.bus, webhooks: context.webhooks, db }),
    });
    const uploadOld = async (name: string) => {
      const res = await upload(owner.token, chat.conversationId, {
        name,
        content_type: 'text/plain',
        data_base64: b64(name),
      });
      expect(res.status).toBe(201);
      const id = res.body.id as number;
      const old = new Date(Date.now() - UNSENT_ATTACHMENT_TTL_MS - 60_000);
      await db.update(attachments).set({ createdAt: old }).where(eq(attachments.id, id));
      return id;
    };
    const send = (id: number, beforeCommit?: () => Promise<void>) =>
      files.claim(owner.businessId, chat.conversationId, [id]).then((checked) =>
        takeover.storeAgentMessage(chat.conversationId, 'race', `Here is ${id}`, {
          attachments: checked,
          beforeStore: async (tx, now) => {
            await files.markSent(tx, owner.businessId, chat.conversationId, [id], now);
            await beforeCommit?.();
          },
        }),
      );

    // 1. The send has taken the file and not committed; the sweep's delete runs now. On
    // PostgreSQL it waits on the row (seen in pg_stat_activity) and then re-reads it as sent;
    // on PGlite it runs after the commit. Either way the file stays, with its message.
    const taken = await uploadOld('taken.txt');
    let swept: Promise<number> | undefined;
    const stored = await send(taken, async () => {
      swept = sweep();
      if (driver !== 'postgres') return;
      const deadline = Date.now() + 10_000;
      for (;;) {
        const waiting = rowsOf(
          await db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and query like 'delete from "attachments"%'`,
          ),
        ) as { n: number }[];
        if ((waiting[0]?.n ?? 0) > 0) break;
        if (Date.now() > deadline) throw new Error('the sweep never reached the row lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    expect(await swept).toBe(0);
    expect(stored.message.attachments.map((file) => file.id)).toEqual([taken]);
    const [kept] = await db.select().from(attachments).where(eq(attachments.id, taken));
    expect(kept?.sentAt).not.toBeNull();
    expect((await download(`/api/attachments/${taken}`, owner.token)).status).toBe(200);

    // 2. The send checked the file, then the sweep deleted it before the send's transaction:
    // the send stores nothing (400), never a message naming a file that is gone.
    const swept2 = await uploadOld('swept.txt');
    const before = await messageCount(chat.conversationId);
    const checked = await files.claim(owner.businessId, chat.conversationId, [swept2]);
    expect(await sweep()).toBe(1);
    await expect(
      takeover.storeAgentMessage(chat.conversationId, 'race', 'Too late', {
        attachments: checked,
        beforeStore: (tx, now) =>
          files.markSent(tx, owner.businessId, chat.conversationId, [swept2], now),
      }),
    ).rejects.toThrow(ATTACHMENT_TEXTS.notUploaded);
    expect(await messageCount(chat.conversationId)).toBe(before);
  });
});
