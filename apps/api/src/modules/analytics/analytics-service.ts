// Analytics for a business: the report (figures now and for the period before, series,
// breakdowns, questions), the conversations behind one figure, and CSV of every table.
// The SQL lives in analytics-sql.ts; this file picks the periods and shapes the rows.
import {
  type AnalyticsFigures,
  type AnalyticsHours,
  type AnalyticsMetric,
  type AnalyticsReport,
  type AnalyticsTable,
  type DrillList,
  NO_BUSINESS_HOURS_TEXT,
} from '@lisa/contracts/analytics';
import { CAMPAIGN_TEXTS } from '@lisa/contracts/campaigns';
import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import {
  breakdownQuery,
  type Cohort,
  drillQuery,
  figuresQuery,
  membersQuery,
  topQuestionsQuery,
  unansweredQuery,
} from './analytics-sql.ts';
import { toCsv } from './csv.ts';

const TIME_ZONE_TEXT = 'Choose a time zone like Africa/Nairobi';

/** Minutes a person would have spent on one bot reply (Chatwoot's Captain uses 2). */
export const MINUTES_PER_BOT_REPLY = 2;
export const DRILL_LIMIT = 500;
/** At most this many campaigns in the filter's list. */
const CAMPAIGN_OPTIONS = 100;

export interface AnalyticsFilter {
  from: string;
  to: string;
  tz: string;
  channel?: string | undefined;
  member?: number | undefined;
  /** The campaign whose conversations to count (404 when not the business's). */
  campaign_id?: number | undefined;
  hours?: AnalyticsHours | undefined;
}

type Row = Record<string, unknown>;

/**
 * PGlite answers { rows }, postgres-js an array: both become rows. Each query runs with JIT
 * off: PostgreSQL would otherwise spend seconds compiling a plan whose cost passes
 * jit_above_cost (100,000 rows of grouping sets and percentiles) to save milliseconds.
 */
export async function runQuery(db: Database, query: SQL): Promise<Row[]> {
  let result: unknown;
  try {
    result = await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return tx.execute(query);
    });
  } catch (error) {
    // A zone the browser's ICU knows but this PostgreSQL does not.
    if (
      /time zone .* not recognized/i.test(String((error as { cause?: unknown }).cause ?? error))
    ) {
      throw new ValidationError(TIME_ZONE_TEXT, { tz: [TIME_ZONE_TEXT] });
    }
    throw error;
  }
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

const int = (value: unknown): number => Number(value ?? 0);
const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;
const rate = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The period of equal length that ends the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return { from: shiftDay(from, -length), to: shiftDay(from, -1) };
}

function figuresOf(all: Row | undefined): AnalyticsFigures {
  const a = all ?? {};
  const v = a;
  const conversations = int(a.conversations);
  const resolved = int(a.resolved);
  const credits = int(v.credits_used);
  return {
    conversations,
    proactive: int(a.proactive),
    messages: int(v.messages),
    resolved,
    automated: int(a.automated),
    durable: int(a.durable),
    reopened: int(a.reopened),
    handoffs: int(a.handoffs),
    handoff_requested: int(a.handoff_requested),
    handoff_could_not_answer: int(a.handoff_could_not_answer),
    handoff_rule: int(a.handoff_rule),
    handoff_workflow: int(a.handoff_workflow),
    human_replied: int(a.human_replied),
    automation_rate: rate(int(a.automated), conversations),
    durable_rate: rate(int(a.durable), resolved),
    handoff_rate: rate(int(a.handoffs), conversations),
    reopen_rate: rate(int(a.reopened), resolved),
    first_response: {
      median: num(a.first_response_median),
      p90: num(a.first_response_p90),
      count: int(a.human_replied),
    },
    resolution_time: {
      median: num(a.resolution_median),
      p90: num(a.resolution_p90),
      count: resolved,
    },
    rated: int(a.rated),
    rated_bot: int(a.rated_bot),
    rated_member: int(a.rated_member),
    csat_bot: num(a.csat_bot),
    csat_member: num(a.csat_member),
    credits_used: credits,
    credits_per_resolved: resolved === 0 ? null : Math.round((credits / resolved) * 100) / 100,
    leads: int(a.leads),
    deals_won: int(a.deals_won),
    hours_saved: Math.round(((int(v.bot_replies) * MINUTES_PER_BOT_REPLY) / 60) * 10) / 10,
  };
}

/** Every hour (a one-day range) or day of the range, as the series labels them. */
function bucketsOf(from: string, to: string, bucket: 'hour' | 'day'): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    if (bucket === 'day') out.push(`${day}T00:00`);
    else for (let h = 0; h < 24; h++) out.push(`${day}T${String(h).padStart(2, '0')}:00`);
  }
  return out;
}

