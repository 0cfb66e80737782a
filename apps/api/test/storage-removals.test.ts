// No stored bytes outlive their rows: a business, conversation or contact deleted (the
// database's cascade, which runs no application code) and a contact erased leave no file
// behind, in the data directory and in S3 alike; a store that fails to remove does not fail
// the request, and the removal job retries it.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, businesses, contacts, conversations } from '../src/db/schema/core.ts';
import { storageRemovals } from '../src/db/schema/storage.ts';
import { testDrivers } from './postgres.ts';
import { type FakeS3, startFakeS3 } from './support/fake-s3.ts';
import {
  createBusiness,
  postJson,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';

const stores = ['data-dir', 's3'] as const;
const cases = testDrivers.flatMap((driver) => stores.map((store) => [driver, store] as const));

describe.each(cases)('stored bytes go with their rows on %s, %s store', (driver, store) => {
  let api: TestServer;
  let s3: FakeS3 | null = null;
  let filesDir: string;

  beforeAll(async () => {
    s3 = store === 's3' ? await startFakeS3() : null;
    api = await startTestServer(driver, s3 ? { env: s3.env() } : {});
    filesDir = api.server.context.env.FILES_DIR ?? '';
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  /** Every key the store still holds for the business. */
  function storedKeys(business: number): string[] {
    const prefix = `attachments/${business}/`;
    if (s3) return [...s3.objects.keys()].filter((key) => key.startsWith(prefix));
    const folder = join(filesDir, prefix);
    return existsSync(folder) ? readdirSync(folder).map((name) => prefix + name) : [];
  }

  /** A visitor's message with two files; answers the conversation and its contact. */
  async function visitorFiles(business: number) {
    const file = (text: string) => ({
      name: `${text}.txt`,
      content_type: 'text/plain',
      data_base64: Buffer.from(text).toString('base64'),
    });
    const res = await postJson(`${api.url}/chat`, {
      message: 'Two files',
      business_id: business,
      customer_id: randomUUID(),
      attachments: [file('one'), file('two')],
    });
    expect(res.status).toBe(200);
    const conversationId = Number(res.body.conversation_id);
    const [conversation] = await api.database.db
      .select({ contactId: conversations.contactId })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    return { conversationId, contactId: conversation?.contactId ?? 0 };
  }

  async function pendingRemovals() {
    return api.database.db.select().from(storageRemovals);
  }

  it('removes the files of a deleted business (the cascade) at the next removal run', async () => {
    const business = await createBusiness(api.database);
    await visitorFiles(business);
    await visitorFiles(business);
    expect(storedKeys(business)).toHaveLength(4);
    await api.database.db.delete(businesses).where(eq(businesses.id, business));
    // The trigger listed every key in the deleting transaction.
    expect((await pendingRemovals()).map((row) => row.storageKey).sort()).toEqual(
      storedKeys(business).sort(),
    );
    expect(await api.server.context.storageRemovals.drain()).toEqual({ removed: 4, failed: 0 });
    expect(storedKeys(business)).toEqual([]);
    expect(await pendingRemovals()).toEqual([]);
  });

  it('removes the files of a deleted conversation and of a deleted contact', async () => {
    const business = await createBusiness(api.database);
    const kept = await visitorFiles(business);
    const byConversation = await visitorFiles(business);
    const byContact = await visitorFiles(business);
    await api.database.db
      .delete(conversations)
      .where(eq(conversations.id, byConversation.conversationId));
    await api.database.db.delete(contacts).where(eq(contacts.id, byContact.contactId));
    expect(await api.server.context.storageRemovals.drain()).toEqual({ removed: 4, failed: 0 });
    const left = await api.database.db
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(eq(attachments.businessId, business));
    expect(left).toHaveLength(2);
    expect(storedKeys(business).sort()).toEqual(left.map((row) => row.key).sort());
    expect(kept.conversationId).toBeGreaterThan(0);
  });

  it("removes an erased contact's files at once, and retries by a job when the store fails", async () => {
    const business = await createBusiness(api.database);
    const { contactId } = await visitorFiles(business);
    const erase = () =>
      api.server.services.contacts.privacy.erase({ businessId: business, userId: 0 }, contactId, {
        userId: null,
        ip: null,
      });
    if (!s3) {
      expect((await erase()).attachments).toBe(2);
      expect(storedKeys(business)).toEqual([]);
      expect(await pendingRemovals()).toEqual([]);
      return;
    }
    // The store refuses the first two removals: the erasure still answers, the keys stay
    // listed, and the retry job removes them.
    s3.failDeletes = 2;
    expect((await erase()).attachments).toBe(2);
    const deadline = Date.now() + 15_000;
    while (storedKeys(business).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(storedKeys(business)).toEqual([]);
    expect(s3.failDeletes).toBe(0);
    expect(await pendingRemovals()).toEqual([]);
  });
});
