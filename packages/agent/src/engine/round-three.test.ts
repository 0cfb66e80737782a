// Round three of issue #24, each rule on a small business of its own (not Lisa's knowledge):
// a priced list and its items, a how-to that a yes/no FAQ entry must not answer, amounts
// written "over 50k", the offer of a person accepted in other words, and the confidence
// rules that keep off-topic questions from being answered with a coincidental passage.
import { describe, expect, it } from 'vitest';
import { createMemoryRetriever } from '../search/memory-retriever.ts';
import type { AgentRequest } from '../types.ts';
import { createAgentEngine } from './create-agent-engine.ts';
import { businessChunk } from './test-business.ts';

function setup() {
  const retriever = createMemoryRetriever();
  const chunk = businessChunk;
  retriever.replaceSource(7, 'packages', [
    chunk(
      'packages',
      'Care packages',
      'When you sign a contract, you choose one of 3 care packages: Bronze, Silver, Gold. Bronze is the default.\n\n- The Bronze care package costs KES 2,000 per month and includes Email help.\n- The Silver care package costs KES 4,000 per month and includes Phone help, Monthly visits.\n- The Gold care package costs KES 9,000 per month and includes Weekly visits, Spare parts.',
      { section: 'Care packages' },
    ),
  ]);
  retriever.replaceSource(7, 'bands', [
    chunk(
      'bands',
      'Fuel card prices',
      'Fuel card litres are priced in bands:\n\n- Litres 1 to 1,000 cost KES 180 per litre.\n- Litres 1,001 to 20,000 cost KES 175 per litre.\n- 20,001 litres and above cost KES 170 per litre.',
      { section: 'Litre bands' },
    ),
  ]);
  retriever.replaceSource(7, 'pump', [
    chunk(
      'pump-steps',
      'Installing the pump',
      'To install the solar pump:\n1. Mount the panel facing the sun.\n2. Connect the pump cable to the controller.\n3. Lower the pump into the borehole and switch on.',
      { section: 'Install the pump' },
    ),
    chunk(
      'pump-faq',
      'Pump FAQ',
      'No. The pump needs its own panel; a roof panel cannot share it.',
      {
        question: 'Can I install the pump on my existing roof panel?',
      },
    ),
  ]);
  retriever.replaceSource(7, 'about', [
    chunk(
      'about',
      'About Jua Pumps',
      'Jua Pumps sells solar water pumps to farms in Machakos and Kitui. Customers in Mombasa can order by phone.',
    ),
    chunk('theme', 'Our app', 'The app has a light or dark theme and loads fast on slow networks.'),
  ]);
  const engine = createAgentEngine({ retriever });
  const ask = (message: string, history: AgentRequest['history'] = []) =>
    engine.reply({
      businessId: 7,
      businessName: 'Jua Pumps',
      agentName: 'Jua',
      defaultLanguage: 'en',
      message,
      history,
    });
  return { ask };
}

const body = (text: string) => text.split(/\n\n[^\n]{1,40}:\n- \[\d+\]/)[0] ?? text;

describe('list questions (round three)', () => {
  it('gives the whole list with prices when the prices are asked, though a remark sits between the introduction and the items', async () => {
    const { ask } = setup();
    const reply = await ask('Which care packages can I choose, and their prices?');
    expect(reply.decision).toBe('answer');
    for (const p of ['KES 2,000', 'KES 4,000', 'KES 9,000']) expect(reply.text).toContain(p);
  });

  it('names the packages without their prices when only the names are asked', async () => {
    const { ask } = setup();
    const reply = await ask('which care packages are there?');
    expect(body(reply.text)).toContain('Bronze, Silver, Gold');
    expect(body(reply.text)).not.toContain('KES');
  });

  it('answers the one package a list question names, not its neighbours', async () => {
    const { ask } = setup();
    const reply = await ask('what comes in the Gold care package?');
    expect(reply.text).toContain('Weekly visits');
    expect(body(reply.text)).not.toContain('KES 2,000');
    expect(body(reply.text)).not.toContain('KES 4,000');
  });
});

describe('how-to (round three)', () => {
  it('answers with the steps, not with a yes/no FAQ entry sharing its words', async () => {
    const { ask } = setup();
    const reply = await ask('how do I install the solar pump?');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Mount the panel');
    expect(reply.text).not.toContain('roof panel cannot share');
  });
});

describe('amounts (round three)', () => {
  it('reads "over 20k" as the band written "20,001 and above"', async () => {
    const { ask } = setup();
    const reply = await ask('how much is a litre if I buy over 20k litres?');
    expect(body(reply.text)).toContain('KES 170');
    expect(body(reply.text)).not.toContain('KES 175');
  });

  it('follows "and above 20,000?" after a band question with the new band', async () => {
    const { ask } = setup();
    const first = await ask('what does a litre cost between 1,001 and 20,000 litres?');
    expect(body(first.text)).toContain('KES 175');
    const reply = await ask('and above 20,000?', [
      { sender: 'visitor', text: 'what does a litre cost between 1,001 and 20,000 litres?' },
      { sender: 'bot', text: first.text },
    ]);
    expect(body(reply.text)).toContain('KES 170');
    expect(body(reply.text)).not.toContain('KES 175');
  });
});

describe('decisions (round three)', () => {
  it('takes "sure, go ahead" after the offer of a person as a request for one', async () => {
    const { ask } = setup();
    const offer = await ask('do you sell wind turbines for boats?');
    expect(offer.decision).toBe('dont-know');
    const reply = await ask('sure, go ahead', [
      { sender: 'visitor', text: 'do you sell wind turbines for boats?' },
      { sender: 'bot', text: offer.text },
    ]);
    expect(reply.decision).toBe('handoff');
  });

  it('does not answer from a passage that matched only an amount and a currency', async () => {
    const { ask } = setup();
    const reply = await ask("what's the best laptop to get under 2,000 KES?");
    expect(reply.decision).toBe('dont-know');
  });

  it('does not answer from a passage holding one word of a longer question', async () => {
    const { ask } = setup();
    expect((await ask('Do you have an office in Mombasa?')).decision).toBe('dont-know');
  });
});
