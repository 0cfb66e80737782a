// The metrics in SQL. Every figure is a count (or an aggregate) over one cohort, `facts`:
// one row per conversation started in the range (in the caller's time zone), built from
// the append-only conversation_events and the ratings. A figure and its drill-down list
// use the same predicate (METRIC_WHERE), so a list always has as many rows as its figure.
import type { AnalyticsMetric } from '@lisa/contracts/analytics';
import { DURABLE_DAYS } from '@lisa/contracts/analytics';
import { type SQL, sql } from 'drizzle-orm';

export interface Cohort {
  businessId: number;
  /** Inclusive local dates, YYYY-MM-DD. */
  from: string;
  to: string;
  tz: string;
  channel?: string | undefined;
  member?: number | undefined;
}

/** The range's bounds as instants: local midnight of `from` to local midnight after `to`. */
function bounds(c: Cohort): { lo: SQL; hi: SQL } {
  return {
    lo: sql`((${c.from}::date)::timestamp at time zone ${c.tz})`,
    hi: sql`((${c.to}::date + 1)::timestamp at time zone ${c.tz})`,
  };
}

/**
 * `facts`: id, channel, origin, started_at, handoff_at, handoff_reason, human_reply_at,
 * first_responder, resolved_at, resolved_by, resolver_id, reopened_at, score, rated_by.
 * The first handoff, reply and resolution count; a reopen is the first after it.
 */
export function factsCte(c: Cohort): SQL {
  const { lo, hi } = bounds(c);
  const channel = c.channel ? sql`and s.channel = ${c.channel}` : sql``;
  const member =
    c.member !== undefined
      ? sql`and exists (
          select 1 from conversation_events m
          where m.conversation_id = s.conversation_id
            and (m.actor_id = ${c.member}
              or (m.kind = 'assigned' and m.data->>'assignee_id' = ${String(c.member)})))`
      : sql``;
  return sql`
    started as (
      select s.conversation_id as id, s.channel, coalesce(s.reason, 'customer') as origin,
        s.created_at as started_at
      from conversation_events s
      where s.business_id = ${c.businessId} and s.kind = 'started'
        and s.created_at >= ${lo} and s.created_at < ${hi} ${channel} ${member}
    ),
    ev as (
      select e.conversation_id as id,
        min(e.created_at) filter (where e.kind = 'handoff') as handoff_at,
        (array_agg(e.reason order by e.created_at, e.id) filter (where e.kind = 'handoff'))[1] as handoff_reason,
        min(e.created_at) filter (where e.kind = 'human_reply') as human_reply_at,
        (array_agg(e.actor_id order by e.created_at, e.id) filter (where e.kind = 'human_reply'))[1] as first_responder,
        min(e.created_at) filter (where e.kind = 'resolved') as resolved_at,
        (array_agg(e.reason order by e.created_at, e.id) filter (where e.kind = 'resolved'))[1] as resolved_by,
        (array_agg(e.actor_id order by e.created_at, e.id) filter (where e.kind = 'resolved'))[1] as resolver_id,
        min(e.created_at) filter (where e.kind = 'reopened') as reopened_at
      from conversation_events e
      join started st on st.id = e.conversation_id
      where e.business_id = ${c.businessId} and e.kind <> 'started'
      group by e.conversation_id
    ),
    facts as (
      select st.id, st.channel, st.origin, st.started_at, ev.handoff_at, ev.handoff_reason,
        ev.human_reply_at, ev.first_responder, ev.resolved_at, ev.resolved_by, ev.resolver_id,
        ev.reopened_at, r.score, r.resolved_by as rated_by, r.resolved_by_id as rated_member
      from started st
      left join ev on ev.id = st.id
      left join conversation_ratings r on r.conversation_id = st.id
    )`;
}

const customer = sql`origin = 'customer'`;
const reopenedSoon = sql`(reopened_at is not null and resolved_at is not null and reopened_at <= resolved_at + interval '${sql.raw(String(DURABLE_DAYS))} days')`;
const leadOf = sql`exists (select 1 from leads l where l.conversation_id = facts.id)`;
const wonDealOf = sql`exists (
  select 1 from leads l
  join deals d on d.lead_id = l.id
  join pipeline_stages ps on ps.id = d.stage_id
  where l.conversation_id = facts.id and ps.kind = 'won')`;

/** Which conversations of the cohort each figure counts (proactive ones only in `proactive`). */
export const METRIC_WHERE: Record<AnalyticsMetric, SQL> = {
  conversations: customer,
  proactive: sql`origin = 'proactive'`,
  resolved: sql`${customer} and resolved_at is not null`,
  automated: sql`${customer} and resolved_by = 'bot' and handoff_at is null and human_reply_at is null`,
  durable: sql`${customer} and resolved_at is not null and not ${reopenedSoon}`,
  reopened: sql`${customer} and ${reopenedSoon}`,
  handoffs: sql`${customer} and handoff_at is not null`,
  handoff_requested: sql`${customer} and handoff_reason = 'requested'`,
  handoff_could_not_answer: sql`${customer} and handoff_reason = 'could_not_answer'`,
  handoff_rule: sql`${customer} and handoff_reason = 'rule'`,
  handoff_workflow: sql`${customer} and handoff_reason = 'workflow'`,
  human_replied: sql`${customer} and human_reply_at is not null`,
  rated: sql`${customer} and score is not null`,
  rated_bot: sql`${customer} and score is not null and rated_by = 'bot'`,
  rated_member: sql`${customer} and score is not null and rated_by = 'member'`,
  leads: sql`${customer} and ${leadOf}`,
  deals_won: sql`${customer} and ${wonDealOf}`,
};

