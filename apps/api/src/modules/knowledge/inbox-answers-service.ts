// Answers from the inbox ("Save as answer"): a teammate's reply to a visitor becomes an entry
// of the business's FAQ source "Answers from the inbox" in one step, so the agent answers the
// next visitor asking alike instead of saying it does not know. The source is a normal FAQ
// source of the data centre (editable, deletable); the store appends to it in one
// transaction per save and re-indexes it at once.
import { ingestFaq } from '@lisa/agent/ingest';
import {
  INBOX_ANSWER_TEXTS,
  INBOX_ANSWERS_SOURCE_TITLE,
  type InboxAnswerInput,
} from '@lisa/contracts/knowledge';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema/core.ts';
import { inboxAnswers, knowledgeSources } from '../../db/schema/knowledge.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { authorsOf } from './knowledge-authors.ts';
import { createKnowledgeLimits } from './knowledge-limits.ts';
import type { InboxAnswerRow, KnowledgeStore } from './knowledge-store.ts';

/** A saved answer with what the inbox shows beside the reply. */
export interface InboxAnswerItem {
  row: InboxAnswerRow;
  sourceTitle: string;
  savedBy: { id: number; name: string } | null;
}

export function createInboxAnswersService(options: {
  db: Database;
  store: KnowledgeStore;
  audit: AuditLog;
}) {
  const { db, store, audit } = options;
  const limits = createKnowledgeLimits(db);

  async function describe(rows: InboxAnswerRow[]): Promise<InboxAnswerItem[]> {
    const sourceIds = [...new Set(rows.map((r) => r.sourceId))];
    const titles = new Map(
      sourceIds.length === 0
        ? []
        : (
            await db
              .select({ id: knowledgeSources.id, title: knowledgeSources.title })
              .from(knowledgeSources)
              .where(inArray(knowledgeSources.id, sourceIds))
          ).map((s) => [s.id, s.title]),
    );
    const authorOf = await authorsOf(db, rows);
    return rows.map((row) => ({
      row,
      sourceTitle: titles.get(row.sourceId) ?? INBOX_ANSWERS_SOURCE_TITLE,
      savedBy: authorOf(row.createdBy),
    }));
  }

  return {
    /** Those saved from one conversation's replies, oldest first. */
    async ofConversation(businessId: number, conversationId: number) {
      const ofConversation = db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(eq(messages.businessId, businessId), eq(messages.conversationId, conversationId)),
        );
      const rows = await db
        .select()
        .from(inboxAnswers)
        .where(
          and(
            eq(inboxAnswers.businessId, businessId),
            inArray(inboxAnswers.messageId, ofConversation),
          ),
        )
        .orderBy(asc(inboxAnswers.id));
      return describe(rows);
    },

    /** Saves the teammate reply `message_id` as the question and answer the teammate kept. */
    async save(businessId: number, actor: AuditActor, input: InboxAnswerInput) {
      const [reply] = await db
        .select({ sender: messages.sender, private: messages.private })
        .from(messages)
        .where(and(eq(messages.businessId, businessId), eq(messages.id, input.message_id)));
      if (!reply) throw new NotFoundError('Message not found');
      if (reply.sender !== 'agent' || reply.private) {
        throw new ValidationError(INBOX_ANSWER_TEXTS.notTeammateReply, {
          message_id: [INBOX_ANSWER_TEXTS.notTeammateReply],
        });
      }
      const sources = await store.listSources(businessId);
      if (!sources.some((s) => s.purpose === 'inbox_answers')) {
        await limits.assertRoomForSource(businessId);
      }
      await limits.assertRoomForChunks(businessId, 1);
      const [entry] = ingestFaq({
        title: INBOX_ANSWERS_SOURCE_TITLE,
        entries: [{ question: input.question, answer: input.answer }],
      }).chunks;
      if (!entry) throw new Error('an FAQ entry gave no chunk');
      const row = await store.appendInboxAnswer(businessId, {
        messageId: input.message_id,
        sourceTitle: INBOX_ANSWERS_SOURCE_TITLE,
        entry,
        question: input.question,
        createdBy: actor.userId,
      });
      if (!row) throw new AppError(409, 'conflict', INBOX_ANSWER_TEXTS.alreadySaved);
      const [item] = await describe([row]);
      if (!item) throw new Error('a saved answer could not be described');
      await audit.record(businessId, actor, {
        kind: 'knowledge.inbox_answer.created',
        target: item.sourceTitle,
        after: { question: input.question, message_id: input.message_id, source_id: row.sourceId },
      });
      return item;
    },
  };
}

export type InboxAnswersService = ReturnType<typeof createInboxAnswersService>;