export function createAnalyticsService(db: Database) {
  async function figures(cohort: Cohort): Promise<AnalyticsFigures> {
    const [all] = await runQuery(db, figuresQuery(cohort));
    return figuresOf(all);
  }

  /**
   * The report's cohort: a campaign must be the business's own (404 otherwise);
   * business-hours durations read the opening hours (400 when unset; lists skip them).
   */
  async function cohortOf(
    businessId: number,
    filter: AnalyticsFilter,
    withHours = true,
  ): Promise<Cohort> {
    const { hours, campaign_id: campaign, ...rest } = filter;
    if (campaign !== undefined) {
      const [own] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.businessId, businessId), eq(campaigns.id, campaign)));
      if (!own) throw new NotFoundError(CAMPAIGN_TEXTS.notFound);
    }
    if (!withHours || hours !== 'business') return { businessId, ...rest, campaign };
    const [row] = await db
      .select({ hours: agentSettings.businessHours })
      .from(agentSettings)
      .where(eq(agentSettings.businessId, businessId));
    if (!row?.hours) {
      throw new ValidationError(NO_BUSINESS_HOURS_TEXT, { hours: [NO_BUSINESS_HOURS_TEXT] });
    }
    return { businessId, ...rest, campaign, hours: row.hours };
  }

  /** The campaigns the screen offers as a filter: every one that was sent, newest first. */
  function campaignOptions(businessId: number) {
    return db
      .select({ id: campaigns.id, name: campaigns.name, kind: campaigns.kind })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.businessId, businessId),
          notInArray(campaigns.status, ['draft', 'scheduled']),
        ),
      )
      .orderBy(desc(campaigns.id))
      .limit(CAMPAIGN_OPTIONS);
  }

  async function report(businessId: number, filter: AnalyticsFilter): Promise<AnalyticsReport> {
    const cohort = await cohortOf(businessId, filter);
    const bucket = filter.from === filter.to ? 'hour' : 'day';
    const before = previousPeriod(filter.from, filter.to);
    const [now, grouped, previous, members, questions, gaps, options] = await Promise.all([
      figures(cohort),
      runQuery(db, breakdownQuery(cohort, bucket)),
      figures({ ...cohort, ...before }),
      runQuery(db, membersQuery(cohort)),
      runQuery(db, topQuestionsQuery(cohort)),
      runQuery(db, unansweredQuery(cohort)),
      campaignOptions(businessId),
    ]);
    const byBucket = new Map(
      grouped.filter((r) => r.grp === 'bucket').map((r) => [String(r.at), r]),
    );
    return {
      from: filter.from,
      to: filter.to,
      tz: filter.tz,
      hours: filter.hours ?? 'all',
      bucket,
      figures: now,
      previous,
      series: bucketsOf(filter.from, filter.to, bucket).map((at) => {
        const r = byBucket.get(at) ?? {};
        return {
          at,
          conversations: int(r.conversations),
          resolved: int(r.resolved),
          automated: int(r.automated),
          handoffs: int(r.handoffs),
        };
      }),
      channels: grouped
        .filter((r) => r.grp === 'channel')
        .map((r) => ({
          channel: String(r.channel),
          conversations: int(r.conversations),
          resolved: int(r.resolved),
          automated: int(r.automated),
          handoffs: int(r.handoffs),
        }))
        .sort((a, b) => b.conversations - a.conversations || a.channel.localeCompare(b.channel)),
      members: members.map((r) => ({
        member_id: int(r.member_id),
        name: (r.name as string | null) ?? null,
        conversations: int(r.conversations),
        assigned: int(r.assigned),
        replied: int(r.replied),
        resolved: int(r.resolved),
        csat: num(r.csat),
        first_response_median: num(r.first_response_median),
      })),
      top_questions: questions.map((r) => ({ question: String(r.question), count: int(r.count) })),
      unanswered: gaps.map((r) => ({
        gap_id: int(r.gap_id),
        question: String(r.question),
        count: int(r.count),
      })),
      campaigns: options,
    };
  }

  async function drill(
    businessId: number,
    filter: AnalyticsFilter,
    metric: AnalyticsMetric,
  ): Promise<DrillList> {
    // Lists do not depend on how durations are counted.
    const cohort = await cohortOf(businessId, filter, false);
    const found = await runQuery(db, drillQuery(cohort, metric, DRILL_LIMIT));
    return {
      metric,
      total: int(found[0]?.total),
      items: found.map((r) => ({
        id: int(r.id),
        channel: String(r.channel),
        origin: String(r.origin),
        started_at: String(r.started_at),
        contact_name: (r.contact_name as string | null) ?? null,
        status: String(r.status),
        handoff_reason: (r.handoff_reason as string | null) ?? null,
        resolved_by: (r.resolved_by as string | null) ?? null,
        score: r.score === null || r.score === undefined ? null : int(r.score),
      })),
    };
  }

  /** One table of the report (or a drill-down list) as CSV, the same numbers the screen shows. */
  async function exportCsv(
    businessId: number,
    filter: AnalyticsFilter,
    table: AnalyticsTable,
    metric: AnalyticsMetric = 'conversations',
  ): Promise<string> {
    if (table === 'conversations') {
      const list = await drill(businessId, filter, metric);
      return toCsv(list.items);
    }
    const full = await report(businessId, filter);
    switch (table) {
      case 'figures':
        return toCsv(
          figureRows(full.figures).map(([name, value]) => ({
            figure: name,
            value,
            previous: figureRows(full.previous).find(([other]) => other === name)?.[1] ?? null,
          })),
        );
      case 'series':
        return toCsv(full.series);
      case 'channels':
        return toCsv(full.channels);
      case 'members':
        return toCsv(full.members);
      case 'top_questions':
        return toCsv(full.top_questions);
      case 'unanswered':
        return toCsv(full.unanswered);
    }
  }

  return { report, drill, exportCsv };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** The figures flattened to name/value pairs (durations as their median and p90). */
export function figureRows(f: AnalyticsFigures): [string, number | null][] {
  const out: [string, number | null][] = [];
  for (const [key, value] of Object.entries(f)) {
    if (value !== null && typeof value === 'object') {
      out.push([`${key}_median`, value.median], [`${key}_p90`, value.p90]);
    } else out.push([key, value as number | null]);
  }
  return out;
}
