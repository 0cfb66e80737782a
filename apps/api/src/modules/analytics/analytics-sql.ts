// The metrics in SQL. Every figure is a count (or an aggregate) over one cohort, `facts`:
// one row per conversation started in the range (in the caller's time zone), built from
// the append-only conversation_events and the ratings. A figure and its drill-down list
// use the same predicate (METRIC_WHERE), so a list always has as many rows as its figure.
import type { AnalyticsMetric } from '@lisa/contracts/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { StoredBusinessHours } from '../../db/schema/agent.ts';
import { FACT_FLAG_BITS } from '../../db/schema/analytics.ts';
import { openSecondsSql } from './business-hours.ts';

export interface Cohort {
  businessId: number;
  /** Inclusive local dates, YYYY-MM-DD. */
  from: string;
  to: string;
  tz: string;
  channel?: string | undefined;
  member?: number | undefined;
  /** Only the conversations this campaign started or joined (a recipient row names them). */
  campaign?: number | undefined;
  /**
   * Count durations in these opening hours only (the business's agent settings, in their own
   * zone); absent: wall-clock durations.
   */
  hours?: StoredBusinessHours | undefined;
}

/** The range's bounds as instants: local midnight of `from` to local midnight after `to`. */
function bounds(c: Cohort): { lo: SQL; hi: SQL } {
  return {
    lo: sql`((${c.from}::date)::timestamp at time zone ${c.tz})`,
    hi: sql`((${c.to}::date + 1)::timestamp at time zone ${c.tz})`,
  };
}

