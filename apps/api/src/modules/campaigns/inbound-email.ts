// Replies to email campaigns. Lisa sends no mail of its own accounts, so a reply comes back
// through the business's mail provider: Postmark's inbound webhook (the received mail parsed
// into JSON, posted to a URL with a per-business secret; see the README for why Postmark).
// Each campaign mail names `inbound+<token>@…` in Reply-To and `<campaign.<token>@…>` as its
// Message-ID; the reply is found by the +token (Postmark's MailboxHash) or, when a mail app or
// forwarder dropped it, by In-Reply-To / References. The reply lands in the inbox as a
// conversation with the contact (waiting for a person: the assistant does not answer email),
// tagged with the campaign, and the recipient row becomes `replied`. Anything that does not
// answer one of this business's campaign mails, from the person it went to, is refused with a
// 403 (Postmark stops retrying on a 403) and nothing is stored.
import { INBOUND_EMAIL_TEXTS, type InboundEmailSettings } from '@lisa/contracts/campaigns';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { campaignInboundEmail, campaignRecipients, campaigns } from '../../db/schema/campaigns.ts';
import { contactEvents } from '../../db/schema/contacts.ts';
import { contacts, conversations, messages } from '../../db/schema/core.ts';
import { conversationEmailThreads } from '../../db/schema/inbox.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { digest, newSessionToken } from '../../platform/security/secrets.ts';
import { recordStarted } from '../analytics/conversation-events.ts';
import type { ChatEvents, ConversationTransition } from '../chat/chat-events.ts';
import { handOver } from '../chat/conversation-state.ts';
import { markCampaignReply } from './campaign-replies.ts';
import { tagConversation } from './conversation-tags.ts';
import {
  bareAddress,
  htmlToText,
  plusPart,
  replyAddress,
  replyTokens,
  stripQuotedReply,
} from './reply-mail.ts';

/** Postmark posts mails of up to 35 MB with their attachments (which are not kept). */
export const INBOUND_MAIL_MAX_BYTES = 40 * 1024 * 1024;

const text = (max: number) => z.string().max(max).optional();
const mailAddress = z.looseObject({ Email: text(1000), MailboxHash: text(1000) });

/** The fields of Postmark's inbound JSON this reads (it sends more: Date, Attachments, ...). */
export const inboundMailSchema = z.looseObject({
  From: text(1000),
  FromFull: z.looseObject({ Email: text(1000) }).optional(),
  ToFull: z.array(mailAddress).max(500).optional(),
  CcFull: z.array(mailAddress).max(500).optional(),
  OriginalRecipient: text(1000),
  MailboxHash: text(1000),
  Subject: text(10_000),
  MessageID: text(1000),
  TextBody: text(INBOUND_MAIL_MAX_BYTES),
  HtmlBody: text(INBOUND_MAIL_MAX_BYTES),
  Headers: z
    .array(z.looseObject({ Name: z.string().max(1000), Value: z.string().max(100_000) }))
    .max(1000)
    .optional(),
});
export type InboundMail = z.infer<typeof inboundMailSchema>;

/** At most this many reply tokens of one mail are looked up. */
const MAX_TOKENS = 20;
/** The longest reply kept as one inbox message (the rest is cut, with a note it was). */
const MAX_REPLY_CHARS = 10_000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

/** The business's inbound address, its mails' Reply-To base; null while replies are not taken. */
export async function inboundAddress(db: Database, businessId: number): Promise<string | null> {
  const [row] = await db
    .select({ address: campaignInboundEmail.address })
    .from(campaignInboundEmail)
    .where(eq(campaignInboundEmail.businessId, businessId));
  return row?.address ?? null;
}

const forbidden = (message: string) => new AppError(403, 'forbidden', message);

