// Campaigns of a business: drafts (create, edit, delete), the audience preview (live count,
// exclusions, credits estimate, a preview per recipient), a test send to yourself, send now
// or at a time in the business's time zone, pause / resume / cancel, and the results. The
// sending itself is campaign-sender.ts. Every query names the business: another tenant's
// campaign ids answer 404.
import {
  type Audience,
  type AudiencePreview,
  CAMPAIGN_TEXTS,
  type Campaign,
  type CampaignCreate,
  type CampaignPatch,
  type CampaignRecipient,
  type CampaignTotals,
  CREDITS_PER_MESSAGE,
  creditsText,
  type RecipientState,
} from '@lisa/contracts/campaigns';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  campaignRecipients,
  campaigns,
  type StoredAudience,
  type StoredWebsiteRules,
} from '../../db/schema/campaigns.ts';
import { channelConnections, channelTemplates } from '../../db/schema/channels.ts';
import { businesses, contacts } from '../../db/schema/core.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { addressOf, audienceWhere, capped, optedOut, type SendKind } from './campaign-audience.ts';
import {
  emailHtml,
  emailText,
  fillTemplate,
  variableValue,
  zonedTime,
} from './campaign-message.ts';
import type { CampaignSender } from './campaign-sender.ts';
import type { InboundEmail } from './inbound-email.ts';
import { businessTimeZone } from './messaging-limit.ts';
import { withSegment } from './segments-service.ts';
import {
  activeWebsiteCampaigns,
  assertWebsiteRules,
  DEFAULT_WEBSITE_RULES,
  MAX_WEBSITE_MESSAGE,
  recordShown,
  websiteRules,
  websiteTotals,
} from './website-campaigns.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export interface Caller {
  businessId: number;
  userId: number;
  actor: AuditActor;
}

const SAMPLE_SIZE = 5;
const websiteTooLong = `A website message is at most ${MAX_WEBSITE_MESSAGE} characters.`;
const websiteNoSchedule = 'A website campaign starts when you send it; set an end date to stop it.';

async function websitePreview(_businessId: number): Promise<AudiencePreview> {
  // Website campaigns go to visitors of the site, not to contacts: no audience, no credits.
  return {
    matched: 0,
    eligible: 0,
    excluded: { opted_out: 0, no_identity: 0, frequency_cap: 0 },
    credits_estimate: 0,
    credits_text: creditsText(0),
    credit_balance: 0,
    whatsapp_limit: null,
    samples: [],
  };
}

/** The preview's sentence when the eligible audience is more than the number's room today. */
function overLimitText(
  { limit, used }: { limit: number | null; used: number },
  eligible: number,
): string | null {
  if (limit === null) return null;
  const room = Math.max(0, limit - used);
  return eligible > room ? CAMPAIGN_TEXTS.overDailyLimit(limit, used, room, eligible - room) : null;
}

