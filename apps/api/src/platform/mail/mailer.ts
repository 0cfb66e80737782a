// Outbound email: every mail is first stored in email_outbox (so nothing is lost when
// SMTP is down or not configured), then sent through SMTP when SMTP_URL is set.
// Delivery runs in the background; drain() waits for it (tests, shutdown).
import { and, eq, inArray, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/core.ts';

/** A mail that failed this many times stays failed (visible in email_outbox.last_error). */
const MAX_ATTEMPTS = 5;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on a campaign (Message-ID and Reply-To too). */
  headers?: Record<string, string>;
  /** What produced it, e.g. quote_notice, otp, invite. */
  kind: string;
}

export interface Mailer {
  /** Stores the mail in the outbox and starts delivery; resolves with the outbox id. */
  send(mail: OutgoingMail): Promise<number>;
  /** Resolves when every delivery started so far has finished. */
  drain(): Promise<void>;
  /** Retries queued and failed mail with attempts left (called once at start). */
  deliverQueued(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Injectable for tests; built from smtpUrl by default. */
  transport?: Pick<Transporter, 'sendMail' | 'close'> | null;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport =
    options.transport !== undefined
      ? options.transport
      : options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl, {
            connectionTimeout: 5000,
            greetingTimeout: 5000,
            socketTimeout: 10_000,
          })
        : null;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number): Promise<void> {
    const [row] = await options.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row || row.status === 'sent') return;
    if (!transport) {
      options.log.info({ mailId: id, to: row.to, kind: row.kind }, 'mail queued (no SMTP_URL set)');
      return;
    }
    try {
      // Message-ID and Reply-To are nodemailer options of their own (a header of the same
      // name would be replaced by the generated one).
      const { 'Message-ID': messageId, 'Reply-To': replyTo, ...headers } = row.headers ?? {};
      await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(messageId ? { messageId } : {}),
        ...(replyTo ? { replyTo } : {}),
      });
      await options.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(emailOutbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log.warn({ mailId: id, err: message }, 'mail delivery failed');
      await options.db
        .update(emailOutbox)
        .set({ status: 'failed', attempts: row.attempts + 1, lastError: message })
        .where(eq(emailOutbox.id, id));
    }
  }

  function track(id: number): void {
    const job = deliver(id).catch((error) =>
      options.log.warn({ mailId: id, err: String(error) }, 'mail delivery crashed'),
    );
    pending.add(job);
    void job.finally(() => pending.delete(job));
  }

  return {
    async send(mail) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          headers: mail.headers ?? null,
          kind: mail.kind,
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('email_outbox insert returned no row');
      track(row.id);
      return row.id;
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async deliverQueued() {
      if (!transport) return;
      const rows = await options.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            inArray(emailOutbox.status, ['queued', 'failed']),
            lt(emailOutbox.attempts, MAX_ATTEMPTS),
          ),
        );
      for (const row of rows) track(row.id);
    },
    async close() {
      await this.drain();
      transport?.close();
    },
  };
}
