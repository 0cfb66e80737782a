import { describe, expect, it } from 'vitest';
import { triggerMatches } from './triggers.ts';
import { checkAnswer } from './validate-answer.ts';

// 10:00 UTC is 13:00 in Nairobi (UTC+3, no daylight saving).
const context = {
  now: new Date('2026-11-25T10:00:00Z'),
  timeZone: 'Africa/Nairobi',
  defaultCountry: 'KE',
};

describe('answer validation', () => {
  it('text: any non-empty answer, trimmed', () => {
    expect(checkAnswer('  Amina ', { kind: 'text' }, context)).toEqual({
      ok: true,
      value: 'Amina',
    });
    expect(checkAnswer('   ', { kind: 'text' }, context).ok).toBe(false);
  });

  it('email: lower-cased, refused without a domain', () => {
    expect(checkAnswer('A@B.CO', { kind: 'email' }, context)).toEqual({
      ok: true,
      value: 'a@b.co',
    });
    expect(checkAnswer('a@b', { kind: 'email' }, context)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/email/),
    });
  });

  it('phone: read in the default country and stored in E.164', () => {
    expect(checkAnswer('0712 345 678', { kind: 'phone' }, context)).toEqual({
      ok: true,
      value: '+254712345678',
    });
    expect(checkAnswer('+1 415 555 2671', { kind: 'phone' }, context)).toEqual({
      ok: true,
      value: '+14155552671',
    });
    expect(checkAnswer('12', { kind: 'phone' }, context)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/phone/),
    });
  });

  it('number: within min and max', () => {
    expect(checkAnswer('1,200', { kind: 'number' }, context)).toEqual({ ok: true, value: 1200 });
    expect(checkAnswer('0', { kind: 'number', min: 1, max: 5 }, context)).toEqual({
      ok: false,
      reason: 'Please give a number of at least 1.',
    });
    expect(checkAnswer('6', { kind: 'number', min: 1, max: 5 }, context)).toEqual({
      ok: false,
      reason: 'Please give a number of at most 5.',
    });
    expect(checkAnswer('lots', { kind: 'number' }, context)).toEqual({
      ok: false,
      reason: 'Please answer with a number.',
    });
  });

  it('date: ISO, day/month/year and today/tomorrow in the business time zone', () => {
    expect(checkAnswer('2026-12-31', { kind: 'date' }, context)).toEqual({
      ok: true,
      value: '2026-12-31',
    });
    expect(checkAnswer('31/12/2026', { kind: 'date' }, context)).toEqual({
      ok: true,
      value: '2026-12-31',
    });
    expect(checkAnswer('tomorrow', { kind: 'date' }, context)).toEqual({
      ok: true,
      value: '2026-11-26',
    });
    // 22:30 UTC is already the 26th in Nairobi.
    expect(
      checkAnswer('today', { kind: 'date' }, { ...context, now: new Date('2026-11-25T22:30:00Z') }),
    ).toEqual({ ok: true, value: '2026-11-26' });
    expect(checkAnswer('2026-02-30', { kind: 'date' }, context).ok).toBe(false);
  });

  it('datetime: wall-clock time in the business time zone, not in the past', () => {
    expect(checkAnswer('tomorrow at 2pm', { kind: 'datetime' }, context)).toEqual({
      ok: true,
      value: '2026-11-26T11:00:00.000Z',
    });
    expect(checkAnswer('2026-12-01 09:30', { kind: 'datetime' }, context)).toEqual({
      ok: true,
      value: '2026-12-01T06:30:00.000Z',
    });
    expect(
      checkAnswer(
        '2026-12-01 09:30',
        { kind: 'datetime' },
        { ...context, timeZone: 'Europe/Paris' },
      ),
    ).toEqual({ ok: true, value: '2026-12-01T08:30:00.000Z' });
    expect(checkAnswer('today 09:00', { kind: 'datetime' }, context)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/passed/),
    });
    expect(checkAnswer('soon', { kind: 'datetime' }, context).ok).toBe(false);
  });

  it('choice: by name, by number, or naming one choice in a sentence', () => {
    const rule = { kind: 'choice' as const, choices: ['Billing', 'Technical', 'Account'] };
    expect(checkAnswer('technical', rule, context)).toEqual({ ok: true, value: 'Technical' });
    expect(checkAnswer('2', rule, context)).toEqual({ ok: true, value: 'Technical' });
    expect(checkAnswer("it's a billing thing", rule, context)).toEqual({
      ok: true,
      value: 'Billing',
    });
    expect(checkAnswer('shipping', rule, context)).toEqual({
      ok: false,
      reason: 'Please choose one of: Billing, Technical, Account.',
    });
  });
});

describe('triggers', () => {
  it('match keywords as whole words in any case, and conversation start', () => {
    const keywords = { type: 'keywords' as const, keywords: ['pricing', 'get started'] };
    expect(
      triggerMatches(keywords, { text: 'What is your PRICING?', conversationStart: false }),
    ).toBe(true);
    expect(
      triggerMatches(keywords, { text: 'I want to get started', conversationStart: false }),
    ).toBe(true);
    expect(triggerMatches(keywords, { text: 'repricing', conversationStart: false })).toBe(false);
    expect(
      triggerMatches({ type: 'conversation_start' }, { text: 'hi', conversationStart: true }),
    ).toBe(true);
    expect(
      triggerMatches({ type: 'conversation_start' }, { text: 'hi', conversationStart: false }),
    ).toBe(false);
    expect(triggerMatches({ type: 'manual' }, { text: 'pricing', conversationStart: true })).toBe(
      false,
    );
  });
});
