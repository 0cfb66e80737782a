// A person's data export and erasure over HTTP on a real server and database: the export
// holds everything stored about the contact and the record merged into it; erasure leaves
// the business's history (conversations, counts) but nothing of the person, on every table
// that copied them; owner and admin only; another business's contact is not found.
import { ERASED_MESSAGE_TEXT } from '@lisa/contracts/contacts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { csatAsks } from '../../db/schema/analytics.ts';
import { contactIdentities, contactMerges, contactNotes } from '../../db/schema/contacts.ts';
import {
  attachments,
  contacts,
  conversations,
  formSubmissions,
  messages,
} from '../../db/schema/core.ts';
import { realtimeEvents } from '../../db/schema/realtime.ts';
import { auditLog } from '../../db/schema/team.ts';

describe.each(testDrivers)('contact privacy (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp } = harness;
  const db = () => harness.server.database.db;
  let serial = 0;

  async function agentOf(businessId: number) {
    const [user] = await db()
      .insert(users)
      .values({
        name: `Agent ${++serial}`,
        email: `agent-${serial}-${Date.now()}@privacy.test`,
        passwordHash: 'not used',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await db().insert(memberships).values({ userId: user.id, businessId, role: 'agent' });
    return (await harness.server.server.context.sessions.create(user.id, businessId, null)).token;
  }

  /** A visitor who chatted (with a file), gave their email, and a duplicate merged into them. */
  async function personWithHistory() {
    const owner = await signedUp('Harbour Dental');
    const device = `device-privacy-${driver}-${++serial}-${Date.now()}`;
    const first = await call('POST', '/chat', {
      message: 'Hello, my email is jane.wambui@example.com',
      business_id: owner.businessId,
      customer_id: device,
      attachments: [
        {
          name: 'x-ray.png',
          content_type: 'image/png',
          data_base64: Buffer.from('not really a png').toString('base64'),
        },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const conversationId = Number(first.body.conversation_id);
    const [chat] = await db()
      .select({ contactId: conversations.contactId })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    const contactId = chat?.contactId as number;

    const duplicate = await call(
      'POST',
      '/api/contacts',
      { name: 'Jane W.', phone: '+254712000111', tags: ['vip'] },
      owner.token,
    );
    expect(duplicate.status).toBe(201);
    const note = await call(
      'POST',
      `/api/contacts/${duplicate.body.id}/notes`,
      { text: 'Prefers morning appointments' },
      owner.token,
    );
    expect(note.status).toBe(201);
    const merged = await call(
      'POST',
      '/api/contacts/merge',
      { primary_id: contactId, secondary_ids: [duplicate.body.id] },
      owner.token,
    );
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    await db()
      .insert(formSubmissions)
      .values({
        businessId: owner.businessId,
        type: 'contact',
        email: 'Jane.Wambui@example.com',
        payload: { name: 'Jane Wambui', message: 'Do you do implants?' },
      });
    return { owner, device, contactId, duplicateId: duplicate.body.id as number, conversationId };
  }

  it('exports everything stored about the contact and the record merged into it', async () => {
    const { owner, contactId, duplicateId, conversationId } = await personWithHistory();
    const exported = await call('GET', `/api/contacts/${contactId}/export`, undefined, owner.token);
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="contact-${contactId}-\\d{4}-\\d{2}-\\d{2}\\.json"`),
    );
    const data = exported.body;
    expect(data.format).toBe('lisa.contact-export.v1');
    expect(data.contact).toMatchObject({ id: contactId, email: 'jane.wambui@example.com' });
    expect(data.contact.tags).toEqual(['vip']);
    expect(data.merged_records).toEqual([
      expect.objectContaining({ id: duplicateId, name: 'Jane W.', phone: '+254712000111' }),
    ]);
    expect(data.notes).toEqual([expect.objectContaining({ text: 'Prefers morning appointments' })]);
    expect(data.timeline.map((e: { kind: string }) => e.kind)).toContain('merged');
    const [conversation] = data.conversations;
    expect(conversation).toMatchObject({ id: conversationId, channel: 'web_widget' });
    expect(conversation.messages[0]).toMatchObject({
      sender: 'visitor',
      text: 'Hello, my email is jane.wambui@example.com',
      attachments: [{ name: 'x-ray.png', content_type: 'image/png', size: 16 }],
    });
    expect(conversation.messages.some((m: { sender: string }) => m.sender === 'bot')).toBe(true);
    expect(data.form_submissions).toEqual([
      expect.objectContaining({
        type: 'contact',
        payload: expect.objectContaining({ name: 'Jane Wambui' }),
      }),
    ]);
  });

  it('erases the person and keeps the shape of the history', async () => {
    const { owner, device, contactId, duplicateId, conversationId } = await personWithHistory();
    await db().insert(csatAsks).values({
      conversationId,
      businessId: owner.businessId,
      channel: 'whatsapp',
      address: '254700000001',
      askedAt: new Date(),
    });
    const erased = await call('POST', `/api/contacts/${contactId}/erase`, undefined, owner.token);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body).toMatchObject({
      contacts: 2,
      conversations: 1,
      attachments: 1,
      form_submissions: 1,
    });
    expect(erased.body.messages).toBeGreaterThanOrEqual(2);

    // The conversation and its messages stay (counts, times), their words do not.
    const texts = await db()
      .select({ text: messages.text, attachments: messages.attachments })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(texts.length).toBe(erased.body.messages);
    for (const row of texts) expect(row).toEqual({ text: ERASED_MESSAGE_TEXT, attachments: [] });
    const family = [contactId, duplicateId];
    expect(
      await db().select().from(attachments).where(eq(attachments.conversationId, conversationId)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(realtimeEvents)
        .where(eq(realtimeEvents.conversationId, conversationId)),
    ).toEqual([]);
    expect(
      await db().select().from(csatAsks).where(eq(csatAsks.conversationId, conversationId)),
    ).toEqual([]);
    for (const table of [contactIdentities, contactNotes]) {
      expect(await db().select().from(table).where(inArray(table.contactId, family))).toEqual([]);
    }
    expect(
      await db().select().from(contactMerges).where(inArray(contactMerges.primaryId, family)),
    ).toEqual([]);
    const rows = await db().select().from(contacts).where(inArray(contacts.id, family));
    for (const row of rows) {
      expect(row).toMatchObject({ name: null, email: null, phone: null, company: null });
      expect(row.customerId).toBe(`erased:${row.id}`);
      expect(row.deletedAt).not.toBeNull();
    }
    const [form] = await db()
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.businessId, owner.businessId));
    expect(form).toMatchObject({ email: null, payload: { erased: true } });

    // Gone from the CRM; the audit log says it happened, with counts and no name.
    expect((await call('GET', `/api/contacts/${contactId}`, undefined, owner.token)).status).toBe(
      404,
    );
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.businessId, owner.businessId), eq(auditLog.kind, 'contacts.erased')));
    expect(entry?.target).toBe(`contact:${contactId}`);
    expect(JSON.stringify(entry)).not.toMatch(/jane|wambui/i);

    // The export of an erased contact names no one.
    const after = await call('GET', `/api/contacts/${contactId}/export`, undefined, owner.token);
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).not.toMatch(/jane|wambui|254712000111|x-ray|morning/i);

    // The same device chatting again starts as a new, unknown contact.
    const again = await call('POST', '/chat', {
      message: 'Hello again',
      business_id: owner.businessId,
      customer_id: device,
    });
    expect(again.status).toBe(200);
    const [next] = await db()
      .select({ contactId: conversations.contactId })
      .from(conversations)
      .where(eq(conversations.id, Number(again.body.conversation_id)));
    expect(family).not.toContain(next?.contactId);
  });

  it('lets owners and admins only, and finds no contact of another business', async () => {
    const { owner, contactId } = await personWithHistory();
    const agent = await agentOf(owner.businessId);
    expect((await call('GET', `/api/contacts/${contactId}/export`, undefined, agent)).status).toBe(
      403,
    );
    expect((await call('POST', `/api/contacts/${contactId}/erase`, undefined, agent)).status).toBe(
      403,
    );
    const stranger = await signedUp('Another Clinic');
    for (const [method, path] of [
      ['GET', `/api/contacts/${contactId}/export`],
      ['POST', `/api/contacts/${contactId}/erase`],
    ] as const) {
      const answer = await call(method, path, undefined, stranger.token);
      expect(answer.status, path).toBe(404);
    }
    expect((await call('GET', `/api/contacts/${contactId}`, undefined, owner.token)).status).toBe(
      200,
    );
    expect((await call('GET', '/api/contacts/0/export', undefined, owner.token)).status).toBe(400);
  });
});
