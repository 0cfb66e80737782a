// The email the sales team gets for each form submission: every field, one per line.
import type { FormType } from '@lisa/contracts/forms';

const TITLES: Record<FormType, string> = {
  quote: 'New enterprise quote request',
  contact: 'New contact message',
  demo: 'New demo request',
  rsvp: 'New event RSVP',
};

function display(value: unknown): string {
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '(none)';
  if (value === null || value === undefined || value === '') return '(not given)';
  return String(value);
}

export function formNotice(
  type: FormType,
  id: number,
  payload: Record<string, unknown>,
): { subject: string; text: string } {
  const who = [payload.name, payload.company].filter((v) => typeof v === 'string' && v).join(', ');
  const subject = `${TITLES[type]} #${id}${who ? ` from ${who}` : ''}`;
  const lines = Object.entries(payload).map(([key, value]) => `${key}: ${display(value)}`);
  return { subject, text: `${TITLES[type]} (#${id})\n\n${lines.join('\n')}\n` };
}
