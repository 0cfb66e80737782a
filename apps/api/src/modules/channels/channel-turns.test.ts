// One turn at a time per customer across API instances: two servers on one database take a
// sender's webhooks in turn, Meta's send endpoint is slow, and still every answer goes out
// alone, in the order the customer wrote, each once, nothing lost. Plus the turn lock itself:
// one holder per sender, released when the turn throws.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { deliverWebhook } from '../../../test/support/fake-meta.ts';
import { useMetaHarness } from '../../../test/support/meta-harness.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { channelMessages } from '../../db/schema/channels.ts';
import { messages } from '../../db/schema/core.ts';
import { createSenderTurns } from './channel-turns.ts';

describe.each(testDrivers)('one turn at a time per sender on %s', (driver) => {
  const burstWindowMs = 150;
  const harness = useMetaHarness(driver, { burstWindowMs });
  let second: TestServer;
  beforeAll(async () => {
    // A second API instance on the same database: its own job workers, its own lock calls.
    second = await startTestServer(driver, {
      database: harness.api.database,
      env: {
        META_GRAPH_BASE_URL: harness.meta.url,
        META_BURST_WINDOW_MS: String(burstWindowMs),
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
        LISA_API_URL: 'https://api.lisa.test',
      },
    });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('lets one turn per sender run; another sender runs alongside; a failed turn lets go', async () => {
    const turns = createSenderTurns(harness.api.database);
    const key = { businessId: 1, channel: 'whatsapp' as const, sender: '254700000001' };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = turns(key, () => {
      started();
      return held.then(() => 'first');
    });
    // Its work runs only once it holds the lock, however long a loaded machine takes to get there.
    await running;
    expect(await turns(key, async () => 'second')).toEqual({ ran: false });
    expect(await turns({ ...key, sender: '254700000002' }, async () => 'other')).toEqual({
      ran: true,
      value: 'other',
    });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    await expect(
      turns(key, async () => {
        throw new Error('the turn failed');
      }),
    ).rejects.toThrow('the turn failed');
    expect(await turns(key, async () => 'after')).toEqual({ ran: true, value: 'after' });
  });

  it('answers one sender through two instances one turn after the other, in webhook order, each once', async () => {
    const { businessId, phoneNumberId, appSecret } = await harness.whatsappBusiness();
    const from = '254711000088';
    harness.meta.sendDelayMs = 100;
    harness.meta.maxConcurrentSends = 0;
    const texts = Array.from({ length: 6 }, (_, i) => `How much does Lisa cost, case ${i + 1}?`);
    const servers = [harness.api, second];
    for (const [i, text] of texts.entries()) {
      const res = await deliverWebhook(
        servers[i % 2]?.url ?? '',
        harness.waPayload(phoneNumberId, { messages: [harness.textMessage(from, text)] }),
        appSecret,
      );
      expect(res.status).toBe(200);
      // Some lines close together (one burst), some apart (their own turn).
      await new Promise((resolve) => setTimeout(resolve, i % 3 === 2 ? 400 : 40));
    }

    const { db } = harness.api.database;
    const replies = async () =>
      db
        .select({ id: messages.id, inReplyTo: messages.inReplyTo })
        .from(messages)
        .where(
          and(
            eq(messages.businessId, businessId),
            inArray(messages.sender, ['bot', 'system']),
            eq(messages.private, false),
          ),
        )
        .orderBy(messages.id);
    const sent = async () =>
      db
        .select({ messageId: channelMessages.messageId, externalId: channelMessages.externalId })
        .from(channelMessages)
        .where(
          and(
            eq(channelMessages.businessId, businessId),
            eq(channelMessages.direction, 'out'),
            eq(channelMessages.status, 'sent'),
          ),
        );
    const received = async () =>
      (
        await db
          .select({ id: channelMessages.id })
          .from(channelMessages)
          .where(
            and(
              eq(channelMessages.businessId, businessId),
              eq(channelMessages.direction, 'in'),
              eq(channelMessages.status, 'received'),
            ),
          )
      ).length;
    const deadline = Date.now() + 100_000;
    for (;;) {
      const [done, answers, out] = [await received(), await replies(), await sent()];
      if (done === texts.length && answers.length > 0 && out.length === answers.length) break;
      if (Date.now() > deadline) {
        throw new Error(`received ${done}, replies ${answers.length}, sent ${out.length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await harness.settle();

    // Nothing lost, nothing twice, in order: the turns' questions read as the webhooks came.
    const asked = await db
      .select({ text: messages.text })
      .from(messages)
      .where(and(eq(messages.businessId, businessId), eq(messages.sender, 'visitor')))
      .orderBy(messages.id);
    expect(asked.flatMap((row) => row.text.split('\n'))).toEqual(texts);
    // One answer per turn, each sent once, in the order of the turns, never two at once.
    const answers = await replies();
    expect(answers).toHaveLength(asked.length);
    const out = await sent();
    const order = answers.map((answer) => {
      const row = out.find((item) => item.messageId === answer.id);
      return Number(row?.externalId?.replace('wamid.fake', ''));
    });
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(harness.sendsTo(from)).toHaveLength(answers.length);
    expect(harness.meta.maxConcurrentSends).toBe(1);
    harness.meta.sendDelayMs = 0;
    // Generous for a loaded machine: it takes a few seconds when the machine is quiet.
  }, 120_000);
});
