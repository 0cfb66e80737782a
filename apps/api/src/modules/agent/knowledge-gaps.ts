// Knowledge gaps (issue 15): the questions the agent could not answer or handed over,
// grouped, counted, and turned into a Q&A source (which the agent answers from at once) or
// dismissed.
//
// Grouping: a question's key is its set of index terms — the engine's own analysis (case
// and accents folded, stop words dropped, Porter stems), sorted and de-duplicated — so
// "Do you deliver to Mombasa?" and "do you deliver to mombasa" are one gap. A question whose
// key differs joins the open gap whose terms overlap it most when that overlap (Jaccard) is
// at least 0.6, a stem counting as shared when it extends the other ("deliv" and "deliveri":
// "delivery to mombasa??" joins the Mombasa one); otherwise
// it opens a gap of its own. Only the 200 most recent open gaps are compared.
import { analyze, detectHandoffRequest, isAffirmative } from '@lisa/agent';
import { ingestFaq } from '@lisa/agent/ingest';
import type { AgentDecision } from '@lisa/agent/types';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { knowledgeGapAsks, knowledgeGaps } from '../../db/schema/agent.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';
import type { KnowledgeStore } from '../knowledge/knowledge-store.ts';

export type GapRow = typeof knowledgeGaps.$inferSelect;

const SIMILAR = 0.6;
const COMPARED = 200;
const EXAMPLES = 5;

export function gapKey(question: string): string {
  return [...new Set(analyze(question))].sort().join(' ');
}

/** Same term, or one stem extends the other ("deliv" / "deliveri"): Porter stems differ by suffix. */
const sameTerm = (x: string, y: string) =>
  x === y || (Math.min(x.length, y.length) >= 4 && (x.startsWith(y) || y.startsWith(x)));

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of a) if ([...b].some((u) => sameTerm(t, u))) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Whether a reply leaves a question the knowledge base should answer. */
export function gapQuestion(decision: AgentDecision, message: string): string | undefined {
  const text = message.trim();
  if (decision === 'dont-know') return text;
  // A plain "a person, please" or "yes" is no question; a message handed over by a keyword
  // or after unanswered questions is.
  if (decision === 'handoff' && !detectHandoffRequest(text) && !isAffirmative(text)) return text;
  return undefined;
}

export interface KnowledgeGapsOptions {
  db: Database;
  store: KnowledgeStore;
  audit: AuditLog;
  clock: () => Date;
}

export function createKnowledgeGaps({ db, store, audit, clock }: KnowledgeGapsOptions) {
  async function own(businessId: number, id: number): Promise<GapRow> {
    const [row] = await db
      .select()
      .from(knowledgeGaps)
      .where(and(eq(knowledgeGaps.businessId, businessId), eq(knowledgeGaps.id, id)));
    if (!row) throw new NotFoundError(`Question ${id} not found`);
    return row;
  }

  return {
    /**
     * Records a question the agent could not answer (called by the chat after each reply), and
     * in which conversation it was asked.
     */
    async record(
      businessId: number,
      question: string,
      decision: AgentDecision,
      conversationId?: number,
    ): Promise<void> {
      const key = gapKey(question);
      if (!key) return;
      const now = clock();
      const text = question.slice(0, 500);
      const open = await db
        .select({ id: knowledgeGaps.id, key: knowledgeGaps.key })
        .from(knowledgeGaps)
        .where(and(eq(knowledgeGaps.businessId, businessId), eq(knowledgeGaps.status, 'open')))
        .orderBy(desc(knowledgeGaps.lastAskedAt))
        .limit(COMPARED);
      const terms = new Set(key.split(' '));
      let best: { id: number; score: number } | undefined;
      for (const gap of open) {
        const score = gap.key === key ? 1 : jaccard(terms, new Set(gap.key.split(' ')));
        if (score >= SIMILAR && (!best || score > best.score)) best = { id: gap.id, score };
      }
      const bump = {
        count: sql`${knowledgeGaps.count} + 1`,
        lastDecision: decision,
        lastAskedAt: now,
        examples: sql`case when jsonb_array_length(${knowledgeGaps.examples}) < ${EXAMPLES} and not (${knowledgeGaps.examples} @> jsonb_build_array(${text}::text)) and ${knowledgeGaps.question} <> ${text} then ${knowledgeGaps.examples} || jsonb_build_array(${text}::text) else ${knowledgeGaps.examples} end`,
      };
      const asked = async (gapId: number | undefined) => {
        if (gapId === undefined || conversationId === undefined) return;
        await db
          .insert(knowledgeGapAsks)
          .values({ businessId, gapId, conversationId, askedAt: now });
      };
      if (best) {
        await db.update(knowledgeGaps).set(bump).where(eq(knowledgeGaps.id, best.id));
        await asked(best.id);
        return;
      }
      // The same key answered or dismissed before opens again when asked again.
      const [gap] = await db
        .insert(knowledgeGaps)
        .values({
          businessId,
          key,
          question: text,
          lastDecision: decision,
          firstAskedAt: now,
          lastAskedAt: now,
        })
        .onConflictDoUpdate({
          target: [knowledgeGaps.businessId, knowledgeGaps.key],
          set: { ...bump, status: 'open' },
        })
        .returning({ id: knowledgeGaps.id });
      await asked(gap?.id);
    },

    /** Open gaps, most asked first. */
    list(businessId: number) {
      return db
        .select()
        .from(knowledgeGaps)
        .where(and(eq(knowledgeGaps.businessId, businessId), eq(knowledgeGaps.status, 'open')))
        .orderBy(desc(knowledgeGaps.count), desc(knowledgeGaps.lastAskedAt))
        .limit(100);
    },

    /** Writes the answer as a Q&A source (searchable at once) and closes the gap. */
    async answer(
      businessId: number,
      id: number,
      actor: AuditActor,
      input: { question?: string | undefined; answer: string },
    ) {
      const gap = await own(businessId, id);
      if (gap.status !== 'open') {
        throw new AppError(409, 'conflict', 'This question was already answered or dismissed');
      }
      const question = input.question?.trim() || gap.question;
      const source = ingestFaq({
        title: question.slice(0, 200),
        entries: [{ question, answer: input.answer }],
      });
      const row = await store.addSource(businessId, source, {
        createdBy: actor.userId,
        sizeBytes: Buffer.byteLength(question) + Buffer.byteLength(input.answer),
      });
      const [closed] = await db
        .update(knowledgeGaps)
        .set({ status: 'answered', sourceId: row.id })
        .where(eq(knowledgeGaps.id, gap.id))
        .returning();
      await audit.record(businessId, actor, {
        kind: 'knowledge.gap.answered',
        target: question,
        after: { source_id: row.id },
      });
      return { gap: closed ?? gap, source: row };
    },

    async dismiss(businessId: number, id: number, actor: AuditActor): Promise<GapRow> {
      const gap = await own(businessId, id);
      const [closed] = await db
        .update(knowledgeGaps)
        .set({ status: 'dismissed' })
        .where(eq(knowledgeGaps.id, gap.id))
        .returning();
      await audit.record(businessId, actor, {
        kind: 'knowledge.gap.dismissed',
        target: gap.question,
      });
      return closed ?? gap;
    },
  };
}
export type KnowledgeGapsService = ReturnType<typeof createKnowledgeGaps>;
