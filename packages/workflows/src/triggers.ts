// Which workflow a visitor's message starts: keywords (whole words or phrases, any case) or
// the first message of a conversation. Triggers outside a conversation (a form, a field, a
// stage, an inbound webhook, a schedule) are matched by the API from its own events; the next
// due time of a schedule is computed here.
import type { WorkflowTrigger } from '@lisa/contracts/workflows';
import { zonedDate, zonedToInstant } from './zoned-time.ts';

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function triggerMatches(
  trigger: WorkflowTrigger,
  message: { text: string; conversationStart: boolean },
): boolean {
  if (trigger.type === 'conversation_start') return message.conversationStart;
  if (trigger.type !== 'keywords') return false;
  const text = ` ${fold(message.text)} `;
  return trigger.keywords.some((keyword) => {
    const folded = fold(keyword);
    return folded.length > 0 && text.includes(` ${folded} `);
  });
}

type Schedule = Extract<WorkflowTrigger, { type: 'schedule' }>;

/**
 * The first due time of a schedule strictly after `after`: the trigger's HH:MM on the wall
 * clock of `timeZone`, every day or on the chosen weekdays (0 = Sunday).
 */
export function nextDueAt(trigger: Schedule, after: Date, timeZone: string): Date {
  const [hour = 0, minute = 0] = trigger.time.split(':').map(Number);
  const today = zonedDate(after, timeZone);
  for (let offset = 0; offset <= 8; offset++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (trigger.frequency === 'weekly' && !trigger.weekdays.includes(day.getUTCDay())) continue;
    const at = zonedToInstant(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour,
        minute,
      },
      timeZone,
    );
    if (at.getTime() > after.getTime()) return at;
  }
  // A weekly schedule with no day (the contract refuses it): a week later.
  return new Date(after.getTime() + 7 * 24 * 3_600_000);
}
