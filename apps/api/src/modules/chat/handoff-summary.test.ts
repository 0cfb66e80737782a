import { describe, expect, it } from 'vitest';
import { summariseHandoff } from './handoff-summary.ts';

describe('the handoff summary', () => {
  it('names the last questions, the sources the assistant used and why it handed over', () => {
    const text = summariseHandoff(
      [
        { sender: 'visitor', text: 'How much is WhatsApp?', citations: [] },
        {
          sender: 'bot',
          text: 'It costs $80 [1]',
          citations: [{ index: 1, title: 'Pricing', section: 'Integrations' }],
        },
        {
          sender: 'visitor',
          text: `Can I speak to someone? ${'really '.repeat(40)}`,
          citations: [],
        },
      ],
      'requested_by_visitor',
    );
    const [heading, asked, sources, why] = text.split('\n');
    expect(heading).toBe('Handoff summary');
    expect(asked).toMatch(
      /^Asked: "How much is WhatsApp\?"; "Can I speak to someone\? really.*…"$/,
    );
    expect(asked?.length).toBeLessThan(200);
    expect(sources).toBe('The assistant answered from: Pricing — Integrations');
    expect(why).toBe('Why: the visitor asked for a person');
  });

  it('says so when nothing was asked or cited, and keeps an unknown reason as it is', () => {
    expect(summariseHandoff([], 'Visitor asked for a person: "help"')).toBe(
      'Handoff summary\nAsked: nothing yet\nThe assistant cited no source.\nWhy: Visitor asked for a person: "help"',
    );
  });
});
