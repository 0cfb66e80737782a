// Words visitors use for what the knowledge says in other words (session 13, issue #24), on a
// gym of its own: "how long" for what "lasts", "levels" for tiers (and a general question
// answered by the line opening a list gets the list).
import { describe, expect, it } from 'vitest';
import { termOf } from '../text/analyzer.ts';
import { synonymsOf } from '../text/synonyms.ts';
import { askBusiness, businessChunk } from './test-business.ts';

describe('a duration asked with "how long"', () => {
  it('is answered by the passage saying what lasts how long', async () => {
    const { ask } = askBusiness(43, 'Simba Gym', [
      businessChunk(
        'trial',
        'Free trial',
        'The free trial lasts 7 days and needs no payment card. Ask for it at the front desk.',
      ),
      businessChunk(
        'coach',
        'Personal coaching',
        'A coach plans your training with you. Your first coaching session is a free trial too.',
      ),
      businessChunk(
        'dress',
        'What to wear',
        'Long sleeves and trainers are fine in every class. Bring a towel.',
      ),
      businessChunk('pool', 'Pool', 'The pool is 25 metres long and open from 6 am.'),
      businessChunk(
        'classes',
        'Classes',
        'Group classes run every evening: boxing, yoga and spinning. Book them in the Simba app.',
      ),
    ]);
    for (const question of [
      'How long is the free trial?',
      'how long is the trial',
      'What is the duration of the free trial?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('7 days');
    }
    expect((await ask('How long is the drive to Mombasa?')).decision).toBe('dont-know');
  });
});

describe('levels are tiers', () => {
  it('answers a question about levels with the list of tiers', async () => {
    const { ask } = askBusiness(44, 'Simba Gym', [
      businessChunk(
        'tiers',
        'Membership',
        'Simba Gym has 3 membership tiers:\n\n- Bronze: the gym floor.\n- Silver: the gym floor and classes.\n- Gold: everything, with the pool and a coach.',
      ),
      businessChunk(
        'classes',
        'Classes',
        'Group classes run every evening: boxing, yoga and spinning. Book them in the Simba app.',
      ),
      businessChunk('pool', 'Pool', 'The pool is open to Gold members from 6 am.'),
    ]);
    for (const question of [
      'What membership levels are there?',
      'which levels of membership do you offer?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('Bronze');
      expect(reply.text).toContain('Gold');
    }
  });
});

describe('the thesaurus groups of this round', () => {
  it('reads whole, complete and entire as full, and a rollout as an implementation', () => {
    const same = (a: string, b: string) => synonymsOf(termOf(a) ?? '').includes(termOf(b) ?? '');
    expect(same('whole', 'full')).toBe(true);
    expect(same('entire', 'full')).toBe(true);
    expect(same('complete', 'full')).toBe(true);
    expect(same('rollout', 'implementation')).toBe(true);
    expect(same('long', 'lasts')).toBe(true);
    expect(same('levels', 'tiers')).toBe(true);
  });
});

describe('a count is answered by a number of the thing counted', () => {
  it('prefers the passage stating how many over an FAQ entry stating none', async () => {
    const { ask } = askBusiness(47, 'Simba Gym', [
      businessChunk(
        'app-faq',
        'Simba app FAQ',
        'Any class you can see in the Simba app can be booked from it, on Android or iPhone.',
        { question: 'Which classes can I book in the app?', section: 'App' },
      ),
      businessChunk(
        'classes',
        'Classes',
        'Simba Gym runs 12 classes a week that members can book: boxing, yoga and spinning, each four times.',
      ),
      businessChunk('pool', 'Pool', 'The pool is open to Gold members from 6 am.'),
    ]);
    for (const question of ['how many classes can I book?', 'How many classes are there?']) {
      const reply = await ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('12 classes');
    }
  });
});
