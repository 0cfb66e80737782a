import { workflowDefinitionSchema } from '@lisa/contracts/workflows';
import { describe, expect, it } from 'vitest';
import { stepFormSchema, toStep, toValues } from './step-form-values.ts';

const steps = workflowDefinitionSchema.parse({
  steps: [
    { id: 'hi', type: 'message', text: 'Hello {{name}}', next: 'q' },
    {
      id: 'q',
      type: 'ask',
      question: 'Which plan?',
      answer: { kind: 'choice', choices: ['Basic', 'Pro'] },
      save: { to: 'variable', name: 'plan' },
    },
    {
      id: 'b',
      type: 'branch',
      rules: [{ when: [{ variable: 'plan', op: 'equals', value: 'Pro' }], goto: 'hi' }],
      otherwise: 'end',
    },
    {
      id: 'slot',
      type: 'ask',
      question: 'Which time suits you?',
      answer: { kind: 'choice', choices_from: 'calendar_slots' },
      save: { to: 'variable', name: 'when' },
    },
    { id: 'r', type: 'reminder', text: 'Ping', delay_seconds: 60 },
    {
      id: 'book',
      type: 'connector',
      app: 'calendar',
      action: 'book_event',
      input: { title: 'Visit', start: '{{when}}' },
      save_as: 'visit',
    },
    { id: 'end', type: 'end', message: 'Bye' },
  ],
}).steps;

describe('step form values', () => {
  it('round-trips the steps the form edits', () => {
    for (const step of steps) expect(toStep(toValues(step))).toEqual(step);
  });

  it('reads one {{variable}} in Choices as choices offered from it', () => {
    const slot = steps.find((step) => step.id === 'slot');
    if (!slot) throw new Error('no slot step');
    expect(toValues(slot).choices).toBe('{{calendar_slots}}');
    expect(toStep({ ...toValues(slot), choices: ' {{ free_times }} ' })).toMatchObject({
      answer: { kind: 'choice', choices_from: 'free_times' },
    });
    expect(toStep({ ...toValues(slot), choices: 'Morning, {{x}}' })).toMatchObject({
      answer: { kind: 'choice', choices: ['Morning', '{{x}}'] },
    });
  });

  it('puts the schema messages on the matching field as you type', () => {
    const ask = steps[1];
    if (!ask) throw new Error('no ask step');
    const result = stepFormSchema.safeParse({ ...toValues(ask), question: '', save_name: '9x' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(byField.question).toBe('Question is required');
    expect(byField.save_name).toMatch(/starts with a letter/);
  });
});
