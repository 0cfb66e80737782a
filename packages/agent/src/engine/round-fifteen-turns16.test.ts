// Follow-ups of session 19 (issue #24) that point back into the previous ANSWER, each test
// naming a class seen failing in held-out set 16, in words of its own, on a small business of
// its own: an ordinal or superlative picking one item of the list the previous answer gave
// ("the cheapest one", "that middle one", "the second option"), a step of one size along the
// knowledge's ordered list ("one size up from that"), a bare quantity counting the unit the
// previous answer priced ("if we buy 3,000, what's the total?"), a response time asked of
// a plan whose line states an SLA, and "which X do we need for it?" answered from the
// requirements rather than from a yes/no entry sharing its words or as a request for contact.
import { describe, expect, it } from 'vitest';
import { answeredItems, itemReference } from './previous-items.ts';
import { quantityCarry } from './quantity-carry.ts';
import { classifyQuestion } from './question-type.ts';
import { relativeStep } from './relative-item.ts';
import { askBusiness, businessChunk } from './test-business.ts';

const after = (visitor: string, bot: string) => [
  { sender: 'visitor' as const, text: visitor },
  { sender: 'bot' as const, text: bot },
];

function lantern() {
  return askBusiness(191, 'Lantern Desk', [
    businessChunk(
      'care',
      'Lantern Desk pricing',
      'Lantern Desk offers 3 monthly care plans:\n- The Bronze care plan costs $30 per month and includes Email help, Quarterly check-in.\n- The Silver care plan costs $90 per month and includes Phone help, Weekly check-in, 8h SLA.\n- The Gold care plan costs $400 per month and includes Named engineer, 1h SLA, On-site visits.',
      { section: 'Care plans' },
    ),
    businessChunk(
      'bundles',
      'Service bundles',
      'When you ask for a proposal, the form offers 4 service bundles to choose from: Copper, Steel, Titanium, Bespoke. Copper is preselected.\n- The Copper service bundle costs KES 4,000 per month and includes Chat support, Setup guide.\n- The Titanium service bundle costs KES 25,000 per month and includes Everything in Steel, Night cover.\n- The Steel service bundle costs KES 9,000 per month and includes Everything in Copper, Phone support.\n- The Bespoke service bundle is priced on request.',
    ),
    businessChunk(
      'archives',
      'Lantern Desk pricing',
      'Archive sizes: a Small archive costs $40 to set up (up to 100 pages). A Medium archive costs $150 to set up (catalogue and policies). A Large archive costs $600 to set up (whole manuals).',
      { section: 'Archive setup prices' },
    ),
    businessChunk(
      'tokens',
      'Lantern Desk pricing',
      'Token price bands:\n- Tokens 1 to 500 cost KES 2.00 per token.\n- Tokens 501 to 5,000 cost KES 1.50 per token.\n- Tokens 5,001 and above cost KES 1.00 per token.',
      { section: 'Token bands' },
    ),
    businessChunk(
      'telegram',
      'Telegram',
      'How to connect Telegram: sign in with Telegram and pick one or several Channels to connect.',
    ),
  ]);
}

const carePlans =
  'Lantern Desk offers 3 monthly care plans:\n- The Bronze care plan costs $30 per month and includes Email help, Quarterly check-in.\n- The Silver care plan costs $90 per month and includes Phone help, Weekly check-in, 8h SLA.\n- The Gold care plan costs $400 per month and includes Named engineer, 1h SLA, On-site visits. [1]\n\nSources:\n- [1] [Lantern Desk pricing — Care plans](/pricing)';
const bundleNames =
  'When you ask for a proposal, the form offers 4 service bundles to choose from: Copper, Steel, Titanium, Bespoke. Copper is preselected. [1]\n\nSources:\n- [1] [Service bundles](/proposal)';

