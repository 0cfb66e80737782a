// The business's own rules for its agent (AgentRequest.behaviour): business hours,
// handoff keywords, and how many of a conversation's questions went unanswered.
import { isDontKnowText } from '../language/phrases.ts';
import type { BusinessHours, ConversationTurn, Weekday } from '../types.ts';

const weekdays: Record<string, Weekday> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

/** Whether `at` falls inside the opening hours (in their time zone). An unknown zone counts as open. */
export function isWithinHours(hours: BusinessHours, at: Date): boolean {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: hours.timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
  } catch {
    return true;
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = weekdays[part('weekday')];
  if (!day) return true;
  const today = hours.days[day];
  if (!today) return false;
  const time = `${part('hour').padStart(2, '0')}:${part('minute').padStart(2, '0')}`;
  return time >= today.open && time < today.close;
}

/** Case and accents folded, so "Remboursement" matches "remboursement". */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The first keyword the message contains as whole words, if any. */
export function matchKeyword(message: string, keywords: readonly string[]): string | undefined {
  const folded = ` ${fold(message).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  for (const keyword of keywords) {
    const k = fold(keyword)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (k && folded.includes(` ${k} `)) return keyword;
  }
  return undefined;
}

/** Replies of the conversation so far in which the agent said it did not know. */
export function countUnanswered(
  history: readonly ConversationTurn[],
  custom?: string | null,
): number {
  return history.filter((t) => t.sender === 'bot' && isDontKnowText(t.text, custom)).length;
}
