// SendGrid's side of the inbound webhook: Inbound Parse posts each mail as multipart/form-data
// with the raw header block in `headers` and the SMTP envelope as JSON in `envelope`. It is
// given the shape of Postmark's inbound JSON, as a Mailgun form is, so one receive() takes all
// three providers' mails. SendGrid retries only on a 5xx, so a refusal's 4xx already stops it.
import type { InboundMail } from './inbound-email.ts';
import { bareAddress, plusPart } from './reply-mail.ts';

/** True for an Inbound Parse form: Mailgun names its fields `recipient` and `message-headers`. */
export function isSendgridForm(fields: Record<string, string>): boolean {
  return fields.envelope !== undefined || fields.headers !== undefined;
}

/** The raw header block as name/value pairs, folded lines joined (RFC 5322 §2.2.3). */
export function rawHeaderPairs(block: string | undefined): { Name: string; Value: string }[] {
  if (!block) return [];
  const pairs: { Name: string; Value: string }[] = [];
  for (const line of block.split(/\r?\n/)) {
    const last = pairs[pairs.length - 1];
    if (/^[ \t]/.test(line)) {
      if (last) last.Value = `${last.Value} ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    pairs.push({ Name: line.slice(0, colon).trim(), Value: line.slice(colon + 1).trim() });
    if (pairs.length === 1000) break;
  }
  return pairs;
}

/** The envelope's recipients (`{"to":["box+token@…"],"from":"…"}`), or none when it is not JSON. */
function envelopeRecipients(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    const to = (parsed as { to?: unknown } | null)?.to;
    return Array.isArray(to)
      ? to.filter((value): value is string => typeof value === 'string').slice(0, 500)
      : [];
  } catch {
    return [];
  }
}

/** Addresses of a header such as To or Cc ("A <a@x>, b@y"). */
function headerAddresses(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => bareAddress(part.trim()))
    .filter((address) => address.includes('@'))
    .slice(0, 500);
}

/** An Inbound Parse form as Postmark's inbound JSON (the fields receive() reads). */
export function sendgridToInbound(fields: Record<string, string>): InboundMail {
  const headers = rawHeaderPairs(fields.headers);
  const header = (name: string) =>
    headers.find((h) => h.Name.toLowerCase() === name.toLowerCase())?.Value;
  const envelopeTo = envelopeRecipients(fields.envelope);
  const to = [...new Set([...envelopeTo.map(bareAddress), ...headerAddresses(fields.to)])];
  const from = fields.from || header('From') || '';
  const messageId = header('Message-ID');
  const subject = fields.subject ?? header('Subject');
  const address = (email: string) => ({ Email: email, MailboxHash: plusPart(email) ?? '' });
  return {
    From: from,
    FromFull: { Email: bareAddress(from) },
    ToFull: to.map(address),
    CcFull: headerAddresses(fields.cc).map(address),
    ...(envelopeTo[0] ? { OriginalRecipient: bareAddress(envelopeTo[0]) } : {}),
    MailboxHash: plusPart(to[0] ?? '') ?? '',
    ...(subject !== undefined ? { Subject: subject } : {}),
    ...(messageId ? { MessageID: messageId } : {}),
    ...(fields.text !== undefined ? { TextBody: fields.text } : {}),
    ...(fields.html !== undefined ? { HtmlBody: fields.html } : {}),
    Headers: headers,
  };
}
