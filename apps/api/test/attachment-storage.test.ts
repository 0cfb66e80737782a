// Attachments' bytes live in the file store (platform/storage), not in the database: a
// visitor's file is written under attachments/<business>/<id> with only the key, size and
// type in its row; a row from before the store (bytes in data_base64) still downloads; a
// contact's erasure deletes the bytes too.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, conversations, messages } from '../src/db/schema/core.ts';
import { testDrivers } from './postgres.ts';
import {
  createBusiness,
  postJson,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';

const file = (text: string, name = 'notes.txt') => ({
  name,
  content_type: 'text/plain',
  data_base64: Buffer.from(text).toString('base64'),
});

describe.each(testDrivers)('attachments in the file store on %s', (driver) => {
  let api: TestServer;
  let business: number;

  beforeAll(async () => {
    api = await startTestServer(driver);
    business = await createBusiness(api.database, { credits: 10 });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function visitorFile(text: string) {
    const res = await postJson(`${api.url}/chat`, {
      message: 'Here is my file',
      business_id: business,
      customer_id: randomUUID(),
      attachments: [file(text)],
    });
    expect(res.status).toBe(200);
    const [visitor] = await api.database.db
      .select({ attachments: messages.attachments })
      .from(messages)
      .where(eq(messages.conversationId, Number(res.body.conversation_id)));
    const id = visitor?.attachments[0]?.id ?? 0;
    const [row] = await api.database.db.select().from(attachments).where(eq(attachments.id, id));
    if (!row) throw new Error('no attachment row');
    return { row, token: res.body.visitor_token as string };
  }

  it('keeps only key, size and type in the row; the bytes download through the store', async () => {
    const { row, token } = await visitorFile('bytes in the store');
    expect(row).toMatchObject({
      storageKey: `attachments/${business}/${row.id}`,
      data: null,
      size: 18,
      contentType: 'text/plain',
    });
    expect((await api.server.context.storage.get(row.storageKey ?? ''))?.toString()).toBe(
      'bytes in the store',
    );
    const download = await fetch(`${api.url}/api/attachments/${row.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('bytes in the store');
  });

  it('still serves a row stored before the file store (bytes in data_base64)', async () => {
    const { row } = await visitorFile('new');
    const [legacy] = await api.database.db
      .insert(attachments)
      .values({
        businessId: business,
        conversationId: row.conversationId,
        name: 'old.txt',
        contentType: 'text/plain',
        size: 3,
        data: Buffer.from('old').toString('base64'),
      })
      .returning({ id: attachments.id });
    const served = await api.server.services.attachments.forMember(business, legacy?.id ?? 0);
    expect(served.body.toString()).toBe('old');
    // A row whose bytes are gone from the store answers 404, not 500.
    await api.server.context.storage.delete(row.storageKey ?? '');
    await expect(api.server.services.attachments.forMember(business, row.id)).rejects.toThrow(
      'Attachment not found',
    );
  });

  it("deletes the bytes when a contact's data is erased", async () => {
    const { row } = await visitorFile('erase me');
    const [conversation] = await api.database.db
      .select({ contactId: conversations.contactId })
      .from(conversations)
      .where(eq(conversations.id, row.conversationId));
    const report = await api.server.services.contacts.privacy.erase(
      { businessId: business, userId: 0 },
      conversation?.contactId ?? 0,
      { userId: null, ip: null },
    );
    expect(report.attachments).toBe(1);
    expect(await api.server.context.storage.get(row.storageKey ?? '')).toBeNull();
  });
});
