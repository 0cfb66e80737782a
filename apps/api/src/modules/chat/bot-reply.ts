// Step 3 of a visitor's message, in one transaction: under a lock on the conversation the
// bot's reply is stored and one credit debited together; a concurrent retry meets the
// one-answer index, stores nothing and returns the stored reply. A usual reply takes four
// round trips (begin, lock, reply, commit).

import type { AgentReply } from '@lisa/agent/types';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, conversations, creditLedger, messages } from '../../db/schema/core.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';
import { countMessage, recordHandoff } from '../analytics/conversation-events.ts';
import {
  type BusinessRow,
  type ConversationRow,
  findReply,
  type MessageRow,
  storeTeammateWillReply,
} from './chat-rows.ts';
import { handOver } from './conversation-state.ts';
import { storeHandoffSummary } from './handoff-summary.ts';

export interface ReplyOutcome {
  reply: MessageRow | null;
  conversation: ConversationRow;
  statusChanged: boolean;
  /** True when the reply existed before (a concurrent retry stored it). */
  existed: boolean;
}

export async function storeBotReply(
  db: Database,
  clock: () => Date,
  business: BusinessRow,
  visitorMessage: MessageRow,
  answer: AgentReply,
): Promise<ReplyOutcome> {
  return db.transaction(async (tx) => {
    const now = clock();
    // Touching the conversation locks it: of two concurrent attempts at one reply (a
    // retry racing the original), one stores it and the other finds it below.
    const [conversation] = await tx
      .update(conversations)
      .set({ lastActivityAt: now })
      .where(eq(conversations.id, visitorMessage.conversationId))
      .returning();
    if (!conversation) throw new NotFoundError('Conversation not found');
    // A teammate took over while the engine was thinking: the bot stays silent (a retry
    // still gets whatever answer was stored before).
    if (conversation.status !== 'bot') {
      const existing = await findReply(tx, visitorMessage.id);
      return existing
        ? { reply: existing, conversation, statusChanged: false, existed: true }
        : { reply: null, conversation, statusChanged: false, existed: false };
    }

    // The one-answer index settles a retry racing the original: the second insert
    // stores nothing and returns the first one's reply.
    const [reply] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        businessId: business.id,
        sender: 'bot',
        text: answer.text,
        citations: answer.citations,
        inReplyTo: visitorMessage.id,
        createdAt: now,
      })
      .onConflictDoNothing({
        target: messages.inReplyTo,
        where: sql`${messages.sender} in ('bot', 'system')`,
      })
      .returning();
    if (!reply) {
      const existing = await findReply(tx, visitorMessage.id);
      return { reply: existing, conversation, statusChanged: false, existed: true };
    }

    if (!business.unlimitedCredits) {
      const [debited] = await tx
        .update(businesses)
        .set({ creditBalance: sql`${businesses.creditBalance} - 1` })
        .where(and(eq(businesses.id, business.id), gte(businesses.creditBalance, 1)))
        .returning({ balance: businesses.creditBalance });
      if (!debited) {
        // The last credit went to another conversation meanwhile: no bot answer after
        // all; the visitor waits for a person. (The reply goes first: the system
        // message takes its place under the one-answer index.)
        await tx.delete(messages).where(eq(messages.id, reply.id));
        const [[waiting], [system]] = await Promise.all([
          tx
            .update(conversations)
            .set(handOver('no_credits', now))
            .where(eq(conversations.id, conversation.id))
            .returning(),
          storeTeammateWillReply(tx, visitorMessage, now),
        ]);
        await storeHandoffSummary(tx, conversation, 'no_credits', now);
        await recordHandoff(tx, conversation, 'no_credits', now);
        return {
          reply: system ?? null,
          conversation: waiting ?? conversation,
          statusChanged: true,
          existed: false,
        };
      }
      await tx.insert(creditLedger).values({
        businessId: business.id,
        delta: -1,
        reason: 'bot_reply',
        messageId: reply.id,
        balanceAfter: debited.balance,
        createdAt: now,
      });
    }

    await countMessage(tx, conversation, 'bot', business.unlimitedCredits ? 0 : 1);
    if (answer.decision !== 'handoff') {
      return { reply, conversation, statusChanged: false, existed: false };
    }
    const reason = answer.handoffReason ?? 'requested_by_visitor';
    const [handedOff] = await tx
      .update(conversations)
      .set(handOver(reason, now))
      .where(eq(conversations.id, conversation.id))
      .returning();
    await storeHandoffSummary(tx, conversation, reason, now);
    await recordHandoff(tx, conversation, reason, now);
    return {
      reply,
      conversation: handedOff ?? conversation,
      statusChanged: true,
      existed: false,
    };
  });
}
