import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay } from './message-days.ts';
import { shortAge, waitingFor } from './relative-time.ts';

const now = new Date(2026, 10, 25, 15, 0);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();

describe('messages grouped by day', () => {
  it('keeps order and starts a group on each new day', () => {
    const groups = groupByDay(
      [
        { id: 1, created_at: at(23, 9) },
        { id: 2, created_at: at(24, 23) },
        { id: 3, created_at: at(25, 1) },
        { id: 4, created_at: at(25, 14) },
      ],
      now,
    );
    expect(groups.map((group) => group.label)).toEqual(['Mon, Nov 23', 'Yesterday', 'Today']);
    expect(groups[2]?.items.map((item) => item.id)).toEqual([3, 4]);
  });

  it('adds the year for another year', () => {
    expect(dayLabel(new Date(2025, 0, 2), now)).toContain('2025');
  });

  it('puts unreadable dates in one group', () => {
    expect(groupByDay([{ created_at: 'nope' }], now)[0]?.label).toBe('Earlier');
  });
});

describe('relative times', () => {
  const clock = now.getTime();
  it('shortens ages', () => {
    expect(shortAge(new Date(clock - 10_000).toISOString(), clock)).toBe('now');
    expect(shortAge(new Date(clock - 5 * 60_000).toISOString(), clock)).toBe('5m');
    expect(shortAge(new Date(clock - 3 * 3_600_000).toISOString(), clock)).toBe('3h');
    expect(shortAge(new Date(clock - 2 * 86_400_000).toISOString(), clock)).toBe('2d');
  });

  it('says how long a conversation waits', () => {
    expect(waitingFor(new Date(clock - 12 * 60_000).toISOString(), clock)).toBe('Waiting 12 min');
    expect(waitingFor(new Date(clock - 2 * 3_600_000).toISOString(), clock)).toBe('Waiting 2 h');
  });
});