export function createInboundEmail(options: {
  db: Database;
  clock: () => Date;
  secrets: SecretBox;
  audit: AuditLog;
  events: ChatEvents;
  apiUrl: string;
}) {
  const { db, clock, secrets, audit, events, apiUrl } = options;
  const context = (businessId: number) => `campaign-inbound:${businessId}`;
  const webhookUrl = (secret: string) => `${apiUrl}/api/campaigns/inbound/email/${secret}`;

  function newSecret(businessId: number) {
    const secret = newSessionToken();
    return { secret, sealed: secrets.seal(secret, context(businessId)), hash: digest(secret) };
  }

  /** The business's row, made (with a new secret) the first time it is asked for. */
  async function ensure(businessId: number) {
    const fresh = newSecret(businessId);
    const now = clock();
    await db
      .insert(campaignInboundEmail)
      .values({
        businessId,
        secretSealed: fresh.sealed,
        secretHash: fresh.hash,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(campaignInboundEmail)
      .where(eq(campaignInboundEmail.businessId, businessId));
    if (!row) throw new Error('campaign_inbound_email row missing');
    return row;
  }

  function view(row: typeof campaignInboundEmail.$inferSelect): InboundEmailSettings {
    return {
      address: row.address,
      webhook_url: webhookUrl(secrets.open(row.secretSealed, context(row.businessId))),
      reply_to_example: row.address ? replyAddress(row.address, '0123456789abcdef0123') : null,
    };
  }

  /**
   * What a received mail answers: the first of its tokens, in the order the mail names them,
   * that is a campaign mail or a conversation's reply mail of this business sent to this
   * sender. 403 when it answers none, or none that went to the sender.
   */
  async function replyTarget(
    businessId: number,
    tokens: string[],
    from: string,
  ): Promise<ReplyTarget> {
    if (tokens.length === 0) throw forbidden(INBOUND_EMAIL_TEXTS.unknownReply);
    const recipients = await db
      .select({
        id: campaignRecipients.id,
        token: campaignRecipients.replyToken,
        contactId: campaignRecipients.contactId,
        address: campaignRecipients.address,
        campaignId: campaigns.id,
        name: campaigns.name,
        tag: campaigns.conversationTag,
      })
      .from(campaignRecipients)
      .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
      .where(
        and(
          inArray(campaignRecipients.replyToken, tokens),
          eq(campaignRecipients.businessId, businessId),
          eq(campaigns.kind, 'email'),
        ),
      );
    const threads = await db
      .select({
        token: conversationEmailThreads.replyToken,
        conversationId: conversationEmailThreads.conversationId,
        contactId: conversations.contactId,
        address: contacts.email,
      })
      .from(conversationEmailThreads)
      .innerJoin(conversations, eq(conversations.id, conversationEmailThreads.conversationId))
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(
        and(
          inArray(conversationEmailThreads.replyToken, tokens),
          eq(conversationEmailThreads.businessId, businessId),
        ),
      );
    if (recipients.length === 0 && threads.length === 0) {
      throw forbidden(INBOUND_EMAIL_TEXTS.unknownReply);
    }
    const sentTo = (address: string | null) => (address ?? '').trim().toLowerCase() === from;
    for (const token of tokens) {
      const recipient = recipients.find((r) => r.token === token && sentTo(r.address));
      if (recipient) {
        return {
          kind: 'campaign',
          contactId: recipient.contactId,
          recipientId: recipient.id,
          campaignId: recipient.campaignId,
          name: recipient.name,
          tag: recipient.tag,
        };
      }
      const thread = threads.find((t) => t.token === token && sentTo(t.address));
      if (thread) {
        return {
          kind: 'conversation',
          contactId: thread.contactId,
          conversationId: thread.conversationId,
        };
      }
    }
    throw forbidden(INBOUND_EMAIL_TEXTS.notRecipient);
  }

  return {
    /** The Reply-To base for a business's campaign mails; null while replies are not taken. */
    replyBase: (businessId: number) => inboundAddress(db, businessId),

    async settings(businessId: number) {
      return view(await ensure(businessId));
    },

    async update(businessId: number, address: string | null, actor: AuditActor) {
      const before = await ensure(businessId);
      const [row] = await db
        .update(campaignInboundEmail)
        .set({ address: address?.toLowerCase() ?? null, updatedAt: clock() })
        .where(eq(campaignInboundEmail.businessId, businessId))
        .returning();
      if (!row) throw new Error('campaign_inbound_email row missing');
      await audit.record(businessId, actor, {
        kind: 'campaigns.inbound_email.updated',
        before: { address: before.address },
        after: { address: row.address },
      });
      return view(row);
    },

    /** A new secret: the old webhook URL stops working at once. */
    async rotate(businessId: number, actor: AuditActor) {
      await ensure(businessId);
      const fresh = newSecret(businessId);
      const [row] = await db
        .update(campaignInboundEmail)
        .set({ secretSealed: fresh.sealed, secretHash: fresh.hash, updatedAt: clock() })
        .where(eq(campaignInboundEmail.businessId, businessId))
        .returning();
      if (!row) throw new Error('campaign_inbound_email row missing');
      await audit.record(businessId, actor, { kind: 'campaigns.inbound_email.rotated' });
      return view(row);
    },

    /** One received mail from the provider's webhook. */
    async receive(secret: string, mail: InboundMail) {
      const [hook] = await db
        .select({ businessId: campaignInboundEmail.businessId })
        .from(campaignInboundEmail)
        .where(eq(campaignInboundEmail.secretHash, digest(secret)));
      if (!hook) throw forbidden(INBOUND_EMAIL_TEXTS.unknownHook);
      const businessId = hook.businessId;

      const header = (name: string) =>
        (mail.Headers ?? []).filter((h) => h.Name.toLowerCase() === name).map((h) => h.Value);
      const tokens = replyTokens({
        mailboxHashes: [
          mail.MailboxHash ?? '',
          ...[...(mail.ToFull ?? []), ...(mail.CcFull ?? [])].map(
            (to) => to.MailboxHash || plusPart(to.Email ?? '') || '',
          ),
          plusPart(mail.OriginalRecipient ?? '') ?? '',
        ],
        references: [...header('in-reply-to'), ...header('references')],
      });
      const from = bareAddress(mail.FromFull?.Email || mail.From || '').toLowerCase();
      const target = await replyTarget(businessId, tokens.slice(0, MAX_TOKENS), from);

      const text = replyText(mail);
      const messageKey = `email:${(mail.MessageID ?? '').slice(0, 300)}`;
      const now = clock();
      const stored = await db.transaction(async (tx) => {
        // One reply at a time per contact: two at once never open two conversations.
        await tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(eq(contacts.id, target.contactId))
          .for('update');
        if (mail.MessageID) {
          const [seen] = await tx
            .select({ conversationId: messages.conversationId })
            .from(messages)
            .innerJoin(conversations, eq(conversations.id, messages.conversationId))
            .where(
              and(
                eq(conversations.contactId, target.contactId),
                eq(messages.clientMessageId, messageKey),
              ),
            );
          // Postmark posts again when our answer was lost: stored once.
          if (seen) return { conversationId: seen.conversationId, changed: null, rows: [] };
        }
        const { conversation, changed } =
          target.kind === 'conversation'
            ? await answeredConversation(tx, target.conversationId, now)
            : await campaignConversation(tx, businessId, target.contactId, text, now);
        const rows = await tx
          .insert(messages)
          .values({
            conversationId: conversation.id,
            businessId,
            sender: 'visitor',
            text,
            clientMessageId: mail.MessageID ? messageKey : null,
            source: 'email',
            createdAt: now,
          })
          .returning();
        if (target.kind === 'campaign') {
          const note = await markCampaignReply(tx, {
            recipientId: target.recipientId,
            businessId,
            conversationId: conversation.id,
            note: INBOUND_EMAIL_TEXTS.note(target.name),
            now,
          });
          if (note) rows.push(note);
          await tagConversation(tx, {
            businessId,
            conversationId: conversation.id,
            tag: target.tag,
            campaign: { id: target.campaignId, name: target.name },
            now,
          });
        }
        return { conversationId: conversation.id, changed, rows };
      });
      // Live in the inbox once committed.
      if (stored.changed) {
        await events.publishConversation(stored.changed.row, stored.changed.transition);
      }
      for (const row of stored.rows) await events.publishMessage(row);
      return { conversation_id: String(stored.conversationId) };
    },
  };
}

type ReplyTarget =
  | {
      kind: 'campaign';
      contactId: number;
      recipientId: number;
      campaignId: number;
      name: string;
      tag: string | null;
    }
  | { kind: 'conversation'; contactId: number; conversationId: number };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type ConversationRow = typeof conversations.$inferSelect;
interface Changed {
  row: ConversationRow;
  transition: ConversationTransition;
}

/**
 * A campaign reply goes to the contact's open email conversation, or a new one waiting for a
 * person (the assistant does not answer email).
 */
async function campaignConversation(
  tx: Tx,
  businessId: number,
  contactId: number,
  text: string,
  now: Date,
): Promise<{ conversation: ConversationRow; changed: Changed | null }> {
  const [open] = await tx
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.businessId, businessId),
        eq(conversations.contactId, contactId),
        eq(conversations.channel, 'email'),
        ne(conversations.status, 'resolved'),
      ),
    )
    .orderBy(desc(conversations.id))
    .limit(1);
  if (open) {
    await tx
      .update(conversations)
      .set({ lastActivityAt: now })
      .where(eq(conversations.id, open.id));
    return { conversation: open, changed: null };
  }
  const [created] = await tx
    .insert(conversations)
    .values({
      businessId,
      contactId,
      channel: 'email',
      ...handOver(INBOUND_EMAIL_TEXTS.handoff, now),
      version: 0,
      createdAt: now,
    })
    .returning();
  if (!created) throw new Error('conversation insert returned no row');
  await recordStarted(tx, created, 'proactive', now, { question: text });
  await tx.insert(contactEvents).values({
    businessId,
    contactId,
    kind: 'conversation_started',
    source: 'system',
    data: { conversation_id: created.id, channel: 'email' },
    createdAt: now,
  });
  return {
    conversation: created,
    changed: { row: created, transition: { created: true, statusChanged: true } },
  };
}

