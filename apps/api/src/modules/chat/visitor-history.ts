// What a visitor's widget may read of its own conversation (the visitor token names it):
// the messages after a given id, oldest first, never a team note — for the widget's polling
// fallback and for catching up after a reconnect.
import type { VisitorMessages } from '@lisa/contracts/realtime';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { conversations, messages } from '../../db/schema/core.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { VisitorTokens } from '../../platform/security/visitor-token.ts';
import { toMessageView } from './chat-views.ts';

const PAGE = 100;

export async function readVisitorMessages(
  db: Database,
  visitorTokens: VisitorTokens,
  token: string | null,
  after: number,
): Promise<VisitorMessages> {
  const claims = token ? visitorTokens.verify(token) : null;
  if (!claims) throw new AppError(401, 'unauthorized', 'The visitor token is not valid');
  const [conversation] = await db
    .select({ status: conversations.status })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, claims.conversationId),
        eq(conversations.businessId, claims.businessId),
      ),
    );
  if (!conversation) throw new AppError(401, 'unauthorized', 'The visitor token is not valid');
  const rows = await db
    .select({ message: messages, author: users.name })
    .from(messages)
    .leftJoin(users, sql`${messages.senderId} = ${users.id}::text`)
    .where(
      and(
        eq(messages.conversationId, claims.conversationId),
        eq(messages.businessId, claims.businessId),
        eq(messages.private, false),
        gt(messages.id, after),
      ),
    )
    .orderBy(asc(messages.id))
    .limit(PAGE);
  return {
    data: rows.map((row) => toMessageView(row.message, row.author)),
    status: conversation.status,
  };
}
