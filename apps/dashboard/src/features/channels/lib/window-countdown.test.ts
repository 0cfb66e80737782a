import { describe, expect, it } from 'vitest';
import { replyClosedReason, timeLeft } from './window-countdown.ts';

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

describe('replyClosedReason', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it('is null while the window is open', () => {
    expect(
      replyClosedReason({ channel: 'whatsapp', window_closes_at: '2026-11-25T11:00:00Z' }, now),
    ).toBeNull();
  });
  it('offers a template on WhatsApp and nothing but a note on Messenger and Instagram', () => {
    const closed = '2026-11-25T09:00:00Z';
    expect(replyClosedReason({ channel: 'whatsapp', window_closes_at: closed }, now)).toContain(
      'Send an approved template instead',
    );
    expect(replyClosedReason({ channel: 'messenger', window_closes_at: null }, now)).toContain(
      'no reply can be sent on Facebook Messenger until they write again',
    );
    expect(replyClosedReason({ channel: 'instagram', window_closes_at: closed }, now)).toContain(
      'on Instagram until they write again',
    );
  });
});
