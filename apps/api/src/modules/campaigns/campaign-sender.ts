// Sending a campaign. Once it is due, its recipients are written once (one row per contact,
// with queued / skipped / opted_out and why), then sent in batches from the job queue: one
// job sends at most one second's worth (rate_per_second messages, each started on its own
// slot so the pace holds), then queues the next. Each recipient is claimed with a
// compare-and-set (queued -> sending) before the call, stamped just before its own call
// starts and marked sent after it, so a retried or restarted job never sends anyone twice and
// a crash loses nobody whose call had not started; a stop lets the running batch finish (at most a
// second) and the next API process carries on from the queue. Pause and cancel take effect
// at the next batch. WhatsApp goes through the channels module's Meta Graph client with the
// synced, approved template; email through the mailer with an unsubscribe link and header.
// Credits: one per message sent, debited with the send; at zero the campaign pauses.
// WhatsApp's messaging limit (messaging-limit.ts): a batch claims only the room the number
// has left in its moving 24 hours; with none left the campaign waits, still sending, with
// the reason on its page, and its next batch is queued for when the window frees room.
import { CAMPAIGN_TEXTS, CREDITS_PER_MESSAGE, REPLY_WINDOW_DAYS } from '@lisa/contracts/campaigns';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { campaignRecipients, campaigns } from '../../db/schema/campaigns.ts';
import { channelConnections, channelMessages, channelTemplates } from '../../db/schema/channels.ts';
import { businesses, contacts, conversations, creditLedger } from '../../db/schema/core.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { recipientOf, tokenContext } from '../channels/channel-rows.ts';
import type { MetaGraph } from '../channels/meta-graph.ts';
import { addressOf, audienceWhere, capped, optedOut } from './campaign-audience.ts';
import { emailHtml, emailText, variableValue } from './campaign-message.ts';
import { markCampaignReply } from './campaign-replies.ts';
import { tagConversation } from './conversation-tags.ts';
import {
  businessTimeZone,
  clockTime,
  createMessagingLimits,
  dailyUsage,
  LIMIT_LOCK,
} from './messaging-limit.ts';
import { campaignMessageId, replyAddress } from './reply-mail.ts';

export const SEND_JOB = 'campaigns-send';
/** A claim older than this with no outcome was cut off by a crash (not a graceful stop). */
const STALE_CLAIM_MS = 2 * 60_000;

type TemplateRow = typeof channelTemplates.$inferSelect;
type RecipientRow = typeof campaignRecipients.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;
type BatchOutcome = 'more' | 'done' | 'stop' | { waitUntil: Date };
/** A batch waiting for the daily limit runs this long after the window frees room. */
const LIMIT_MARGIN_MS = 1000;
const SENT_STATES = ['sent', 'delivered', 'read', 'replied'] as const;

