import { describe, expect, it } from 'vitest';
import { translateQuestion } from '../language/glossary.ts';
import { askBusiness, businessChunk } from './test-business.ts';

// Session 19, refusals16: answerable questions refused although the passage answering them
// was retrieved — chat spellings the confidence gate weighed as unknown subjects, a verb of
// charging it did not read as a price, a kind of customer named with the page's own word, a
// person described by a nationality read as an unknown thing, and a French idiom of doing a
// task in someone's stead left untranslated.
const tembo = () =>
  askBusiness(61, 'Tembo', [
    businessChunk(
      'seats',
      'Tembo pricing — Seats',
      'The first 3 seats are included. Each additional seat costs $12 per month.',
    ),
    businessChunk(
      'setup',
      'Tembo pricing — Setup prices',
      'Telegram setup costs $90. Viber setup costs $140.',
    ),
    businessChunk(
      'telegram-faq',
      'Telegram FAQ',
      'Yes. Customers can ask about a bill on Telegram and get the amount due on their number.',
      { question: 'Can customers ask about a bill on Telegram?' },
    ),
    businessChunk(
      'billing',
      'Tembo for Utilities',
      'Billing inquiries: customers ask why a bill went up and get the reading it was based on.',
    ),
    businessChunk(
      'telegram',
      'Connecting Telegram',
      'Messages sent to your Telegram bot land in the Tembo inbox. Open Channels › Telegram and paste the bot token.',
    ),
    businessChunk(
      'languages',
      'Tembo FAQ — Languages',
      'Tembo replies in the language the customer writes in, including French, German, Italian and Spanish, even when your documents are in one language only.',
    ),
    ...[
      ['agritech', 'Agritech', 'Input ordering: farmers order seed and fertiliser in the chat.'],
      [
        'agritech',
        'Agritech',
        'Harvest updates: buyers get collection dates without calling the depot.',
      ],
      ['hospitality', 'Hospitality', 'Room booking: guests book rooms in the chat.'],
      ['hospitality', 'Hospitality', 'Late check-out requests: guests ask for a later departure.'],
    ].map(([id, kind, text], i) =>
      businessChunk(`${id}-${i}`, `Tembo for ${kind}`, text ?? '', {
        sourceId: id,
        section: `What Tembo does for ${kind}`,
      }),
    ),
    businessChunk(
      'team',
      'Getting started',
      'A small setup is live the same day, and our team can do the whole setup for you.',
    ),
  ]);

describe('chat spellings of "enough" and "additional" are the words meant', () => {
  it.each([
    'not enuf seats, addtl ones how much',
    'enuf with 2 seats? what is each addl one',
    'seats arent enuff, addtl seat costs what',
  ])('answers "%s" with the seat price', async (question) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('$12');
  });
});

describe('billing someone is charging them: a price question', () => {
  it.each([
    'What do you bill to add our Telegram number?',
    'what would u bill us once for the Telegram number?',
    'How much do you bill for a Telegram number?',
  ])('answers "%s" with the setup price', async (question) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('$90');
  });
});

describe('a kind of customer named with the word its page is titled with', () => {
  it.each([
    ['Which features do you have for agritech?', 'Input ordering'],
    ['What services does Tembo provide for hospitality?', 'Room booking'],
    [
      'Our co-op weighs tea every week. Which features do you offer for agritech?',
      'Input ordering',
    ],
  ])('answers "%s" from that page', async (question, fact) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain(fact);
  });

  it('still refuses a kind of customer no page is titled with', async () => {
    const reply = await tembo().ask('Which features do you have for mining?');
    expect(reply.decision).toBe('dont-know');
  });
});

describe('a capitalised word before a person describes the person, not an unknown thing', () => {
  it.each([
    'Will Tembo still reply to a French tourist in French?',
    'Our documents are in English only. Can Tembo answer a German traveller in German?',
    'Can Tembo answer a Spanish student in Spanish?',
  ])('answers "%s"', async (question) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('language the customer writes in');
  });

  it('still refuses a thing of a named kind the knowledge never mentions', async () => {
    const reply = await tembo().ask('Can I add Tembo to a Telegram group?');
    expect(reply.decision).toBe('dont-know');
  });
});

describe('French "s\'occuper de … à notre place" asks for a task done for the visitor', () => {
  it.each([
    [
      "Votre équipe peut-elle s'occuper de toute la configuration à notre place ?",
      'team can do all the setup',
    ],
    ["Pouvez-vous vous occuper de l'installation à ma place ?", 'can you do the setup'],
    ["Est-ce que votre équipe s'occupe de la configuration ?", 'team does the setup'],
  ])('reads "%s" in English', (question, english) => {
    expect(translateQuestion(question, 'fr', {})).toContain(english);
  });

  it('answers the done-for-you setup in French', async () => {
    const reply = await tembo().ask(
      "Votre équipe peut-elle s'occuper de toute la configuration à notre place ?",
    );
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('our team can do the whole setup for you');
  });
});
