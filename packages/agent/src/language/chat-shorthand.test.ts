import { describe, expect, it } from 'vitest';
import { askBusiness, businessChunk } from '../engine/test-business.ts';
import { normalizeChat } from './chat-shorthand.ts';

describe('normalizeChat: abbreviations visitors of any business type', () => {
  it('spells out the abbreviations and drops the filler', () => {
    expect(normalizeChat('biz hrs on sat?')).toBe('business hours on sat?');
    expect(normalizeChat('ok so how many appts per wk')).toBe('so how many appointments per week');
    expect(normalizeChat('kb upload limit pls')).toBe('knowledge base upload limit please');
    expect(normalizeChat('cnt find my acct number omg')).toBe("can't find my account number");
  });

  it('leaves a word that only looks like one alone', () => {
    expect(normalizeChat('is the monthly plan cheaper')).toBe('is the monthly plan cheaper');
    expect(normalizeChat('book 2 classes')).toBe('book 2 classes');
  });

  it('lets an abbreviated question find the passage that spells the words out', async () => {
    const { ask } = askBusiness(31, 'Simba Gym', [
      businessChunk(
        'hours',
        'Opening hours',
        'Simba Gym is open from 5 am to 10 pm on weekdays and from 7 am to 6 pm on Saturdays.',
      ),
      businessChunk(
        'account',
        'Your member account',
        'Your member account number is printed on the back of your key card and in the Simba app.',
      ),
      businessChunk(
        'classes',
        'Classes',
        'Group classes run every evening: boxing, yoga and spinning.',
      ),
    ]);
    const number = await ask('where do i find my acct num');
    expect(number.decision).toBe('answer');
    expect(number.text).toContain('back of your key card');
  });
});
