// The email thread of a conversation whose teammate replies were mailed to the contact: one
// reply token per conversation, made the first time a reply goes out by email. Its mails name
// it in their Message-IDs (so they thread together) and, when the business takes replies
// through its mail provider, in Reply-To (so the contact's answer comes back into the
// conversation: campaigns/inbound-email.ts).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversationEmailThreads } from '../../db/schema/inbox.ts';

/** The conversation's reply token, made on first use (two at once agree on one). */
export async function emailThreadToken(
  db: Database,
  businessId: number,
  conversationId: number,
): Promise<string> {
  await db
    .insert(conversationEmailThreads)
    .values({ conversationId, businessId, replyToken: randomBytes(10).toString('hex') })
    .onConflictDoNothing({ target: conversationEmailThreads.conversationId });
  const [row] = await db
    .select({ token: conversationEmailThreads.replyToken })
    .from(conversationEmailThreads)
    .where(eq(conversationEmailThreads.conversationId, conversationId));
  if (!row) throw new Error('conversation_email_threads row missing');
  return row.token;
}
