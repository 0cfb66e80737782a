// Rebuilds a message.created event from the database (used when a NOTIFY payload was too
// large to carry the message itself).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema/core.ts';
import { toMessageView } from '../../modules/chat/chat-views.ts';
import type { ConversationEvent } from './event-bus.ts';

export async function loadMessageEvent(
  db: Database,
  messageId: number,
): Promise<ConversationEvent | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!row) return null;
  return {
    type: 'message.created',
    businessId: row.businessId,
    conversationId: row.conversationId,
    message: toMessageView(row),
  };
}
