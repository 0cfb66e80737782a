// Where a handed-over conversation goes (the business's inbox settings): with round-robin
// on, to the next member marked online, in turn; otherwise it stays "unassigned" for
// everybody. When nobody is online the visitor is told so and asked for an email address
// (which a later message of theirs fills in: rememberEmail). Also the rule for a resolved
// conversation the visitor writes to again: back to its last teammate within 24 h when the
// business chose "stay with the last agent", else to the bot.
import { INBOX_TEXTS, STAY_WITH_LAST_AGENT_MS } from '@lisa/contracts/inbox';
import { PRESENCE_TIMEOUT_MINUTES } from '@lisa/contracts/team';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { memberships } from '../../db/schema/accounts.ts';
import { contacts, conversations, messages } from '../../db/schema/core.ts';
import { inboxSettings } from '../../db/schema/inbox.ts';
import { memberPresence } from '../../db/schema/team.ts';
import { recordStateChange, SYSTEM } from '../analytics/conversation-events.ts';
import type { ConversationRow, MessageRow } from './chat-rows.ts';
import { changeState } from './conversation-state.ts';

export interface InboxSettingsRow {
  roundRobin: boolean;
  stayWithLastAgent: boolean;
  siteUrl: string | null;
}

export const DEFAULT_INBOX_SETTINGS: InboxSettingsRow = {
  roundRobin: false,
  stayWithLastAgent: false,
  siteUrl: null,
};

export async function readInboxSettings(
  executor: Executor,
  businessId: number,
): Promise<InboxSettingsRow & { lastAssignedUserId: number | null }> {
  const [row] = await executor
    .select()
    .from(inboxSettings)
    .where(eq(inboxSettings.businessId, businessId));
  return row ?? { ...DEFAULT_INBOX_SETTINGS, lastAssignedUserId: null };
}

/** Members whose dashboard is live and who chose "online", by user id. */
export async function onlineMembers(
  executor: Executor,
  businessId: number,
  now: Date,
): Promise<number[]> {
  const since = new Date(now.getTime() - PRESENCE_TIMEOUT_MINUTES * 60_000);
  const rows = await executor
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(
      memberPresence,
      and(
        eq(memberPresence.userId, memberships.userId),
        eq(memberPresence.businessId, memberships.businessId),
      ),
    )
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberPresence.availability, 'online'),
        gt(memberPresence.lastSeenAt, since),
      ),
    )
    .orderBy(asc(memberships.userId));
  return rows.map((row) => row.userId);
}

/** The member after `last` in id order, wrapping round (the first when `last` is unknown). */
export function nextInTurn(online: readonly number[], last: number | null): number | null {
  if (online.length === 0) return null;
  return online.find((id) => last !== null && id > last) ?? online[0] ?? null;
}

export interface RoutingOutcome {
  /** The conversation after it was assigned (null: unchanged). */
  conversation: ConversationRow | null;
  /** The "nobody online" line stored for the visitor (null: someone is). */
  notice: MessageRow | null;
}

/** Routes a conversation that was just handed over (status waiting, nobody assigned). */
export async function routeHandoff(
  db: Database,
  conversationId: number,
  now: Date,
): Promise<RoutingOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for('update');
    if (current?.status !== 'waiting' || current.assigneeId !== null) {
      return { conversation: null, notice: null };
    }
    const [settings, online] = await Promise.all([
      readInboxSettings(tx, current.businessId),
      onlineMembers(tx, current.businessId, now),
    ]);
    if (online.length === 0) {
      const [contact] = await tx
        .select({ email: contacts.email })
        .from(contacts)
        .where(eq(contacts.id, current.contactId));
      const [notice] = await tx
        .insert(messages)
        .values({
          conversationId,
          businessId: current.businessId,
          sender: 'system',
          text: contact?.email ? INBOX_TEXTS.nobodyOnlineKnownEmail : INBOX_TEXTS.nobodyOnline,
          createdAt: now,
        })
        .returning();
      return { conversation: null, notice: notice ?? null };
    }
    if (!settings.roundRobin) return { conversation: null, notice: null };
    const next = nextInTurn(online, settings.lastAssignedUserId);
    if (next === null) return { conversation: null, notice: null };
    const [assigned] = await tx
      .update(conversations)
      .set({ ...changeState({ assigneeId: String(next) }, now), lastActivityAt: now })
      .where(eq(conversations.id, conversationId))
      .returning();
    if (assigned) await recordStateChange(tx, current, assigned, SYSTEM, now);
    await tx
      .insert(inboxSettings)
      .values({ businessId: current.businessId, lastAssignedUserId: next })
      .onConflictDoUpdate({ target: inboxSettings.businessId, set: { lastAssignedUserId: next } });
    return { conversation: assigned ?? null, notice: null };
  });
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;

/**
 * A visitor waiting for a person who writes an email address: it becomes the contact's
 * address (when none is known), so a later reply can reach them by email.
 */
export async function rememberEmail(
  executor: Executor,
  contactId: number,
  text: string,
): Promise<void> {
  const found = EMAIL.exec(text)?.[0];
  if (!found || found.length > 254) return;
  await executor
    .update(contacts)
    .set({ email: found.toLowerCase() })
    .where(and(eq(contacts.id, contactId), isNull(contacts.email)));
}

/**
 * The state a resolved conversation takes when the visitor writes again: its last teammate
 * (open) within 24 h of the resolve when the business chose so and they are still a member,
 * else the bot.
 */
export async function reopenState(
  executor: Executor,
  conversation: ConversationRow,
  now: Date,
): Promise<{ status: 'bot' | 'open'; assigneeId: string | null }> {
  const toBot = { status: 'bot' as const, assigneeId: null };
  if (!conversation.assigneeId) return toBot;
  if (now.getTime() - conversation.lastActivityAt.getTime() > STAY_WITH_LAST_AGENT_MS) return toBot;
  const settings = await readInboxSettings(executor, conversation.businessId);
  if (!settings.stayWithLastAgent) return toBot;
  const [member] = await executor
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.businessId, conversation.businessId),
        sql`${memberships.userId}::text = ${conversation.assigneeId}`,
      ),
    );
  return member ? { status: 'open', assigneeId: conversation.assigneeId } : toBot;
}
