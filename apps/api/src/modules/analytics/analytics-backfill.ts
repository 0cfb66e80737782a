// Backfill: analytics events for conversations that predate the event log (no event at all),
// from what their rows and messages still say, then their facts rows. Idempotent: a
// conversation that has any event is left alone, so a second run writes nothing; one
// statement per step, so a crash leaves either none or all of a step's events.
//
// What is known for an old conversation and what is written:
//   started      customer, at conversations.created_at (proactive ones cannot be told apart);
//   handoff      when the row names a handoff reason, at waiting_since (or the first member
//                reply, or the start), reason kept only if it is one of the four, the raw text
//                in data.detail;
//   human_reply  the first public member message, by its sender;
//   resolved     when the status is resolved, at last_activity_at, by the member who last
//                wrote (else the bot).
// Reopens, assignments and hand-backs left no trace and are not invented.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rebuildFacts } from './analytics-rebuild.ts';

export interface BackfillResult {
  conversations: number;
  events: number;
  businesses: number[];
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);

export async function backfillAnalytics(
  db: Database,
  options: { businessId?: number } = {},
): Promise<BackfillResult> {
  const business =
    options.businessId !== undefined ? sql`and c.business_id = ${options.businessId}` : sql``;
  return db.transaction(async (tx) => {
    const inserted = rowsOf(
      await tx.execute(sql`
      with missing as (
        select c.id, c.business_id, c.channel, c.status, c.created_at, c.last_activity_at,
          c.waiting_since, c.handoff_reason
        from conversations c
        where not exists (select 1 from conversation_events e where e.conversation_id = c.id)
          ${business}
        for update of c
      ),
      replies as (
        select m.conversation_id,
          (array_agg(m.created_at order by m.created_at, m.id))[1] as first_at,
          (array_agg(m.sender_id order by m.created_at, m.id))[1] as first_by,
          (array_agg(m.sender_id order by m.created_at desc, m.id desc))[1] as last_by
        from messages m join missing on missing.id = m.conversation_id
        where m.sender = 'agent' and not m.private
        group by m.conversation_id
      ),
      rows as (
        select missing.business_id, missing.id as conversation_id, 'started' as kind,
          'customer' as reason, 'visitor' as actor_type, null::int as actor_id,
          missing.channel, '{}'::jsonb as data, missing.created_at
        from missing
        union all
        select missing.business_id, missing.id, 'handoff',
          case when missing.handoff_reason in ('requested', 'could_not_answer', 'rule', 'workflow')
            then missing.handoff_reason end,
          'system', null, missing.channel,
          jsonb_build_object('detail', missing.handoff_reason, 'backfilled', true),
          coalesce(missing.waiting_since, least(r.first_at, missing.last_activity_at), missing.created_at)
        from missing left join replies r on r.conversation_id = missing.id
        where missing.handoff_reason is not null
        union all
        select missing.business_id, missing.id, 'human_reply', null, 'member',
          case when r.first_by ~ '^[0-9]{1,9}$' then r.first_by::int end,
          missing.channel, '{}'::jsonb, r.first_at
        from missing join replies r on r.conversation_id = missing.id
        union all
        select missing.business_id, missing.id, 'resolved',
          case when r.conversation_id is null then 'bot' else 'member' end,
          case when r.conversation_id is null then 'system' else 'member' end,
          case when r.last_by ~ '^[0-9]{1,9}$' then r.last_by::int end,
          missing.channel, '{"backfilled": true}'::jsonb, missing.last_activity_at
        from missing left join replies r on r.conversation_id = missing.id
        where missing.status = 'resolved'
      )
      insert into conversation_events
        (business_id, conversation_id, kind, reason, actor_type, actor_id, channel, data, created_at)
      select * from rows
      returning business_id, conversation_id`),
    );
    const businesses = [...new Set(inserted.map((row) => Number(row.business_id)))].sort(
      (a, b) => a - b,
    );
    // The facts rows follow from the events (the same rebuild the tests check).
    for (const id of businesses) await rebuildFacts(tx, id);
    return {
      conversations: new Set(inserted.map((row) => Number(row.conversation_id))).size,
      events: inserted.length,
      businesses,
    };
  });
}