/** Seconds from the handoff (or the start, when a person stepped in unasked) to the first reply. */
const firstResponseSeconds = sql`extract(epoch from human_reply_at - case when handoff_at is not null and handoff_at <= human_reply_at then handoff_at else started_at end)`;
const resolutionSeconds = sql`extract(epoch from resolved_at - started_at)`;

const counted = (Object.keys(METRIC_WHERE) as AnalyticsMetric[]).map(
  (metric) =>
    sql`count(*) filter (where ${METRIC_WHERE[metric]})::int as ${sql.identifier(metric)}`,
);

const aggregates = sql.join(
  [
    ...counted,
    sql`percentile_cont(0.5) within group (order by ${firstResponseSeconds}) filter (where ${METRIC_WHERE.human_replied}) as first_response_median`,
    sql`percentile_cont(0.9) within group (order by ${firstResponseSeconds}) filter (where ${METRIC_WHERE.human_replied}) as first_response_p90`,
    sql`percentile_cont(0.5) within group (order by ${resolutionSeconds}) filter (where ${METRIC_WHERE.resolved}) as resolution_median`,
    sql`percentile_cont(0.9) within group (order by ${resolutionSeconds}) filter (where ${METRIC_WHERE.resolved}) as resolution_p90`,
    sql`avg(score) filter (where ${METRIC_WHERE.rated_bot})::float8 as csat_bot`,
    sql`avg(score) filter (where ${METRIC_WHERE.rated_member})::float8 as csat_member`,
  ],
  sql`, `,
);

/**
 * Figures, the time series and the channel breakdown in one pass (grouping sets):
 * grp 'all' is the whole cohort, 'bucket' one row per hour or day, 'channel' per channel.
 */
export function figuresQuery(c: Cohort, bucket: 'hour' | 'day'): SQL {
  const unit = sql.raw(`'${bucket}'`);
  return sql`
    with ${factsCte(c)}
    select
      case when grouping(b) = 0 then 'bucket' when grouping(channel) = 0 then 'channel' else 'all' end as grp,
      to_char(b, 'YYYY-MM-DD"T"HH24:MI') as at, channel,
      ${aggregates}
    from (select *, date_trunc(${unit}, started_at at time zone ${c.tz}) as b from facts) facts
    group by grouping sets ((), (b), (channel))`;
}

/** Messages (not private notes) and bot replies in the cohort's conversations; credits they used. */
export function volumeQuery(c: Cohort): SQL {
  return sql`
    with ${factsCte(c)}
    select
      count(m.id)::int as messages,
      count(m.id) filter (where m.sender = 'bot')::int as bot_replies,
      coalesce((
        select sum(-l.delta) from credit_ledger l
        join messages lm on lm.id = l.message_id
        where l.business_id = ${c.businessId} and l.reason = 'bot_reply'
          and lm.conversation_id in (select id from facts)
      ), 0)::int as credits_used
    from messages m
    where m.business_id = ${c.businessId} and not m.private
      and m.conversation_id in (select id from facts)`;
}

/** One row per member who took part: conversations, assignments, first replies, resolutions. */
export function membersQuery(c: Cohort): SQL {
  return sql`
    with ${factsCte(c)},
    involved as (
      select distinct f.id, coalesce(
        case when e.kind = 'assigned' then (e.data->>'assignee_id')::int end, e.actor_id) as member_id
      from facts f join conversation_events e on e.conversation_id = f.id
      where f.origin = 'customer'
    )
    select i.member_id, u.name,
      count(distinct i.id)::int as conversations,
      count(distinct i.id) filter (where exists (
        select 1 from conversation_events a where a.conversation_id = i.id and a.kind = 'assigned'
          and a.data->>'assignee_id' = i.member_id::text))::int as assigned,
      count(distinct i.id) filter (where f.first_responder = i.member_id)::int as replied,
      count(distinct i.id) filter (where f.resolver_id = i.member_id)::int as resolved,
      (avg(f.score) filter (where f.rated_member = i.member_id and f.rated_by = 'member'))::float8 as csat,
      percentile_cont(0.5) within group (order by ${firstResponseSeconds})
        filter (where f.first_responder = i.member_id) as first_response_median
    from involved i
    join facts f on f.id = i.id
    left join users u on u.id = i.member_id
    where i.member_id is not null
    group by i.member_id, u.name
    order by conversations desc, i.member_id`;
}

/** The visitors' first messages, grouped as written (lower-cased, trimmed). */
export function topQuestionsQuery(c: Cohort, limit = 10): SQL {
  return sql`
    with ${factsCte(c)}
    select q.question, count(*)::int as count
    from facts f
    cross join lateral (
      select lower(trim(left(m.text, 200))) as question from messages m
      where m.conversation_id = f.id and m.sender = 'visitor'
      order by m.id limit 1
    ) q
    where f.origin = 'customer'
    group by q.question
    order by count desc, q.question
    limit ${limit}`;
}

/** The data centre's open knowledge gaps asked in the range (modules/agent keeps them). */
export function unansweredQuery(c: Cohort, limit = 10): SQL {
  const { lo, hi } = bounds(c);
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
    picked as (select * from facts where ${METRIC_WHERE[metric]})
    select picked.id, picked.channel, picked.origin,
      to_char(picked.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as started_at,
      ct.name as contact_name, cv.status, picked.handoff_reason, picked.resolved_by, picked.score,
      count(*) over ()::int as total
    from picked
    join conversations cv on cv.id = picked.id
    join contacts ct on ct.id = cv.contact_id
    order by picked.started_at desc, picked.id desc
    limit ${limit}`;
}
