// Deals: the board of a pipeline (deals by stage with counts and totals in both currencies),
// create, edit, delete, and moves between and within stages. Every change bumps the deal's
// version; a move or edit naming an older version is refused with 409, so two people moving
// the same card cannot overwrite each other silently. Every stage change is kept in
// deal_stage_history (the contact's timeline reads it).
import {
  BOARD_DEAL_LIMIT,
  type BoardQuery,
  convertMinor,
  type DealCreate,
  type DealMove,
  type DealUpdate,
  type MoneyTotal,
  SALES_TEXTS,
} from '@lisa/contracts/sales';
import { and, asc, desc, eq, gte, lte, max, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { contacts, tasks } from '../../db/schema/core.ts';
import { dealStageHistory, deals, pipelineStages } from '../../db/schema/sales.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { addToTimeline } from '../contacts/contact-timeline.ts';
import { workflowEvent } from '../workflows/workflow-triggers.ts';
import type { PipelinesService, PipelineWithStages, StageRow } from './pipelines-service.ts';
import { checkContact, checkMember } from './sales-refs.ts';

export type DealRow = typeof deals.$inferSelect & {
  contactName: string | null;
  ownerName: string | null;
};
export type HistoryRow = typeof dealStageHistory.$inferSelect & { actorName: string | null };

export interface BoardData {
  pipeline: PipelineWithStages;
  stages: (StageRow & { count: number; total: MoneyTotal })[];
  deals: DealRow[];
  total: MoneyTotal;
}

const stale = () => new AppError(409, 'conflict', SALES_TEXTS.staleDeal);
const lostReasonMissing = () =>
  new ValidationError(SALES_TEXTS.lostReasonRequired, {
    lost_reason: [SALES_TEXTS.lostReasonRequired],
  });

function selectDeals(executor: Executor) {
  return executor
    .select({
      deal: deals,
      contactName: sql<
        string | null
      >`coalesce(${contacts.name}, ${contacts.email}, ${contacts.phone})`,
      ownerName: users.name,
    })
    .from(deals)
    .leftJoin(contacts, eq(contacts.id, deals.contactId))
    .leftJoin(users, eq(users.id, deals.ownerId));
}

type JoinedDeal = {
  deal: typeof deals.$inferSelect;
  contactName: string | null;
  ownerName: string | null;
};
const flatten = (row: JoinedDeal): DealRow => ({
  ...row.deal,
  contactName: row.contactName,
  ownerName: row.ownerName,
});

function addTo(total: MoneyTotal, amountMinor: number, currency: 'KES' | 'USD'): void {
  total.kes_minor += convertMinor(amountMinor, currency, 'KES');
  total.usd_minor += convertMinor(amountMinor, currency, 'USD');
}

export function createDealsService(options: {
  db: Database;
  clock: () => Date;
  pipelines: PipelinesService;
  /** Where `deal.changed` goes after each commit (the open pipeline boards refetch). */
  bus?: EventBus;
  log?: FastifyBaseLogger;
}) {
  const { db, clock, pipelines, bus, log } = options;

  /** Tells the business's open boards; the change is committed, so a failed publish only logs. */
  async function announce(
    businessId: number,
    deal: { id: number; pipelineId: number; version: number | null },
    action: 'created' | 'updated' | 'moved' | 'deleted',
    actorUserId: number | null,
  ): Promise<void> {
    if (!bus) return;
    try {
      await bus.publish({
        type: 'deal.changed',
        businessId,
        dealId: deal.id,
        pipelineId: deal.pipelineId,
        action,
        actorUserId,
        version: deal.version,
      });
    } catch (error) {
      log?.warn({ err: error, dealId: deal.id }, 'deal.changed was not published');
    }
  }

  async function load(executor: Executor, businessId: number, id: number): Promise<DealRow> {
    const [row] = await selectDeals(executor).where(
      and(eq(deals.businessId, businessId), eq(deals.id, id)),
    );
    if (!row) throw new NotFoundError(`Deal ${id} not found`);
    return flatten(row);
  }

  async function lockDeal(tx: Executor, businessId: number, id: number) {
    const [row] = await tx
      .select()
      .from(deals)
      .where(and(eq(deals.businessId, businessId), eq(deals.id, id)))
      .for('update');
    if (!row) throw new NotFoundError(`Deal ${id} not found`);
    return row;
  }

  async function recordStage(
    tx: Executor,
    input: {
      businessId: number;
      dealId: number;
      from: StageRow | null;
      to: StageRow;
      actorUserId: number | null;
      lostReason: string | null;
      now: Date;
    },
  ): Promise<void> {
    await tx.insert(dealStageHistory).values({
      businessId: input.businessId,
      dealId: input.dealId,
      fromStageId: input.from?.id ?? null,
      fromStageName: input.from?.name ?? null,
      toStageId: input.to.id,
      toStageName: input.to.name,
      actorUserId: input.actorUserId,
      lostReason: input.lostReason,
      createdAt: input.now,
    });
  }

  /** Appends a deal at the end of `stage` and records its first stage; returns its id. */
  async function insertDeal(
    tx: Executor,
    businessId: number,
    input: DealCreate & { lead_id?: number | null },
    stage: StageRow,
    actorUserId: number | null,
    now: Date,
  ): Promise<number> {
    const lostReason = input.lost_reason?.trim() || null;
    if (stage.kind === 'lost' && !lostReason) throw lostReasonMissing();
    await checkContact(tx, businessId, input.contact_id);
    await checkMember(tx, businessId, input.owner_id);
    const [{ last = null } = {}] = await tx
      .select({ last: max(deals.position) })
      .from(deals)
      .where(eq(deals.stageId, stage.id));
    const [row] = await tx
      .insert(deals)
      .values({
        businessId,
        pipelineId: stage.pipelineId,
        stageId: stage.id,
        title: input.title.trim(),
        contactId: input.contact_id ?? null,
        leadId: input.lead_id ?? null,
        amountMinor: input.amount_minor ?? 0,
        currency: input.currency ?? 'KES',
        expectedCloseDate: input.expected_close_date ?? null,
        ownerId: input.owner_id ?? null,
        position: last === null ? 0 : last + 1,
        lostReason: stage.kind === 'lost' ? lostReason : null,
        closedAt: stage.kind === 'open' ? null : now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: deals.id });
    if (!row) throw new Error('deal insert returned no row');
    await recordStage(tx, {
      businessId,
      dealId: row.id,
      from: null,
      to: stage,
      actorUserId,
      lostReason: stage.kind === 'lost' ? lostReason : null,
      now,
    });
    await addToTimeline(tx, {
      businessId,
      contactId: input.contact_id,
      kind: 'deal_created',
      source: actorUserId ? 'member' : 'system',
      actorId: actorUserId,
      data: { deal_id: row.id, title: input.title.trim(), stage: stage.name },
      at: now,
    });
    return row.id;
  }

  /** The stage a new deal lands in: the one named, else the pipeline's (or default's) first. */
  async function targetStage(
    executor: Executor,
    businessId: number,
    input: { pipeline_id?: number | undefined; stage_id?: number | undefined },
  ): Promise<StageRow> {
    if (input.stage_id !== undefined) {
      const stage = await pipelines.stageOf(executor, businessId, input.stage_id);
      if (input.pipeline_id !== undefined && stage.pipelineId !== input.pipeline_id) {
        throw new ValidationError('That stage is not in this pipeline.', {
          stage_id: ['Not a stage of this pipeline'],
        });
      }
      return stage;
    }
    const pipeline =
      input.pipeline_id !== undefined
        ? await pipelines.get(businessId, input.pipeline_id).catch((error: unknown) => {
            if (error instanceof NotFoundError) {
              throw new ValidationError(`Pipeline ${input.pipeline_id} not found`, {
                pipeline_id: ['Not a pipeline of this business'],
              });
            }
            throw error;
          })
        : await pipelines.defaultPipeline(businessId);
    const first = pipeline.stages[0];
    if (!first) throw new ValidationError(SALES_TEXTS.lastStage);
    return first;
  }

  return {
    get: (businessId: number, id: number) => load(db, businessId, id),
    insertDeal,
    announce,
    targetStage,

    async board(businessId: number, query: BoardQuery): Promise<BoardData> {
      const pipeline =
        query.pipeline_id !== undefined
          ? await pipelines.get(businessId, query.pipeline_id)
          : await pipelines.defaultPipeline(businessId);
      const conditions: SQL[] = [
        eq(deals.businessId, businessId),
        eq(deals.pipelineId, pipeline.id),
      ];
      if (query.owner !== undefined) conditions.push(eq(deals.ownerId, query.owner));
      if (query.from) conditions.push(gte(deals.expectedCloseDate, query.from));
      if (query.to) conditions.push(lte(deals.expectedCloseDate, query.to));
      const rows = await selectDeals(db)
        .where(and(...conditions))
        .orderBy(asc(deals.stageId), asc(deals.position), asc(deals.id))
        .limit(BOARD_DEAL_LIMIT);
      const found = rows.map(flatten);
      const order = new Map(pipeline.stages.map((stage, index) => [stage.id, index]));
      found.sort(
        (a, b) =>
          (order.get(a.stageId) ?? 0) - (order.get(b.stageId) ?? 0) ||
          a.position - b.position ||
          a.id - b.id,
      );
      const total: MoneyTotal = { kes_minor: 0, usd_minor: 0 };
      const perStage = new Map(
        pipeline.stages.map((stage) => [
          stage.id,
          { count: 0, total: { kes_minor: 0, usd_minor: 0 } as MoneyTotal },
        ]),
      );
      for (const deal of found) {
        const entry = perStage.get(deal.stageId);
        if (entry) {
          entry.count += 1;
          addTo(entry.total, deal.amountMinor, deal.currency);
        }
        addTo(total, deal.amountMinor, deal.currency);
      }
      return {
        pipeline,
        stages: pipeline.stages.map((stage) => ({
          ...stage,
          count: perStage.get(stage.id)?.count ?? 0,
          total: perStage.get(stage.id)?.total ?? { kes_minor: 0, usd_minor: 0 },
        })),
        deals: found,
        total,
      };
    },

    async create(
      businessId: number,
      input: DealCreate,
      actorUserId: number | null,
    ): Promise<DealRow> {
      const now = clock();
      const stage = await targetStage(db, businessId, input);
      const id = await db.transaction((tx) =>
        insertDeal(tx, businessId, input, stage, actorUserId, now),
      );
      const created = await load(db, businessId, id);
      await announce(businessId, created, 'created', actorUserId);
      return created;
    },

    async update(
      businessId: number,
      id: number,
      input: DealUpdate,
      actorUserId: number | null = null,
    ): Promise<DealRow> {
      const now = clock();
      await db.transaction(async (tx) => {
        const current = await lockDeal(tx, businessId, id);
        if (input.version !== undefined && input.version !== current.version) throw stale();
        await checkContact(tx, businessId, input.contact_id);
        await checkMember(tx, businessId, input.owner_id);
        if (input.lost_reason !== undefined) {
          const [stage] = await tx
            .select()
            .from(pipelineStages)
            .where(eq(pipelineStages.id, current.stageId));
          if (stage?.kind === 'lost' && !input.lost_reason?.trim()) throw lostReasonMissing();
        }
        await tx
          .update(deals)
          .set({
            ...(input.title !== undefined ? { title: input.title.trim() } : {}),
            ...(input.contact_id !== undefined ? { contactId: input.contact_id } : {}),
            ...(input.amount_minor !== undefined ? { amountMinor: input.amount_minor } : {}),
            ...(input.currency !== undefined ? { currency: input.currency } : {}),
            ...(input.expected_close_date !== undefined
              ? { expectedCloseDate: input.expected_close_date }
              : {}),
            ...(input.owner_id !== undefined ? { ownerId: input.owner_id } : {}),
            ...(input.lost_reason !== undefined
              ? { lostReason: input.lost_reason?.trim() || null }
              : {}),
            version: current.version + 1,
            updatedAt: now,
          })
          .where(eq(deals.id, id));
      });
      const updated = await load(db, businessId, id);
      await announce(businessId, updated, 'updated', actorUserId);
      return updated;
    },

    /** Deletes the deal; its tasks stay, unlinked (tasks.deal_id has no foreign key). */
    async remove(businessId: number, id: number, actorUserId: number | null = null): Promise<void> {
      const gone = await db.transaction(async (tx) => {
        const removed = await tx
          .delete(deals)
          .where(and(eq(deals.businessId, businessId), eq(deals.id, id)))
          .returning({ id: deals.id, pipelineId: deals.pipelineId });
        const [row] = removed;
        if (!row) throw new NotFoundError(`Deal ${id} not found`);
        await tx
          .update(tasks)
          .set({ dealId: null })
          .where(and(eq(tasks.businessId, businessId), eq(tasks.dealId, id)));
        return row;
      });
      await announce(businessId, { ...gone, version: null }, 'deleted', actorUserId);
    },

    /**
     * Puts the deal at `position` (0 = top) of the stage: the cards from there down shift by
     * one. A different stage must be in the same pipeline; a lost stage needs a reason.
     */
    async move(
      businessId: number,
      id: number,
      input: DealMove,
      actorUserId: number,
    ): Promise<DealRow> {
      const now = clock();
      await db.transaction(async (tx) => {
        const current = await lockDeal(tx, businessId, id);
        if (input.version !== current.version) throw stale();
        const target = await pipelines.stageOf(tx, businessId, input.stage_id);
        if (target.pipelineId !== current.pipelineId) {
          throw new ValidationError('That stage is in another pipeline.', {
            stage_id: ['Not a stage of this deal’s pipeline'],
          });
        }
        const changesStage = target.id !== current.stageId;
        const lostReason = input.lost_reason?.trim() || null;
        if (target.kind === 'lost' && changesStage && !lostReason) throw lostReasonMissing();
        // The cards of the target stage in order, without the moved one: the deal takes the
        // place of the card at `position`, and that card and the ones below move down.
        const siblings = await tx
          .select({ id: deals.id, position: deals.position })
          .from(deals)
          .where(and(eq(deals.stageId, target.id), ne(deals.id, id)))
          .orderBy(asc(deals.position), asc(deals.id));
        const at = Math.min(input.position, siblings.length);
        const ordered = siblings.map((row) => row.id);
        ordered.splice(at, 0, id);
        // Renumber only what changes, in one statement.
        const was = new Map(siblings.map((row) => [row.id, row.position]));
        const changed = ordered
          .map((dealId, index) => ({ dealId, index }))
          .filter(({ dealId, index }) => dealId !== id && was.get(dealId) !== index);
        if (changed.length > 0) {
          const cases = sql.join(
            changed.map(({ dealId, index }) => sql`when ${dealId} then ${index}`),
            sql` `,
          );
          await tx
            .update(deals)
            .set({ position: sql`case ${deals.id} ${cases} else ${deals.position} end` })
            .where(
              and(
                eq(deals.stageId, target.id),
                sql`${deals.id} in (${sql.join(
                  changed.map(({ dealId }) => sql`${dealId}`),
                  sql`, `,
                )})`,
              ),
            );
        }
        await tx
          .update(deals)
          .set({
            stageId: target.id,
            position: at,
            version: current.version + 1,
            updatedAt: now,
            ...(changesStage
              ? {
                  lostReason: target.kind === 'lost' ? lostReason : null,
                  closedAt: target.kind === 'open' ? null : now,
                }
              : lostReason && target.kind === 'lost'
                ? { lostReason }
                : {}),
          })
          .where(eq(deals.id, id));
        if (changesStage) {
          const [from] = await tx
            .select()
            .from(pipelineStages)
            .where(eq(pipelineStages.id, current.stageId));
          await recordStage(tx, {
            businessId,
            dealId: id,
            from: from ?? null,
            to: target,
            actorUserId,
            lostReason: target.kind === 'lost' ? lostReason : null,
            now,
          });
          await addToTimeline(tx, {
            businessId,
            contactId: current.contactId,
            kind: 'deal_stage_changed',
            source: 'member',
            actorId: actorUserId,
            data: { deal_id: id, title: current.title, from: from?.name ?? null, to: target.name },
            at: now,
          });
          await workflowEvent(db, tx, {
            kind: 'deal_stage_reached',
            businessId,
            dealId: id,
            stageId: target.id,
            contactId: current.contactId,
          });
        }
      });
      const moved = await load(db, businessId, id);
      await announce(businessId, moved, 'moved', actorUserId);
      return moved;
    },

    async history(businessId: number, id: number): Promise<HistoryRow[]> {
      await load(db, businessId, id);
      const rows = await db
        .select({ entry: dealStageHistory, actorName: users.name })
        .from(dealStageHistory)
        .leftJoin(users, eq(users.id, dealStageHistory.actorUserId))
        .where(and(eq(dealStageHistory.businessId, businessId), eq(dealStageHistory.dealId, id)))
        .orderBy(desc(dealStageHistory.id));
      return rows.map((row) => ({ ...row.entry, actorName: row.actorName }));
    },
  };
}
export type DealsService = ReturnType<typeof createDealsService>;
