// Follow-ups of session 18 (issue #24), each test naming a class of question seen failing in
// held-out set 15, in words of its own, on a small business of its own: a pronoun ("them",
// "both", "there") pointing back at the thing the previous turn named, everyday phrasings of
// what uses something up, of harm to data and of a middle size, and a
// typographic apostrophe in an earlier turn.
import { describe, expect, it } from 'vitest';
import { asksPriceManner } from './manner-asked.ts';
import { pronounCarry } from './pronoun-carry.ts';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { turnIdioms } from './turn-idioms.ts';

const after = (visitor: string, bot: string) => [
  { sender: 'visitor' as const, text: visitor },
  { sender: 'bot' as const, text: bot },
];

function harbour() {
  return askBusiness(181, 'Harbour Desk', [
    businessChunk(
      'tiktok',
      'TikTok',
      'Harbour Desk answers comments and direct messages on TikTok while you film. Only TikTok business accounts can be connected; a personal profile must be switched to a business account first.',
    ),
    businessChunk(
      'telegram',
      'Telegram',
      'How to connect Telegram: sign in with Telegram and pick one or several Channels to connect. Each Channel gets its own inbox tab.',
    ),
    businessChunk(
      'shopify-faq',
      'Shopify FAQ',
      'No. The catalogue import only reads from Shopify; Harbour Desk writes to Shopify only when a customer places an order in the chat.',
    ),
    businessChunk(
      'shopify',
      'Shopify',
      'The catalogue import fetches your Shopify products, prices and stock every night so Harbour Desk can answer stock questions.',
    ),
    businessChunk(
      'archives',
      'Harbour Desk pricing',
      'Archive sizes: a Small archive costs $40 to set up (up to 100 pages). A Medium archive costs $150 to set up (catalogue and policies). A Large archive costs $600 to set up (whole manuals).',
      { section: 'Archive setup prices' },
    ),
    businessChunk(
      'tokens',
      'Tokens',
      'Harbour Desk is paid for with tokens. Every answer Harbour Desk sends uses one token, and tokens never expire.',
    ),
    businessChunk(
      'contract',
      'Contract',
      'Your invoice shows the tokens bought each month, exactly as in your signed contract.',
    ),
    businessChunk(
      'xero',
      'Xero',
      'How to connect Xero: 1. Open Connections › Xero and sign in. 2. Pick the server region of your Xero account (.com, .eu, .au) and approve access to invoices.',
    ),
  ]);
}

describe('a pronoun other than "it" points back at the thing the previous turn named', () => {
  it('adds the named thing to a long follow-up that names none of its own', () => {
    expect(
      pronounCarry(
        'which account type is required for Harbour to reply to them?',
        'We get loads of messages on TikTok lately',
        new Set(['harbour']),
      ),
    ).toMatch(/tiktok$/);
    expect(
      pronounCarry('Could both be connected?', 'Setting up Telegram for our Channel', new Set()),
    ).toMatch(/^Could both be connected telegram/);
  });

  it('leaves a follow-up that names a new thing of its own alone', () => {
    expect(
      pronounCarry('does Xero take them too?', 'We get loads of messages on TikTok', new Set()),
    ).toBeUndefined();
    expect(
      pronounCarry('what are the steps?', 'Tell me about Telegram', new Set()),
    ).toBeUndefined();
    // "are there" asks whether some exist; it points nowhere.
    expect(
      pronounCarry('what plans are there?', 'How do I connect Telegram?', new Set()),
    ).toBeUndefined();
    expect(pronounCarry('can it post there?', 'How do I connect Telegram?', new Set())).toMatch(
      /telegram$/,
    );
  });

  it('answers "them" from the named thing of a turn that was a statement', async () => {
    const { ask } = harbour();
    for (const question of [
      'which account do they require?',
      'what sort of profile do we need so Harbour Desk can reply to them?',
    ]) {
      const reply = await ask(
        question,
        after('Our shop gets plenty of questions on TikTok these days', 'Harbour Desk can help.'),
      );
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/business accounts?/);
    }
  });

  it('answers "both" when a capitalised word only repeats the previous turn', async () => {
    const { ask } = harbour();
    const reply = await ask(
      'we run two Channels, one per shop. Could both go live?',
      after('Linking Telegram to our Channel, how is it done?', 'Sign in with Telegram.'),
    );
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/one or several Channels/);
  });

  it('answers a "there" at the end from the previous turn’s thing', async () => {
    const { ask } = harbour();
    const reply = await ask(
      'would that overwrite the products we keep there?',
      after('How does Harbour Desk import our catalogue from Shopify?', 'Every night.'),
    );
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/only reads/);
  });
});

