// The recording side of analytics: one small call at each place a conversation changes
// (chat/visitor-message.ts, chat/bot-reply.ts, chat/routing.ts, chat/takeover.ts), run
// inside that place's transaction on the locked row, so an event exists exactly when the
// change it describes committed. Event rows are only ever inserted (append-only); the
// conversation's one facts row (what the events add up to) moves with them.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type ConversationEventKind,
  conversationEvents,
  conversationFacts,
  type EventActor,
} from '../../db/schema/analytics.ts';
import type { ConversationStatus } from '../../db/schema/core.ts';

export const HANDOFF_CATEGORIES = ['requested', 'could_not_answer', 'rule', 'workflow'] as const;
export type HandoffCategory = (typeof HANDOFF_CATEGORIES)[number];

/** The part of a conversation row an event needs. */
export interface EventConversation {
  id: number;
  businessId: number;
  channel: string;
}

export interface Actor {
  type: EventActor;
  /** A member's user id (numeric, as text or number) when type is member. */
  id?: string | number | null;
}

export const SYSTEM: Actor = { type: 'system' };

function actorId(actor: Actor): number | null {
  if (actor.type !== 'member' || actor.id === null || actor.id === undefined) return null;
  const id = Number(actor.id);
  return Number.isSafeInteger(id) ? id : null;
}

function insertEvent(
  tx: Executor,
  conversation: EventConversation,
  kind: ConversationEventKind,
  actor: Actor,
  now: Date,
  reason: string | null = null,
  data: Record<string, unknown> = {},
) {
  return tx.insert(conversationEvents).values({
    businessId: conversation.businessId,
    conversationId: conversation.id,
    kind,
    reason,
    actorType: actor.type,
    actorId: actorId(actor),
    channel: conversation.channel,
    data,
    createdAt: now,
  });
}

/**
 * The engine's and the chat's handoff reasons are sentences; analytics keeps four
 * categories (and the sentence in data.detail). No credits is a rule of the business's
 * account, like a handoff keyword.
 */
export function classifyHandoff(reason: string): HandoffCategory {
  if (reason.startsWith('workflow')) return 'workflow';
  if (reason === 'no_credits' || reason.startsWith('Visitor mentioned')) return 'rule';
  if (reason.startsWith('The agent could not answer')) return 'could_not_answer';
  return 'requested';
}

const HANDOFF_ACTOR: Record<HandoffCategory, EventActor> = {
  requested: 'visitor',
  could_not_answer: 'bot',
  rule: 'system',
  workflow: 'workflow',
};

/** A conversation began: by the customer, or proactively by the business (actor member/system). */
export async function recordStarted(
  tx: Executor,
  conversation: EventConversation,
  origin: 'customer' | 'proactive',
  now: Date,
  options: { actor?: Actor; question?: string } = {},
) {
  const actor = options.actor ?? { type: origin === 'customer' ? 'visitor' : 'system' };
  await Promise.all([
    insertEvent(tx, conversation, 'started', actor, now, origin),
    tx
      .insert(conversationFacts)
      .values({
        conversationId: conversation.id,
        businessId: conversation.businessId,
        channel: conversation.channel,
        origin,
        startedAt: now,
        firstQuestion: options.question ? normaliseQuestion(options.question) : null,
      })
      .onConflictDoNothing(),
  ]);
}

/** Questions are grouped as written, lower-cased and trimmed (first 200 characters). */
export function normaliseQuestion(text: string): string {
  return text.trim().toLowerCase().slice(0, 200);
}

const facts = conversationFacts;
const whereFacts = (conversation: EventConversation) =>
  eq(conversationFacts.conversationId, conversation.id);
/** Adds a member to one of the facts' member lists once. */
const withMember = (
  id: number | null,
  list: typeof facts.memberIds | typeof facts.assigneeIds = facts.memberIds,
) =>
  id === null
    ? sql`${list}`
    : sql`case when ${id}::int = any(${list}) then ${list} else array_append(${list}, ${id}::int) end`;

/** A message stored in the conversation (visitor, bot or a member's public reply). */
export function countMessage(
  tx: Executor,
  conversation: EventConversation,
  sender: 'visitor' | 'bot' | 'agent',
  credits = 0,
) {
  return tx
    .update(facts)
    .set({
      messages: sql`${facts.messages} + 1`,
      ...(sender === 'bot' ? { botReplies: sql`${facts.botReplies} + 1` } : {}),
      ...(credits ? { credits: sql`${facts.credits} + ${credits}` } : {}),
    })
    .where(whereFacts(conversation));
}

