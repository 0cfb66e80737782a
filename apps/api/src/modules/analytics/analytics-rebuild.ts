// Recomputes a business's conversation_facts from the append-only events, the messages,
// the credit ledger and the ratings: what the recording calls keep up to date one event at
// a time (conversation-events.ts), done in one go. The tests check both ways agree; the
// fixture and the benchmark seed write events and rebuild.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export async function rebuildFacts(db: Executor, businessId: number): Promise<void> {
  await db.execute(sql`delete from conversation_facts where business_id = ${businessId}`);
  await db.execute(sql`
    with started as (
      select s.conversation_id as id, s.channel, coalesce(s.reason, 'customer') as origin,
        s.created_at as started_at
      from conversation_events s
      where s.business_id = ${businessId} and s.kind = 'started'
    ),
    ev as (
      select e.conversation_id as id,
        min(e.created_at) filter (where e.kind = 'handoff') as handoff_at,
        (array_agg(e.reason order by e.created_at, e.id) filter (where e.kind = 'handoff'))[1] as handoff_reason,
        min(e.created_at) filter (where e.kind = 'human_reply') as human_reply_at,
        (array_agg(e.actor_id order by e.created_at, e.id) filter (where e.kind = 'human_reply'))[1] as first_responder,
        min(e.created_at) filter (where e.kind = 'resolved') as resolved_at,
        (array_agg(e.reason order by e.created_at, e.id) filter (where e.kind = 'resolved'))[1] as resolved_by,
        (array_agg(e.actor_id order by e.created_at, e.id) filter (where e.kind = 'resolved'))[1] as resolver_id
      from conversation_events e
      where e.business_id = ${businessId} and e.kind <> 'started'
      group by e.conversation_id
    ),
    reopen as (
      select e.conversation_id as id, min(e.created_at) as reopened_at
      from conversation_events e join ev on ev.id = e.conversation_id
      where e.business_id = ${businessId} and e.kind = 'reopened' and e.created_at >= ev.resolved_at
      group by e.conversation_id
    ),
    members as (
      select e.conversation_id as id, array_agg(distinct m.member_id order by m.member_id) as member_ids
      from conversation_events e
      cross join lateral (select case
        when e.kind = 'assigned' then (e.data->>'assignee_id')::int
        when e.kind in ('human_reply', 'resolved') and e.actor_type = 'member' then e.actor_id
      end as member_id) m
      where e.business_id = ${businessId} and m.member_id is not null
      group by e.conversation_id
    ),
    assignees as (
      select e.conversation_id as id,
        array_agg(distinct (e.data->>'assignee_id')::int order by (e.data->>'assignee_id')::int) as assignee_ids
      from conversation_events e
      where e.business_id = ${businessId} and e.kind = 'assigned' and e.data->>'assignee_id' is not null
      group by e.conversation_id
    ),
    counts as (
      select m.conversation_id as id,
        count(*) filter (where m.sender in ('visitor', 'bot', 'agent') and not m.private)::int as messages,
        count(*) filter (where m.sender = 'bot')::int as bot_replies
      from messages m where m.business_id = ${businessId}
      group by m.conversation_id
    ),
    credits as (
      select m.conversation_id as id, sum(-l.delta)::int as credits
      from credit_ledger l join messages m on m.id = l.message_id
      where l.business_id = ${businessId} and l.reason = 'bot_reply'
      group by m.conversation_id
    ),
    questions as (
      select distinct on (m.conversation_id) m.conversation_id as id,
        lower(trim(left(m.text, 200))) as question
      from messages m
      where m.business_id = ${businessId} and m.sender = 'visitor'
      order by m.conversation_id, m.id
    )
    insert into conversation_facts (conversation_id, business_id, channel, origin, started_at,
      handoff_at, handoff_reason, human_reply_at, first_responder, resolved_at, resolved_by,
      resolver_id, reopened_at, member_ids, assignee_ids, messages, bot_replies, credits, first_question,
      score, rated_by, rated_member)
    select st.id, ${businessId}, st.channel, st.origin, st.started_at,
      ev.handoff_at, ev.handoff_reason, ev.human_reply_at, ev.first_responder, ev.resolved_at,
      ev.resolved_by, ev.resolver_id, reopen.reopened_at, coalesce(members.member_ids, '{}'), coalesce(assignees.assignee_ids, '{}'),
      coalesce(counts.messages, 0), coalesce(counts.bot_replies, 0), coalesce(credits.credits, 0),
      questions.question, r.score, r.resolved_by, r.resolved_by_id
    from started st
    left join ev on ev.id = st.id
    left join reopen on reopen.id = st.id
    left join members on members.id = st.id
    left join assignees on assignees.id = st.id
    left join counts on counts.id = st.id
    left join credits on credits.id = st.id
    left join questions on questions.id = st.id
    left join conversation_ratings r on r.conversation_id = st.id`);
}
