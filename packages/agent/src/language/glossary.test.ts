import { describe, expect, it } from 'vitest';
import { normalizeChat } from './chat-shorthand.ts';
import { translateQuestion } from './glossary.ts';

describe('translateQuestion', () => {
  it('turns French and Swahili key words into the knowledge base words, keeping names', () => {
    expect(translateQuestion("Combien coûte l'installation de WhatsApp ?", 'fr')).toBe(
      'how much cost the setup whatsapp',
    );
    expect(translateQuestion('Bei ya usanidi wa Slack ni kiasi gani?', 'sw')).toBe(
      'price setup slack how much',
    );
  });

  it('lets the business add its own words, which win over the built-in ones', () => {
    expect(
      translateQuestion('Combien coûte la livraison à Mombasa ?', 'fr', {
        fr: { livraison: 'shipping' },
      }),
    ).toBe('how much cost the shipping mombasa');
  });

  it('reads French inversion and "combien d\'" counts, and more Swahili words', () => {
    expect(translateQuestion('Y a-t-il un essai gratuit ?', 'fr')).toBe('is there free trial');
    expect(translateQuestion("Combien d'utilisateurs sont inclus ?", 'fr')).toBe(
      'how many users included',
    );
    expect(translateQuestion('Sur quels canaux de messagerie Lisa fonctionne-t-elle ?', 'fr')).toBe(
      'which channels messaging lisa work',
    );
    expect(translateQuestion('Watumiaji wangapi wamejumuishwa?', 'sw')).toBe(
      'users how many included',
    );
    expect(translateQuestion('Inachukua muda gani kukamilisha utekelezaji kamili?', 'sw')).toBe(
      'take how long complete implementation full',
    );
  });

  it('leaves a language without a glossary as it is', () => {
    expect(translateQuestion('Was kostet es?', 'de')).toBe('Was kostet es?');
  });
});

describe('normalizeChat', () => {
  it('rewrites chat shorthand, drops filler and reads price idioms as cost', () => {
    expect(normalizeChat('hw much r u charging per hr lol?')).toBe(
      'how much are you charging per hour?',
    );
    expect(normalizeChat("ngl what's the damage for Slack")).toBe("what's the cost for Slack");
    expect(normalizeChat('do creditz expire or nah')).toBe('do creditz expire');
  });

  it('drops a closing plea for help, not a question about help', () => {
    expect(normalizeChat('idk how to add the widget to my wordpress site, help')).toBe(
      'how to add the widget to my wordpress site',
    );
    expect(normalizeChat('how do i connect slack pls help')).toBe('how do i connect slack');
    expect(normalizeChat('where can I get help')).toBe('where can I get help');
    expect(normalizeChat('can you help me')).toBe('can you help me');
  });
});
