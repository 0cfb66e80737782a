// Website proactive campaigns: the message the widget shows to visitors matching rules (page
// URL contains, seconds on page, once per visitor, an end date). Active = status `sending`
// (send / resume), paused or cancelled ones are not shown. A shown message costs nothing:
// the widget's beacon counts it (`shown_count`); a visitor who replies starts a normal
// conversation marked proactive (analytics' `started` origin) and gets a `replied` recipient
// row with that conversation.

import { type BusinessHours, isWithinHours } from '@lisa/agent';
import { NO_BUSINESS_HOURS_TEXT } from '@lisa/contracts/analytics';
import type { CampaignTotals, WebsiteCampaign } from '@lisa/contracts/campaigns';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import {
  campaignRecipients,
  campaigns,
  type StoredWebsiteRules,
} from '../../db/schema/campaigns.ts';
import { ValidationError } from '../../platform/http/app-error.ts';
import { engineHours } from '../agent/agent-settings.ts';
import { zonedTime } from './campaign-message.ts';
import { tagConversation } from './conversation-tags.ts';

export const MAX_WEBSITE_MESSAGE = 1000;
/** The widget gets at most this many active campaigns. */
const MAX_ACTIVE = 20;

export const DEFAULT_WEBSITE_RULES: Required<StoredWebsiteRules> = {
  url_contains: '',
  url_equals: '',
  delay_seconds: 0,
  once_per_visitor: true,
  visitors: 'all',
  business_hours: false,
  ends_at: null,
};

/** A row's rules with the defaults of the rules added later. */
export function websiteRules(stored: StoredWebsiteRules | null): Required<StoredWebsiteRules> {
  return { ...DEFAULT_WEBSITE_RULES, ...stored };
}

/** The business's opening hours as the agent engine reads them (null: none set). */
export async function businessHoursOf(db: Executor, businessId: number) {
  const [row] = await db
    .select({ hours: agentSettings.businessHours })
    .from(agentSettings)
    .where(eq(agentSettings.businessId, businessId));
  return engineHours(row?.hours ?? null);
}

/** A business-hours rule needs the business's hours: 400 when it set none. */
export async function assertWebsiteRules(
  db: Executor,
  businessId: number,
  rules: StoredWebsiteRules | null | undefined,
): Promise<void> {
  if (rules?.business_hours && !(await businessHoursOf(db, businessId))) {
    throw new ValidationError(NO_BUSINESS_HOURS_TEXT, { rules: [NO_BUSINESS_HOURS_TEXT] });
  }
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The next moment after `now` the business opens or closes by its hours (the days' opening
 * and closing times in its zone over the coming 8 days, the first where open-or-not differs
 * from now); null when it never changes (no day has hours, or the zone is unknown).
 */
export function nextHoursChange(hours: BusinessHours, now: Date): Date | null {
  let today: string;
  try {
    today = new Intl.DateTimeFormat('en-CA', {
      timeZone: hours.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return null; // isWithinHours counts an unknown zone as always open.
  }
  const [y, m, d] = today.split('-').map(Number);
  const open = isWithinHours(hours, now);
  const candidates: Date[] = [];
  for (let offset = 0; offset <= 8; offset++) {
    const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + offset));
    const day = hours.days[WEEKDAYS[date.getUTCDay()] ?? 'sun'];
    if (!day) continue;
    const ymd = date.toISOString().slice(0, 10);
    for (const time of [day.open, day.close]) {
      candidates.push(zonedTime(`${ymd}T${time}`, hours.timeZone));
    }
  }
  candidates.sort((a, b) => a.getTime() - b.getTime());
  return (
    candidates.find((at) => at.getTime() > now.getTime() && isWithinHours(hours, at) !== open) ??
    null
  );
}

/**
 * Open now by the business's hours and zone (the agent's own helper; open when none are set),
 * and in how many seconds that changes (null: never, or no hours).
 */
async function openState(
  db: Executor,
  businessId: number,
  now: Date,
): Promise<{ open_now: boolean; open_changes_in: number | null }> {
  const hours = await businessHoursOf(db, businessId);
  if (!hours) return { open_now: true, open_changes_in: null };
  const change = nextHoursChange(hours, now);
  return {
    open_now: isWithinHours(hours, now),
    open_changes_in: change ? Math.ceil((change.getTime() - now.getTime()) / 1000) : null,
  };
}

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
): Promise<{ data: WebsiteCampaign[]; open_now: boolean; open_changes_in: number | null }> {
  const rows = await db
    .select({ id: campaigns.id, body: campaigns.body, rules: campaigns.rules })
    .from(campaigns)
    .where(activeWhere(businessId))
    .orderBy(campaigns.id)
    .limit(MAX_ACTIVE * 5);
  const data = rows
    .filter((row) => live(row, now) && row.body?.trim())
    .slice(0, MAX_ACTIVE)
    .map((row) => {
      const { ends_at: _private, ...rules } = websiteRules(row.rules);
      return { id: row.id, message: row.body ?? '', rules };
    });
  const hoursAsked = data.some((campaign) => campaign.rules.business_hours);
  const open = hoursAsked
    ? await openState(db, businessId, now)
    : { open_now: true, open_changes_in: null };
  return { data, ...open };
}

async function activeOne(executor: Executor, businessId: number, id: number, now: Date) {
  const [row] = await executor
    .select({
      id: campaigns.id,
      name: campaigns.name,
      rules: campaigns.rules,
      tag: campaigns.conversationTag,
    })
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
  await tagConversation(tx, {
    businessId: input.businessId,
    conversationId: input.conversationId,
    tag: found.tag,
    campaign: found,
    now: input.now,
  });
  return true;
}
