import { describe, expect, it } from 'vitest';
import { normalizeChat, translateQuestion } from './glossary.ts';

describe('translateQuestion', () => {
  it('turns French and Swahili key words into the knowledge base words, keeping names', () => {
    expect(translateQuestion("Combien coûte l'installation de WhatsApp ?", 'fr')).toBe(
      'how much cost setup whatsapp',
    );
    expect(translateQuestion('Bei ya usanidi wa Slack ni kiasi gani?', 'sw')).toBe(
      'price setup slack how much which',
    );
  });

  it('lets the business add its own words, which win over the built-in ones', () => {
    expect(
      translateQuestion('Combien coûte la livraison à Mombasa ?', 'fr', {
        fr: { livraison: 'shipping' },
      }),
    ).toBe('how much cost shipping mombasa');
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
  });
});
