import type { WorkflowTrigger } from '@lisa/contracts/workflows';
import { describe, expect, it } from 'vitest';
import { toTrigger, toTriggerValues, triggerFormSchema } from './trigger-form-values.ts';

describe('trigger form values', () => {
  it('round-trips every kind of trigger', () => {
    for (const trigger of [
      { type: 'keywords', keywords: ['price', 'cost'] },
      { type: 'form_submitted', form: 'demo' },
      { type: 'contact_field_changed', field: 'attributes.plan' },
      { type: 'lead_status_reached', status: 'qualified' },
      { type: 'deal_stage_reached', stage_id: 7 },
      { type: 'webhook' },
      { type: 'schedule', frequency: 'weekly', time: '08:30', weekdays: [1, 4] },
    ] satisfies WorkflowTrigger[]) {
      expect(toTrigger(toTriggerValues(trigger))).toEqual(trigger);
    }
  });

  it('shows the contract’s messages on the right field', () => {
    const base = toTriggerValues({ type: 'webhook' });
    const weekly = triggerFormSchema.safeParse({
      ...base,
      type: 'schedule',
      frequency: 'weekly',
      weekdays: [],
    });
    expect(weekly.error?.issues[0]).toMatchObject({
      path: ['weekdays'],
      message: 'Choose at least one day',
    });
    const time = triggerFormSchema.safeParse({ ...base, type: 'schedule', time: '9am' });
    expect(time.error?.issues[0]).toMatchObject({
      path: ['time'],
      message: 'Give a time as HH:MM',
    });
    const stage = triggerFormSchema.safeParse({ ...base, type: 'deal_stage_reached' });
    expect(stage.error?.issues[0]).toMatchObject({ path: ['stage_id'], message: 'Choose a stage' });
  });
});
