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
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { digest, newSessionToken } from '../../platform/security/secrets.ts';
import { recordStarted } from '../analytics/conversation-events.ts';
import type { ChatEvents } from '../chat/chat-events.ts';
import { handOver } from '../chat/conversation-state.ts';
import { markCampaignReply } from './campaign-replies.ts';
import { tagConversation } from './conversation-tags.ts';
import { htmlToText, plusPart, replyAddress, replyTokens, stripQuotedReply } from './reply-mail.ts';

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

  return {
    /** The Reply-To base for a business's campaign mails; null while replies are not taken. */
    async replyBase(businessId: number): Promise<string | null> {
      const [row] = await db
        .select({ address: campaignInboundEmail.address })
        .from(campaignInboundEmail)
        .where(eq(campaignInboundEmail.businessId, businessId));
      return row?.address ?? null;
    },

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
      const candidates =
        tokens.length === 0
          ? []
          : await db
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
                  inArray(campaignRecipients.replyToken, tokens.slice(0, MAX_TOKENS)),
                  eq(campaignRecipients.businessId, businessId),
                  eq(campaigns.kind, 'email'),
                ),
              );
      if (candidates.length === 0) throw forbidden(INBOUND_EMAIL_TEXTS.unknownReply);
      // A mail may name several (a +token, and an older campaign mail in References): the
      // first, in the order the mail names them, that went to this sender.
      const from = (mail.FromFull?.Email || mail.From || '')
        .replace(/^.*</, '')
        .replace(/>.*$/, '')
        .trim()
        .toLowerCase();
      const recipient = tokens
        .map((token) => candidates.find((c) => c.token === token))
        .find((c) => c && (c.address ?? '').trim().toLowerCase() === from);
      if (!recipient) throw forbidden(INBOUND_EMAIL_TEXTS.notRecipient);

      const text = replyText(mail);
      const messageKey = `email:${(mail.MessageID ?? '').slice(0, 300)}`;
      const now = clock();
      const stored = await db.transaction(async (tx) => {
        // One reply at a time per contact: two at once never open two conversations.
        await tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(eq(contacts.id, recipient.contactId))
          .for('update');
        if (mail.MessageID) {
          const [seen] = await tx
            .select({ conversationId: messages.conversationId })
            .from(messages)
            .innerJoin(conversations, eq(conversations.id, messages.conversationId))
            .where(
              and(
                eq(conversations.contactId, recipient.contactId),
                eq(messages.clientMessageId, messageKey),
              ),
            );
          // Postmark posts again when our answer was lost: stored once.
          if (seen) return { conversationId: seen.conversationId, created: null, rows: [] };
        }
        let [conversation] = await tx
          .select()
          .from(conversations)
          .where(
            and(
              eq(conversations.businessId, businessId),
              eq(conversations.contactId, recipient.contactId),
              eq(conversations.channel, 'email'),
              ne(conversations.status, 'resolved'),
            ),
          )
          .orderBy(desc(conversations.id))
          .limit(1);
        let created = null;
        if (!conversation) {
          [conversation] = await tx
            .insert(conversations)
            .values({
              businessId,
              contactId: recipient.contactId,
              channel: 'email',
              ...handOver(INBOUND_EMAIL_TEXTS.handoff, now),
              version: 0,
              createdAt: now,
            })
            .returning();
          if (!conversation) throw new Error('conversation insert returned no row');
          created = conversation;
          await recordStarted(tx, conversation, 'proactive', now, { question: text });
          await tx.insert(contactEvents).values({
            businessId,
            contactId: recipient.contactId,
            kind: 'conversation_started',
            source: 'system',
            data: { conversation_id: conversation.id, channel: 'email' },
            createdAt: now,
          });
        } else {
          await tx
            .update(conversations)
            .set({ lastActivityAt: now })
            .where(eq(conversations.id, conversation.id));
        }
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
        const note = await markCampaignReply(tx, {
          recipientId: recipient.id,
          businessId,
          conversationId: conversation.id,
          note: INBOUND_EMAIL_TEXTS.note(recipient.name),
          now,
        });
        if (note) rows.push(note);
        await tagConversation(tx, {
          businessId,
          conversationId: conversation.id,
          tag: recipient.tag,
          campaign: { id: recipient.campaignId, name: recipient.name },
          now,
        });
        return { conversationId: conversation.id, created, rows };
      });
      // Live in the inbox once committed.
      if (stored.created) await events.publishConversation(stored.created);
      for (const row of stored.rows) await events.publishMessage(row);
      return { conversation_id: String(stored.conversationId) };
    },
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
