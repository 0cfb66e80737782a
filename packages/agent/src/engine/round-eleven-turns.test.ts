// Two-in-one questions and languages (session 15, issue #24), on a tour operator of its own:
// a second question opened by a modal ("must", "should", "could") is a question of its own; a
// second question naming no thing of its own is asked of the first one's subject when the
// knowledge answers it there; an "it" in subject position is the first question's subject,
// the business itself when the first asked about the business.
import { describe, expect, it } from 'vitest';
import { itIsTheBusiness } from './follow-up.ts';
import { splitQuestions } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';

const tours = () =>
  askBusiness(71, 'Tembo Trips', [
    businessChunk(
      'prices',
      'Tour prices',
      'Tour prices per person: the Balloon safari costs USD 450, the Boat tour costs USD 60 and the Cave walk costs USD 25.',
    ),
    businessChunk(
      'balloon',
      'Balloon safari',
      'The Balloon safari leaves at 5 am from the Mara camp. Passengers must be at least 7 years of age. Guests should bring warm clothes because the morning air is cold.',
    ),
    businessChunk(
      'boat',
      'Boat tour',
      'The Boat tour crosses Lake Naivasha in two hours. Children under 5 years of age ride free. Guests should bring a hat and sunscreen.',
    ),
    businessChunk(
      'cave',
      'Cave walk',
      'The Cave walk takes three hours underground. Guests should bring closed shoes and a torch. Visitors of any age are welcome.',
    ),
    businessChunk(
      'cancel',
      'Cancellations',
      'Bookings can be cancelled free of charge up to 48 hours before the tour starts.',
    ),
    businessChunk(
      'languages',
      'Guides',
      'Tembo Trips guides speak 6 languages, including English, French and German.',
    ),
    businessChunk(
      'lodges',
      'Partner lodges',
      'Tembo Trips works with 12 partner lodges across Kenya, from the coast to the Mara.',
    ),
  ]);

describe('a second question opened by a modal verb is a question of its own', () => {
  it.each([
    ['What does the Cave walk cost, and should I bring a torch?', 'should I bring a torch'],
    ['How much is the Boat tour, and must children pay?', 'must children pay'],
    ['How long is the Cave walk and could I join with my kids?', 'could I join with my kids'],
    ['What time does the balloon leave, and may I bring my camera?', 'may I bring my camera'],
  ])('%s', (message, second) => {
    const parts = splitQuestions(message);
    expect(parts).toHaveLength(2);
    expect(parts[1]).toBe(second);
  });

  it('a modal inside one question does not split it', () => {
    expect(splitQuestions('What should I bring and wear for the Cave walk?')).toHaveLength(1);
  });

  it('both halves are answered through the engine', async () => {
    const { ask } = tours();
    const reply = await ask('What does the Cave walk cost, and must guests bring a torch?');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('USD 25');
    expect(reply.text).toMatch(/closed shoes and a torch/);
  });
});

describe("a second question naming no thing of its own is asked of the first one's subject", () => {
  it.each([
    ['How much is the Cave walk, and what should guests bring?', /closed shoes/, /warm clothes/],
    [
      'What is the Balloon safari price, and what do guests need to bring?',
      /warm clothes/,
      /sunscreen|closed shoes/,
    ],
    ['What does the Boat tour cost, and is there a minimum age?', /Children under 5/, /at least 7/],
    [
      'How much is the Balloon safari, and is there an age limit?',
      /at least 7/,
      /Children under 5/,
    ],
  ])('%s', async (message, wanted, other) => {
    const { ask } = tours();
    const reply = await ask(message);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/USD (?:25|450|60)/);
    expect(reply.text).toMatch(wanted);
    expect(reply.text).not.toMatch(other);
  });

  it('a second question on another topic keeps its own words', async () => {
    const { ask } = tours();
    const reply = await ask('How much is the Balloon safari, and can I cancel for free?');
    expect(reply.text).toContain('USD 450');
    expect(reply.text).toContain('48 hours');
  });
});

describe('"it" in subject position is the business when the first question asked about it', () => {
  const names = new Set(['tembo', 'trip']);
  it.each([
    ['how many lodges does it work with', 'How many languages does Tembo speak'],
    ['can it book lodges for us', 'Does Tembo run balloon rides'],
    ['will it send a receipt', 'Can Tembo take card payments'],
  ])('%s after %s', (second, first) => {
    expect(itIsTheBusiness(second, first, names)).toBe(true);
  });

  it('an "it" after a question about a thing is that thing', () => {
    expect(itIsTheBusiness('does it need warm clothes', 'Is the Balloon safari early', names)).toBe(
      false,
    );
    expect(itIsTheBusiness('can it fly in the rain', 'Does the balloon leave early', names)).toBe(
      false,
    );
  });

  it('through the engine: the second answer is about the business, not the first thing', async () => {
    const { ask } = tours();
    const reply = await ask(
      'How many languages does Tembo speak, and how many partner lodges does it work with?',
    );
    expect(reply.text).toContain('6 languages');
    expect(reply.text).toContain('12 partner lodges');
  });
});
