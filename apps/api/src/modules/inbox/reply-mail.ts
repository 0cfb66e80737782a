// A teammate's reply to a visitor who is not connected (no socket on their conversation):
// when the visitor left an email address, the reply goes there too, with a link that opens
// the chat on the business's site (inbox settings' site_url, else Lisa's own) and resumes
// the conversation (the chat reads RESUME_PARAMS and follows it with the visitor token).
// The mails of one conversation thread together (email-thread.ts); when the business takes
// replies through its mail provider, the contact may also just answer the mail.
import { randomBytes } from 'node:crypto';
import { RESUME_PARAMS } from '@lisa/contracts/inbox';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, contacts, conversations } from '../../db/schema/core.ts';
import type { Mailer, OutgoingMail } from '../../platform/mail/mailer.ts';
import type { VisitorSockets } from '../../platform/realtime/visitor-sockets.ts';
import type { VisitorTokens } from '../../platform/security/visitor-token.ts';
import { inboundAddress } from '../campaigns/inbound-email.ts';
import {
  conversationMessageId,
  conversationThreadId,
  replyAddress,
} from '../campaigns/reply-mail.ts';
import { readInboxSettings } from '../chat/routing.ts';
import { emailThreadToken } from './email-thread.ts';

export interface ReplyMailInput {
  to: string;
  businessName: string;
  authorName: string | null;
  text: string;
  link: string;
  /** The contact wrote by email (a campaign reply), not in the chat. */
  byEmail?: boolean;
  /** The thread's ids and, when replies by email are taken, the address they go to. */
  thread?: { messageId: string; rootId: string; replyTo: string | null };
}

export function conversationLink(
  base: string,
  conversationId: number,
  visitorToken: string,
): string {
  const url = new URL(base);
  url.searchParams.set(RESUME_PARAMS.conversation, String(conversationId));
  url.searchParams.set(RESUME_PARAMS.token, visitorToken);
  return url.toString();
}

export function replyMail(input: ReplyMailInput): OutgoingMail {
  const who = input.authorName ?? `The ${input.businessName} team`;
  return {
    to: input.to,
    kind: 'conversation_reply',
    subject: `${who} replied to your message to ${input.businessName}`,
    text: [
      `${who} replied:`,
      '',
      input.text,
      '',
      input.thread?.replyTo
        ? 'Reply to this email, or continue the conversation here:'
        : 'Continue the conversation here:',
      input.link,
      '',
      input.byEmail
        ? `You get this email because you wrote to ${input.businessName}.`
        : 'You get this email because you left your address in the chat.',
    ].join('\n'),
    ...(input.thread
      ? {
          headers: {
            'Message-ID': input.thread.messageId,
            'In-Reply-To': input.thread.rootId,
            References: input.thread.rootId,
            ...(input.thread.replyTo ? { 'Reply-To': input.thread.replyTo } : {}),
          },
        }
      : {}),
  };
}

export function createReplyMailer(options: {
  db: Database;
  mailer: Mailer;
  visitorSockets: VisitorSockets;
  visitorTokens: VisitorTokens;
  webUrl: string;
  /** The host of the mails' Message-IDs (the API's, as campaign mails use). */
  mailHost: string;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db } = options;
  return {
    /** Emails the reply when the visitor is gone and has an address; never throws. */
    async replied(
      conversationId: number,
      text: string,
      authorName: string | null,
    ): Promise<boolean> {
      if (options.visitorSockets.connected(conversationId)) return false;
      try {
        const [row] = await db
          .select({
            businessId: conversations.businessId,
            channel: conversations.channel,
            email: contacts.email,
            businessName: businesses.name,
          })
          .from(conversations)
          .innerJoin(contacts, eq(contacts.id, conversations.contactId))
          .innerJoin(businesses, eq(businesses.id, conversations.businessId))
          .where(eq(conversations.id, conversationId));
        if (!row?.email) return false;
        const settings = await readInboxSettings(db, row.businessId);
        const token = options.visitorTokens.sign({ businessId: row.businessId, conversationId });
        const thread = await emailThreadToken(db, row.businessId, conversationId);
        const inbound = await inboundAddress(db, row.businessId);
        const host = options.mailHost;
        await options.mailer.send(
          replyMail({
            to: row.email,
            businessName: row.businessName,
            authorName,
            text,
            link: conversationLink(settings.siteUrl ?? options.webUrl, conversationId, token),
            byEmail: row.channel === 'email',
            thread: {
              messageId: conversationMessageId(thread, randomBytes(6).toString('hex'), host),
              rootId: conversationThreadId(thread, host),
              replyTo: inbound ? replyAddress(inbound, thread) : null,
            },
          }),
        );
        return true;
      } catch (error) {
        options.log.warn({ err: String(error), conversationId }, 'reply email failed');
        return false;
      }
    },
  };
}
export type ReplyMailer = ReturnType<typeof createReplyMailer>;
