import { describe, expect, it } from 'vitest';
import { answeredText } from './onboarding-texts.ts';

describe('answeredText', () => {
  it('says none yet, one, or how many', () => {
    expect(answeredText(0)).toBe('Your agent has answered 0 questions yet.');
    expect(answeredText(1)).toBe('Your agent has answered 1 question so far.');
    expect(answeredText(12)).toBe('Your agent has answered 12 questions so far.');
  });
});
