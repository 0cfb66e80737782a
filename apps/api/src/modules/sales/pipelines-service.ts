// A business's pipelines and their ordered stages. The first time a business asks for its
// pipelines (or needs one: a new deal, a converted lead), a default "Sales" pipeline with
// the stages New, Qualified, Meeting, Proposal, Won, Lost is created: no migration seeds
// existing businesses, and a business that never opens sales has no rows.
import {
  DEFAULT_PIPELINE_NAME,
  DEFAULT_STAGES,
  MAX_PIPELINES,
  MAX_STAGES,
  type PipelineCreate,
  type PipelineUpdate,
  SALES_TEXTS,
  type StageCreate,
  type StageKind,
  type StageUpdate,
} from '@lisa/contracts/sales';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { deals, pipelineStages, pipelines } from '../../db/schema/sales.ts';
import type { AuditActor, createAuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';

export type PipelineRow = typeof pipelines.$inferSelect;
export type StageRow = typeof pipelineStages.$inferSelect;
export type PipelineWithStages = PipelineRow & { stages: StageRow[] };

type AuditLog = ReturnType<typeof createAuditLog>;

const conflict = (message: string) => new AppError(409, 'conflict', message);

/** Creates the default pipeline unless the business has one; returns it either way. */
export async function ensureDefaultPipeline(
  db: Database,
  businessId: number,
  now: Date,
): Promise<PipelineRow> {
  const [existing] = await db
    .select()
    .from(pipelines)
    .where(and(eq(pipelines.businessId, businessId), eq(pipelines.isDefault, true)));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    // The partial unique index makes a racing second insert wait, then do nothing.
    const [created] = await tx
      .insert(pipelines)
      .values({
        businessId,
        name: DEFAULT_PIPELINE_NAME,
        isDefault: true,
        position: 0,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [row] = await tx
        .select()
        .from(pipelines)
        .where(and(eq(pipelines.businessId, businessId), eq(pipelines.isDefault, true)));
      if (!row) throw new Error('default pipeline vanished');
      return row;
    }
    await tx.insert(pipelineStages).values(
      DEFAULT_STAGES.map((stage, position) => ({
        businessId,
        pipelineId: created.id,
        name: stage.name,
        kind: stage.kind,
        position,
        createdAt: now,
      })),
    );
    return created;
  });
}

