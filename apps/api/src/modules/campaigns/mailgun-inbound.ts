// Mailgun's side of the inbound webhook: a route's forward() posts the parsed mail as a form
// (application/x-www-form-urlencoded, or multipart/form-data when it has attachments, which are
// not kept). The form is read into fields here and given the shape of Postmark's inbound JSON,
// so one receive() takes both providers' mails. Mailgun stops retrying on a 406 (Postmark on a
// 403): the route answers a refusal with the code the sender understands.
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { InboundMail } from './inbound-email.ts';
import { bareAddress, plusPart } from './reply-mail.ts';

export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** True when the request's body is a form: a Mailgun post rather than Postmark's JSON. */
export function isFormPost(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return FORM_TYPES.includes(type);
}

/** The form's text fields (files are read past and dropped); rejects past `maxBytes`. */
export function readFormFields(
  body: Buffer,
  headers: IncomingHttpHeaders,
  maxBytes: number,
): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        limits: { fieldSize: maxBytes, fields: 1000, parts: 1100 },
      });
    } catch (error) {
      reject(error);
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) {
        reject(Object.assign(new Error('A form field is too large.'), { statusCode: 413 }));
        return;
      }
      fields[name] = value;
    });
    parser.on('file', (_name, stream) => stream.resume());
    parser.on('close', () => resolve(fields));
    parser.on('error', reject);
    Readable.from([body]).pipe(parser);
  });
}

/** Header pairs from `message-headers` ([[name, value], …] as JSON), or none. */
function headerPairs(json: string | undefined): { Name: string; Value: string }[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (pair): pair is [string, string] =>
          Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
      )
      .slice(0, 1000)
      .map(([Name, Value]) => ({ Name, Value }));
  } catch {
    return [];
  }
}

/** Thread headers Mailgun may post as fields of their own when `message-headers` lacks them. */
const THREAD_FIELDS = ['Message-Id', 'In-Reply-To', 'References'];

/** A Mailgun form as Postmark's inbound JSON (the fields receive() reads). */
export function mailgunToInbound(fields: Record<string, string>): InboundMail {
  const headers = headerPairs(fields['message-headers']);
  for (const name of THREAD_FIELDS) {
    const value = fields[name];
    const lower = name.toLowerCase();
    if (value && !headers.some((h) => h.Name.toLowerCase() === lower)) {
      headers.push({ Name: name, Value: value });
    }
  }
  const recipients = (fields.recipient ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const from = fields.from || fields.sender || '';
  const messageId = headers.find((h) => h.Name.toLowerCase() === 'message-id')?.Value;
  return {
    From: from,
    FromFull: { Email: bareAddress(from) },
    ToFull: recipients.map((email) => ({ Email: email, MailboxHash: plusPart(email) ?? '' })),
    MailboxHash: plusPart(recipients[0] ?? '') ?? '',
    ...(fields.subject !== undefined ? { Subject: fields.subject } : {}),
    ...(messageId ? { MessageID: messageId } : {}),
    ...(fields['body-plain'] !== undefined ? { TextBody: fields['body-plain'] } : {}),
    ...(fields['body-html'] !== undefined ? { HtmlBody: fields['body-html'] } : {}),
    Headers: headers,
  };
}
