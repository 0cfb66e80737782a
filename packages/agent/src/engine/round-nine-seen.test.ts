// Changes of session 13 made after the blind run of set 9, from the failures of the seen
// sets (set 9 included), each on wording of its own.
import { describe, expect, it } from 'vitest';
import { termOf } from '../text/analyzer.ts';
import { synonymsOf } from '../text/synonyms.ts';
import { acceptsOffer, detectHandoffRequest } from './intents.ts';

describe('a yes after the offer of a person, then words that ask nothing', () => {
  it('accepts the offer', () => {
    for (const reply of [
      'yep, put them on',
      'sure, let me speak with them',
      'ok, bring someone in',
      'oui, quelqu’un de disponible',
      'sawa, mtu yeyote',
    ])
      expect(acceptsOffer(reply), reply).toBe(true);
  });

  it('does not accept a new question, a refusal or a goodbye', () => {
    for (const reply of [
      'sure, how long will it take?',
      'yes but what does it cost',
      'ok, no thanks',
      'yeah not now',
      'sure, bye',
      'oui, combien ça coûte',
      'sawa, bei gani',
    ])
      expect(acceptsOffer(reply), reply).toBe(false);
  });
});

describe('a question about others or about how the product works asks for no one', () => {
  it('stays a question', () => {
    for (const message of [
      "Do people on our shop's site need to sign in before they can chat?",
      'Do people need an app to talk to us?',
      'Our agent has helped the member; what lets the bot reply in that chat again?',
      'Our staff replied to the client; what makes the bot answer that chat again?',
    ])
      expect(detectHandoffRequest(message), message).toBeUndefined();
  });

  it('still reads a request for a person asked as a question', () => {
    for (const message of [
      'Do you have a person I can talk to?',
      'Is there someone I can speak with?',
      'can someone call me back?',
    ])
      expect(detectHandoffRequest(message), message).toBeDefined();
  });
});

describe('thesaurus groups added after the blind run', () => {
  it('reads automations as workflows, tick as choose and plug as connect', () => {
    const same = (a: string, b: string) => synonymsOf(termOf(a) ?? '').includes(termOf(b) ?? '');
    expect(same('automations', 'workflows')).toBe(true);
    expect(same('tick', 'choose')).toBe(true);
    expect(same('plug', 'connect')).toBe(true);
  });
});
