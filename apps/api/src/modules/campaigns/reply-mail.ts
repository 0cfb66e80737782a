// The pure parts of replies by email, to a campaign mail or to a teammate's reply mailed from
// the inbox: the reply address and Message-ID such a mail carries, finding the token again in
// a received mail, and the reply's own words without the quoted original below (or above) them.

/** `inbound@host` + token -> `inbound+token@host` (plus-addressing; the provider keeps it). */
export function replyAddress(inbound: string, token: string): string {
  const at = inbound.lastIndexOf('@');
  return `${inbound.slice(0, at)}+${token}@${inbound.slice(at + 1)}`;
}

/** The Message-ID of the campaign mail to one recipient: a reply names it in In-Reply-To. */
export function campaignMessageId(token: string, host: string): string {
  return `<campaign.${token}@${host}>`;
}

/** The root of a conversation's mail thread: every reply mail of it names this id. */
export function conversationThreadId(token: string, host: string): string {
  return `<conversation.${token}@${host}>`;
}

/** One reply mail of a conversation (`unique` tells it from the others of the thread). */
export function conversationMessageId(token: string, unique: string, host: string): string {
  return `<conversation.${token}.${unique}@${host}>`;
}

/** A reply token: 20 lower-case hex characters (mail systems may lower-case a local part). */
const TOKEN = /^[0-9a-f]{20}$/;

export interface ReceivedAddresses {
  /** The +part of the addresses the mail was sent to (Postmark's MailboxHash, To, Cc). */
  mailboxHashes: string[];
  /** In-Reply-To and References header values. */
  references: string[];
}

/** The reply tokens a received mail names, plus-address first, then its thread headers. */
export function replyTokens(mail: ReceivedAddresses): string[] {
  const found: string[] = [];
  for (const hash of mail.mailboxHashes) {
    const token = hash.trim().toLowerCase();
    if (TOKEN.test(token)) found.push(token);
  }
  for (const value of mail.references) {
    for (const match of value.matchAll(
      /<(?:campaign|conversation)\.([0-9a-fA-F]{20})(?:\.[0-9a-zA-Z]+)?@[^>\s]+>/g,
    )) {
      if (match[1]) found.push(match[1].toLowerCase());
    }
  }
  return [...new Set(found)];
}

/** The address itself of `"Name" <a@b>` (or of a bare `a@b`). */
export function bareAddress(value: string): string {
  return value.replace(/^.*</, '').replace(/>.*$/, '').trim();
}

/** The +part of an address (`a+b@c` -> `b`), or null. */
export function plusPart(address: string): string | null {
  const local = bareAddress(address).split('@')[0] ?? '';
  const plus = local.indexOf('+');
  return plus < 0 ? null : local.slice(plus + 1);
}

// Where the quoted original starts, as the common mail apps write it.
const QUOTE_HEADERS: RegExp[] = [
  // Gmail, Apple Mail, Thunderbird: "On Thu, 26 Nov 2026 at 10:00, Shop <a@b> wrote:"
  /^\s*On\b.{0,300}\bwrote:\s*$/i,
  // Outlook: "-----Original Message-----"
  /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i,
  // Outlook desktop / web: a line of underscores, then From:
  /^\s*_{10,}\s*$/,
  // A forwarded or Outlook quote without the rule: "From: Shop <a@b>" after the reply.
  /^\s*From:\s.+(@|<).*$/i,
  // German, French, Spanish, Dutch mail apps.
  /^\s*Am\b.{0,300}\bschrieb.{0,100}:\s*$/i,
  /^\s*Le\b.{0,300}\ba écrit\s*:\s*$/i,
  /^\s*El\b.{0,300}\bescribió:\s*$/i,
  /^\s*Op\b.{0,300}\bgeschreven:\s*$/i,
];

/**
 * The reply without the quoted original: everything from the first quote header ("On …
 * wrote:", "-----Original Message-----", an Outlook rule) on is dropped, and so are `>`
 * quoted lines. A header split over two lines ("On …, Shop <a@b>" / "wrote:") counts. A mail
 * that is only a quote keeps its text (nothing of the person's would be left otherwise).
 */
export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const joined = `${line} ${lines[i + 1] ?? ''}`;
    if (QUOTE_HEADERS.some((re) => re.test(line))) {
      end = i;
      break;
    }
    if (/^\s*On\b/i.test(line) && /\bwrote:\s*$/i.test(lines[i + 1] ?? '') && joined.length < 400) {
      end = i;
      break;
    }
  }
  const own = lines
    .slice(0, end)
    .filter((line) => !/^\s*>/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return own.length > 0 ? own : text.trim();
}

/** Plain text of an HTML-only mail: quoted blocks dropped, tags removed, entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<blockquote[\s\S]*<\/blockquote>/gi, '')
    .replace(/<div[^>]*class="[^"]*(gmail_quote|moz-cite-prefix)[^"]*"[\s\S]*$/i, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
