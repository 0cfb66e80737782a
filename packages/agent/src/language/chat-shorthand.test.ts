import { describe, expect, it } from 'vitest';
import { askBusiness, businessChunk } from '../engine/test-business.ts';
import { normalizeChat } from './chat-shorthand.ts';

describe('normalizeChat: abbreviations visitors of any business type', () => {
  it('spells out the abbreviations and drops the filler', () => {
    expect(normalizeChat('biz hrs on sat?')).toBe('business hours on sat?');
    expect(normalizeChat('ok so how many appts per wk')).toBe('so how many appointments per week');
    expect(normalizeChat('kb upload limit pls')).toBe('knowledge base upload limit please');
    expect(normalizeChat('cnt find my acct number omg')).toBe("can't find my account number");
    expect(normalizeChat('watsap bot price')).toBe('whatsapp bot price');
    expect(normalizeChat('gmeet link for da class')).toBe('google meet link for the class');
    expect(normalizeChat('how mny classes')).toBe('how many classes');
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

  it('reads "is it possible to" as "can" and "without paying" as "free"', async () => {
    const { ask } = askBusiness(32, 'Simba Gym', [
      businessChunk(
        'trial',
        'Free trial',
        'The free trial lasts 7 days and needs no payment card. Ask for it at the front desk.',
      ),
      businessChunk(
        'plans',
        'Plans',
        'Monthly plans are paid at the front desk or in the Simba app, by card or M-Pesa.',
      ),
      businessChunk('classes', 'Classes', 'Group classes run every evening: boxing and yoga.'),
    ]);
    for (const question of [
      'is it possible to get a trial without paying',
      'would it be possible to get a trial at no cost',
      'is it possible to have a trial?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('7 days');
    }
  });
});
