// What each recipient gets: template variables filled from the contact's fields, the email
// with its unsubscribe link, and a business's wall-clock time turned into an instant.
import { micromark } from 'micromark';
import type { contacts } from '../../db/schema/core.ts';

type ContactFields = Pick<
  typeof contacts.$inferSelect,
  'name' | 'email' | 'phone' | 'company' | 'attributes'
>;

/** One variable's value for a contact: `field:name`, `field:attr:plan`, or `text:...`. */
export function variableValue(source: string, contact: ContactFields): string {
  if (source.startsWith('text:')) return source.slice(5);
  const field = source.slice(6);
  const name = contact.name?.trim() || null;
  let value: unknown;
  if (field === 'name') value = name ?? 'there';
  else if (field === 'first_name') value = name?.split(/\s+/)[0] ?? 'there';
  else if (field === 'email') value = contact.email;
  else if (field === 'phone') value = contact.phone;
  else if (field === 'company') value = contact.company;
  else if (field.startsWith('attr:')) value = contact.attributes[field.slice(5)];
  const text = value === null || value === undefined ? '' : String(value).trim();
  // Meta refuses an empty parameter: a dash stands in for a missing value.
  return text || '-';
}

export function fillTemplate(body: string, values: string[]): string {
  return body.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, index: string) => {
    const value = values[Number(index) - 1];
    return value === undefined ? whole : value;
  });
}

/** The email's text: the Markdown body with the contact's fields, and the unsubscribe line. */
export function emailText(body: string, contact: ContactFields, unsubscribeUrl: string): string {
  const filled = body.replace(/\{\{\s*([a-z_:]+)\s*\}\}/g, (_whole, field: string) =>
    variableValue(`field:${field}`, contact),
  );
  return `${filled.trim()}\n\n---\nUnsubscribe: ${unsubscribeUrl}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The email's HTML part: the Markdown body rendered (CommonMark by micromark: headings,
 * emphasis, links, lists, quotes, code; raw HTML in the body or in a contact's field is
 * escaped, and javascript: links dropped), then the unsubscribe link.
 */
export function emailHtml(text: string, unsubscribeUrl: string): string {
  const [body] = text.split('\n\n---\nUnsubscribe: ');
  return `${micromark(body ?? '')}\n<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
}

function offsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** "2026-12-01T09:00" in the business's time zone, as an instant. */
export function zonedTime(local: string, timeZone: string): Date {
  const [date, time] = local.split('T');
  const [y, m, d] = (date ?? '').split('-').map(Number);
  const [hh, mm] = (time ?? '').split(':').map(Number);
  const guess = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  let zone = 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    zone = timeZone;
  } catch {
    zone = 'UTC';
  }
  const first = guess - offsetMs(guess, zone);
  return new Date(guess - offsetMs(first, zone));
}
