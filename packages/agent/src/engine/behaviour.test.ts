import { describe, expect, it } from 'vitest';
import { createMemoryRetriever } from '../search/memory-retriever.ts';
import type { AgentBehaviour, AgentRequest } from '../types.ts';
import { countUnanswered, isWithinHours, matchKeyword } from './behaviour.ts';
import { createAgentEngine } from './create-agent-engine.ts';

const retriever = createMemoryRetriever();
retriever.replaceSource(9, 'faq', [
  {
    chunkId: 'faq-1',
    sourceId: 'faq',
    title: 'FAQ',
    question: 'How long does delivery take?',
    text: 'Orders arrive within 3 working days.',
    language: 'en',
  },
]);
const engine = createAgentEngine({ retriever });
const ask = (
  message: string,
  behaviour: AgentBehaviour,
  history: AgentRequest['history'] = [],
  now?: Date,
) =>
  engine.reply({
    businessId: 9,
    businessName: 'Duka',
    agentName: 'Amani',
    defaultLanguage: 'en',
    message,
    history,
    behaviour,
    ...(now ? { now } : {}),
  });

const weekdays = { open: '09:00', close: '17:00' };
const hours = {
  timeZone: 'Africa/Nairobi',
  days: {
    mon: weekdays,
    tue: weekdays,
    wed: weekdays,
    thu: weekdays,
    fri: weekdays,
    sat: null,
    sun: null,
  },
};

describe('the business rules of the agent', () => {
  it('judges business hours in their time zone', () => {
    // Monday 2026-11-23 07:00 UTC = 10:00 in Nairobi (UTC+3).
    expect(isWithinHours(hours, new Date('2026-11-23T07:00:00Z'))).toBe(true);
    expect(isWithinHours(hours, new Date('2026-11-23T05:59:00Z'))).toBe(false);
    expect(isWithinHours(hours, new Date('2026-11-23T14:00:00Z'))).toBe(false);
    expect(isWithinHours(hours, new Date('2026-11-28T10:00:00Z'))).toBe(false); // Saturday
  });

  it('matches keywords as whole words, case and accents folded', () => {
    expect(matchKeyword('I want a REFUND now', ['refund'])).toBe('refund');
    expect(matchKeyword('refunds policy?', ['refund'])).toBeUndefined();
    expect(matchKeyword('Un remboursément svp', ['remboursement'])).toBe('remboursement');
    expect(matchKeyword('my order is broken', ['order broken', 'broken'])).toBe('broken');
  });

  it('counts the unanswered replies, the business own text included', () => {
    expect(
      countUnanswered(
        [
          { sender: 'visitor', text: 'a' },
          { sender: 'bot', text: 'We do not know that yet, sorry.' },
          {
            sender: 'bot',
            text: "I don't know that. Shall I connect you with a person from our team?",
          },
        ],
        'We do not know that yet, sorry.',
      ),
    ).toBe(2);
  });

  it('changes the greeting by name, purpose, tone and the business own text', async () => {
    expect((await ask('hello', {})).text).toBe(
      "Hi! I'm Amani, Duka's assistant. What would you like to know?",
    );
    expect((await ask('hello', { purpose: 'sales' })).text).toContain("Duka's sales assistant");
    expect((await ask('hello', { tone: 'formal' })).text).toMatch(/^Good day\. I am Amani/);
    expect((await ask('thanks', { tone: 'concise' })).text).toBe("You're welcome.");
    expect((await ask('hello', { greeting: 'Karibu Duka! Ask me anything.' })).text).toBe(
      'Karibu Duka! Ask me anything.',
    );
  });

  it('hands over after N unanswered questions, on keywords, and asks for a message when closed', async () => {
    const first = await ask('do you sell bicycles?', { handoffAfterUnanswered: 2 });
    expect(first.decision).toBe('dont-know');
    const second = await ask('do you sell helmets?', { handoffAfterUnanswered: 2 }, [
      { sender: 'visitor', text: 'do you sell bicycles?' },
      { sender: 'bot', text: first.text },
    ]);
    expect(second.decision).toBe('handoff');
    expect(second.handoffReason).toBe(
      'The agent could not answer 2 questions in this conversation',
    );

    const keyword = await ask('My parcel arrived damaged', { handoffKeywords: ['damaged'] });
    expect(keyword.decision).toBe('handoff');
    expect(keyword.handoffReason).toContain('"damaged"');

    const closed = await ask(
      'talk to a human',
      { businessHours: hours },
      [],
      new Date('2026-11-28T10:00:00Z'),
    );
    expect(closed.decision).toBe('handoff');
    expect(closed.text).toMatch(/leave your message here/);
    const open = await ask(
      'talk to a human',
      { businessHours: hours },
      [],
      new Date('2026-11-23T07:00:00Z'),
    );
    expect(open.text).toMatch(/A teammate will reply here/);
  });

  it('answers only in the chosen languages, and uses the business own don-t-know', async () => {
    expect((await ask('Bonjour', {})).text).toMatch(/^Bonjour/);
    expect((await ask('Bonjour', { languages: ['en'] })).text).toMatch(/^Hi!/);
    const custom = await ask('do you sell bicycles?', {
      dontKnowText: 'We have no answer to that yet.',
    });
    expect(custom).toMatchObject({ decision: 'dont-know', text: 'We have no answer to that yet.' });
    const accepted = await ask('yes', { dontKnowText: 'We have no answer to that yet.' }, [
      { sender: 'visitor', text: 'do you sell bicycles?' },
      { sender: 'bot', text: 'We have no answer to that yet.' },
    ]);
    expect(accepted.decision).toBe('handoff');
  });
});

describe('the trace of a reply', () => {
  it('says what was searched, what was found with scores, and why', async () => {
    const answered = await engine.reply({
      businessId: 9,
      businessName: 'Duka',
      agentName: 'Amani',
      defaultLanguage: 'en',
      message: 'Hi! how long does delivery take?',
      history: [],
      trace: true,
    });
    expect(answered.trace).toMatchObject({
      detectedLanguage: 'en',
      query: 'how long does delivery take?',
      reason: 'An FAQ entry asks the same question',
    });
    expect(answered.trace?.searches[0]?.passages[0]).toMatchObject({
      title: 'FAQ',
      question: 'How long does delivery take?',
    });
    expect(answered.trace?.searches[0]?.passages[0]?.score).toBeGreaterThan(0);
    const unknown = await ask('do you sell bicycles?', {});
    expect(unknown.trace).toBeUndefined();
    const traced = await engine.reply({
      businessId: 9,
      businessName: 'Duka',
      agentName: 'Amani',
      defaultLanguage: 'en',
      message: 'do you sell bicycles?',
      history: [],
      trace: true,
    });
    expect(traced.trace?.reason).toMatch(/^(No passage covers|Nothing in the knowledge base)/);
  });
});
