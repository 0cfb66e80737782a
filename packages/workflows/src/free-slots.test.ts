import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, freeSlots, slotLabel } from './free-slots.ts';

// Wednesday 25 Nov 2026, 13:10 in Nairobi (UTC+3).
const NOW = new Date('2026-11-25T10:10:00Z');
const NAIROBI = 'Africa/Nairobi';
const iso = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe('free slots', () => {
  it('offers the next grid times after now within opening hours, skipping busy periods', () => {
    const slots = freeSlots({
      busy: [
        // 13:30-14:15 Nairobi: 13:30 and 14:00 overlap it (a 30-minute slot), 14:30 is free.
        { start: '2026-11-25T10:30:00Z', end: '2026-11-25T11:15:00Z' },
      ],
      from: NOW,
      days: 7,
      durationMinutes: 30,
      count: 3,
      timeZone: NAIROBI,
      hours: DEFAULT_OPENING_HOURS,
    });
    expect(iso(slots)).toEqual([
      '2026-11-25T11:30:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T12:30:00.000Z',
    ]);
    expect(slots[0]?.end.toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(slotLabel(slots[0]?.start as Date, NAIROBI)).toBe('Wed 25 Nov, 14:30');
  });

  it('keeps a slot whole before closing, skips closed days and a fully busy day', () => {
    const slots = freeSlots({
      // Thursday 26 Nov busy all day; Friday is free.
      busy: [{ start: '2026-11-26T05:00:00Z', end: '2026-11-26T15:00:00Z' }],
      // Wednesday 16:10 Nairobi: a 60-minute slot no longer fits before 17:00.
      from: new Date('2026-11-25T13:10:00Z'),
      days: 7,
      durationMinutes: 60,
      count: 2,
      timeZone: NAIROBI,
      hours: { ...DEFAULT_OPENING_HOURS, fri: { open: '10:00', close: '12:00' } },
    });
    // Friday 10:00 and 10:30 Nairobi (a 60-minute slot on the 30-minute grid).
    expect(iso(slots)).toEqual(['2026-11-27T07:00:00.000Z', '2026-11-27T07:30:00.000Z']);
  });

  it('reads opening hours in the business time zone, weekends included when open', () => {
    const slots = freeSlots({
      busy: [],
      // Saturday 28 Nov, 20:00 in New York (01:00 UTC Sunday).
      from: new Date('2026-11-29T01:00:00Z'),
      days: 3,
      durationMinutes: 45,
      count: 1,
      timeZone: 'America/New_York',
      hours: { sun: { open: '08:00', close: '09:00' } },
    });
    // Sunday 08:00 New York (UTC-5): not Saturday, though it is Sunday in UTC already.
    expect(iso(slots)).toEqual(['2026-11-29T13:00:00.000Z']);
    expect(slotLabel(slots[0]?.start as Date, 'America/New_York')).toBe('Sun 29 Nov, 08:00');
  });

  it('offers nothing when every day in range is closed or busy', () => {
    expect(
      freeSlots({
        busy: [{ start: '2026-11-20T00:00:00Z', end: '2026-12-20T00:00:00Z' }],
        from: NOW,
        days: 7,
        durationMinutes: 30,
        count: 3,
        timeZone: NAIROBI,
        hours: DEFAULT_OPENING_HOURS,
      }),
    ).toEqual([]);
    expect(
      freeSlots({
        busy: [],
        from: NOW,
        days: 7,
        durationMinutes: 30,
        count: 3,
        timeZone: NAIROBI,
        hours: {},
      }),
    ).toEqual([]);
  });
});