describe('everyday phrasings of a follow-up read in the knowledge’s words', () => {
  it('rewrites what uses something up, harm to data and sizes', () => {
    expect(turnIdioms('what burns through them?')).toBe('what uses them?');
    expect(turnIdioms('what gobbles my tokens up')).toBe('what uses my tokens');
    expect(turnIdioms('will it mess with our stock?')).toBe('will it write to our stock?');
    expect(turnIdioms('the mid-size one?')).toBe('the medium one?');
    // "The middle one" is a position in a list, read elsewhere (relative items), not a size.
    expect(turnIdioms('the middle one of your plans')).toBe('the middle one of your plans');
    expect(turnIdioms('what kinds of boxes')).toBe('what kinds of boxes');
    expect(turnIdioms('what kind of plan')).toBe('which plan');
    expect(turnIdioms('how exactly do I start')).toBe('how do I start');
    expect(turnIdioms('we don’t know')).toBe("we don't know");
    expect(turnIdioms('how fast can you get us up and running?')).toBe(
      'how soon can you get live?',
    );
    expect(turnIdioms('how quickly is everything operational')).toBe('how soon is live');
  });

  it('answers what uses up a thing the previous turn asked about', async () => {
    const { ask } = harbour();
    const reply = await ask(
      'ok so what exactly burns through them?',
      after('I don’t understand your tokens', 'Harbour Desk is paid for with tokens.'),
    );
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/uses one token/);
  });

  it('prices the middle size of the previous turn’s list', async () => {
    const { ask } = harbour();
    const reply = await ask(
      'cost of the mid-size one?',
      after('What archive sizes can I pick from?', 'Small, Medium and Large.'),
    );
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/\$150/);
    expect(reply.text).not.toMatch(/\$600/);
  });
});

describe('a yes or no about a price’s currency or condition is not a price question', () => {
  it('classifies the currency and the purchase-as-condition as yes or no', () => {
    expect(classifyQuestion('Is the monthly fee billed in euros?')).toBe('yes-no');
    expect(classifyQuestion('Do you charge us in shillings or in USD?')).toBe('yes-no');
    expect(
      classifyQuestion('Must we pay for a premium licence first before the bot can send invoices?'),
    ).toBe('yes-no');
    expect(
      classifyQuestion('Do I need to buy a bigger plan so that the widget shows my logo?'),
    ).toBe('yes-no');
    // Still price questions: the amount is asked.
    expect(classifyQuestion('How much is the monthly fee in euros?')).toBe('price');
    expect(classifyQuestion('Do I have to pay a setup fee?')).toBe('price');
    expect(asksPriceManner('is there a fee to connect it')).toBe(false);
  });
});

describe('a purchase asked as a condition is answered with the condition, not the price', () => {
  it('quotes the sentence saying what account is enough', async () => {
    const { ask } = askBusiness(183, 'Pier Desk', [
      businessChunk(
        'prices',
        'Pier Desk pricing',
        'Integration setup prices: Zoom setup costs $70. Dropbox setup costs $40. Trello setup costs $55.',
        { section: 'Integration setup prices' },
      ),
      businessChunk(
        'zoom',
        'Zoom',
        'Pier Desk books video meetings with a Zoom link in the chat. Customers get the link by email.',
      ),
      businessChunk(
        'zoom-faq',
        'Zoom FAQ',
        'A free Zoom account works; a paid Zoom plan adds cloud recording and longer meetings.',
      ),
    ]);
    for (const question of [
      'Must I buy a paid Zoom plan first so the bot can book meetings?',
      'Do I need to pay for Zoom before you can set up meetings?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/free Zoom account works/);
    }
  });
});
