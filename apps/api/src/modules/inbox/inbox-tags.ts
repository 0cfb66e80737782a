// Tags a member puts on or takes off a conversation by hand (the campaigns' replies get
// theirs in campaigns/conversation-tags.ts; both live in `conversation_tags`). Each change is
// written on the contact's timeline (conversation_tagged / conversation_untagged), in the
// same transaction, as the contacts' own tag changes are.
import { INBOX_TEXTS, MAX_CONVERSATION_TAGS } from '@lisa/contracts/inbox';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { conversationTags } from '../../db/schema/campaigns.ts';
import { conversations } from '../../db/schema/core.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';
import { recordEvent } from '../contacts/contact-rows.ts';
import type { Viewer } from './inbox-service.ts';

/** The conversation of the viewer's business, locked so two tag changes queue up. */
async function lockedConversation(tx: Executor, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ id: conversations.id, contactId: conversations.contactId })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.businessId, viewer.businessId)))
    .for('update');
  if (!row) throw new NotFoundError(`Conversation ${id} not found`);
  return row;
}

export function createConversationTagEdits(options: { db: Database; clock: () => Date }) {
  const { db, clock } = options;
  return {
    /** Puts the tag on (already there: nothing changes, no timeline entry). */
    async add(viewer: Viewer, id: number, tag: string): Promise<void> {
      await db.transaction(async (tx) => {
        const conversation = await lockedConversation(tx, viewer, id);
        const [carried] = await tx
          .select({ n: count() })
          .from(conversationTags)
          .where(eq(conversationTags.conversationId, id));
        const now = clock();
        const added = await tx
          .insert(conversationTags)
          .values({ conversationId: id, businessId: viewer.businessId, tag, createdAt: now })
          .onConflictDoNothing()
          .returning({ tag: conversationTags.tag });
        if (added.length === 0) return;
        if (Number(carried?.n ?? 0) >= MAX_CONVERSATION_TAGS) {
          throw new AppError(400, 'validation_failed', INBOX_TEXTS.tooManyTags, {
            fields: { tag: [INBOX_TEXTS.tooManyTags] },
          });
        }
        await recordEvent(tx, {
          businessId: viewer.businessId,
          contactId: conversation.contactId,
          kind: 'conversation_tagged',
          source: 'member',
          actorId: viewer.userId,
          data: { tag, conversation_id: id },
          at: now,
        });
      });
    },

    /** Takes the tag off; a tag the conversation does not carry is a 404. */
    async remove(viewer: Viewer, id: number, tag: string): Promise<void> {
      await db.transaction(async (tx) => {
        const conversation = await lockedConversation(tx, viewer, id);
        const removed = await tx
          .delete(conversationTags)
          .where(and(eq(conversationTags.conversationId, id), eq(conversationTags.tag, tag)))
          .returning({ tag: conversationTags.tag });
        if (removed.length === 0) throw new NotFoundError(INBOX_TEXTS.noSuchTag);
        await recordEvent(tx, {
          businessId: viewer.businessId,
          contactId: conversation.contactId,
          kind: 'conversation_untagged',
          source: 'member',
          actorId: viewer.userId,
          data: { tag, conversation_id: id },
          at: clock(),
        });
      });
    },

    /** The business's tags, most used first (served by conversation_tags_business_tag). */
    async list(businessId: number) {
      const n = count();
      const rows = await db
        .select({ tag: conversationTags.tag, conversations: n })
        .from(conversationTags)
        .where(eq(conversationTags.businessId, businessId))
        .groupBy(conversationTags.tag)
        .orderBy(desc(n), conversationTags.tag)
        .limit(200);
      return {
        data: rows.map((row) => ({ tag: row.tag, conversations: Number(row.conversations) })),
      };
    },
  };
}
export type ConversationTagEdits = ReturnType<typeof createConversationTagEdits>;
