// The one place that says who may speak in a conversation and how its state moves. Every
// transition bumps the version (the inbox's compare-and-set) and is written inside the
// transaction that stores the message it goes with, on the locked row.
import { sql } from 'drizzle-orm';
import type { ConversationStatus } from '../../db/schema/core.ts';
import { conversations } from '../../db/schema/core.ts';

/** A person is expected (waiting) or owns it (open): the bot stays silent. */
export const HUMAN_STATUSES = ['waiting', 'open'] as const satisfies readonly ConversationStatus[];

export function isWithHuman(status: ConversationStatus): boolean {
  return (HUMAN_STATUSES as readonly ConversationStatus[]).includes(status);
}

const nextVersion = () => sql`${conversations.version} + 1`;

/** Handed over (asked for a person, out of credits): waits for a person. */
export function handOver(reason: string, now: Date) {
  return {
    status: 'waiting' as const,
    handoffReason: reason,
    waitingSince: now,
    lastActivityAt: now,
    version: nextVersion(),
  };
}

/** A member's public reply: they own it (assigned to them unless someone already is). */
export function takeOver(assigneeId: string, now: Date) {
  return {
    status: 'open' as const,
    assigneeId,
    waitingSince: null,
    lastActivityAt: now,
    version: nextVersion(),
  };
}

/** Back to the bot: nobody owns it and no handoff is pending. */
export function handBack(now: Date) {
  return {
    status: 'bot' as const,
    assigneeId: null,
    handoffReason: null,
    waitingSince: null,
    lastActivityAt: now,
    version: nextVersion(),
  };
}

/** Any other change of status or assignee (assign, resolve, reopen). */
export function changeState(
  patch: { status?: ConversationStatus; assigneeId?: string | null },
  now: Date,
) {
  return {
    ...patch,
    ...(patch.status && patch.status !== 'waiting' ? { waitingSince: null } : {}),
    lastActivityAt: now,
    version: nextVersion(),
  };
}
