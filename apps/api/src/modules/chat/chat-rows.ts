// What the chat's steps hand each other: the business columns a chat reads, the row types,
// and the two message lookups and writes both the visitor's step and the reply's use.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses, type conversations, messages } from '../../db/schema/core.ts';
import { type BehaviourRow, behaviourColumns } from '../agent/agent-settings.ts';
import { TEAMMATE_WILL_REPLY_TEXT } from './chat-texts.ts';

/** What a chat needs of its business (a narrow select: Drizzle's cost grows with columns). */
export const chatBusinessColumns = {
  id: businesses.id,
  name: businesses.name,
  agentName: businesses.agentName,
  defaultLanguage: businesses.defaultLanguage,
  creditBalance: businesses.creditBalance,
  unlimitedCredits: businesses.unlimitedCredits,
  /** The agent's settings (left-joined: null columns when the business saved none). */
  behaviour: behaviourColumns,
};
type BusinessColumn = Exclude<keyof typeof chatBusinessColumns, 'behaviour'>;
export type BusinessRow = Pick<typeof businesses.$inferSelect, BusinessColumn> & {
  behaviour: BehaviourRow | null;
};
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The system message that answers in the bot's place while the visitor waits for a person. */
export function storeTeammateWillReply(tx: Executor, visitorMessage: MessageRow, now: Date) {
  return tx
    .insert(messages)
    .values({
      conversationId: visitorMessage.conversationId,
      businessId: visitorMessage.businessId,
      sender: 'system',
      text: TEAMMATE_WILL_REPLY_TEXT,
      inReplyTo: visitorMessage.id,
      createdAt: now,
    })
    .returning();
}

export async function findReply(
  tx: Executor,
  visitorMessageId: number,
): Promise<MessageRow | null> {
  const [reply] = await tx
    .select()
    .from(messages)
    .where(
      and(eq(messages.inReplyTo, visitorMessageId), inArray(messages.sender, ['bot', 'system'])),
    )
    .orderBy(messages.id)
    .limit(1);
  return reply ?? null;
}
