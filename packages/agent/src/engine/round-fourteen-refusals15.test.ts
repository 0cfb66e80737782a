import { describe, expect, it } from 'vitest';
import { askBusiness, businessChunk } from './test-business.ts';

// Session 18, refusals15: answerable one-sentence questions the engine refused because a
// check read a misspelling, a clipped word or a currency sign as a thing the knowledge lacks.
const gym = () =>
  askBusiness(41, 'Simba Fitness', [
    businessChunk(
      'prices',
      'Simba Fitness prices',
      'Personal training costs 2,000 KES per session. Sauna access costs 500 KES per visit. Massage costs 1,800 KES per hour.',
    ),
    businessChunk(
      'team',
      'Our team',
      'Our staff are certified coaches. Members get a free fitness check on their first visit.',
    ),
    businessChunk(
      'app',
      'The Simba app',
      'The app speaks three languages: English, Swahili and French. Turn reminders on or off under Settings › Notification preferences.',
    ),
    businessChunk(
      'classes',
      'Classes',
      'Yoga classes run every morning at 6 am. Spinning classes run on weekday evenings.',
    ),
  ]);

describe('a typo correction that only fixes a spelling is the word meant (guessed-thing)', () => {
  // The visitor's word is no English word in use, so the knowledge's word it is read as is
  // what they meant, even when another passage holds another word of the question.
  it.each([
    ['members sauana price', '500 KES'],
    ['members masage price', '1,800 KES'],
    ['members persnal trainng price', '2,000 KES'],
  ])('answers "%s"', async (question, fact) => {
    const { ask } = gym();
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain(fact);
  });

  it('still refuses a real English word read as another ("message" is no massage)', async () => {
    const { ask } = gym();
    expect((await ask('members message price')).decision).toBe('dont-know');
  });
});

describe('a clipped word is read as the knowledge word it begins', () => {
  it.each([
    ['which langs', 'Swahili'],
    ['reminder prefs', 'Notification preferences'],
    ['are membs checked', 'free fitness check'],
  ])('answers "%s"', async (question, fact) => {
    const { ask } = gym();
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain(fact);
  });
});

describe('a currency sign written as a word asks the price', () => {
  it.each([
    ['sauna how many $', '500 KES'],
    ['massage how many $$', '1,800 KES'],
    ['personal training how many £', '2,000 KES'],
  ])('answers "%s"', async (question, fact) => {
    const { ask } = gym();
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain(fact);
  });
});

// Swahili negative relative and conditional verbs put the negative after the subject
// ("tu-si-po-zi-tumia": if we do not use them), and "huu", "huo", "hizi", "hizo" are
// demonstratives ("this month"): read so, the question is the knowledge's own.
const salon = () =>
  askBusiness(42, 'Nuru Salon', [
    businessChunk(
      'points',
      'Loyalty points',
      'Loyalty points never expire. You earn one point for every 100 KES you spend at the salon.',
    ),
    businessChunk(
      'hours',
      'Opening hours',
      'The salon opens every day from 8 am to 8 pm, and on public holidays from 10 am.',
    ),
    businessChunk(
      'prices',
      'Prices',
      'A haircut costs 800 KES. Braiding costs 2,500 KES and takes about three hours.',
    ),
  ]);

describe('a Swahili negative conditional and a demonstrative are read', () => {
  it.each([
    'Je, pointi nisipozitumia mwezi huu zitaisha?',
    'Je, pointi tusizozitumia mwaka huu zitapotea?',
    'Pointi hizi nisizozitumia zitaisha?',
  ])('answers "%s"', async (question) => {
    const { ask } = salon();
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('never expire');
  });
});

describe('French "disparaître" asks whether a thing is lost, as "perdre" does', () => {
  it.each([
    "Mes points de fidélité disparaissent-ils à la fin de l'année ?",
    'Est-ce que mes points disparaîtront si je ne viens pas pendant un trimestre ?',
    'Vos points disparaissent-ils après un trimestre sans visite ?',
  ])('answers "%s"', async (question) => {
    const { ask } = salon();
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('never expire');
  });
});

// "Walk me through", "take us through", "talk me through" ask for the steps as "how do I"
// does; "from scratch" adds nothing the knowledge could hold.
const studio = () =>
  askBusiness(43, 'Pamoja Studio', [
    businessChunk(
      'booking',
      'Booking a class',
      'To book a class:\n\n1. Open the Pamoja app and sign in.\n2. Choose Classes and pick a time.\n3. Tap Book and pay with M-Pesa.',
    ),
    businessChunk(
      'about',
      'About Pamoja Studio',
      'Pamoja Studio is a dance and pilates studio in Westlands with four teachers.',
    ),
    businessChunk(
      'prices',
      'Prices',
      'A single class costs 1,000 KES. A pack of ten classes costs 8,000 KES.',
    ),
  ]);

describe('a guided-tour idiom asks how to do something', () => {
  it.each([
    'Please walk me through booking',
    'Take me through booking from scratch',
    'Can you talk us through booking?',
  ])('answers "%s" with the steps', async (question) => {
    const { ask } = studio();
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Tap Book');
  });
});
