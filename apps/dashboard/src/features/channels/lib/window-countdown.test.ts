import { describe, expect, it } from 'vitest';
import { timeLeft } from './window-countdown.ts';

describe('timeLeft', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it('counts hours and minutes down to the window closing', () => {
    expect(timeLeft('2026-11-26T09:12:30Z', now)).toBe('23 h 12 min');
    expect(timeLeft('2026-11-25T10:08:00Z', now)).toBe('8 min');
    expect(timeLeft('2026-11-25T10:00:20Z', now)).toBe('less than a minute');
  });
  it('is null once closed or when the customer never wrote', () => {
    expect(timeLeft('2026-11-25T09:59:00Z', now)).toBeNull();
    expect(timeLeft(null, now)).toBeNull();
  });
});
