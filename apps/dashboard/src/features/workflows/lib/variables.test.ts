import { workflowDefinitionSchema } from '@lisa/contracts/workflows';
import { describe, expect, it } from 'vitest';
import { variablesOf } from './variables.ts';

describe('variables picker list', () => {
  it('lists answers, saved ids and connector outputs once each', () => {
    const { steps } = workflowDefinitionSchema.parse({
      steps: [
        {
          id: 'q',
          type: 'ask',
          question: 'When?',
          answer: { kind: 'datetime' },
          save: { to: 'variable', name: 'when' },
        },
        {
          id: 'e',
          type: 'ask',
          question: 'Email?',
          answer: { kind: 'email' },
          save: { to: 'contact', name: 'email' },
        },
        {
          id: 'c',
          type: 'connector',
          app: 'calendar',
          action: 'book_event',
          input: { title: 'x', start: '{{when}}' },
        },
        {
          id: 'o',
          type: 'connector',
          app: 'odoo',
          action: 'check_inventory',
          input: { product: 'mug' },
          save_as: 'mug',
        },
      ],
    });
    const names = variablesOf(steps);
    expect(names).toEqual(
      expect.arrayContaining([
        'when',
        'when_local',
        'contact.email',
        'email',
        'calendar_meet_url',
        'mug_in_stock',
      ]),
    );
    expect(names.filter((name) => name === 'contact.email')).toHaveLength(1);
  });
});
