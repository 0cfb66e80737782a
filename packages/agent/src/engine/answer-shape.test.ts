import { describe, expect, it } from 'vitest';
import { createMemoryRetriever } from '../search/memory-retriever.ts';
import type { AgentRequest } from '../types.ts';
import { createAgentEngine } from './create-agent-engine.ts';

// A small shop's knowledge in English: a price enumeration written as one sentence, a
// list of plans, the steps of a how-to, and a delivery policy.
function setup() {
  const retriever = createMemoryRetriever();
  const chunk = (id: string, title: string, text: string, section?: string) => ({
    chunkId: id,
    sourceId: id,
    title,
    text,
    language: 'en',
    ...(section ? { section } : {}),
  });
  retriever.replaceSource(9, 'setup', [
    chunk(
      'setup',
      'Pricing',
      'The setup fee is paid once. Integration setup prices: Shopify $200, WhatsApp $300, Slack $120, Asana $100, Mailchimp $90; any other integration $100.',
      'Setup prices',
    ),
  ]);
  retriever.replaceSource(9, 'plans', [
    chunk(
      'plans',
      'Pricing',
      'Kibanda has three subscription plans:\n- Starter costs $20 per month for one shop.\n- Growth costs $60 per month for three shops.\n- Scale costs $150 per month for unlimited shops.',
      'Plans',
    ),
  ]);
  retriever.replaceSource(9, 'delivery', [
    chunk(
      'delivery',
      'Delivery',
      'Orders inside Nairobi arrive within 2 days. Orders elsewhere in Kenya arrive within 5 days.',
    ),
  ]);
  retriever.replaceSource(9, 'connect', [
    chunk(
      'connect',
      'Connecting your shop',
      'To connect Shopify:\n1. Open Settings and choose Integrations.\n2. Click Connect next to Shopify.\n3. Approve the access Kibanda asks for.\n4. Wait for the first product sync.',
    ),
  ]);
  const engine = createAgentEngine({ retriever });
  const ask = (message: string, history: AgentRequest['history'] = []) =>
    engine.reply({
      businessId: 9,
      businessName: 'Kibanda',
      agentName: 'Kibanda',
      defaultLanguage: 'en',
      message,
      history,
    });
  return { ask };
}

const prices = (text: string) => (text.split('\n\nSources')[0]?.match(/\$\d+/g) ?? []).length;

describe('answers shaped by the question', () => {
  it('answers the price of one integration with that price alone, cited', async () => {
    const reply = await setup().ask('how much does the Slack setup cost?');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Slack $120');
    expect(prices(reply.text)).toBe(1);
    expect(reply.citations).toHaveLength(1);
  });

  it('answers a list question with the whole list', async () => {
    const reply = await setup().ask('which subscription plans do you have?');
    for (const plan of ['Starter', 'Growth', 'Scale']) expect(reply.text).toContain(plan);
  });

  it('answers a how-to with every step', async () => {
    const reply = await setup().ask('how do I connect Shopify?');
    expect(reply.text).toContain('Open Settings');
    expect(reply.text).toContain('first product sync');
  });

  it('answers both questions of one message, each cited', async () => {
    const reply = await setup().ask(
      'how much is the Asana setup? and how long does delivery take in Nairobi?',
    );
    expect(reply.text).toContain('Asana $100');
    expect(reply.text).toMatch(/2 days/);
    expect(reply.citations.map((c) => c.title).sort()).toEqual(['Delivery', 'Pricing']);
    expect(reply.text).toMatch(/\[1\][\s\S]*\[2\]/);
  });
});

describe('two questions in one message', () => {
  it('answers the second through the first ("how do I connect X and how much is it?")', async () => {
    const reply = await setup().ask('how do I connect Shopify and how much is it?');
    expect(reply.text).toContain('Approve the access');
    expect(reply.text).toContain('Shopify $200');
    expect(reply.text).not.toContain('Starter');
    expect(reply.citations.map((c) => c.title)).toEqual(['Connecting your shop', 'Pricing']);
  });
});

describe('follow-ups', () => {
  it('asks the previous question of the new subject ("and for Asana?")', async () => {
    const { ask } = setup();
    const first = await ask('what is the setup price for Slack?');
    const reply = await ask('and for Asana?', [
      { sender: 'visitor', text: 'what is the setup price for Slack?' },
      { sender: 'bot', text: first.text },
    ]);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Asana $100');
    expect(reply.text).not.toContain('Slack $120');
  });

  it('keeps the subject when the follow-up only points at it ("how much is its setup?")', async () => {
    const reply = await setup().ask('how much is its setup?', [
      { sender: 'visitor', text: 'do you connect to Mailchimp?' },
      { sender: 'bot', text: 'Integration setup prices: Mailchimp $90.' },
    ]);
    expect(reply.text).toContain('Mailchimp $90');
  });
});

describe('languages', () => {
  it('answers a French question from English knowledge, its own sentence in French', async () => {
    const reply = await setup().ask("Combien coûte l'installation de WhatsApp ?");
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/^_Je n'ai pas encore d'informations en français/);
    expect(reply.text).toContain('WhatsApp $300');
  });

  it('answers a Swahili question from English knowledge, its own sentence in Swahili', async () => {
    const reply = await setup().ask('Bei ya usanidi wa Slack ni kiasi gani?');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/^_Bado sina taarifa kwa Kiswahili/);
    expect(reply.text).toContain('Slack $120');
  });

  it('says it does not know, and hands over, in the visitor’s language', async () => {
    const { ask } = setup();
    const dontKnow = await ask('Quelle est la capitale du Canada ?');
    expect(dontKnow.decision).toBe('dont-know');
    expect(dontKnow.text).toMatch(/^Désolée, je ne connais pas la réponse/);
    const handoff = await ask('Nataka kuongea na mtu wa huduma kwa wateja');
    expect(handoff.decision).toBe('handoff');
    expect(handoff.text).toMatch(/^Ninakabidhi mazungumzo haya/);
    const accepted = await ask('ndiyo tafadhali', [
      { sender: 'visitor', text: 'Mnauza magari?' },
      { sender: 'bot', text: dontKnow.text },
    ]);
    expect(accepted.decision).toBe('handoff');
  });
});

describe('confidence', () => {
  it('is not lowered by filler words the knowledge base has never seen', async () => {
    const reply = await setup().ask('heyy so umm how much is the asana setup thingy, asap pls');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Asana $100');
  });

  it('still says it does not know when the unknown word is the subject', async () => {
    const { ask } = setup();
    expect((await ask('how much is the Salesforce setup?')).decision).toBe('dont-know');
    expect((await ask('who painted the mona lisa')).decision).toBe('dont-know');
  });
});