/** Handed to a person, with the reason the engine or the chat gave. */
export function recordHandoff(
  tx: Executor,
  conversation: EventConversation,
  reason: string,
  now: Date,
) {
  const category = classifyHandoff(reason);
  return Promise.all([
    insertEvent(tx, conversation, 'handoff', { type: HANDOFF_ACTOR[category] }, now, category, {
      detail: reason.slice(0, 500),
    }),
    tx
      .update(facts)
      .set({
        handoffAt: sql`coalesce(${facts.handoffAt}, ${now.toISOString()}::timestamptz)`,
        handoffReason: sql`coalesce(${facts.handoffReason}, ${category})`,
      })
      .where(whereFacts(conversation)),
  ]);
}

/** A person's public reply: recorded once, the first time (first human response time). */
export async function recordHumanReply(
  tx: Executor,
  conversation: EventConversation,
  userId: string,
  now: Date,
) {
  const id = actorId({ type: 'member', id: userId });
  await tx.execute(sql`
    insert into ${conversationEvents}
      (business_id, conversation_id, kind, actor_type, actor_id, channel, created_at)
    select ${conversation.businessId}, ${conversation.id}, 'human_reply', 'member', ${id},
      ${conversation.channel}, ${now.toISOString()}::timestamptz
    where not exists (
      select 1 from ${conversationEvents}
      where conversation_id = ${conversation.id} and kind = 'human_reply'
    )`);
  await tx
    .update(facts)
    .set({
      humanReplyAt: sql`coalesce(${facts.humanReplyAt}, ${now.toISOString()}::timestamptz)`,
      firstResponder: sql`case when ${facts.humanReplyAt} is null then ${id}::int else ${facts.firstResponder} end`,
      memberIds: withMember(id),
    })
    .where(whereFacts(conversation));
}

type StateRow = EventConversation & { status: ConversationStatus; assigneeId: string | null };

/**
 * What a change of status or assignee means: assigned, resolved (by the bot when it was
 * with the bot, else by a member), reopened, handed back. Called with the row before and
 * after, and who made the change.
 */
export async function recordStateChange(
  tx: Executor,
  before: StateRow,
  after: StateRow,
  actor: Actor,
  now: Date,
) {
  const writes: Promise<unknown>[] = [];
  const at = now.toISOString();
  const member = actorId(actor);
  if (after.assigneeId && after.assigneeId !== before.assigneeId) {
    const assignee = Number(after.assigneeId);
    writes.push(
      insertEvent(tx, after, 'assigned', actor, now, null, { assignee_id: assignee }),
      tx
        .update(facts)
        .set({
          memberIds: withMember(Number.isSafeInteger(assignee) ? assignee : null),
          assigneeIds: withMember(
            Number.isSafeInteger(assignee) ? assignee : null,
            facts.assigneeIds,
          ),
        })
        .where(whereFacts(after)),
    );
  }
  if (after.status !== before.status) {
    if (after.status === 'resolved') {
      const by = before.status === 'bot' ? 'bot' : 'member';
      writes.push(
        insertEvent(tx, after, 'resolved', actor, now, by, {
          from_status: before.status,
          ...(by === 'member' && after.assigneeId ? { assignee_id: Number(after.assigneeId) } : {}),
        }),
        tx
          .update(facts)
          .set({
            resolvedAt: sql`coalesce(${facts.resolvedAt}, ${at}::timestamptz)`,
            resolvedBy: sql`coalesce(${facts.resolvedBy}, ${by})`,
            resolverId: sql`case when ${facts.resolvedAt} is null then ${member}::int else ${facts.resolverId} end`,
            memberIds: withMember(member),
          })
          .where(whereFacts(after)),
      );
    } else if (before.status === 'resolved') {
      writes.push(
        insertEvent(tx, after, 'reopened', actor, now, null, { to_status: after.status }),
        tx
          .update(facts)
          .set({
            reopenedAt: sql`case when ${facts.resolvedAt} is not null then coalesce(${facts.reopenedAt}, ${at}::timestamptz) end`,
          })
          .where(whereFacts(after)),
      );
    } else if (after.status === 'bot') {
      writes.push(insertEvent(tx, after, 'handed_back', actor, now));
    }
  }
  await Promise.all(writes);
}
