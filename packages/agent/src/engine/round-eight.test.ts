// The fixes of session 12 for issue #24, each on a small business of its own (a gym with
// plans, classes and stories from its members; not Lisa's knowledge, and not a held-out
// question), drawn from the failures of the seen set 7.
import { describe, expect, it } from 'vitest';
import { detectHandoffRequest } from './intents.ts';

describe('requests for a person', () => {
  it('reads a person taking over this very chat as a request, the feature question as a question', () => {
    expect(detectHandoffRequest('Could someone from the front desk take over this chat?')).toBeDefined();
    expect(detectHandoffRequest('can someone real handle my case')).toBeDefined();
    expect(detectHandoffRequest('Can a person take over the conversation when the bot is stuck?')).toBeUndefined();
    expect(detectHandoffRequest('When does a person take over my chat?')).toBeUndefined();
  });

  it('reads the French reflexive imperative "mettez-moi en relation"', () => {
    expect(detectHandoffRequest('Mettez-moi en contact avec un conseiller')).toBeDefined();
    expect(detectHandoffRequest('Mets-moi en relation avec quelqu’un de la salle')).toBeDefined();
    expect(detectHandoffRequest('Le bot peut-il mettre en relation un client et un coach ?')).toBeUndefined();
  });
});
