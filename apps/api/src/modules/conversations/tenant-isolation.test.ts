// Each tenant sees its own conversations, tasks and summary: another business's ids are 404.
import { describe, expect, it } from 'vitest';
import { contacts, conversations, tasks } from '../../../src/db/schema/core.ts';
import { leads } from '../../../src/db/schema/sales.ts';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';

describe.each(testDrivers)('accounts: tenant isolation (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp } = harness;
  const server = () => harness.server;

  it("keeps each tenant to its own conversations and tasks: another business's ids are 404", async () => {
    const a = await signedUp('Business A');
    const b = await signedUp('Business B');
    const db = server().database.db;
    const [contact] = await db
      .insert(contacts)
      .values({
        businessId: b.businessId,
        customerId: 'wa-254700000001',
        phone: '+254700000001',
        name: 'Wanjiru',
      })
      .returning();
    const [conversation] = await db
      .insert(conversations)
      .values({
        businessId: b.businessId,
        contactId: contact?.id ?? 0,
        channel: 'whatsapp',
        status: 'open',
      })
      .returning();
    const [widgetChat] = await db
      .insert(conversations)
      .values({ businessId: b.businessId, contactId: contact?.id ?? 0, channel: 'web_widget' })
      .returning();
    await db.insert(leads).values({
      businessId: b.businessId,
      name: 'Wanjiru',
      phone: '+254700000001',
      source: 'chat',
      contactId: contact?.id ?? null,
    });
    const [task] = await db
      .insert(tasks)
      .values({
        businessId: b.businessId,
        title: 'Call Wanjiru back',
        conversationId: conversation?.id ?? null,
      })
      .returning();

    const bList = await call('GET', '/api/whatsapp-chat-box', undefined, b.token);
    expect(bList.status).toBe(200);
    expect(bList.body.data.map((c: { id: number }) => c.id)).toEqual([conversation?.id]);
    expect(bList.body.data.map((c: { id: number }) => c.id)).not.toContain(widgetChat?.id);
    expect(
      (await call('GET', `/api/whatsapp-chat-box/${conversation?.id}`, undefined, b.token)).status,
    ).toBe(200);
    const bTasks = await call('GET', '/api/tasks', undefined, b.token);
    expect(bTasks.body.data).toEqual([
      expect.objectContaining({ id: task?.id, title: 'Call Wanjiru back' }),
    ]);

    expect((await call('GET', '/api/whatsapp-chat-box', undefined, a.token)).body).toEqual({
      data: [],
    });
    expect((await call('GET', '/api/tasks', undefined, a.token)).body.data).toEqual([]);
    const foreignChat = await call(
      'GET',
      `/api/whatsapp-chat-box/${conversation?.id}`,
      undefined,
      a.token,
    );
    expect(foreignChat.status).toBe(404);
    expect(foreignChat.body.error).toBe('not_found');
    expect((await call('GET', `/api/tasks/${task?.id}`, undefined, a.token)).status).toBe(404);
    const summaryA = await call('GET', '/api/dashboard/summary', undefined, a.token);
    const summaryB = await call('GET', '/api/dashboard/summary', undefined, b.token);
    expect(summaryA.body).toMatchObject({ conversations_today: 0, open_handoffs: 0, new_leads: 0 });
    expect(summaryB.body).toMatchObject({ conversations_today: 2, open_handoffs: 1, new_leads: 1 });
  });
});
