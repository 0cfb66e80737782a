// Plan limits of the knowledge base (issue 15, SPEC §9's sizes): how many sources and
// chunks a business may hold. Reaching one is a 409 with reason `knowledge_limit` and a
// message that says which limit and what to do, never a crash; nothing is stored. Lisa's
// own system sources do not count.
import {
  KNOWLEDGE_PLAN_LABELS,
  KNOWLEDGE_PLAN_LIMITS,
  type KnowledgeLimits,
  type KnowledgePlan,
} from '@lisa/contracts/knowledge';
import { and, count, eq, isNull, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { knowledgePlans, knowledgeSources } from '../../db/schema/knowledge.ts';
import { AppError } from '../../platform/http/app-error.ts';

export const LIMIT_REASON = 'knowledge_limit';

export class KnowledgeLimitError extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message, { reason: LIMIT_REASON });
  }
}

export function createKnowledgeLimits(db: Database) {
  async function usage(businessId: number): Promise<KnowledgeLimits> {
    const [[plan], [used]] = await Promise.all([
      db
        .select({ plan: knowledgePlans.plan })
        .from(knowledgePlans)
        .where(eq(knowledgePlans.businessId, businessId)),
      db
        .select({ sources: count(), chunks: sum(knowledgeSources.chunkCount) })
        .from(knowledgeSources)
        .where(
          and(eq(knowledgeSources.businessId, businessId), isNull(knowledgeSources.systemKey)),
        ),
    ]);
    const size: KnowledgePlan = plan?.plan ?? 'medium';
    const limits = KNOWLEDGE_PLAN_LIMITS[size];
    return {
      plan: size,
      sources: { used: Number(used?.sources ?? 0), limit: limits.sources },
      chunks: { used: Number(used?.chunks ?? 0), limit: limits.chunks },
    };
  }

  const planText = (figures: KnowledgeLimits) =>
    `Your ${KNOWLEDGE_PLAN_LABELS[figures.plan].toLowerCase()} knowledge base`;

  return {
    usage,

    /**
     * Records the size the business chose (no billing provider: its limits apply at once).
     * A size smaller than what the business already holds is refused, nothing changed.
     */
    async choosePlan(businessId: number, plan: KnowledgePlan): Promise<KnowledgeLimits> {
      const figures = await usage(businessId);
      const limits = KNOWLEDGE_PLAN_LIMITS[plan];
      const label = KNOWLEDGE_PLAN_LABELS[plan].toLowerCase();
      if (figures.sources.used > limits.sources || figures.chunks.used > limits.chunks) {
        throw new KnowledgeLimitError(
          `A ${label} knowledge base holds up to ${limits.sources} sources and ${limits.chunks.toLocaleString('en')} chunks; yours has ${figures.sources.used} sources and ${figures.chunks.used.toLocaleString('en')} chunks. Delete some first, or choose a larger size.`,
        );
      }
      await db
        .insert(knowledgePlans)
        .values({ businessId, plan })
        .onConflictDoUpdate({
          target: knowledgePlans.businessId,
          set: { plan, updatedAt: new Date() },
        });
      return usage(businessId);
    },

    /** Refuses a new source when the business already holds as many as its plan allows. */
    async assertRoomForSource(businessId: number): Promise<void> {
      const figures = await usage(businessId);
      if (figures.sources.used >= figures.sources.limit) {
        throw new KnowledgeLimitError(
          `${planText(figures)} holds up to ${figures.sources.limit} sources, and all are in use. Delete one you no longer need, or ask us for a larger plan.`,
        );
      }
    },

    /**
     * Refuses content that would take the business past its chunk limit. `replacing` is the
     * chunk count of the source being replaced (its chunks go away).
     */
    async assertRoomForChunks(businessId: number, adding: number, replacing = 0): Promise<void> {
      const figures = await usage(businessId);
      const after = figures.chunks.used - replacing + adding;
      if (adding > replacing && after > figures.chunks.limit) {
        throw new KnowledgeLimitError(
          `${planText(figures)} holds up to ${figures.chunks.limit.toLocaleString('en')} chunks; this would make ${after.toLocaleString('en')}. Remove some content, or ask us for a larger plan.`,
        );
      }
    },
  };
}