describe('an ordinal or superlative points at one item of the previous answer', () => {
  it('reads the items of a list answer and of an answer naming them after a colon', () => {
    expect(answeredItems(carePlans).map((x) => [x.name, x.kind, x.amount])).toEqual([
      ['Bronze', 'care plan', 30],
      ['Silver', 'care plan', 90],
      ['Gold', 'care plan', 400],
    ]);
    expect(answeredItems(bundleNames).map((x) => [x.name, x.kind])).toEqual([
      ['Copper', 'service bundle'],
      ['Steel', 'service bundle'],
      ['Titanium', 'service bundle'],
      ['Bespoke', 'service bundle'],
    ]);
  });

  it('reads ranges of one thing as items named by their span', async () => {
    const bands =
      'The token price bands are:\n- Tokens 1 to 500 cost KES 2.00 per token.\n- Tokens 501 to 5,000 cost KES 1.50 per token.\n- 5,001 tokens and above cost KES 1.00 per token. [1]';
    expect(answeredItems(bands).map((x) => x.name)).toEqual([
      'Tokens 1 to 500',
      'Tokens 501 to 5,000',
      '5,001 tokens and above',
    ]);
    const { ask } = lantern();
    const history = after('How do you price tokens?', bands);
    const first = await ask('the first one, what does it cost?', history);
    expect(first.text).toMatch(/KES 2\.00/);
    expect(first.text).not.toMatch(/KES 1\.50/);
    const last = await ask('and the last one?', history);
    expect(last.text).toMatch(/KES 1\.00/);
    expect(last.text).not.toMatch(/KES 2\.00/);
  });

  it('reads no items from the steps of a how-to answer', () => {
    const steps =
      '- In Lantern Desk, open Connections › Telegram.\n- Sign in with Telegram.\n- Pick one or several Channels. [1]';
    expect(answeredItems(steps)).toEqual([]);
  });

  it('recognises the pointer in English, French and Swahili, and not a plain superlative question', () => {
    expect(itemReference('the least expensive one — what do I get with it?')?.pick).toBe('min');
    expect(itemReference('that one in the middle: is phone help part of it?')?.pick).toBe('middle');
    expect(itemReference('what about the second option?')?.pick).toBe('second');
    expect(itemReference('la moins chère, que comprend-elle ?')?.pick).toBe('min');
    expect(itemReference('et celle du milieu, elle inclut quoi ?')?.pick).toBe('middle');
    expect(itemReference('ile ya kati inajumuisha nini?')?.pick).toBe('middle');
    expect(itemReference('ile ya kwanza inagharimu kiasi gani?')?.pick).toBe('first');
    expect(itemReference('how do I connect Telegram for the first time?')).toBeUndefined();
    expect(itemReference('what is the last step?')).toBeUndefined();
  });

  it('answers what the cheapest item holds, priced from the knowledge when the answer only named them', async () => {
    const { ask } = lantern();
    const history = after('Which service bundles can I pick on the proposal form?', bundleNames);
    for (const q of [
      'the cheapest one, what comes with it?',
      'ok and the least expensive of them — what does it include?',
      'what do I get in the lowest-priced bundle?',
    ]) {
      const reply = await ask(q, history);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/Chat support, Setup guide/);
      expect(reply.text, q).not.toMatch(/Night cover/);
    }
  });

  it('keeps the picked item for the next follow-up of the chain', async () => {
    const { ask } = lantern();
    const history = [
      ...after('Walk me through your care plans and their prices', carePlans),
      ...after('the second one, what does it include?', 'Phone help, Weekly check-in, 8h SLA. [1]'),
    ];
    const reply = await ask('and how much is it a month?', history);
    expect(reply.text).toMatch(/\$90\b/);
    expect(reply.text).not.toMatch(/\$30\b|\$400/);
  });

  it('answers the middle, the last and the priciest item of a list answer', async () => {
    const { ask } = lantern();
    const history = after('Walk me through your care plans and their prices', carePlans);
    const middle = await ask('that middle one, what does it include?', history);
    expect(middle.text).toMatch(/Phone help, Weekly check-in/);
    expect(middle.text).not.toMatch(/\$30|\$400/);
    const last = await ask('and the last one, how much is it a month?', history);
    expect(last.text).toMatch(/\$400/);
    expect(last.text).not.toMatch(/\$30\b|\$90\b/);
    const top = await ask('the priciest plan: what does it come with?', history);
    expect(top.text).toMatch(/Named engineer/);
  });

  it('reads the pointer of a French or Swahili follow-up in the visitor’s own words', async () => {
    const { ask } = lantern();
    const history = after('Walk me through your care plans and their prices', carePlans);
    for (const q of [
      'celle du milieu, qu’est-ce qu’elle comprend ?',
      'ile ya kati inajumuisha nini?',
      'ile ya pili ina nini ndani yake?',
    ]) {
      const reply = await ask(q, history);
      expect(reply.text, q).toMatch(/Phone help, Weekly check-in/);
      expect(reply.text, q).not.toMatch(/Named engineer|Quarterly check-in/);
    }
    const last = await ask('et la dernière, elle coûte combien par mois ?', history);
    expect(last.text).toMatch(/\$400/);
  });

  it('leaves a pointer whose kind the previous answer does not list to the other rules', async () => {
    const { ask } = lantern();
    const history = after('Walk me through your care plans and their prices', carePlans);
    const reply = await ask('what is the cheapest bundle on the proposal form?', history);
    expect(reply.text).not.toMatch(/Bronze/);
  });
});

