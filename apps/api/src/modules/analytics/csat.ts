// The visitor's rating of a resolved conversation (CSAT): asked once, after a resolve, by
// the widget with the visitor token it already holds (the token names the conversation).
// Stored with who resolved it (the latest resolution: bot or which member).
import { CSAT_TEXTS, type RatingBody, type RatingStatus } from '@lisa/contracts/analytics';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  conversationEvents,
  conversationFacts,
  conversationRatings,
} from '../../db/schema/analytics.ts';
import { conversations } from '../../db/schema/core.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { VisitorTokens } from '../../platform/security/visitor-token.ts';

export interface CsatOptions {
  db: Database;
  visitorTokens: VisitorTokens;
  clock: () => Date;
}

export function createCsatService({ db, visitorTokens, clock }: CsatOptions) {
  async function conversationOf(token: string | null) {
    const claims = token ? visitorTokens.verify(token) : null;
    if (!claims) throw new AppError(401, 'unauthorized', 'The visitor token is not valid');
    const [row] = await db
      .select({
        id: conversations.id,
        businessId: conversations.businessId,
        status: conversations.status,
      })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, claims.conversationId),
          eq(conversations.businessId, claims.businessId),
        ),
      );
    if (!row) throw new AppError(401, 'unauthorized', 'The visitor token is not valid');
    return row;
  }

  async function ratingOf(conversationId: number) {
    const [row] = await db
      .select({ score: conversationRatings.score })
      .from(conversationRatings)
      .where(eq(conversationRatings.conversationId, conversationId));
    return row ?? null;
  }

  return {
    async status(token: string | null): Promise<RatingStatus> {
      const conversation = await conversationOf(token);
      const rating = await ratingOf(conversation.id);
      return {
        ask: conversation.status === 'resolved' && !rating,
        rated: rating !== null,
        score: rating?.score ?? null,
      };
    },

    async rate(token: string | null, body: RatingBody): Promise<RatingStatus> {
      const conversation = await conversationOf(token);
      if (conversation.status !== 'resolved') {
        throw new AppError(409, 'conflict', CSAT_TEXTS.notResolved);
      }
      const stored = await saveRating(db, {
        businessId: conversation.businessId,
        conversationId: conversation.id,
        score: body.score,
        comment: body.comment ? body.comment : null,
        at: clock(),
      });
      if (!stored) throw new AppError(409, 'conflict', CSAT_TEXTS.alreadyRated);
      return { ask: false, rated: true, score: stored.score };
    },
  };
}
export type CsatService = ReturnType<typeof createCsatService>;

/**
 * Stores a rating with who resolved the conversation (its latest resolution: the bot, or
 * which member), and moves the facts row with it; null when it was rated already.
 */
export async function saveRating(
  db: Executor,
  rating: {
    businessId: number;
    conversationId: number;
    score: number;
    comment: string | null;
    at: Date;
  },
): Promise<{ score: number } | null> {
  const [resolution] = await db
    .select({
      reason: conversationEvents.reason,
      actorId: conversationEvents.actorId,
      data: conversationEvents.data,
    })
    .from(conversationEvents)
    .where(
      and(
        eq(conversationEvents.conversationId, rating.conversationId),
        eq(conversationEvents.kind, 'resolved'),
      ),
    )
    .orderBy(desc(conversationEvents.createdAt), desc(conversationEvents.id))
    .limit(1);
  const resolvedBy = resolution?.reason === 'member' ? 'member' : 'bot';
  const assignee = Number(resolution?.data?.assignee_id);
  const memberId =
    resolvedBy === 'member'
      ? (resolution?.actorId ?? (Number.isSafeInteger(assignee) ? assignee : null))
      : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversationRatings)
      .values({
        businessId: rating.businessId,
        conversationId: rating.conversationId,
        score: rating.score,
        comment: rating.comment,
        resolvedBy,
        resolvedById: memberId,
        createdAt: rating.at,
      })
      .onConflictDoNothing({ target: conversationRatings.conversationId })
      .returning({ score: conversationRatings.score });
    if (!row) return null;
    // The facts row moves with the rating (the figures read it).
    await tx
      .update(conversationFacts)
      .set({ score: rating.score, ratedBy: resolvedBy, ratedMember: memberId })
      .where(eq(conversationFacts.conversationId, rating.conversationId));
    return row;
  });
}
