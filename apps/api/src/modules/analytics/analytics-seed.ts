// A large, deterministic data set for one business (the analytics issue's benchmark):
// `conversations` conversations over the `days` before `end`, `messagesPer` messages each,
// with the events, ratings, credits, leads the figures read. Pure SQL (generate_series), so
// a million messages take seconds on PostgreSQL and about a minute on PGlite.
// Shares: 5 % proactive; 25 % handed over (the four reasons in turn), a person replying to
// those; 70 % resolved (by the bot when not handed over); 5 % reopened; 20 % rated; 3 % leads.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rebuildFacts } from './analytics-rebuild.ts';

export interface SeedSize {
  conversations: number;
  messagesPer: number;
  days: number;
  end: Date;
  /** Member user ids that answer (round-robin). */
  members: number[];
}

export async function seedAnalytics(db: Database, businessId: number, size: SeedSize) {
  const { conversations: n, messagesPer, days } = size;
  const end = size.end.toISOString();
  const members = `{${size.members.join(',')}}`;
  const seconds = days * 86_400;
  // i -> its start: spread evenly over the range, newest last.
  const startOf = sql.raw(
    `(${`'${end}'`}::timestamptz - make_interval(secs => ${seconds} - (i::float8 * ${seconds} / ${n})))`,
  );
  await db.execute(sql`
    insert into contacts (business_id, customer_id, name, created_at)
    select ${businessId}, 'seed-' || i, 'Visitor ' || i, ${startOf}
    from generate_series(1, ${n}) i`);
  await db.execute(sql`
    insert into conversations (business_id, contact_id, channel, status, created_at, last_activity_at)
    select ${businessId}, c.id,
      (array['web_widget', 'web_widget', 'whatsapp', 'api'])[1 + (i % 4)],
      case when i % 10 < 7 then 'resolved' when i % 4 = 0 then 'open' else 'bot' end,
      ${startOf}, ${startOf}
    from generate_series(1, ${n}) i
    join contacts c on c.business_id = ${businessId} and c.customer_id = 'seed-' || i`);
  // The seed's own numbering: conversation i is the i-th row of this business.
  await db.execute(sql`
    create unlogged table seed_map as
    select id, row_number() over (order by id) as i, created_at as t, channel
    from conversations where business_id = ${businessId}`);
  await db.execute(sql`
    insert into messages (conversation_id, business_id, sender, sender_id, text, created_at)
    select m.id, ${businessId},
      case when k % 2 = 1 then 'visitor' when m.i % 4 = 0 and k > 2 then 'agent' else 'bot' end,
      case when m.i % 4 = 0 and k % 2 = 0 and k > 2 then (${members}::int[])[1 + (m.i % ${size.members.length})]::text end,
      case when k = 1 then (array['What are your opening hours?', 'How much is delivery?',
        'Can I return an item?', 'Do you ship abroad?', 'I want to talk to a person'])[1 + (m.i % 5)]
        else 'message ' || k end,
      m.t + make_interval(secs => k * 30)
    from seed_map m cross join generate_series(1, ${messagesPer}) k`);
  await db.execute(sql`
    insert into credit_ledger (business_id, delta, reason, message_id, balance_after, created_at)
    select ${businessId}, -1, 'bot_reply', id, 0, created_at
    from messages where business_id = ${businessId} and sender = 'bot'`);
  await db.execute(sql`
    insert into conversation_events (business_id, conversation_id, kind, reason, actor_type, actor_id, channel, data, created_at)
    select ${businessId}, m.id, e.kind, e.reason, e.actor_type, e.actor_id, m.channel, e.data, m.t + e.after
    from seed_map m
    cross join lateral (
      select (${members}::int[])[1 + (m.i % ${size.members.length})] as member
    ) w
    cross join lateral (values
      ('started', case when m.i % 20 = 0 then 'proactive' else 'customer' end, 'visitor', null::int, '{}'::jsonb, interval '0', true),
      ('handoff', (array['requested', 'could_not_answer', 'rule', 'workflow'])[1 + (m.i / 4 % 4)], 'visitor', null, '{}'::jsonb, interval '2 minutes', m.i % 4 = 0),
      ('assigned', null, 'system', null, jsonb_build_object('assignee_id', w.member), interval '3 minutes', m.i % 4 = 0),
      ('human_reply', null, 'member', w.member, '{}'::jsonb, make_interval(secs => (120 + (m.i % 97) * 20)::float8), m.i % 4 = 0),
      ('resolved', case when m.i % 4 = 0 then 'member' else 'bot' end, 'member', w.member, '{}'::jsonb, make_interval(secs => (3600 + (m.i % 89) * 60)::float8), m.i % 10 < 7),
      ('reopened', null, 'visitor', null, '{}'::jsonb, make_interval(days => (1 + m.i % 10)::int), m.i % 10 < 7 and m.i % 20 = 3)
    ) e(kind, reason, actor_type, actor_id, data, after, present)
    where e.present`);
  await db.execute(sql`
    insert into conversation_ratings (business_id, conversation_id, score, resolved_by, resolved_by_id, created_at)
    select ${businessId}, m.id, 1 + (m.i % 5), case when m.i % 4 = 0 then 'member' else 'bot' end,
      case when m.i % 4 = 0 then (${members}::int[])[1 + (m.i % ${size.members.length})] end, m.t + interval '2 hours'
    from seed_map m where m.i % 10 < 7 and m.i % 5 = 1`);
  await db.execute(sql`
    insert into leads (business_id, source, source_channel, conversation_id, name, created_at)
    select ${businessId}, 'chat', m.channel, m.id, 'Lead ' || m.i, m.t
    from seed_map m where m.i % 33 = 0`);
  await db.execute(sql`drop table seed_map`);
  await rebuildFacts(db, businessId);
  await db.execute(sql`analyze`);
}
