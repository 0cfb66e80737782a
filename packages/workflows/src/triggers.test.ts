import type { WorkflowTrigger } from '@lisa/contracts/workflows';
import { describe, expect, it } from 'vitest';
import { nextDueAt, triggerMatches } from './triggers.ts';

describe('schedules', () => {
  const daily = {
    type: 'schedule' as const,
    frequency: 'daily' as 'daily' | 'weekly',
    time: '09:00',
    weekdays: [] as number[],
  };

  it('gives the next HH:MM on the business’s wall clock, strictly after the given time', () => {
    const after = new Date('2026-11-26T05:00:00Z'); // 08:00 in Nairobi (UTC+3)
    expect(nextDueAt(daily, after, 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-26T06:00:00.000Z',
    );
    const exactly = new Date('2026-11-26T06:00:00Z');
    expect(nextDueAt(daily, exactly, 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-27T06:00:00.000Z',
    );
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // London moves from UTC+1 to UTC+0 on 2026-10-25.
    const before = nextDueAt(daily, new Date('2026-10-24T09:00:00Z'), 'Europe/London');
    expect(before.toISOString()).toBe('2026-10-25T09:00:00.000Z');
    const summer = nextDueAt(daily, new Date('2026-10-23T00:00:00Z'), 'Europe/London');
    expect(summer.toISOString()).toBe('2026-10-23T08:00:00.000Z');
  });

  it('runs weekly on the chosen days only', () => {
    const weekly = { ...daily, frequency: 'weekly' as const };
    // Thursday 2026-11-26 10:00 Nairobi: the next is Monday 2026-11-30 09:00.
    const next = nextDueAt(
      { ...weekly, weekdays: [1, 4] },
      new Date('2026-11-26T07:00:00Z'),
      'Africa/Nairobi',
    );
    expect(next.toISOString()).toBe('2026-11-30T06:00:00.000Z');
  });

  it('never starts a run from a message for triggers outside a conversation', () => {
    const triggers: WorkflowTrigger[] = [
      { type: 'webhook' },
      { type: 'form_submitted', form: 'any' },
      daily,
    ];
    for (const trigger of triggers) {
      expect(triggerMatches(trigger, { text: 'hello', conversationStart: true })).toBe(false);
    }
  });
});