export function createPipelinesService(options: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
}) {
  const { db, clock, audit } = options;

  async function stagesOf(executor: Executor, pipelineIds: number[]): Promise<StageRow[]> {
    if (pipelineIds.length === 0) return [];
    return executor
      .select()
      .from(pipelineStages)
      .where(inArray(pipelineStages.pipelineId, pipelineIds))
      .orderBy(asc(pipelineStages.position), asc(pipelineStages.id));
  }

  async function withStages(
    executor: Executor,
    rows: PipelineRow[],
  ): Promise<PipelineWithStages[]> {
    const stages = await stagesOf(
      executor,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...row,
      stages: stages.filter((stage) => stage.pipelineId === row.id),
    }));
  }

  async function pipelineRow(
    executor: Executor,
    businessId: number,
    id: number,
    lock = false,
  ): Promise<PipelineRow> {
    const query = executor
      .select()
      .from(pipelines)
      .where(and(eq(pipelines.businessId, businessId), eq(pipelines.id, id)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new NotFoundError(`Pipeline ${id} not found`);
    return row;
  }

  /** Renumbers a pipeline's stages 0..n-1 in the given order. */
  async function renumber(executor: Executor, ordered: StageRow[]): Promise<void> {
    for (const [index, stage] of ordered.entries()) {
      if (stage.position !== index) {
        await executor
          .update(pipelineStages)
          .set({ position: index })
          .where(eq(pipelineStages.id, stage.id));
      }
    }
  }

  async function get(businessId: number, id: number): Promise<PipelineWithStages> {
    const row = await pipelineRow(db, businessId, id);
    const [result] = await withStages(db, [row]);
    if (!result) throw new NotFoundError(`Pipeline ${id} not found`);
    return result;
  }

  return {
    get,

    /** Every pipeline of the business, the default one created on first use. */
    async list(businessId: number): Promise<PipelineWithStages[]> {
      await ensureDefaultPipeline(db, businessId, clock());
      const rows = await db
        .select()
        .from(pipelines)
        .where(eq(pipelines.businessId, businessId))
        .orderBy(asc(pipelines.position), asc(pipelines.id));
      return withStages(db, rows);
    },

    /** The pipeline a board or a new deal uses when none is named. */
    async defaultPipeline(businessId: number): Promise<PipelineWithStages> {
      const row = await ensureDefaultPipeline(db, businessId, clock());
      return get(businessId, row.id);
    },

    async create(
      businessId: number,
      input: PipelineCreate,
      actor: AuditActor,
    ): Promise<PipelineWithStages> {
      const now = clock();
      await ensureDefaultPipeline(db, businessId, now);
      const id = await db.transaction(async (tx) => {
        const [{ total = 0 } = {}] = await tx
          .select({ total: count() })
          .from(pipelines)
          .where(eq(pipelines.businessId, businessId));
        if (total >= MAX_PIPELINES) {
          throw new ValidationError(`A business can have at most ${MAX_PIPELINES} pipelines.`);
        }
        if (input.is_default) {
          await tx
            .update(pipelines)
            .set({ isDefault: false, updatedAt: now })
            .where(and(eq(pipelines.businessId, businessId), eq(pipelines.isDefault, true)));
        }
        const [row] = await tx
          .insert(pipelines)
          .values({
            businessId,
            name: input.name.trim(),
            isDefault: input.is_default ?? false,
            position: total,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('pipeline insert returned no row');
        const stages = input.stages ?? DEFAULT_STAGES;
        await tx.insert(pipelineStages).values(
          stages.map((stage, position) => ({
            businessId,
            pipelineId: row.id,
            name: stage.name.trim(),
            kind: (stage.kind ?? 'open') as StageKind,
            position,
            createdAt: now,
          })),
        );
        await audit.record(
          businessId,
          actor,
          { kind: 'sales.pipeline.created', target: `pipeline:${row.id}`, after: input },
          tx,
        );
        return row.id;
      });
      return get(businessId, id);
    },

    async update(
      businessId: number,
      id: number,
      input: PipelineUpdate,
      actor: AuditActor,
    ): Promise<PipelineWithStages> {
      const now = clock();
      await db.transaction(async (tx) => {
        const before = await pipelineRow(tx, businessId, id, true);
        if (input.is_default && !before.isDefault) {
          await tx
            .update(pipelines)
            .set({ isDefault: false, updatedAt: now })
            .where(and(eq(pipelines.businessId, businessId), eq(pipelines.isDefault, true)));
        }
        await tx
          .update(pipelines)
          .set({
            ...(input.name !== undefined ? { name: input.name.trim() } : {}),
            ...(input.is_default ? { isDefault: true } : {}),
            ...(input.position !== undefined ? { position: input.position } : {}),
            updatedAt: now,
          })
          .where(eq(pipelines.id, id));
        await audit.record(
          businessId,
          actor,
          {
            kind: 'sales.pipeline.updated',
            target: `pipeline:${id}`,
            before: { name: before.name, is_default: before.isDefault },
            after: input,
          },
          tx,
        );
      });
      return get(businessId, id);
    },

    /** Refused for the default pipeline and for one that still has deals. */
    async remove(businessId: number, id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await pipelineRow(tx, businessId, id, true);
        if (row.isDefault) throw conflict(SALES_TEXTS.defaultPipeline);
        const [{ total = 0 } = {}] = await tx
          .select({ total: count() })
          .from(deals)
          .where(eq(deals.pipelineId, id));
        if (total > 0) throw conflict(SALES_TEXTS.pipelineHasDeals);
        await tx.delete(pipelines).where(eq(pipelines.id, id));
        await audit.record(
          businessId,
          actor,
          { kind: 'sales.pipeline.deleted', target: `pipeline:${id}`, before: { name: row.name } },
          tx,
        );
      });
    },

    async addStage(
      businessId: number,
      pipelineId: number,
      input: StageCreate,
      actor: AuditActor,
    ): Promise<PipelineWithStages> {
      const now = clock();
      await db.transaction(async (tx) => {
        await pipelineRow(tx, businessId, pipelineId, true);
        const stages = await stagesOf(tx, [pipelineId]);
        if (stages.length >= MAX_STAGES) {
          throw new ValidationError(`A pipeline can have at most ${MAX_STAGES} stages.`);
        }
        const [row] = await tx
          .insert(pipelineStages)
          .values({
            businessId,
            pipelineId,
            name: input.name.trim(),
            kind: input.kind ?? 'open',
            position: stages.length,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('stage insert returned no row');
        const at = Math.min(input.position ?? stages.length, stages.length);
        const ordered = [...stages];
        ordered.splice(at, 0, row);
        await renumber(tx, ordered);
        await audit.record(
          businessId,
          actor,
          { kind: 'sales.stage.created', target: `stage:${row.id}`, after: input },
          tx,
        );
      });
      return get(businessId, pipelineId);
    },

    async updateStage(
      businessId: number,
      pipelineId: number,
      stageId: number,
      input: StageUpdate,
      actor: AuditActor,
    ): Promise<PipelineWithStages> {
      await db.transaction(async (tx) => {
        await pipelineRow(tx, businessId, pipelineId, true);
        const stages = await stagesOf(tx, [pipelineId]);
        const stage = stages.find((row) => row.id === stageId);
        if (!stage) throw new NotFoundError(`Stage ${stageId} not found`);
        if (input.name !== undefined || input.kind !== undefined) {
          await tx
            .update(pipelineStages)
            .set({
              ...(input.name !== undefined ? { name: input.name.trim() } : {}),
              ...(input.kind !== undefined ? { kind: input.kind } : {}),
            })
            .where(eq(pipelineStages.id, stageId));
        }
        if (input.position !== undefined) {
          const ordered = stages.filter((row) => row.id !== stageId);
          ordered.splice(Math.min(input.position, ordered.length), 0, stage);
          await renumber(tx, ordered);
        }
        await audit.record(
          businessId,
          actor,
          {
            kind: 'sales.stage.updated',
            target: `stage:${stageId}`,
            before: { name: stage.name, kind: stage.kind, position: stage.position },
            after: input,
          },
          tx,
        );
      });
      return get(businessId, pipelineId);
    },

    /** Refused while deals sit in the stage, and for a pipeline's last stage. */
    async removeStage(
      businessId: number,
      pipelineId: number,
      stageId: number,
      actor: AuditActor,
    ): Promise<PipelineWithStages> {
      await db.transaction(async (tx) => {
        await pipelineRow(tx, businessId, pipelineId, true);
        const stages = await stagesOf(tx, [pipelineId]);
        const stage = stages.find((row) => row.id === stageId);
        if (!stage) throw new NotFoundError(`Stage ${stageId} not found`);
        if (stages.length === 1) throw conflict(SALES_TEXTS.lastStage);
        const [{ total = 0 } = {}] = await tx
          .select({ total: count() })
          .from(deals)
          .where(eq(deals.stageId, stageId));
        if (total > 0) throw conflict(SALES_TEXTS.stageHasDeals);
        await tx.delete(pipelineStages).where(eq(pipelineStages.id, stageId));
        await renumber(
          tx,
          stages.filter((row) => row.id !== stageId),
        );
        await audit.record(
          businessId,
          actor,
          { kind: 'sales.stage.deleted', target: `stage:${stageId}`, before: { name: stage.name } },
          tx,
        );
      });
      return get(businessId, pipelineId);
    },

    /** The stage of the business with its pipeline; 400 when it is not one of theirs. */
    async stageOf(executor: Executor, businessId: number, stageId: number): Promise<StageRow> {
      const [row] = await executor
        .select()
        .from(pipelineStages)
        .where(and(eq(pipelineStages.businessId, businessId), eq(pipelineStages.id, stageId)));
      if (!row) {
        throw new ValidationError(`Stage ${stageId} not found`, { stage_id: ['Not a stage'] });
      }
      return row;
    },
  };
}
export type PipelinesService = ReturnType<typeof createPipelinesService>;
