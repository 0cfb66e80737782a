import { describe, expect, it } from 'vitest';
import type { Passage } from '../types.ts';
import { answerUnits, composeExtractiveAnswer } from './compose-answer.ts';
import { classifyQuestion } from './question-type.ts';

const passage = (text: string, extra: Partial<Passage> = {}): Passage => ({
  chunkId: 'c1',
  sourceId: 's1',
  title: 'Pricing',
  url: '/pricing',
  score: 1,
  text,
  ...extra,
});

const answer = (text: string, question: string) =>
  composeExtractiveAnswer([passage(text)], question, {
    sourcesHeading: 'Sources',
    kind: classifyQuestion(question),
  })?.body ?? '';

const prices = (text: string) => (text.match(/\$\d+/g) ?? []).length;

describe('answerUnits', () => {
  it('cuts a sentence enumerating prices into one unit per clause, keeping its head', () => {
    const units = answerUnits(
      'Setup prices: Web Widget $200, WhatsApp $300, Slack $120; any other integration $100.',
    ).map((u) => u.text);
    expect(units).toEqual([
      'Setup prices: Web Widget $200.',
      'Setup prices: WhatsApp $300.',
      'Setup prices: Slack $120.',
      'Setup prices: any other integration $100.',
    ]);
  });

  it('leaves a sentence with one or two prices whole', () => {
    expect(answerUnits('Each user costs $25 per month, billed monthly.')).toHaveLength(1);
  });
});

describe('composeExtractiveAnswer by question kind', () => {
  const setupPrices =
    'The setup fee is paid once. Setup prices: Web Widget $200, WhatsApp $300, Slack $120, Asana $100, Odoo $300; any other integration $100. Training costs $100 per hour.';

  it('answers the price of one item with its own clause only', () => {
    const body = answer(setupPrices, 'how much is the Slack setup?');
    expect(body).toContain('Slack $120');
    expect(prices(body)).toBe(1);
  });

  it('answers the price of one line of a list with that line', () => {
    const body = answer(
      'Each integration has its own setup price:\n- WhatsApp setup costs $300.\n- Slack setup costs $120.\n- Asana setup costs $100.',
      'what does the asana setup cost',
    );
    expect(body).toBe('- Asana setup costs $100. [1]');
  });

  it('answers a price asked of the whole list with the list', () => {
    const body = answer(
      'The knowledge base setup has 3 sizes:\n- A Small knowledge base costs $0.\n- A Medium knowledge base costs $500.\n- A Large knowledge base costs $1500.',
      'how is the knowledge base setup priced?',
    );
    expect(body).toContain('Small');
    expect(body).toContain('Large');
  });

  it('gives a list question the whole list with the line introducing it', () => {
    const body = answer(
      'Lisa has three support plans. The support plans are:\n- Basic with email support\n- Standard with priority email\n- Enterprise with a dedicated manager\n\nPlans are billed monthly.',
      'which support plans are there?',
    );
    expect(body).toContain('The support plans are:');
    for (const plan of ['Basic', 'Standard', 'Enterprise']) expect(body).toContain(plan);
  });

  it('gives a how-to every step', () => {
    const body = answer(
      'To connect WhatsApp:\n1. Open Settings › Channels.\n2. Click Connect next to WhatsApp.\n3. Log in with Meta and pick your number.\n4. Send a test message.',
      'how do I connect whatsapp?',
    );
    expect(body.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(4);
  });

  it('answers the prices of two named items with those two lines', () => {
    const body = answer(
      'Each integration has its own setup price:\n- WhatsApp setup costs $300.\n- Slack setup costs $120.\n- Asana setup costs $100.\n- Odoo setup costs $300.',
      'setup price for Asana and Slack?',
    );
    expect(body).toContain('Asana setup costs $100');
    expect(body).toContain('Slack setup costs $120');
    expect(prices(body)).toBe(2);
  });

  it('gives a how-to the numbered steps, not a price list that names the same thing', () => {
    const passages = [
      passage(
        'Each integration has its own setup price:\n- Odoo setup costs $300.\n- Slack setup costs $120.',
        { chunkId: 'p', score: 2 },
      ),
      passage(
        'Using Odoo:\n1. Collect your Odoo URL and an API key.\n2. Enter them under Integrations › Odoo.\n3. Run a product ingest.',
        { chunkId: 'o', title: 'Odoo', score: 1.8 },
      ),
    ];
    const body =
      composeExtractiveAnswer(passages, 'how do I set up the Odoo integration?', {
        sourcesHeading: 'Sources',
        kind: 'how-to',
      })?.body ?? '';
    expect(body).toContain('Collect your Odoo URL');
    expect(body).toContain('Run a product ingest');
    expect(prices(body)).toBe(0);
  });
});

describe('a yes/no follow-up weighs the words carried from the previous turn at half', () => {
  it("answers with the unit naming the visitor's own word", () => {
    const text =
      'Gyms, studios and coaches book most kids classes through a long back-and-forth of messages with parents who ask which day suits, which coach is free, whether the hall is open, what to bring, whether a sibling may join, how long a class runs, what it costs for a term and for a single visit, whether they can switch a class once the term has begun, and whether a missed class can be made up on a Saturday morning, so that the front desk spends most of its afternoons answering the same handful of questions again and again while parents wait on the line and the coaches wait for a final list of names before the class begins, which it rarely has in time, so classes start late and half of the parents ring again the next morning.\n\n- Google, Outlook and iCloud calendars\n- Reminders by SMS the day before';
    const matched = [
      { term: 'outlook', weight: 2 },
      { term: 'book', weight: 1 },
      { term: 'kid', weight: 1 },
      { term: 'class', weight: 1 },
    ];
    const compose = (carried?: Set<string>) =>
      composeExtractiveAnswer(
        [passage(text, { matchedTerms: matched })],
        'does it work with outlook book kids classes',
        { sourcesHeading: 'Sources', kind: 'yes-no', ...(carried ? { carried } : {}) },
      )?.body ?? '';
    expect(compose()).toMatch(/^Gyms, studios/);
    expect(compose()).not.toContain('iCloud');
    const own = compose(new Set(['book', 'kid', 'class']));
    expect(own).toContain('- Google, Outlook and iCloud calendars');
  });
});