describe('a step of one size along the knowledge’s list, said with the kind of step', () => {
  it('reads "one size up", "a tier down" and "up a level" as steps', () => {
    expect(relativeStep('and if we went one size up from that?')).toBe(1);
    expect(relativeStep('what about a tier down?')).toBe(-1);
    expect(relativeStep('could we move up a level instead?')).toBe(1);
    expect(relativeStep('how do I set up Telegram?')).toBe(0);
  });

  it('answers the next size of the list the previous subject belongs to', async () => {
    const { ask } = lantern();
    const history = after(
      'We are looking at the Medium archive. What is its price?',
      '- A Medium archive costs $150 to set up (catalogue and policies). [1]',
    );
    const up = await ask('and if we went one size up from that?', history);
    expect(up.text).toMatch(/\$600/);
    const down = await ask('hmm, and one step down?', history);
    expect(down.text).toMatch(/\$40\b/);
  });
});

describe('a step from the item the previous answer named, in English, French and Swahili', () => {
  const medium = '- A Medium archive costs $150 to set up (catalogue and policies). [1]';

  it('reads "the one after that", "la taille au-dessus" and "ile inayofuata" as steps', () => {
    expect(relativeStep('and the one after that?')).toBe(1);
    expect(relativeStep('the one just before it, then?')).toBe(-1);
    expect(relativeStep('et la taille au-dessus ?')).toBe(1);
    expect(relativeStep('et celle d’avant ?')).toBe(-1);
    expect(relativeStep('na ile inayofuata?')).toBe(1);
    expect(relativeStep('d’après la doc, combien ?')).toBe(0);
    expect(relativeStep('what happens after that?')).toBe(0);
  });

  it('answers the neighbour of the answered item, whatever the previous question’s word order', async () => {
    const { ask } = lantern();
    const cases: Array<[string, string, RegExp]> = [
      ['Combien coûte l’archive Medium ?', 'et la taille au-dessus ?', /\$600/],
      ['Archive ya Medium inagharimu kiasi gani?', 'na ile inayofuata kwa ukubwa?', /\$600/],
      ['What would the Medium archive cost us?', 'and the one before that?', /\$40\b/],
    ];
    for (const [before, q, fact] of cases) {
      const reply = await ask(q, after(before, medium));
      expect(reply.text, q).toMatch(fact);
      expect(reply.text, q).not.toMatch(/\$150/);
    }
  });
});

