import { describe, expect, it } from 'vitest';
import { normalizeAmounts } from './amounts.ts';

describe('normalizeAmounts', () => {
  it('reads "over N" as the band written "N+1 and above"', () => {
    expect(normalizeAmounts('and above 50,000?')).toBe('and 50,001 and above?');
    expect(normalizeAmounts('price per credit over 50k')).toBe('price per credit 50,001 and above');
    expect(normalizeAmounts('more than 20000 credits')).toBe('20,001 and above credits');
    expect(normalizeAmounts('unit price >20k')).toBe('unit price 20,001 and above');
    expect(normalizeAmounts('pages > 5000 each?')).toBe('pages 5,001 and above each?');
  });

  it('reads "50k" as 50,000 and the French "10 001" as 10,001', () => {
    expect(normalizeAmounts('a 20k budget')).toBe('a 20,000 budget');
    expect(normalizeAmounts('entre 10 001 et 20 000 crédits')).toBe(
      'entre 10,001 et 20,000 crédits',
    );
  });

  it('leaves small counts and percentages alone', () => {
    expect(normalizeAmounts('over 2 users')).toBe('over 2 users');
    expect(normalizeAmounts('above 99.9% uptime')).toBe('above 99.9% uptime');
    expect(normalizeAmounts('if a->b then 3')).toBe('if a->b then 3');
  });
});