/**
 * An answer to a teammate's reply mail goes back into that conversation. A person answers
 * email: one the assistant had again, or that was resolved, is handed over to the team.
 */
async function answeredConversation(
  tx: Tx,
  conversationId: number,
  now: Date,
): Promise<{ conversation: ConversationRow; changed: Changed | null }> {
  const [current] = await tx
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  if (!current) throw new Error('conversation of an email thread missing');
  const reopen = current.status === 'bot' || current.status === 'resolved';
  const [row] = await tx
    .update(conversations)
    .set(reopen ? handOver(INBOUND_EMAIL_TEXTS.threadHandoff, now) : { lastActivityAt: now })
    .where(eq(conversations.id, conversationId))
    .returning();
  if (!row) throw new Error('conversation update returned no row');
  return {
    conversation: row,
    changed: reopen ? { row, transition: { statusChanged: true } } : null,
  };
}

/** The reply's own words: the text part (or the HTML's text) without the quoted original. */
function replyText(mail: InboundMail): string {
  const body = mail.TextBody?.trim() ? mail.TextBody : htmlToText(mail.HtmlBody ?? '');
  let own = stripQuotedReply(body).replace(UNSTORABLE, '');
  if (!own) own = (mail.Subject ?? '').replace(UNSTORABLE, '').trim() || '(empty email)';
  return own.length > MAX_REPLY_CHARS ? `${own.slice(0, MAX_REPLY_CHARS)}…` : own;
}

export type InboundEmail = ReturnType<typeof createInboundEmail>;