export function createCampaignSender(options: {
  db: Database;
  clock: () => Date;
  jobs: JobQueue;
  bus: EventBus;
  graph: MetaGraph;
  secrets: SecretBox;
  mailer: Mailer;
  apiUrl: string;
  /** The business's inbound address for replies (inbound-email.ts); null: none set. */
  replyBase: (businessId: number) => Promise<string | null>;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, clock, jobs, graph, secrets, mailer, log } = options;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const limits = createMessagingLimits({ graph, clock, log });
  const mailHost = new URL(options.apiUrl).hostname;

  async function whatsappConnection(businessId: number) {
    const [row] = await db
      .select()
      .from(channelConnections)
      .where(
        and(
          eq(channelConnections.businessId, businessId),
          eq(channelConnections.channel, 'whatsapp'),
        ),
      );
    if (!row) return null;
    return { row, token: secrets.open(row.accessToken, tokenContext(row.id)) };
  }

  /** Writes the recipient rows once (the first job to get here; a retry finds them written). */
  async function materialise(campaign: typeof campaigns.$inferSelect) {
    const now = clock();
    const kind = campaign.kind === 'email' ? 'email' : 'whatsapp';
    const creator = campaign.createdBy ?? 0;
    const where = audienceWhere(
      { businessId: campaign.businessId, userId: creator },
      campaign.audience,
      now,
    );
    const address = addressOf(kind);
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(campaigns)
        .set({ materialisedAt: now })
        .where(and(eq(campaigns.id, campaign.id), sql`${campaigns.materialisedAt} is null`))
        .returning({ id: campaigns.id });
      if (!claimed) return;
      const texts = CAMPAIGN_TEXTS.reasons;
      await tx.execute(sql`
        insert into ${campaignRecipients}
          (business_id, campaign_id, contact_id, address, state, reason, unsubscribe_token, reply_token, created_at, updated_at)
        select ${campaign.businessId}, ${campaign.id}, ${contacts.id}, ${address},
          case when ${optedOut(kind)} then 'opted_out'
               when ${address} is null then 'skipped'
               when ${capped(now, campaign.id)} then 'skipped'
               else 'queued' end,
          case when ${optedOut(kind)} then ${texts.optedOut}
               when ${address} is null then ${texts.noIdentity}
               when ${capped(now, campaign.id)} then ${texts.frequencyCap}
               else null end,
          ${kind === 'email' ? sql`gen_random_uuid()::text` : sql`null`},
          ${kind === 'email' ? sql`substr(md5(gen_random_uuid()::text), 1, 20)` : sql`null`},
          ${now.toISOString()}, ${now.toISOString()}
        from ${contacts}
        where ${where}
        on conflict do nothing`);
    });
  }

  /** Checked again just before the send: STOP, an unsubscribe or another campaign meanwhile. */
  async function stillAllowed(
    recipients: RecipientRow[],
    kind: 'whatsapp' | 'email',
    campaignId: number,
  ) {
    const ids = recipients.map((r) => r.contactId);
    if (ids.length === 0) return { out: new Set<number>(), cap: new Set<number>() };
    const now = clock();
    const rows = await db
      .select({
        id: contacts.id,
        out: sql<boolean>`${optedOut(kind)}`,
        cap: sql<boolean>`${capped(now, campaignId)}`,
      })
      .from(contacts)
      .where(inArray(contacts.id, ids));
    return {
      out: new Set(rows.filter((r) => r.out).map((r) => r.id)),
      cap: new Set(rows.filter((r) => r.cap && !r.out).map((r) => r.id)),
    };
  }

  async function settle(
    row: RecipientRow,
    state: 'skipped' | 'opted_out' | 'failed',
    reason: string,
  ) {
    await db
      .update(campaignRecipients)
      .set({ state, reason, updatedAt: clock() })
      .where(
        and(
          eq(campaignRecipients.id, row.id),
          inArray(campaignRecipients.state, ['queued', 'sending']),
        ),
      );
  }

  interface Outcome {
    row: RecipientRow;
    externalId: string | null;
    variables: string[];
    failure: string | null;
  }

  /**
   * Records a batch's outcomes in one transaction: each claimed row moves sending -> sent
   * (or failed with Meta's reason), the channel's own record of each WhatsApp message is
   * written (Meta's statuses land on it), and one credit per message sent is debited.
   */
  async function record(
    campaign: typeof campaigns.$inferSelect,
    outcomes: Outcome[],
    channel: { connectionId: number | null; template: TemplateRow | null },
    unlimited: boolean,
  ) {
    if (outcomes.length === 0) return;
    const now = clock();
    const sent = outcomes.filter((o) => o.failure === null);
    const failed = outcomes.filter((o) => o.failure !== null);
    await db.transaction(async (tx) => {
      if (sent.length > 0) {
        const values = sql.join(
          sent.map((o) => sql`(${o.row.id}::int, ${o.externalId}::text)`),
          sql`, `,
        );
        await tx.execute(sql`
          update ${campaignRecipients} set state = 'sent', external_id = v.external_id,
            sent_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
          from (values ${values}) as v(id, external_id)
          where ${campaignRecipients.id} = v.id and ${campaignRecipients.state} = 'sending'`);
      }
      for (const o of failed) {
        await tx
          .update(campaignRecipients)
          .set({ state: 'failed', reason: o.failure, updatedAt: now })
          .where(and(eq(campaignRecipients.id, o.row.id), eq(campaignRecipients.state, 'sending')));
      }
      const { connectionId, template } = channel;
      const withIds = sent.filter((o) => o.externalId);
      if (connectionId && template && withIds.length > 0) {
        await tx
          .insert(channelMessages)
          .values(
            withIds.map((o) => ({
              businessId: campaign.businessId,
              connectionId,
              direction: 'out',
              externalId: o.externalId,
              status: 'sent',
              template: {
                name: template.name,
                language: template.language,
                variables: o.variables,
              },
              createdAt: now,
              updatedAt: now,
            })),
          )
          .onConflictDoNothing();
      }
      if (unlimited || sent.length === 0) return;
      const cost = sent.length * CREDITS_PER_MESSAGE;
      const [debited] = await tx
        .update(businesses)
        .set({ creditBalance: sql`greatest(${businesses.creditBalance} - ${cost}, 0)` })
        .where(eq(businesses.id, campaign.businessId))
        .returning({ balance: businesses.creditBalance });
      const after = debited?.balance ?? 0;
      await tx.insert(creditLedger).values(
        sent.map((_o, index) => ({
          businessId: campaign.businessId,
          delta: -CREDITS_PER_MESSAGE,
          reason: 'campaign',
          balanceAfter: after + (sent.length - 1 - index) * CREDITS_PER_MESSAGE,
          createdAt: now,
        })),
      );
    });
  }

  /** Sends one claimed recipient; never throws (a crash is a failure with its reason). */
  async function sendOne(
    campaign: typeof campaigns.$inferSelect,
    row: RecipientRow,
    contact: ContactRow,
    channel: {
      whatsapp: { row: typeof channelConnections.$inferSelect; token: string } | null;
      template: TemplateRow | null;
      replyBase: string | null;
    },
  ): Promise<Outcome> {
    try {
      if (campaign.kind === 'email') {
        const url = `${options.apiUrl}/api/campaigns/unsubscribe/${row.unsubscribeToken ?? ''}`;
        const text = emailText(campaign.body ?? '', contact, url);
        const token = row.replyToken;
        await mailer.send({
          to: row.address ?? '',
          subject: campaign.subject ?? '',
          text,
          html: emailHtml(text, url),
          kind: 'campaign',
          headers: {
            'List-Unsubscribe': `<${url}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            // A reply finds its recipient by the +token, or by In-Reply-To (inbound-email.ts).
            ...(token ? { 'Message-ID': campaignMessageId(token, mailHost) } : {}),
            ...(token && channel.replyBase
              ? { 'Reply-To': replyAddress(channel.replyBase, token) }
              : {}),
          },
        });
        return { row, externalId: null, variables: [], failure: null };
      }
      const { whatsapp, template } = channel;
      if (!whatsapp || !template) {
        return { row, externalId: null, variables: [], failure: CAMPAIGN_TEXTS.noWhatsApp };
      }
      const variables = campaign.variables.map((source) => variableValue(source, contact));
      const result = await graph.sendTemplate(
        { externalId: whatsapp.row.externalId, token: whatsapp.token },
        recipientOf('whatsapp', row.address ?? ''),
        { name: template.name, language: template.language, variables },
      );
      // Nobody got it on a refusal: final for this recipient, in Meta's plain words.
      return result.ok
        ? { row, externalId: result.id, variables, failure: null }
        : { row, externalId: null, variables, failure: result.error.reason };
    } catch (error) {
      log.warn({ err: error, recipient: row.id }, 'campaign send failed');
      return { row, externalId: null, variables: [], failure: CAMPAIGN_TEXTS.reasons.sendError };
    }
  }

  /** The claim: queued -> sending in one compare-and-set; only the rows it returns are ours. */
  async function casClaim(executor: Executor, ids: number[], now: Date) {
    if (ids.length === 0) return [];
    const rows = await executor
      .update(campaignRecipients)
      .set({ state: 'sending', claimedAt: now, updatedAt: now })
      .where(and(inArray(campaignRecipients.id, ids), eq(campaignRecipients.state, 'queued')))
      .returning({ id: campaignRecipients.id });
    return rows.map((r) => r.id);
  }

  /**
   * Claims the batch within WhatsApp's daily limit (null: unlimited): the business's sends
   * take turns under a lock, count the people messaged in the last 24 hours, and claim at
   * most the room left. No room: nothing is claimed and `waitUntil` says when there is.
   */
  async function claim(
    businessId: number,
    ids: number[],
    limit: number | null,
    now: Date,
  ): Promise<{ ids: number[]; waitUntil: Date | null }> {
    if (limit === null) return { ids: await casClaim(db, ids, now), waitUntil: null };
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LIMIT_LOCK}, ${businessId})`);
      const usage = await dailyUsage(tx, businessId, now);
      const room = Math.max(0, limit - usage.used);
      if (room === 0) {
        return { ids: [], waitUntil: usage.freesAt ?? new Date(now.getTime() + 60_000) };
      }
      return { ids: await casClaim(tx, ids.slice(0, room), now), waitUntil: null };
    });
  }

  /** The campaign waits for the daily limit: its page says how far it got and when it resumes. */
  async function waitForLimit(campaign: typeof campaigns.$inferSelect, until: Date) {
    const [counts] = await db
      .select({
        sent: sql<number>`count(*) filter (where ${inArray(campaignRecipients.state, [...SENT_STATES])})::int`,
        left: sql<number>`count(*) filter (where ${inArray(campaignRecipients.state, ['queued', 'sending'])})::int`,
      })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id));
    const sent = counts?.sent ?? 0;
    const zone = await businessTimeZone(db, campaign.businessId);
    const reason = CAMPAIGN_TEXTS.dailyLimit(
      sent,
      sent + (counts?.left ?? 0),
      clockTime(until, zone),
    );
    await db
      .update(campaigns)
      .set({ statusReason: reason, updatedAt: clock() })
      .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'sending')));
  }

  /** One batch: at most rate_per_second recipients, each on its own slot of the second. */
  async function batch(campaignId: number): Promise<BatchOutcome> {
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    if (!campaign) return 'stop';
    const now = clock();
    if (campaign.status === 'scheduled') {
      if (!campaign.scheduledAt || campaign.scheduledAt.getTime() > now.getTime() + 1000) {
        return 'stop';
      }
      const [started] = await db
        .update(campaigns)
        .set({ status: 'sending', startedAt: now, updatedAt: now })
        .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'scheduled')))
        .returning();
      if (!started) return 'stop';
      return 'more';
    }
    if (campaign.status !== 'sending') return 'stop';
    if (!campaign.materialisedAt) await materialise(campaign);

    // Claims a crash cut off. Those whose call had not started (a batch's later slots) are
    // queued again; those whose call had started may have reached Meta: not sent again, said so.
    const cutOff = and(
      eq(campaignRecipients.campaignId, campaignId),
      eq(campaignRecipients.state, 'sending'),
      lt(campaignRecipients.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
    );
    await db
      .update(campaignRecipients)
      .set({ state: 'queued', claimedAt: null, updatedAt: now })
      .where(and(cutOff, isNull(campaignRecipients.callStartedAt)));
    await db
      .update(campaignRecipients)
      .set({ state: 'failed', reason: CAMPAIGN_TEXTS.reasons.interrupted, updatedAt: now })
      .where(cutOff);

    const [business] = await db
      .select({ balance: businesses.creditBalance, unlimited: businesses.unlimitedCredits })
      .from(businesses)
      .where(eq(businesses.id, campaign.businessId));
    const unlimited = business?.unlimited ?? false;
    let size = campaign.ratePerSecond;
    if (!unlimited)
      size = Math.min(size, Math.floor((business?.balance ?? 0) / CREDITS_PER_MESSAGE));
    const rows = await db
      .select({ recipient: campaignRecipients, contact: contacts })
      .from(campaignRecipients)
      .innerJoin(contacts, eq(contacts.id, campaignRecipients.contactId))
      .where(
        and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.state, 'queued')),
      )
      .orderBy(asc(campaignRecipients.id))
      .limit(Math.max(size, 1));
    if (rows.length === 0) {
      const [pending] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(campaignRecipients)
        .where(
          and(
            eq(campaignRecipients.campaignId, campaignId),
            eq(campaignRecipients.state, 'sending'),
          ),
        );
      if ((pending?.n ?? 0) > 0) return 'more';
      await db
        .update(campaigns)
        .set({ status: 'done', finishedAt: clock(), updatedAt: clock() })
        .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'sending')));
      return 'done';
    }
    if (size < 1) {
      await db
        .update(campaigns)
        .set({ status: 'paused', statusReason: CAMPAIGN_TEXTS.outOfCredits, updatedAt: now })
        .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'sending')));
      return 'stop';
    }
    const kind = campaign.kind === 'email' ? 'email' : 'whatsapp';
    const allowed = await stillAllowed(
      rows.map((r) => r.recipient),
      kind,
      campaignId,
    );
    const whatsapp = kind === 'whatsapp' ? await whatsappConnection(campaign.businessId) : null;
    const replyBase = kind === 'email' ? await options.replyBase(campaign.businessId) : null;
    // Unknown (Meta did not answer): the last known limit, or Meta's starting 250.
    const limit = whatsapp
      ? (
          await limits.limitOf({
            id: whatsapp.row.id,
            externalId: whatsapp.row.externalId,
            token: whatsapp.token,
          })
        ).limit
      : null;
    const [template] =
      kind === 'whatsapp' && campaign.templateId
        ? await db
            .select()
            .from(channelTemplates)
            .where(eq(channelTemplates.id, campaign.templateId))
        : [];
    const settles: Promise<void>[] = [];
    const toSend: typeof rows = [];
    for (const entry of rows) {
      const { recipient, contact } = entry;
      if (allowed.out.has(contact.id)) {
        settles.push(settle(recipient, 'opted_out', CAMPAIGN_TEXTS.reasons.optedOut));
      } else if (allowed.cap.has(contact.id)) {
        settles.push(settle(recipient, 'skipped', CAMPAIGN_TEXTS.reasons.frequencyCap));
      } else {
        toSend.push(entry);
      }
    }
    await Promise.all(settles);
    const claimed = await claim(
      campaign.businessId,
      toSend.map((r) => r.recipient.id),
      limit,
      now,
    );
    if (claimed.waitUntil) {
      await waitForLimit(campaign, claimed.waitUntil);
      return { waitUntil: new Date(claimed.waitUntil.getTime() + LIMIT_MARGIN_MS) };
    }
    if (campaign.statusReason && claimed.ids.length > 0) {
      // Room again after a wait for the daily limit: the page no longer says it waits.
      await db
        .update(campaigns)
        .set({ statusReason: null, updatedAt: now })
        .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'sending')));
    }
    const ours = new Set(claimed.ids);
    const interval = 1000 / campaign.ratePerSecond;
    const started = Date.now();
    const work: Promise<Outcome>[] = [];
    let slot = 0;
    for (const { recipient, contact } of toSend) {
      if (!ours.has(recipient.id)) continue;
      const wait = started + slot * interval - Date.now();
      slot += 1;
      if (wait > 0) await sleep(wait);
      await db
        .update(campaignRecipients)
        .set({ callStartedAt: clock() })
        .where(eq(campaignRecipients.id, recipient.id));
      work.push(
        sendOne(campaign, recipient, contact, { whatsapp, template: template ?? null, replyBase }),
      );
    }
    await record(
      campaign,
      await Promise.all(work),
      { connectionId: whatsapp?.row.id ?? null, template: template ?? null },
      unlimited,
    );
    // The batch holds its second, so the next one keeps the pace.
    const rest = started + 1000 - Date.now();
    if (rest > 0) await sleep(rest);
    return 'more';
  }

  jobs.define<{ campaignId: number }>(
    SEND_JOB,
    async ({ campaignId }) => {
      const outcome = await batch(campaignId);
      if (outcome === 'more') {
        await jobs.enqueue(SEND_JOB, { campaignId }, { singletonKey: `campaign:${campaignId}` });
      } else if (typeof outcome === 'object') {
        // The daily limit: the next batch when the moving window has room again. The clock
        // may run apart from the queue's (tests): the wait is taken from now, not as a date.
        const wait = outcome.waitUntil.getTime() - clock().getTime();
        await jobs.enqueue(
          SEND_JOB,
          { campaignId },
          {
            singletonKey: `campaign:${campaignId}`,
            runAt: new Date(Date.now() + Math.max(wait, LIMIT_MARGIN_MS)),
          },
        );
      }
    },
    {
      oneQueuedPerKey: true,
      retryLimit: 10,
      retryDelaySeconds: 2,
      retryBackoff: true,
      expireInSeconds: 120,
    },
  );

  // A reply to a campaign: the recipient row is marked replied and linked to the
  // conversation, and the conversation gets a note naming the campaign.
  options.bus.subscribe((event) => {
    if (event.type !== 'message.created' || event.message.sender !== 'visitor') return;
    void (async () => {
      const [conversation] = await db
        .select({
          id: conversations.id,
          contactId: conversations.contactId,
          channel: conversations.channel,
        })
        .from(conversations)
        .where(eq(conversations.id, event.conversationId));
      if (!conversation?.contactId || conversation.channel !== 'whatsapp') return;
      const since = new Date(clock().getTime() - REPLY_WINDOW_DAYS * 86_400_000);
      const [recipient] = await db
        .select({
          id: campaignRecipients.id,
          campaignId: campaignRecipients.campaignId,
          name: campaigns.name,
          tag: campaigns.conversationTag,
        })
        .from(campaignRecipients)
        .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
        .where(
          and(
            eq(campaignRecipients.contactId, conversation.contactId),
            eq(campaigns.kind, 'whatsapp'),
            inArray(campaignRecipients.state, ['sent', 'delivered', 'read']),
            gte(campaignRecipients.sentAt, since),
          ),
        )
        .orderBy(sql`${campaignRecipients.sentAt} desc`)
        .limit(1);
      if (!recipient) return;
      const now = clock();
      const note = await markCampaignReply(db, {
        recipientId: recipient.id,
        businessId: event.businessId,
        conversationId: conversation.id,
        note: `Reply to the campaign "${recipient.name}".`,
        now,
      });
      if (!note) return;
      await tagConversation(db, {
        businessId: event.businessId,
        conversationId: conversation.id,
        tag: recipient.tag,
        campaign: { id: recipient.campaignId, name: recipient.name },
        now,
      });
    })().catch((error: unknown) => log.warn({ err: error }, 'campaign reply not recorded'));
  });

  return {
    /**
     * Queues the campaign's next batch (now, or at runAt). Now also brings forward a batch
     * queued for later (a resume while it waited for the daily limit tries again at once).
     */
    async kick(campaignId: number, runAt: Date | null) {
      const key = `campaign:${campaignId}`;
      const queued = await jobs.enqueue(
        SEND_JOB,
        { campaignId },
        { singletonKey: key, ...(runAt ? { runAt } : {}) },
      );
      if (queued === null && !runAt) await jobs.moveQueued(SEND_JOB, key, () => null);
    },

    /**
     * The business's WhatsApp limit for the preview: people per 24 hours (null: unlimited)
     * and how many its campaigns messaged in the last 24 hours; null without WhatsApp, or
     * when Meta has not said it (the preview does not guess).
     */
    async whatsappLimit(businessId: number) {
      const whatsapp = await whatsappConnection(businessId);
      if (!whatsapp) return null;
      const { limit, known } = await limits.limitOf({
        id: whatsapp.row.id,
        externalId: whatsapp.row.externalId,
        token: whatsapp.token,
      });
      if (!known) return null;
      const { used } = await dailyUsage(db, businessId, clock());
      return { limit, used };
    },

    async sendWhatsAppTest(
      businessId: number,
      template: TemplateRow,
      to: string,
      variables: string[],
    ): Promise<{ ok: true } | { ok: false; reason: string }> {
      const whatsapp = await whatsappConnection(businessId);
      if (!whatsapp) return { ok: false, reason: CAMPAIGN_TEXTS.noWhatsApp };
      const result = await graph.sendTemplate(
        { externalId: whatsapp.row.externalId, token: whatsapp.token },
        recipientOf('whatsapp', to),
        { name: template.name, language: template.language, variables },
      );
      return result.ok ? { ok: true } : { ok: false, reason: result.error.reason };
    },
  };
}

export type CampaignSender = ReturnType<typeof createCampaignSender>;