describe('a bare quantity counts the unit the previous answer priced', () => {
  const bands =
    'The token price bands are:\n- Tokens 1 to 500 cost KES 2.00 per token.\n- Tokens 501 to 5,000 cost KES 1.50 per token.\n- Tokens 5,001 and above cost KES 1.00 per token. [1]';

  it('adds the unit after the quantity, not after a money amount, a year or a counted noun', () => {
    expect(quantityCarry('so if we buy 3,000, what is the total?', 'tokens?', bands)).toBe(
      'so if we buy 3,000 tokens, what is the total?',
    );
    expect(quantityCarry('what would 800 cost altogether', 'tokens?', bands)).toBe(
      'what would 800 tokens cost altogether',
    );
    expect(quantityCarry('is KES 3,000 enough?', 'tokens?', bands)).toBeUndefined();
    expect(quantityCarry('can I buy 3,000 messages?', 'tokens?', bands)).toBeUndefined();
    expect(quantityCarry('still valid in 2027?', 'tokens?', bands)).toBeUndefined();
    expect(quantityCarry('if we buy 3,000, what is the total?', 'plans?', 'No prices.')).toBe(
      undefined,
    );
  });

  it('still asks what the previous question asked of the new quantity', async () => {
    const { ask } = lantern();
    const history = after(
      'What does one token cost if we buy 800 tokens?',
      '- Tokens 501 to 5,000 cost KES 1.50 per token. [1]',
    );
    const more = await ask('and at 6,000?', history);
    expect(more.text).toMatch(/KES 1\.00 per token/);
    const fewer = await ask('what about 300?', history);
    expect(fewer.text).toMatch(/KES 2\.00 per token/);
  });

  it('totals the quantity over the bands of the previous answer', async () => {
    const { ask } = lantern();
    const history = after('How do you price tokens?', bands);
    for (const q of [
      'ok so if our shop takes 3,000, what is the total in shillings?',
      'and say we needed 800 — what would that cost altogether?',
      'et si on en achète 3 000, ça fait combien au total ?',
      'tukinunua 3,000, jumla ni shilingi ngapi?',
    ]) {
      const reply = await ask(q, history);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/in total/);
    }
  });
});

describe('a response time asked of a plan whose line states an SLA', () => {
  it('finds the SLA line for "response time"', async () => {
    const { ask, retriever } = lantern();
    for (const q of [
      'what response time do you promise?',
      'is there a guaranteed response time?',
      'response time on the plans?',
    ]) {
      const found = await retriever.search(191, q, 5);
      const care = found.find((p) => p.chunkId === 'care');
      expect(
        care?.matchedTerms?.map((m) => m.term),
        q,
      ).toContain('sla');
    }
    const reply = await ask('What response time does the Silver care plan promise?');
    expect(reply.text).toMatch(/8h SLA/);
  });
});

describe('"which X do we need for it?" asks a requirement', () => {
  function signal() {
    return askBusiness(192, 'Beacon Chat', [
      businessChunk(
        'signal',
        'Connecting Signal',
        'What you need:\n- a verified business profile;\n- a mobile number that can take a text message and is not already linked to a personal Signal app.',
        { section: 'What you need' },
      ),
      businessChunk(
        'signal-faq',
        'Signal FAQ',
        'No. Once a number is linked to Beacon Chat it cannot stay in the personal Signal app as well; use a separate number.',
        { question: 'Can I keep using Signal on my mobile with the same number?' },
      ),
      businessChunk(
        'contact',
        'Contact us',
        'Call our office on +254 700 000 000 or write to hello@beacon.example.',
      ),
    ]);
  }

  it('is not a request for the business’s contact details', () => {
    expect(classifyQuestion('which phone number do we need for Signal?')).not.toBe('contact');
    expect(classifyQuestion('what phone number is required for it?')).not.toBe('contact');
    expect(classifyQuestion('what is your phone number?')).toBe('contact');
  });

  it('answers from the requirements, not from a yes/no entry sharing its words', async () => {
    const { ask } = signal();
    const history = after('Our salon wants clients to reach Beacon Chat on Signal', 'Sure.');
    for (const q of [
      'what kind of mobile number do we need for it?',
      'which mobile number is needed for Signal?',
      'ok, what sort of mobile number would we need for it?',
    ]) {
      const reply = await ask(q, history);
      expect(reply.text, q).toMatch(/not already linked/);
      expect(reply.text, q).not.toMatch(/hello@beacon/);
    }
  });
});