/** The named flags (is_customer, handed, ...) of a row's stored `flags` bits. */
function flagColumns(flags: SQL): SQL {
  return sql.join(
    Object.entries(FACT_FLAG_BITS).map(
      ([name, bit]) => sql`(${flags} & ${sql.raw(String(bit))}) <> 0 as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
}

/**
 * The cohort's predicate on a conversation_facts row `f`, in two parts: `inRange` (the
 * business, started in the range) and `filters` (channel, member, campaign; empty or
 * starting with `and`), so a per-row lookup can apply the campaign's semi-join outside it.
 */
function cohortWhere(c: Cohort): { inRange: SQL; filters: SQL } {
  const { lo, hi } = bounds(c);
  const channel = c.channel ? sql`and f.channel = ${c.channel}` : sql``;
  const member = c.member !== undefined ? sql`and ${c.member}::int = any(f.member_ids)` : sql``;
  // A semi-join on the campaign's recipient rows (indexed by campaign): a campaign links a
  // few thousand conversations at most, so no campaign column on the facts row is needed.
  const campaign =
    c.campaign !== undefined
      ? sql`and f.conversation_id in (
          select r.conversation_id from campaign_recipients r
          where r.campaign_id = ${c.campaign} and r.business_id = ${c.businessId}
            and r.conversation_id is not null)`
      : sql``;
  return {
    inRange: sql`f.business_id = ${c.businessId} and f.started_at >= ${lo} and f.started_at < ${hi}`,
    filters: sql`${channel} ${member} ${campaign}`,
  };
}

/** Whether lead `l` became a deal in a won stage (only asked for rows that have a lead). */
const wonDeal = sql`case when l.id is null then false else exists (
          select 1 from deals d join pipeline_stages ps on ps.id = d.stage_id
          where d.lead_id = l.id and ps.kind = 'won'
        ) end`;

/**
 * `facts`: the cohort's rows of conversation_facts (one per conversation started in the
 * range; see the schema for the columns), with has_lead and won_deal joined in.
 * `inline` lets PostgreSQL plan through the CTE when a query reads it twice: a materialised
 * CTE has no statistics, so grouping it by its flags was estimated at one group per row and
 * sorted on disk (the figures query: 885 ms, inlined 409 ms on the same data and load).
 */
export function factsCte(c: Cohort, inline = false): SQL {
  const cohort = cohortWhere(c);
  return sql`
    facts as ${inline ? sql`not materialized ` : sql``}(
      select f.conversation_id as id, f.channel, f.origin, f.started_at, f.handoff_at,
        f.handoff_reason, f.human_reply_at, f.first_responder, f.resolved_at, f.resolved_by,
        f.resolver_id, f.reopened_at, f.member_ids, f.assignee_ids, f.messages, f.bot_replies, f.credits,
        f.first_question, f.score, f.rated_by, f.rated_member,
        -- The stored durations (wall clock) and flags every figure is written in (METRIC_WHERE).
        f.first_response_s as wall_first_response_s, f.resolution_s as wall_resolution_s, f.flags,
        ${flagColumns(sql`f.flags`)},
        (l.id is not null) as has_lead,
        ${wonDeal} as won_deal
      from conversation_facts f
      left join leads l on l.conversation_id = f.conversation_id and l.business_id = ${c.businessId}
      where ${cohort.inRange} ${cohort.filters}
    )`;
}

const customer = sql`is_customer`;

/**
 * Which conversations of the cohort each figure counts (proactive ones only in
 * `proactive`), in the flags of `facts` (also the columns the figures query groups by).
 */
export const METRIC_WHERE: Record<AnalyticsMetric, SQL> = {
  conversations: customer,
  proactive: sql`is_proactive`,
  resolved: sql`${customer} and is_resolved`,
  automated: sql`${customer} and by_bot and not handed and not replied`,
  durable: sql`${customer} and is_resolved and not reopened_soon`,
  reopened: sql`${customer} and reopened_soon`,
  handoffs: sql`${customer} and handed`,
  handoff_requested: sql`${customer} and handoff_reason = 'requested'`,
  handoff_could_not_answer: sql`${customer} and handoff_reason = 'could_not_answer'`,
  handoff_rule: sql`${customer} and handoff_reason = 'rule'`,
  handoff_workflow: sql`${customer} and handoff_reason = 'workflow'`,
  human_replied: sql`${customer} and replied`,
  rated: sql`${customer} and rated`,
  rated_bot: sql`${customer} and rated and rated_by = 'bot'`,
  rated_member: sql`${customer} and rated and rated_by = 'member'`,
  leads: sql`${customer} and has_lead`,
  deals_won: sql`${customer} and won_deal`,
};

/** When the first human response is measured from: the handoff, or the start when a person stepped in unasked. */
const responseFrom = sql`case when handoff_at is not null and handoff_at <= human_reply_at then handoff_at else started_at end`;

/**
 * Seconds from the handoff (or the start) to the first reply, and from the start to the
 * first resolution; with `hours`, only the seconds inside the business's opening hours.
 */
function durations(c: Cohort): { firstResponse: SQL; resolution: SQL } {
  if (!c.hours) {
    return {
      firstResponse: sql`wall_first_response_s`,
      resolution: sql`wall_resolution_s`,
    };
  }
  return {
    firstResponse: sql`case when human_reply_at is not null then ${openSecondsSql(c.hours, responseFrom, sql`human_reply_at`)} end`,
    resolution: sql`case when resolved_at is not null then ${openSecondsSql(c.hours, sql`started_at`, sql`resolved_at`)} end`,
  };
}

const metrics = Object.keys(METRIC_WHERE) as AnalyticsMetric[];
/** The figures counted from the cohort's leads (a few thousand rows), not every conversation. */
const leadMetrics = new Set<AnalyticsMetric>(['leads', 'deals_won']);

/**
 * Every figure of the cohort, one row, from two scans of its facts rows and its leads:
 * - the counts: the rows grouped by their stored `flags` bits and the two reasons (a few
 *   dozen groups), each figure then a sum over the groups' decoded flags;
 * - the medians and p90s over the stored durations (no per-row arithmetic; the two
 *   percentiles of one duration share its sort);
 * - leads and deals won from the business's leads, each looked up in the cohort by its
 *   conversation (`offset 0` keeps it a lookup per lead instead of a join over every row).
 * Figures and drill-downs read the same flags (METRIC_WHERE over `facts`).
 */
export function figuresQuery(c: Cohort): SQL {
  const counts = metrics
    .filter((metric) => !leadMetrics.has(metric))
    .map(
      (metric) =>
        sql`coalesce(sum(n) filter (where ${METRIC_WHERE[metric]}), 0)::int as ${sql.identifier(metric)}`,
    );
  const { firstResponse, resolution } = durations(c);
  const cohort = cohortWhere(c);
  const csat = (metric: 'rated_bot' | 'rated_member') =>
    sql`(sum(score_sum) filter (where ${METRIC_WHERE[metric]}))::float8 / nullif(sum(n) filter (where ${METRIC_WHERE[metric]}), 0)`;
  return sql`
    with ${factsCte(c, true)},
    g as (
      select ${flagColumns(sql`flags`)}, handoff_reason, rated_by, n, score_sum, messages,
        bot_replies, credits
      from (
        select flags, handoff_reason, rated_by, count(*) as n, sum(score) as score_sum,
          sum(messages) as messages, sum(bot_replies) as bot_replies, sum(credits) as credits
        from facts
        group by flags, handoff_reason, rated_by
      ) grouped
    ),
    lead_facts as (
      select ${flagColumns(sql`f.flags`)}, true as has_lead, ${wonDeal} as won_deal
      from leads l
      cross join lateral (
        select f.conversation_id, f.flags, f.channel, f.member_ids from conversation_facts f
        where f.conversation_id = l.conversation_id and ${cohort.inRange}
        offset 0
      ) f
      where l.business_id = ${c.businessId} ${cohort.filters}
    )
    select counts.*, lead_counts.*, durations.*
    from (
      select ${sql.join(counts, sql`, `)},
        ${csat('rated_bot')} as csat_bot,
        ${csat('rated_member')} as csat_member,
        -- Volume: every conversation of the cohort, proactive ones included.
        coalesce(sum(messages), 0)::int as messages,
        coalesce(sum(bot_replies), 0)::int as bot_replies,
        coalesce(sum(credits), 0)::int as credits_used
      from g
    ) counts
    cross join (
      select ${sql.join(
        [...leadMetrics].map(
          (metric) =>
            sql`count(*) filter (where ${METRIC_WHERE[metric]})::int as ${sql.identifier(metric)}`,
        ),
        sql`, `,
      )}
      from lead_facts
    ) lead_counts
    cross join (
      select
        percentile_cont(0.5) within group (order by first_response_s) filter (where ${METRIC_WHERE.human_replied}) as first_response_median,
        percentile_cont(0.9) within group (order by first_response_s) filter (where ${METRIC_WHERE.human_replied}) as first_response_p90,
        percentile_cont(0.5) within group (order by resolution_s) filter (where ${METRIC_WHERE.resolved}) as resolution_median,
        percentile_cont(0.9) within group (order by resolution_s) filter (where ${METRIC_WHERE.resolved}) as resolution_p90
      from (select *, ${firstResponse} as first_response_s, ${resolution} as resolution_s from facts) facts
    ) durations`;
}

const breakdownCounts = (['conversations', 'resolved', 'automated', 'handoffs'] as const).map(
  (metric) =>
    sql`count(*) filter (where ${METRIC_WHERE[metric]})::int as ${sql.identifier(metric)}`,
);

/**
 * The time series (per hour or day, in the caller's zone) and the channel breakdown in one
 * hashed pass (grouping sets; plain counts only, so no sort).
 */
export function breakdownQuery(c: Cohort, bucket: 'hour' | 'day'): SQL {
  const unit = sql.raw(`'${bucket}'`);
  return sql`
    with ${factsCte(c)}
    select
      case when grouping(b) = 0 then 'bucket' else 'channel' end as grp,
      to_char(b, 'YYYY-MM-DD"T"HH24:MI') as at, channel,
      ${sql.join(breakdownCounts, sql`, `)}
    from (select *, date_trunc(${unit}, started_at at time zone ${c.tz}) as b from facts) facts
    group by grouping sets ((b), (channel))`;
}

/** One row per member who took part: conversations, assignments, first replies, resolutions. */
export function membersQuery(c: Cohort): SQL {
  const { firstResponse } = durations(c);
  return sql`
    with ${factsCte(c)}
    select m.member_id, u.name,
      count(*)::int as conversations,
      count(*) filter (where m.member_id = any(f.assignee_ids))::int as assigned,
      count(*) filter (where f.first_responder = m.member_id)::int as replied,
      count(*) filter (where f.resolver_id = m.member_id)::int as resolved,
      (avg(f.score) filter (where f.rated_member = m.member_id and f.rated_by = 'member'))::float8 as csat,
      percentile_cont(0.5) within group (order by f.first_response_s)
        filter (where f.first_responder = m.member_id) as first_response_median
    from (select *, ${firstResponse} as first_response_s from facts) f
    cross join lateral unnest(f.member_ids) as m(member_id)
    left join users u on u.id = m.member_id
    where f.origin = 'customer'
    group by m.member_id, u.name
    order by conversations desc, m.member_id`;
}

/** The visitors' first messages, grouped as written (lower-cased, trimmed). */
export function topQuestionsQuery(c: Cohort, limit = 10): SQL {
  return sql`
    with ${factsCte(c)}
    select first_question as question, count(*)::int as count
    from facts
    where origin = 'customer' and first_question is not null
    group by first_question
    order by count desc, first_question
    limit ${limit}`;
}

/**
 * The data centre's open knowledge gaps asked in the range (modules/agent keeps them). With a
 * channel, member or campaign filter, only the times they were asked in the cohort's
 * conversations count (knowledge_gap_asks; asks recorded before that table are not there).
 */
export function unansweredQuery(c: Cohort, limit = 10): SQL {
  const { lo, hi } = bounds(c);
  if (c.channel || c.member !== undefined || c.campaign !== undefined) {
    return sql`
    with ${factsCte(c)}
    select g.id as gap_id, g.question, count(*)::int as count
    from knowledge_gap_asks a
    join facts f on f.id = a.conversation_id
    join knowledge_gaps g on g.id = a.gap_id
    where a.business_id = ${c.businessId} and g.status = 'open'
      and a.asked_at >= ${lo} and a.asked_at < ${hi}
    group by g.id, g.question
    order by count desc, g.id
    limit ${limit}`;
  }
  return sql`
    select id as gap_id, question, count::int as count
    from knowledge_gaps
    where business_id = ${c.businessId} and status = 'open'
      and last_asked_at >= ${lo} and last_asked_at < ${hi}
    order by count desc, id
    limit ${limit}`;
}

/** The conversations behind one figure, newest first. */
export function drillQuery(c: Cohort, metric: AnalyticsMetric, limit: number): SQL {
  return sql`
    with ${factsCte(c)},
    picked as (select * from facts where ${METRIC_WHERE[metric]}),
    page as (select * from picked order by started_at desc, id desc limit ${limit})
    select page.id, page.channel, page.origin,
      to_char(page.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as started_at,
      ct.name as contact_name, cv.status, page.handoff_reason, page.resolved_by, page.score,
      (select count(*) from picked)::int as total
    from page
    join conversations cv on cv.id = page.id
    join contacts ct on ct.id = cv.contact_id
    order by page.started_at desc, page.id desc`;
}
