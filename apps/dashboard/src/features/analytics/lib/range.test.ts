import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';
import { change, formatDuration, formatPercent } from './figures.ts';
import { localDay, presetRange } from './range.ts';

describe('analytics ranges and formats', () => {
  it("takes today in the viewer's time zone, not UTC's", () => {
    const now = new Date('2026-11-25T22:30:00Z');
    expect(localDay(now, 'UTC')).toBe('2026-11-25');
    expect(localDay(now, 'Africa/Nairobi')).toBe('2026-11-26');
    expect(presetRange(7, now, 'Africa/Nairobi')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetRange(1, now, 'UTC')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('formats rates, durations and changes', () => {
    expect(formatPercent(1 / 6)).toBe('16.7%');
    expect(formatPercent(null)).toBe('–');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(1200)).toBe('20 min');
    expect(formatDuration(61_560)).toBe('17.1 h');
    expect(change(12, 10)).toBeCloseTo(0.2);
    expect(change(3, 0)).toBeNull();
  });

  it('writes CSV with quoting and without running formulas', () => {
    expect(
      toCsv([
        { q: 'a, "b"', n: 1 },
        { q: '=SUM(A1)', n: null },
      ]),
    ).toBe('q,n\r\n"a, ""b""",1\r\n\'=SUM(A1),\r\n');
  });
});
