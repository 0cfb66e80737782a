// Learned questions taught by a business's team (the product side of the engine's learned
// questions, packages/agent/src/search/learned-questions.ts): "Good answer" on a cited bot
// reply of the inbox keeps the visitor's question tied to the reply's first sentence that a
// passage holds; the knowledge store gives the rows to the retriever, on every instance.
import { LEARNED_TEXTS, type LearnedQuestionQuery } from '@lisa/contracts/knowledge';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema/core.ts';
import { learnedQuestions } from '../../db/schema/knowledge.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { authorsOf } from './knowledge-authors.ts';
import type { KnowledgeStore, LearnedQuestionRow } from './knowledge-store.ts';
import { anchorCandidates } from './learned-anchor.ts';

/** A learned question with what the list shows beside it. */
export interface LearnedQuestionItem {
  row: LearnedQuestionRow;
  found: boolean;
  conversationId: number | null;
  taughtBy: { id: number; name: string } | null;
}

const conflict = (message: string) => new AppError(409, 'conflict', message);
// A visitor's question is stored as the chat took it (up to its own limit); a learned one
// longer than this says more than a question.
const MAX_QUESTION_CHARS = 2000;

export function createLearnedQuestionsService(options: {
  db: Database;
  store: KnowledgeStore;
  audit: AuditLog;
}) {
  const { db, store, audit } = options;

  async function describe(businessId: number, rows: LearnedQuestionRow[]) {
    const found = await store.learnedAttach(businessId, rows);
    const messageIds = rows.map((r) => r.messageId).filter((id): id is number => id !== null);
    const conversationOf = new Map(
      messageIds.length === 0
        ? []
        : (
            await db
              .select({ id: messages.id, conversationId: messages.conversationId })
              .from(messages)
              .where(and(eq(messages.businessId, businessId), inArray(messages.id, messageIds)))
          ).map((m) => [m.id, m.conversationId]),
    );
    const authorOf = await authorsOf(db, rows);
    return rows.map(
      (row, i): LearnedQuestionItem => ({
        row,
        found: found[i] ?? false,
        conversationId: row.messageId === null ? null : (conversationOf.get(row.messageId) ?? null),
        taughtBy: authorOf(row.createdBy),
      }),
    );
  }

  return {
    /** Newest first; `conversation_id` keeps those taught from one conversation's replies. */
    async list(businessId: number, query: LearnedQuestionQuery & { limit: number }) {
      const conditions = [eq(learnedQuestions.businessId, businessId)];
      if (query.cursor) conditions.push(lt(learnedQuestions.id, Number(query.cursor)));
      if (query.conversation_id) {
        const ofConversation = db
          .select({ id: messages.id })
          .from(messages)
          .where(
            and(
              eq(messages.businessId, businessId),
              eq(messages.conversationId, Number(query.conversation_id)),
            ),
          );
        conditions.push(inArray(learnedQuestions.messageId, ofConversation));
      }
      const rows = await db
        .select()
        .from(learnedQuestions)
        .where(and(...conditions))
        .orderBy(desc(learnedQuestions.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const more = rows.length > query.limit;
      return {
        items: await describe(businessId, page),
        nextCursor: more ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /** Teaches the bot reply `messageId`: its visitor question, anchored in its first sentence. */
    async teach(businessId: number, actor: AuditActor, messageId: number) {
      const [reply] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.businessId, businessId), eq(messages.id, messageId)));
      if (!reply) throw new NotFoundError('Message not found');
      if (reply.sender !== 'bot' || reply.citations.length === 0 || reply.private) {
        throw new ValidationError(LEARNED_TEXTS.notCitedAnswer, {
          message_id: [LEARNED_TEXTS.notCitedAnswer],
        });
      }
      const [asked] =
        reply.inReplyTo === null
          ? []
          : await db
              .select({ text: messages.text, sender: messages.sender })
              .from(messages)
              .where(
                and(
                  eq(messages.businessId, businessId),
                  eq(messages.conversationId, reply.conversationId),
                  eq(messages.id, reply.inReplyTo),
                ),
              );
      const question = asked?.sender === 'visitor' ? asked.text.trim() : '';
      if (question.length === 0 || question.length > MAX_QUESTION_CHARS) {
        throw new ValidationError(LEARNED_TEXTS.noQuestion, {
          message_id: [LEARNED_TEXTS.noQuestion],
        });
      }
      const [taught] = await db
        .select({ id: learnedQuestions.id })
        .from(learnedQuestions)
        .where(eq(learnedQuestions.messageId, messageId));
      if (taught) throw conflict(LEARNED_TEXTS.alreadyTaught);
      const candidates = anchorCandidates(reply.text).map((anchor) => ({ question, anchor }));
      const attaches = await store.learnedAttach(businessId, candidates);
      const anchor = candidates.find((_, i) => attaches[i])?.anchor;
      if (!anchor) throw conflict(LEARNED_TEXTS.passageGone);
      const row = await store.addLearned(businessId, {
        messageId,
        question,
        anchor,
        createdBy: actor.userId,
      });
      // Taught meanwhile by a teammate (the unique reply).
      if (!row) throw conflict(LEARNED_TEXTS.alreadyTaught);
      await audit.record(businessId, actor, {
        kind: 'knowledge.learned.created',
        target: String(row.id),
        after: { question, anchor, message_id: messageId },
      });
      const [item] = await describe(businessId, [row]);
      return item as LearnedQuestionItem;
    },

    async remove(businessId: number, actor: AuditActor, id: number) {
      const row = await store.deleteLearned(businessId, id);
      if (!row) throw new NotFoundError('Learned question not found');
      await audit.record(businessId, actor, {
        kind: 'knowledge.learned.deleted',
        target: String(id),
        before: { question: row.question, anchor: row.anchor, message_id: row.messageId },
      });
    },
  };
}

export type LearnedQuestionsService = ReturnType<typeof createLearnedQuestionsService>;
