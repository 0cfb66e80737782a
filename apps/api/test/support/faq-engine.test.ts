import { describe, expect, it } from 'vitest';
import { createFaqEngine, keywords } from './faq-engine.ts';

const faq = [
  { question: 'How much does Lisa cost?', answer: 'Pricing is based on credits.' },
  { question: 'Does Lisa support WhatsApp?', answer: 'Yes, WhatsApp and Instagram.' },
];
const request = (message: string) => ({
  businessId: 1,
  businessName: 'Lisa',
  agentName: 'Lisa',
  defaultLanguage: 'en',
  message,
  history: [],
});

describe('FAQ engine', () => {
  const engine = createFaqEngine(() => faq);

  it('answers with the best matching entry and cites it', async () => {
    const reply = await engine.reply(request('what does it cost?'));
    expect(reply).toMatchObject({
      decision: 'faq',
      text: 'Pricing is based on credits. [1]',
      citations: [{ index: 1, title: 'How much does Lisa cost?' }],
    });
  });

  it('says it does not know when nothing overlaps', async () => {
    const reply = await engine.reply(request('tell me about volcanoes'));
    expect(reply.decision).toBe('dont-know');
    expect(reply.citations).toEqual([]);
  });

  it('hands over when a person is asked for', async () => {
    const reply = await engine.reply(request('Can I talk to a human?'));
    expect(reply).toMatchObject({
      decision: 'handoff',
      handoffReason: 'visitor_asked_for_a_person',
    });
  });

  it('knows nothing for a business without an FAQ', async () => {
    const reply = await createFaqEngine(() => []).reply(request('what does it cost?'));
    expect(reply.decision).toBe('dont-know');
  });

  it('reduces text to keywords without stopwords', () => {
    expect([...keywords('How do I connect WhatsApp channels?')]).toEqual([
      'connect',
      'whatsapp',
      'channel',
    ]);
  });
});
