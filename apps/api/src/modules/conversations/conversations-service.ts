// The chat box: a business's conversations on its messaging channels (WhatsApp, Facebook
// Messenger, Instagram), newest activity first, each with its contact and latest message.
// Every query is filtered by the business, so another tenant's ids find nothing.
import { MESSAGING_CHANNELS } from '@lisa/contracts/accounts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts, conversations, messages } from '../../db/schema/core.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';

const LIST_LIMIT = 100;

export interface ChatBoxRow {
  conversation: typeof conversations.$inferSelect;
  contact: typeof contacts.$inferSelect;
  lastMessage: { text: string; sender: string; createdAt: Date } | null;
}

export function createConversationsService(db: Database) {
  async function chatBox(businessId: number, onlyId?: number): Promise<ChatBoxRow[]> {
    const conditions = [
      eq(conversations.businessId, businessId),
      inArray(conversations.channel, [...MESSAGING_CHANNELS]),
    ];
    if (onlyId !== undefined) conditions.push(eq(conversations.id, onlyId));
    const rows = await db
      .select({ conversation: conversations, contact: contacts })
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(and(...conditions))
      .orderBy(desc(conversations.lastActivityAt))
      .limit(LIST_LIMIT);
    const ids = rows.map((row) => row.conversation.id);
    const latest = ids.length
      ? await db
          .selectDistinctOn([messages.conversationId], {
            conversationId: messages.conversationId,
            text: messages.text,
            sender: messages.sender,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(and(eq(messages.businessId, businessId), inArray(messages.conversationId, ids)))
          .orderBy(messages.conversationId, desc(messages.id))
      : [];
    const lastBy = new Map(latest.map((message) => [message.conversationId, message]));
    return rows.map((row) => ({ ...row, lastMessage: lastBy.get(row.conversation.id) ?? null }));
  }

  return {
    list: (businessId: number) => chatBox(businessId),
    /** One conversation of the chat box; 404 otherwise. */
    async get(businessId: number, id: number): Promise<ChatBoxRow> {
      const [row] = await chatBox(businessId, id);
      if (!row) throw new NotFoundError(`Conversation ${id} not found`);
      return row;
    },
  };
}
export type ConversationsService = ReturnType<typeof createConversationsService>;
