// The knowledge module through POST /chat, against the real server and a fresh database:
// sources added through the dashboard routes are what the agent answers from, with
// citations; a request for a person hands over; the bot stays silent while a person owns
// the conversation; and business A never retrieves business B's knowledge.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useKnowledgeHarness } from '../../../test/support/knowledge-harness.ts';
import { conversations, messages } from '../../db/schema/core.ts';

describe.each(testDrivers)('knowledge: chat (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);

  it('answers POST /chat from an added source, citing it', async () => {
    const a = await k.signedInBusiness('Crumb and Co');
    const added = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Delivery policy',
      text: '# Delivery\n\nWe deliver cakes within Nairobi on Tuesdays and Fridays. Delivery costs KES 300 per order.\n\n# Custom cakes\n\nCustom wedding cakes need two weeks notice.',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      kind: 'text',
      title: 'Delivery policy',
      chunk_count: 2,
      system: false,
    });

    const reply = await k.chat(a.businessId, 'How much does cake delivery cost?');
    expect(reply.status).toBe(200);
    expect(reply.body.response).toContain('Delivery costs KES 300 per order.');
    expect(reply.body.response).toMatch(/\[1\]/);
    expect(reply.body.citations).toEqual([
      { index: 1, title: 'Delivery policy', section: 'Delivery' },
    ]);
    expect(reply.body.handoff).toBe(false);
  });

  it('answers a follow-up with the previous turn of the same conversation, and French in French', async () => {
    const a = await k.signedInBusiness('Follow-up Bakery');
    const added = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Prices',
      text: '# Setup prices\n\nEach integration has its own setup price:\n\n- Slack setup costs $120.\n- Asana setup costs $100.\n- Odoo setup costs $300.\n\n# Delivery\n\nWe deliver cakes within Nairobi on Tuesdays and Fridays.',
    });
    expect(added.status).toBe(201);
    const customer = `device-follow-up-${Date.now()}`;
    const first = await k.chat(a.businessId, 'How much is the Slack setup?', customer);
    expect(first.body.response).toContain('Slack setup costs $120.');
    const next = await k.chat(a.businessId, 'and for Asana?', customer);
    expect(next.body.conversation_id).toBe(first.body.conversation_id);
    expect(next.body.response).toContain('Asana setup costs $100.');
    expect(next.body.response).not.toContain('$120');

    const french = await k.chat(a.businessId, "Combien coûte l'installation d'Odoo ?");
    expect(french.body.response).toMatch(/^_Je n'ai pas encore d'informations en français/);
    expect(french.body.response).toContain('Odoo setup costs $300.');
  });

  it('hands the conversation over on an explicit request, recording the reason', async () => {
    const a = await k.signedInBusiness('Handoff Bakery');
    const reply = await k.chat(a.businessId, 'I want to talk to a human please');
    expect(reply.status).toBe(200);
    expect(reply.body.handoff).toBe(true);
    expect(reply.body.status).toBe('waiting');
    expect(reply.body.response).toContain('A teammate will reply here as soon as possible.');
    const [row] = await k.database.db
      .select({ status: conversations.status, reason: conversations.handoffReason })
      .from(conversations)
      .where(eq(conversations.id, Number(reply.body.conversation_id)));
    expect(row).toEqual({
      status: 'waiting',
      reason: 'Visitor asked for a person: "I want to talk to a human please"',
    });
  });

  it('stays silent while a person owns the conversation, and answers again once handed back', async () => {
    const a = await k.signedInBusiness('Quiet Bakery');
    await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'faq',
      title: 'Bakery FAQ',
      entries: [
        {
          question: 'Do you bake gluten-free bread?',
          answer: 'Yes, every Thursday we bake gluten-free loaves.',
        },
      ],
    });
    const customer = `device-quiet-${Date.now()}`;
    const first = await k.chat(a.businessId, 'Do you bake gluten-free bread?', customer);
    expect(first.body.response).toContain('every Thursday we bake gluten-free loaves');
    const conversationId = Number(first.body.conversation_id);
    await k.server.server.services.chat.postAgentMessage(
      conversationId,
      String(a.userId),
      'Hi, Sam here from the bakery.',
    );

    const during = await k.chat(a.businessId, 'Do you bake gluten-free bread?', customer);
    expect(during.body.status).toBe('open');
    expect(during.body.response).not.toContain('gluten-free loaves');
    const botReplies = await k.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'bot')));
    expect(botReplies).toHaveLength(1);

    await k.server.server.services.chat.handBackToBot(conversationId);
    const after = await k.chat(a.businessId, 'Do you bake gluten-free bread?', customer);
    expect(after.body.response).toContain('every Thursday we bake gluten-free loaves');
  });

  it("never lets business A retrieve business B's knowledge", async () => {
    const a = await k.signedInBusiness('Alpha Dental');
    const b = await k.signedInBusiness('Beta Motors');
    const secret = await k.call('POST', '/api/knowledge/sources', b.token, {
      type: 'text',
      title: 'Workshop',
      text: 'Our workshop replaces brake pads for KES 4,500 including labour.',
    });
    expect(secret.status).toBe(201);

    const fromA = await k.chat(a.businessId, 'How much do brake pads cost to replace?');
    expect(fromA.body.response).not.toContain('4,500');
    expect(fromA.body.citations ?? []).toEqual([]);
    const fromB = await k.chat(b.businessId, 'How much do brake pads cost to replace?');
    expect(fromB.body.response).toContain('KES 4,500');

    const search = await k.call('GET', '/api/knowledge/search?q=brake%20pads', a.token);
    expect(search.status).toBe(200);
    expect(search.body.results).toEqual([]);
    expect((await k.call('GET', `/api/knowledge/sources/${secret.body.id}`, a.token)).status).toBe(
      404,
    );
    expect(
      (await k.call('DELETE', `/api/knowledge/sources/${secret.body.id}`, a.token)).status,
    ).toBe(404);
    expect(
      (await k.call('GET', '/api/knowledge/sources', a.token)).body.data.map(
        (s: { id: number }) => s.id,
      ),
    ).not.toContain(secret.body.id);
  });
});
