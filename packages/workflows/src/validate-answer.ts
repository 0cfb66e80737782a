// Checks a visitor's answer against what a question expects and gives back the value to
// store (normalised: an email in lower case, a phone in E.164, a date and time as an ISO
// instant computed in the business's time zone), or the reason to tell the visitor.
import type { AnswerKind } from '@lisa/contracts/workflows';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { zonedDate, zonedToInstant } from './zoned-time.ts';

export interface AnswerRule {
  kind: AnswerKind;
  choices?: string[] | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

export interface AnswerContext {
  now: Date;
  timeZone: string;
  /** Country a phone number without +code is read in (ISO 3166 alpha-2). */
  defaultCountry?: string;
}

export type AnswerCheck = { ok: true; value: string | number } | { ok: false; reason: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const pad = (value: number) => String(value).padStart(2, '0');

function parseDay(text: string, context: AnswerContext) {
  const lower = text.toLowerCase();
  if (lower === 'today' || lower === 'tomorrow') {
    const today = zonedDate(context.now, context.timeZone);
    if (lower === 'today') return today;
    const next = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
    return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  }
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  match = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (match) return { year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) };
  return null;
}

function validDay(day: { year: number; month: number; day: number }): boolean {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  return (
    date.getUTCFullYear() === day.year &&
    date.getUTCMonth() === day.month - 1 &&
    date.getUTCDate() === day.day
  );
}

function parseTime(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const meridiem = match[3]?.toLowerCase();
  if (!match[2] && !meridiem) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

function checkChoice(text: string, choices: string[]): AnswerCheck {
  const lower = text.toLowerCase().replace(/[.!]+$/, '');
  const index = Number(lower);
  if (Number.isInteger(index) && index >= 1 && index <= choices.length) {
    return { ok: true, value: choices[index - 1] as string };
  }
  const exact = choices.find((choice) => choice.toLowerCase() === lower);
  if (exact) return { ok: true, value: exact };
  const partial = choices.filter((choice) => lower.includes(choice.toLowerCase()));
  if (partial.length === 1) return { ok: true, value: partial[0] as string };
  return { ok: false, reason: `Please choose one of: ${choices.join(', ')}.` };
}

export function checkAnswer(raw: string, rule: AnswerRule, context: AnswerContext): AnswerCheck {
  const text = raw.trim();
  if (!text) return { ok: false, reason: 'I did not get an answer.' };
  switch (rule.kind) {
    case 'text':
      if (text.length > 1000)
        return { ok: false, reason: 'That is a bit long: 1,000 characters at most.' };
      return { ok: true, value: text };
    case 'email': {
      const email = text.toLowerCase();
      return EMAIL.test(email) && email.length <= 254
        ? { ok: true, value: email }
        : {
            ok: false,
            reason: 'That does not look like an email address (like name@example.com).',
          };
    }
    case 'phone': {
      const phone = parsePhoneNumberFromString(
        text,
        context.defaultCountry as CountryCode | undefined,
      );
      return phone?.isValid()
        ? { ok: true, value: phone.number }
        : { ok: false, reason: 'That does not look like a phone number (like +254 712 345 678).' };
    }
    case 'number': {
      const value = Number(text.replace(/,/g, ''));
      if (!Number.isFinite(value) || !/\d/.test(text)) {
        return { ok: false, reason: 'Please answer with a number.' };
      }
      if (rule.min !== undefined && value < rule.min) {
        return { ok: false, reason: `Please give a number of at least ${rule.min}.` };
      }
      if (rule.max !== undefined && value > rule.max) {
        return { ok: false, reason: `Please give a number of at most ${rule.max}.` };
      }
      return { ok: true, value };
    }
    case 'date': {
      const day = parseDay(text, context);
      return day && validDay(day)
        ? { ok: true, value: `${day.year}-${pad(day.month)}-${pad(day.day)}` }
        : { ok: false, reason: 'Please give a date like 2026-12-31, 31/12/2026 or tomorrow.' };
    }
    case 'datetime': {
      const match = /^(.+?)\s+(?:at\s+)?(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)$/i.exec(text);
      const day = match ? parseDay(match[1] as string, context) : null;
      const time = match ? parseTime(match[2] as string) : null;
      if (!day || !time || !validDay(day)) {
        return {
          ok: false,
          reason: 'Please give a date and time like 2026-12-31 14:30 or tomorrow at 2pm.',
        };
      }
      const instant = zonedToInstant({ ...day, ...time }, context.timeZone);
      if (instant.getTime() < context.now.getTime()) {
        return { ok: false, reason: 'That time has already passed: please give a later one.' };
      }
      return { ok: true, value: instant.toISOString() };
    }
    case 'choice':
      return checkChoice(text, rule.choices ?? []);
  }
}
