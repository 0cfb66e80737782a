import { describe, expect, it } from 'vitest';
import { anchorCandidates } from './learned-anchor.ts';

describe('anchorCandidates', () => {
  it('gives the sentences of the reply without markers, bullets, links or its sources list', () => {
    const reply = [
      "_Je n'ai pas encore d'informations en français, voici la réponse en anglais :_",
      '',
      'Orders placed before noon reach Nairobi addresses the same afternoon. [1] Later orders go out the next day [1].',
      '- Slack setup costs $120. [2]',
      '2. Open **Settings** and choose [Integrations](https://example.test/i).',
      '',
      'Sources:',
      '- [1] Bakery guide — Delivery',
      '- [2] [Prices](https://example.test/prices)',
    ].join('\n');
    expect(anchorCandidates(reply)).toEqual([
      "Je n'ai pas encore d'informations en français, voici la réponse en anglais :",
      'Orders placed before noon reach Nairobi addresses the same afternoon.',
      'Later orders go out the next day.',
      'Slack setup costs $120.',
      'Open Settings and choose Integrations.',
    ]);
  });

  it('keeps a decimal or "e.g." inside its sentence and drops fragments', () => {
    expect(anchorCandidates('A coffee costs $2.50, e.g. a latte. Yes. [1]')).toEqual([
      'A coffee costs $2.50, e.g. a latte.',
    ]);
  });
});
