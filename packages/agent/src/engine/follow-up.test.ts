import { describe, expect, it } from 'vitest';
import { rewriteFollowUp } from './follow-up.ts';

describe('rewriteFollowUp', () => {
  it('asks the previous attribute of a new subject', () => {
    expect(rewriteFollowUp('and for Asana?', 'how much is the Slack setup?')).toBe(
      'how much is setup Asana',
    );
    expect(
      rewriteFollowUp('what about the annual plan?', 'what is the price of the monthly plan'),
    ).toBe('what is price plan annual plan');
    // "and Asana" keeps its "A": the optional article after the connector is a whole word.
    expect(rewriteFollowUp('and Asana?', 'what can the Slack integration do?')).toBe(
      'what can integration do Asana',
    );
    expect(rewriteFollowUp('ok and messenger', 'how do I connect whatsapp')).toBe(
      'how do connect messenger',
    );
  });

  it('gives a pronoun the previous subject', () => {
    expect(rewriteFollowUp('how much is its setup?', 'tell me about the Odoo integration')).toBe(
      'how much is its setup odoo',
    );
  });

  it('leaves a question that stands alone, or the first question, as it is', () => {
    expect(rewriteFollowUp('how do I connect Instagram to Lisa?', 'how much is Slack')).toBe(
      undefined,
    );
    expect(rewriteFollowUp('and for Asana?', undefined)).toBe(undefined);
  });
});
