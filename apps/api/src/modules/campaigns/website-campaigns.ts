// Website proactive campaigns: the message the widget shows to visitors matching rules (page
// URL contains, seconds on page, once per visitor, an end date). Active = status `sending`
// (send / resume), paused or cancelled ones are not shown. A shown message costs nothing:
// the widget's beacon counts it (`shown_count`); a visitor who replies starts a normal
// conversation marked proactive (analytics' `started` origin) and gets a `replied` recipient
// row with that conversation.
import type { CampaignTotals, WebsiteCampaign } from '@lisa/contracts/campaigns';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  campaignRecipients,
  campaigns,
  type StoredWebsiteRules,
} from '../../db/schema/campaigns.ts';

export const MAX_WEBSITE_MESSAGE = 1000;
/** The widget gets at most this many active campaigns. */
const MAX_ACTIVE = 20;

export const DEFAULT_WEBSITE_RULES: StoredWebsiteRules = {
  url_contains: '',
  delay_seconds: 0,
  once_per_visitor: true,
  ends_at: null,
};

/** Website results: shown by the beacon, replied per conversation, no credits, reply rate of shown. */
export function websiteTotals(totals: CampaignTotals, shown: number): CampaignTotals {
  return {
    ...totals,
    sent: 0,
    delivered: 0,
    read: 0,
    delivery_rate: 0,
    read_rate: 0,
    reply_rate: shown === 0 ? 0 : Math.round((totals.replied / shown) * 1000) / 1000,
    credits_used: 0,
    shown,
  };
}

function live(row: { rules: StoredWebsiteRules | null }, now: Date): boolean {
  const ends = row.rules?.ends_at;
  return !ends || new Date(ends).getTime() > now.getTime();
}

const activeWhere = (businessId: number) =>
  and(
    eq(campaigns.businessId, businessId),
    eq(campaigns.kind, 'website'),
    eq(campaigns.status, 'sending'),
  );

/** The business's active website campaigns, as the widget sees them (nothing private). */
export async function activeWebsiteCampaigns(
  db: Database,
  businessId: number,
  now: Date,
): Promise<WebsiteCampaign[]> {
  const rows = await db
    .select({ id: campaigns.id, body: campaigns.body, rules: campaigns.rules })
    .from(campaigns)
    .where(activeWhere(businessId))
    .orderBy(campaigns.id)
    .limit(MAX_ACTIVE * 5);
  return rows
    .filter((row) => live(row, now) && row.body?.trim())
    .slice(0, MAX_ACTIVE)
    .map((row) => {
      const rules = row.rules ?? DEFAULT_WEBSITE_RULES;
      return {
        id: row.id,
        message: row.body ?? '',
        rules: {
          url_contains: rules.url_contains,
          delay_seconds: rules.delay_seconds,
          once_per_visitor: rules.once_per_visitor,
        },
      };
    });
}

async function activeOne(executor: Executor, businessId: number, id: number, now: Date) {
  const [row] = await executor
    .select({ id: campaigns.id, rules: campaigns.rules })
    .from(campaigns)
    .where(and(activeWhere(businessId), eq(campaigns.id, id)));
  return row && live(row, now) ? row : null;
}

/** The widget showed the message: one more `shown`. False when not an active campaign of it. */
export async function recordShown(
  db: Database,
  businessId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  if (!(await activeOne(db, businessId, id, now))) return false;
  await db
    .update(campaigns)
    .set({ shownCount: sql`${campaigns.shownCount} + 1` })
    .where(and(eq(campaigns.businessId, businessId), eq(campaigns.id, id)));
  return true;
}

/**
 * A visitor answered a website campaign (the widget sends its id with the message): true when
 * it is an active website campaign of the business. The contact's recipient row becomes
 * `replied` with the conversation, once per contact; `opened` says whether the reply opened
 * that conversation (then it is proactive) or went into one the visitor had open already.
 */
export async function repliedToCampaign(
  tx: Executor,
  input: {
    businessId: number;
    campaignId: number;
    contactId: number;
    conversationId: number;
    opened: boolean;
    now: Date;
  },
): Promise<boolean> {
  const found = await activeOne(tx, input.businessId, input.campaignId, input.now);
  if (!found) return false;
  await tx
    .insert(campaignRecipients)
    .values({
      businessId: input.businessId,
      campaignId: found.id,
      contactId: input.contactId,
      state: 'replied',
      conversationId: input.conversationId,
      intoOpenConversation: !input.opened,
      repliedAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing();
  return true;
}