export function createCampaignsService(deps: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
  mailer: Mailer;
  sender: CampaignSender;
  /** Replies to email campaigns: the inbound settings and the provider's webhook. */
  inbound: InboundEmail;
  apiUrl: string;
}) {
  const { db, clock, audit, sender } = deps;

  async function own(businessId: number, id: number, tx: Executor = db): Promise<CampaignRow> {
    const [row] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.businessId, businessId), eq(campaigns.id, id)));
    if (!row) throw new NotFoundError(CAMPAIGN_TEXTS.notFound);
    return row;
  }

  async function template(businessId: number, templateId: number | null | undefined) {
    if (!templateId) return null;
    const [row] = await db
      .select()
      .from(channelTemplates)
      .where(and(eq(channelTemplates.businessId, businessId), eq(channelTemplates.id, templateId)));
    return row ?? null;
  }

  /** The draft's content is complete enough to send (or to preview a message). */
  async function assertSendable(row: {
    businessId: number;
    kind: string;
    rules: StoredWebsiteRules | null;
    templateId: number | null;
    variables: string[];
    subject: string | null;
    body: string | null;
  }) {
    if (row.kind === 'website') {
      if (!row.body?.trim()) {
        throw new ValidationError(CAMPAIGN_TEXTS.needsMessage, {
          body: [CAMPAIGN_TEXTS.needsMessage],
        });
      }
      await assertWebsiteRules(db, row.businessId, row.rules);
      return null;
    }
    if (row.kind === 'email') {
      if (!row.subject?.trim() || !row.body?.trim()) {
        throw new ValidationError(CAMPAIGN_TEXTS.needsSubject, {
          subject: [CAMPAIGN_TEXTS.needsSubject],
        });
      }
      return null;
    }
    const [connection] = await db
      .select({ id: channelConnections.id })
      .from(channelConnections)
      .where(
        and(
          eq(channelConnections.businessId, row.businessId),
          eq(channelConnections.channel, 'whatsapp'),
        ),
      );
    if (!connection) throw new ValidationError(CAMPAIGN_TEXTS.noWhatsApp);
    const found = await template(row.businessId, row.templateId);
    if (!found) {
      throw new ValidationError(CAMPAIGN_TEXTS.noTemplate, {
        template_id: [CAMPAIGN_TEXTS.noTemplate],
      });
    }
    if (found.status.toUpperCase() !== 'APPROVED') {
      throw new ValidationError(CAMPAIGN_TEXTS.notApproved, {
        template_id: [CAMPAIGN_TEXTS.notApproved],
      });
    }
    if (row.variables.length !== found.variables) {
      const text = `This template needs ${found.variables} value${found.variables === 1 ? '' : 's'}.`;
      throw new ValidationError(text, { variables: [text] });
    }
    return found;
  }

  async function totalsOf(campaignIds: number[]): Promise<Map<number, CampaignTotals>> {
    const out = new Map<number, CampaignTotals>();
    if (campaignIds.length === 0) return out;
    const rows = await db
      .select({
        campaignId: campaignRecipients.campaignId,
        state: campaignRecipients.state,
        n: count(),
        conversations: sql<number>`count(distinct ${campaignRecipients.conversationId}) filter (where not ${campaignRecipients.intoOpenConversation})::int`,
      })
      .from(campaignRecipients)
      .where(inArray(campaignRecipients.campaignId, campaignIds))
      .groupBy(campaignRecipients.campaignId, campaignRecipients.state);
    for (const id of campaignIds) {
      const mine = rows.filter((r) => r.campaignId === id);
      const by = (state: RecipientState) => Number(mine.find((r) => r.state === state)?.n ?? 0);
      const replied = by('replied');
      const read = by('read') + replied;
      const delivered = by('delivered') + read;
      const sent = by('sent') + delivered;
      const rate = (n: number) => (sent === 0 ? 0 : Math.round((n / sent) * 1000) / 1000);
      out.set(id, {
        recipients: mine.reduce((sum, r) => sum + Number(r.n), 0),
        queued: by('queued') + by('sending'),
        sent,
        delivered,
        read,
        replied,
        failed: by('failed'),
        skipped: by('skipped'),
        opted_out: by('opted_out'),
        delivery_rate: rate(delivered),
        read_rate: rate(read),
        reply_rate: rate(replied),
        conversations_started: mine
          .filter((r) => r.state === 'replied')
          .reduce((sum, r) => sum + Number(r.conversations), 0),
        credits_used: sent * CREDITS_PER_MESSAGE,
        shown: 0,
      });
    }
    return out;
  }

  function view(row: CampaignRow, found: CampaignTotals | undefined): Campaign {
    const totals = found && row.kind === 'website' ? websiteTotals(found, row.shownCount) : found;
    return {
      id: row.id,
      name: row.name,
      kind: row.kind as Campaign['kind'],
      status: row.status as Campaign['status'],
      status_reason: row.statusReason,
      audience: row.audience as Audience,
      template_id: row.templateId,
      variables: row.variables,
      subject: row.subject,
      body: row.body,
      rate_per_second: row.ratePerSecond,
      conversation_tag: row.conversationTag,
      rules: row.kind === 'website' ? websiteRules(row.rules) : null,
      scheduled_at: row.scheduledAt?.toISOString() ?? null,
      started_at: row.startedAt?.toISOString() ?? null,
      finished_at: row.finishedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      totals: totals ?? {
        recipients: 0,
        queued: 0,
        sent: 0,
        delivered: 0,
        read: 0,
        replied: 0,
        failed: 0,
        skipped: 0,
        opted_out: 0,
        delivery_rate: 0,
        read_rate: 0,
        reply_rate: 0,
        conversations_started: 0,
        credits_used: 0,
        shown: row.shownCount,
      },
    };
  }

  async function one(businessId: number, id: number): Promise<Campaign> {
    const row = await own(businessId, id);
    return view(row, (await totalsOf([row.id])).get(row.id));
  }

  function sendKind(kind: string): SendKind {
    return kind === 'email' ? 'email' : 'whatsapp';
  }

  return {
    one,

    /** The widget's view: the business's active website campaigns. */
    activeWebsite: (businessId: number) => activeWebsiteCampaigns(db, businessId, clock()),

    /** The widget's beacon: the message was shown once more. */
    shown: (businessId: number, id: number) => recordShown(db, businessId, id, clock()),

    async list(businessId: number): Promise<Campaign[]> {
      const rows = await db
        .select()
        .from(campaigns)
        .where(eq(campaigns.businessId, businessId))
        .orderBy(sql`${campaigns.id} desc`)
        .limit(200);
      const totals = await totalsOf(rows.map((r) => r.id));
      return rows.map((row) => view(row, totals.get(row.id)));
    },

    async create(caller: Caller, input: CampaignCreate & { audience: Audience }) {
      if (
        input.kind === 'website' &&
        input.body != null &&
        input.body.length > MAX_WEBSITE_MESSAGE
      ) {
        throw new ValidationError(websiteTooLong, { body: [websiteTooLong] });
      }
      if (input.kind === 'website') {
        await assertWebsiteRules(db, caller.businessId, input.rules as StoredWebsiteRules);
      }
      if (input.template_id && !(await template(caller.businessId, input.template_id))) {
        throw new ValidationError(CAMPAIGN_TEXTS.noTemplate, {
          template_id: [CAMPAIGN_TEXTS.noTemplate],
        });
      }
      const audience = await withSegment(db, caller.businessId, input.audience, 'refuse');
      const now = clock();
      const [row] = await db
        .insert(campaigns)
        .values({
          businessId: caller.businessId,
          name: input.name,
          kind: input.kind,
          audience: audience as StoredAudience,
          templateId: input.template_id ?? null,
          variables: input.variables ?? [],
          subject: input.subject ?? null,
          body: input.body ?? null,
          ratePerSecond: input.rate_per_second ?? 20,
          conversationTag: input.conversation_tag ?? null,
          rules:
            input.kind === 'website'
              ? ((input.rules as StoredWebsiteRules | undefined) ?? DEFAULT_WEBSITE_RULES)
              : null,
          createdBy: caller.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('campaign insert failed');
      await audit.record(caller.businessId, caller.actor, {
        kind: 'campaigns.created',
        target: `campaign:${row.id}`,
        after: { name: row.name, kind: row.kind },
      });
      return view(row, undefined);
    },

    async update(caller: Caller, id: number, patch: CampaignPatch) {
      const row = await own(caller.businessId, id);
      if (row.status !== 'draft' && row.status !== 'scheduled') {
        throw new AppError(409, 'conflict', CAMPAIGN_TEXTS.notEditable);
      }
      if (row.kind === 'website' && patch.body != null && patch.body.length > MAX_WEBSITE_MESSAGE) {
        throw new ValidationError(websiteTooLong, { body: [websiteTooLong] });
      }
      if (row.kind === 'website') {
        await assertWebsiteRules(db, caller.businessId, patch.rules as StoredWebsiteRules);
      }
      if (patch.template_id && !(await template(caller.businessId, patch.template_id))) {
        throw new ValidationError(CAMPAIGN_TEXTS.noTemplate, {
          template_id: [CAMPAIGN_TEXTS.noTemplate],
        });
      }
      const audience =
        patch.audience === undefined
          ? undefined
          : await withSegment(db, caller.businessId, patch.audience, 'refuse');
      const [updated] = await db
        .update(campaigns)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(audience !== undefined ? { audience: audience as StoredAudience } : {}),
          ...(patch.template_id !== undefined ? { templateId: patch.template_id } : {}),
          ...(patch.variables !== undefined ? { variables: patch.variables } : {}),
          ...(patch.subject !== undefined ? { subject: patch.subject } : {}),
          ...(patch.body !== undefined ? { body: patch.body } : {}),
          ...(patch.rate_per_second !== undefined ? { ratePerSecond: patch.rate_per_second } : {}),
          ...(patch.conversation_tag !== undefined
            ? { conversationTag: patch.conversation_tag }
            : {}),
          ...(patch.rules !== undefined && row.kind === 'website'
            ? { rules: patch.rules as StoredWebsiteRules }
            : {}),
          updatedAt: clock(),
        })
        .where(and(eq(campaigns.id, row.id), inArray(campaigns.status, ['draft', 'scheduled'])))
        .returning();
      if (!updated) throw new AppError(409, 'conflict', CAMPAIGN_TEXTS.notEditable);
      return one(caller.businessId, id);
    },

    async remove(caller: Caller, id: number) {
      const row = await own(caller.businessId, id);
      if (row.status === 'sending') throw new AppError(409, 'conflict', CAMPAIGN_TEXTS.notEditable);
      await db.delete(campaigns).where(eq(campaigns.id, row.id));
      await audit.record(caller.businessId, caller.actor, {
        kind: 'campaigns.deleted',
        target: `campaign:${row.id}`,
        before: { name: row.name },
      });
    },

    /** The live count: who the filters match, who is excluded and why, what it would cost. */
    async preview(
      caller: Caller,
      input: {
        kind: string;
        audience: Audience;
        template_id?: number | null | undefined;
        variables: string[];
        subject?: string | null | undefined;
        body?: string | null | undefined;
      },
    ): Promise<AudiencePreview> {
      if (input.kind === 'website') return websitePreview(caller.businessId);
      const now = clock();
      const kind = sendKind(input.kind);
      const audience = await withSegment(db, caller.businessId, input.audience, 'refuse');
      const where = audienceWhere(caller, audience, now);
      const address = addressOf(kind);
      const [figures] = await db
        .select({
          matched: sql<number>`count(*)::int`,
          optedOut: sql<number>`count(*) filter (where ${optedOut(kind)})::int`,
          noIdentity: sql<number>`count(*) filter (where not ${optedOut(kind)} and ${address} is null)::int`,
          capped: sql<number>`count(*) filter (where not ${optedOut(kind)} and ${address} is not null and ${capped(now, null)})::int`,
        })
        .from(contacts)
        .where(where);
      const matched = figures?.matched ?? 0;
      const excluded = {
        opted_out: figures?.optedOut ?? 0,
        no_identity: figures?.noIdentity ?? 0,
        frequency_cap: figures?.capped ?? 0,
      };
      const eligible = matched - excluded.opted_out - excluded.no_identity - excluded.frequency_cap;
      const found = await template(caller.businessId, input.template_id);
      const sampleRows = await db
        .select()
        .from(contacts)
        .where(
          and(
            where,
            sql`not ${optedOut(kind)}`,
            sql`${address} is not null`,
            sql`not ${capped(now, null)}`,
          ),
        )
        .orderBy(asc(contacts.id))
        .limit(SAMPLE_SIZE);
      const [business] = await db
        .select({ balance: businesses.creditBalance })
        .from(businesses)
        .where(eq(businesses.id, caller.businessId));
      const credits = eligible * CREDITS_PER_MESSAGE;
      const whatsapp = kind === 'whatsapp' ? await sender.whatsappLimit(caller.businessId) : null;
      return {
        matched,
        eligible,
        excluded,
        credits_estimate: credits,
        credits_text: creditsText(credits),
        credit_balance: business?.balance ?? 0,
        whatsapp_limit: whatsapp && { ...whatsapp, over_text: overLimitText(whatsapp, eligible) },
        samples: sampleRows.map((contact) => ({
          contact_id: contact.id,
          name: contact.name,
          preview:
            kind === 'email'
              ? (emailText(input.body ?? '', contact, `${deps.apiUrl}/u/…`).split('\n\n---')[0] ??
                '')
              : found
                ? fillTemplate(
                    found.body,
                    input.variables.map((source) => variableValue(source, contact)),
                  )
                : '',
        })),
      };
    },

    /** One message to yourself: WhatsApp to the number given, email to your own address. */
    async test(caller: Caller, id: number, to: string | undefined) {
      const row = await own(caller.businessId, id);
      const found = await assertSendable(row);
      const [me] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, caller.userId));
      const self = {
        name: me?.name ?? null,
        email: me?.email ?? null,
        phone: to ?? null,
        company: null,
        attributes: {},
      };
      if (row.kind === 'email') {
        if (!me?.email) throw new ValidationError(CAMPAIGN_TEXTS.noSelfAddress);
        const url = `${deps.apiUrl}/api/campaigns/unsubscribe/test`;
        const text = emailText(row.body ?? '', self, url);
        await deps.mailer.send({
          to: me.email,
          subject: `[Test] ${row.subject ?? ''}`,
          text,
          html: emailHtml(text, url),
          kind: 'campaign_test',
        });
        return { sent_to: me.email };
      }
      if (!to || !found) {
        throw new ValidationError(CAMPAIGN_TEXTS.noSelfAddress, {
          to: [CAMPAIGN_TEXTS.noSelfAddress],
        });
      }
      const result = await sender.sendWhatsAppTest(
        caller.businessId,
        found,
        to,
        row.variables.map((source) => variableValue(source, self)),
      );
      if (!result.ok) throw new ValidationError(result.reason);
      return { sent_to: to };
    },

    async send(caller: Caller, id: number, scheduledLocal: string | undefined) {
      const row = await own(caller.businessId, id);
      if (row.status !== 'draft' && row.status !== 'scheduled') {
        throw new AppError(409, 'conflict', CAMPAIGN_TEXTS.cannotSend);
      }
      await assertSendable(row);
      const now = clock();
      if (row.kind === 'website' && scheduledLocal) {
        throw new ValidationError(websiteNoSchedule, { scheduled_at: [websiteNoSchedule] });
      }
      let runAt: Date | null = null;
      if (scheduledLocal) {
        runAt = zonedTime(scheduledLocal, await businessTimeZone(db, caller.businessId));
        if (runAt.getTime() <= now.getTime()) {
          throw new ValidationError(CAMPAIGN_TEXTS.scheduleInPast, {
            scheduled_at: [CAMPAIGN_TEXTS.scheduleInPast],
          });
        }
      }
      // A segment's filters as they are now (a deleted one: the copy saved with the draft).
      const audience = (await withSegment(
        db,
        caller.businessId,
        row.audience as Audience,
        'keep',
      )) as StoredAudience;
      const [moved] = await db
        .update(campaigns)
        .set(
          runAt
            ? { status: 'scheduled', scheduledAt: runAt, audience, updatedAt: now }
            : { status: 'sending', scheduledAt: null, startedAt: now, audience, updatedAt: now },
        )
        .where(and(eq(campaigns.id, row.id), inArray(campaigns.status, ['draft', 'scheduled'])))
        .returning();
      if (!moved) throw new AppError(409, 'conflict', CAMPAIGN_TEXTS.cannotSend);
      await audit.record(caller.businessId, caller.actor, {
        kind: runAt ? 'campaigns.scheduled' : 'campaigns.sent',
        target: `campaign:${row.id}`,
        after: { scheduled_at: runAt?.toISOString() ?? null },
      });
      if (row.kind !== 'website') await sender.kick(row.id, runAt);
      return one(caller.businessId, id);
    },

    async pause(caller: Caller, id: number) {
      const row = await own(caller.businessId, id);
      const [moved] = await db
        .update(campaigns)
        .set({ status: 'paused', statusReason: null, updatedAt: clock() })
        .where(and(eq(campaigns.id, row.id), inArray(campaigns.status, ['sending', 'scheduled'])))
        .returning();
      if (!moved) throw new AppError(409, 'conflict', CAMPAIGN_TEXTS.cannotPause);
      return one(caller.businessId, id);
    },

    async resume(caller: Caller, id: number) {
      const row = await own(caller.businessId, id);
      const now = clock();
      const future = row.scheduledAt && row.scheduledAt.getTime() > now.getTime();
      const [moved] = await db
        .update(campaigns)
        .set({
          status: future ? 'scheduled' : 'sending',
          statusReason: null,
          startedAt: row.startedAt ?? now,
          updatedAt: now,
        })
        .where(and(eq(campaigns.id, row.id), eq(campaigns.status, 'paused')))
        .returning();
      if (!moved) throw new AppError(409, 'conflict', CAMPAIGN_TEXTS.cannotResume);
      if (row.kind !== 'website') await sender.kick(row.id, future ? row.scheduledAt : null);
      return one(caller.businessId, id);
    },

    async cancel(caller: Caller, id: number) {
      const row = await own(caller.businessId, id);
      const now = clock();
      const moved = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(campaigns)
          .set({ status: 'cancelled', finishedAt: now, updatedAt: now })
          .where(
            and(
              eq(campaigns.id, row.id),
              inArray(campaigns.status, ['draft', 'scheduled', 'sending', 'paused']),
            ),
          )
          .returning();
        if (!done) return false;
        await tx
          .update(campaignRecipients)
          .set({ state: 'skipped', reason: CAMPAIGN_TEXTS.reasons.cancelled, updatedAt: now })
          .where(
            and(eq(campaignRecipients.campaignId, row.id), eq(campaignRecipients.state, 'queued')),
          );
        return true;
      });
      if (!moved) throw new AppError(409, 'conflict', CAMPAIGN_TEXTS.cannotCancel);
      return one(caller.businessId, id);
    },

    /** Per-recipient results, oldest first, in pages. */
    async recipients(
      businessId: number,
      id: number,
      query: { state?: RecipientState | undefined; cursor?: string | undefined; limit: number },
    ): Promise<{ data: CampaignRecipient[]; next_cursor: string | null }> {
      const row = await own(businessId, id);
      const rows = await db
        .select({ recipient: campaignRecipients, name: contacts.name })
        .from(campaignRecipients)
        .innerJoin(contacts, eq(contacts.id, campaignRecipients.contactId))
        .where(
          and(
            eq(campaignRecipients.campaignId, row.id),
            ...(query.state ? [eq(campaignRecipients.state, query.state)] : []),
            ...(query.cursor ? [gt(campaignRecipients.id, Number(query.cursor))] : []),
          ),
        )
        .orderBy(asc(campaignRecipients.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      return {
        data: page.map(({ recipient, name }) => recipientView(recipient, name)),
        next_cursor: rows.length > query.limit ? String(page.at(-1)?.recipient.id) : null,
      };
    },

    /** Every recipient, for the CSV export. */
    async *allRecipients(businessId: number, id: number) {
      const row = await own(businessId, id);
      let after = 0;
      for (;;) {
        const rows = await db
          .select({ recipient: campaignRecipients, name: contacts.name })
          .from(campaignRecipients)
          .innerJoin(contacts, eq(contacts.id, campaignRecipients.contactId))
          .where(and(eq(campaignRecipients.campaignId, row.id), gt(campaignRecipients.id, after)))
          .orderBy(asc(campaignRecipients.id))
          .limit(1000);
        if (rows.length === 0) return;
        yield rows.map(({ recipient, name }) => recipientView(recipient, name));
        after = rows.at(-1)?.recipient.id ?? after;
      }
    },

    /** The public unsubscribe link: the contact stops getting email campaigns. */
    inbound: deps.inbound,

    async unsubscribe(token: string): Promise<boolean> {
      const [row] = await db
        .select()
        .from(campaignRecipients)
        .where(eq(campaignRecipients.unsubscribeToken, token));
      if (!row) return false;
      const now = clock();
      await db.transaction(async (tx) => {
        await tx
          .update(contacts)
          .set({
            consents: sql`${contacts.consents} || ${JSON.stringify({ email: { status: 'opted_out', at: now.toISOString() } })}::jsonb`,
            updatedAt: now,
          })
          .where(eq(contacts.id, row.contactId));
        await tx
          .update(campaignRecipients)
          .set({ state: 'opted_out', updatedAt: now })
          .where(
            and(
              eq(campaignRecipients.id, row.id),
              inArray(campaignRecipients.state, ['sent', 'delivered', 'read', 'queued']),
            ),
          );
      });
      return true;
    },
  };
}

function recipientView(
  row: typeof campaignRecipients.$inferSelect,
  name: string | null,
): CampaignRecipient {
  return {
    id: row.id,
    contact_id: row.contactId,
    name,
    address: row.address,
    state: (row.state === 'sending' ? 'queued' : row.state) as RecipientState,
    reason: row.reason,
    conversation_id: row.conversationId,
    sent_at: row.sentAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    read_at: row.readAt?.toISOString() ?? null,
    replied_at: row.repliedAt?.toISOString() ?? null,
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
