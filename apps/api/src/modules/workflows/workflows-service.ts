// Workflows as a business edits them: the draft on the workflow row, publishing (a new
// immutable version becomes live; runs already going keep theirs), history, roll back (an
// older version becomes live again, as a new version, and the draft follows), enable and
// disable, delete. Every change goes to the audit log.
import { randomBytes } from 'node:crypto';
import {
  type WorkflowDefinition,
  type WorkflowTrigger,
  type workflowCreateSchema,
  workflowDefinitionSchema,
  type workflowDraftSchema,
} from '@lisa/contracts/workflows';
import { WORKFLOW_TEMPLATES } from '@lisa/workflows';
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { pipelineStages } from '../../db/schema/sales.ts';
import {
  workflowRunSteps,
  workflowRuns,
  workflows,
  workflowVersions,
} from '../../db/schema/workflows.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';

export type WorkflowRow = typeof workflows.$inferSelect;
export type VersionRow = typeof workflowVersions.$inferSelect;
export interface WorkflowWithCounts extends WorkflowRow {
  liveVersion: number | null;
  runs: number;
  errors: number;
}

export function createWorkflowsService(deps: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
  secrets: SecretBox;
  /** After a version goes live or the workflow is enabled: arms its schedule, if any. */
  afterLive?: (workflowId: number) => Promise<void>;
}) {
  const { db, clock, audit, secrets } = deps;
  const afterLive = deps.afterLive ?? (async () => {});

  /**
   * A trigger's references belong to the business (400 otherwise), and an inbound-webhook
   * trigger gets its secret token the first time it is chosen.
   */
  async function checkTrigger(
    businessId: number,
    trigger: WorkflowTrigger | undefined,
    row?: WorkflowRow,
  ): Promise<{ hookToken?: string }> {
    if (trigger?.type === 'deal_stage_reached') {
      const [stage] = await db
        .select({ id: pipelineStages.id })
        .from(pipelineStages)
        .where(
          and(eq(pipelineStages.id, trigger.stage_id), eq(pipelineStages.businessId, businessId)),
        );
      if (!stage) {
        throw new ValidationError('That stage is not one of your pipelines', {
          'trigger.stage_id': ['Choose one of your stages'],
        });
      }
    }
    if (trigger?.type === 'webhook' && !row?.hookToken) {
      return { hookToken: randomBytes(24).toString('base64url') };
    }
    return {};
  }

  async function load(businessId: number, id: number): Promise<WorkflowRow> {
    const [row] = await db
      .select()
      .from(workflows)
      .where(and(eq(workflows.businessId, businessId), eq(workflows.id, id)));
    if (!row) throw new NotFoundError(`Workflow ${id} not found`);
    return row;
  }

  async function withCounts(rows: WorkflowRow[]): Promise<WorkflowWithCounts[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const liveIds = rows.flatMap((row) => (row.liveVersionId ? [row.liveVersionId] : []));
    const [runs, versions] = await Promise.all([
      db
        .select({ workflowId: workflowRuns.workflowId, status: workflowRuns.status, n: count() })
        .from(workflowRuns)
        .where(and(inArray(workflowRuns.workflowId, ids), eq(workflowRuns.dryRun, false)))
        .groupBy(workflowRuns.workflowId, workflowRuns.status),
      liveIds.length
        ? db
            .select({ id: workflowVersions.id, version: workflowVersions.version })
            .from(workflowVersions)
            .where(inArray(workflowVersions.id, liveIds))
        : Promise.resolve([]),
    ]);
    const liveVersion = new Map(versions.map((v) => [v.id, v.version]));
    return rows.map((row) => {
      const mine = runs.filter((r) => r.workflowId === row.id);
      return {
        ...row,
        liveVersion: row.liveVersionId ? (liveVersion.get(row.liveVersionId) ?? null) : null,
        runs: mine.reduce((sum, r) => sum + r.n, 0),
        errors: mine.filter((r) => r.status === 'failed').reduce((sum, r) => sum + r.n, 0),
      };
    });
  }

  async function one(businessId: number, id: number): Promise<WorkflowWithCounts> {
    const [row] = await withCounts([await load(businessId, id)]);
    if (!row) throw new NotFoundError(`Workflow ${id} not found`);
    return row;
  }

  async function makeLive(
    row: WorkflowRow,
    source: { name: string; trigger: WorkflowTrigger; definition: WorkflowDefinition },
    actor: AuditActor,
  ): Promise<void> {
    const now = clock();
    await db.transaction(async (tx) => {
      // Locks the workflow row: two publishes in a race get consecutive numbers.
      await tx
        .select({ id: workflows.id })
        .from(workflows)
        .where(eq(workflows.id, row.id))
        .for('update');
      const [{ last = 0 } = {}] = await tx
        .select({ last: max(workflowVersions.version) })
        .from(workflowVersions)
        .where(eq(workflowVersions.workflowId, row.id));
      const [version] = await tx
        .insert(workflowVersions)
        .values({
          businessId: row.businessId,
          workflowId: row.id,
          version: (last ?? 0) + 1,
          name: source.name,
          trigger: source.trigger,
          definition: source.definition,
          publishedBy: actor.userId,
          publishedAt: now,
        })
        .returning();
      if (!version) throw new Error('version insert returned no row');
      await tx
        .update(workflows)
        .set({
          liveVersionId: version.id,
          name: source.name,
          trigger: source.trigger,
          definition: source.definition,
          draftChanged: false,
          updatedAt: now,
        })
        .where(eq(workflows.id, row.id));
    });
  }

  return {
    templates: () => WORKFLOW_TEMPLATES,

    async list(businessId: number): Promise<WorkflowWithCounts[]> {
      const rows = await db
        .select()
        .from(workflows)
        .where(eq(workflows.businessId, businessId))
        .orderBy(desc(workflows.id));
      return withCounts(rows);
    },

    get: one,

    async create(
      businessId: number,
      input: z.output<typeof workflowCreateSchema>,
      actor: AuditActor,
    ): Promise<WorkflowWithCounts> {
      let values: {
        name: string;
        description: string;
        trigger: WorkflowTrigger;
        definition: WorkflowDefinition;
        template: string | null;
      };
      if ('template' in input) {
        const template = WORKFLOW_TEMPLATES.find((t) => t.key === input.template);
        if (!template) throw new ValidationError('Unknown template', { template: ['Unknown'] });
        values = {
          name: template.name,
          description: template.description,
          trigger: template.trigger,
          definition: workflowDefinitionSchema.parse(template.definition),
          template: template.key,
        };
      } else {
        values = {
          name: input.name,
          description: input.description ?? '',
          trigger: input.trigger,
          definition: input.definition,
          template: null,
        };
      }
      const hook = await checkTrigger(businessId, values.trigger);
      const now = clock();
      const [row] = await db
        .insert(workflows)
        .values({
          businessId,
          ...values,
          ...hook,
          enabled: true,
          draftChanged: true,
          signingSecret: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('workflow insert returned no row');
      // Sealed with the row id as context: a sealed value cannot be moved to another workflow.
      await db
        .update(workflows)
        .set({
          signingSecret: secrets.seal(randomBytes(32).toString('base64url'), `workflow:${row.id}`),
        })
        .where(eq(workflows.id, row.id));
      await audit.record(businessId, actor, {
        kind: 'workflows.workflow.created',
        target: String(row.id),
        after: { name: row.name, template: row.template },
      });
      return one(businessId, row.id);
    },

    async updateDraft(
      businessId: number,
      id: number,
      input: z.output<typeof workflowDraftSchema>,
      actor: AuditActor,
    ): Promise<WorkflowWithCounts> {
      const row = await load(businessId, id);
      const hook = await checkTrigger(businessId, input.trigger, row);
      await db
        .update(workflows)
        .set({
          ...hook,
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.trigger ? { trigger: input.trigger } : {}),
          ...(input.definition ? { definition: input.definition } : {}),
          draftChanged: true,
          updatedAt: clock(),
        })
        .where(eq(workflows.id, row.id));
      await audit.record(businessId, actor, {
        kind: 'workflows.draft.updated',
        target: String(id),
        before: { name: row.name },
        after: { name: input.name ?? row.name },
      });
      return one(businessId, id);
    },

    async publish(businessId: number, id: number, actor: AuditActor): Promise<WorkflowWithCounts> {
      const row = await load(businessId, id);
      await makeLive(row, row, actor);
      await afterLive(row.id);
      const published = await one(businessId, id);
      await audit.record(businessId, actor, {
        kind: 'workflows.version.published',
        target: String(id),
        after: { version: published.liveVersion },
      });
      return published;
    },

    async versions(
      businessId: number,
      id: number,
    ): Promise<{ rows: VersionRow[]; liveId: number | null }> {
      const row = await load(businessId, id);
      const rows = await db
        .select()
        .from(workflowVersions)
        .where(eq(workflowVersions.workflowId, row.id))
        .orderBy(desc(workflowVersions.version));
      return { rows, liveId: row.liveVersionId };
    },

    async rollback(
      businessId: number,
      id: number,
      version: number,
      actor: AuditActor,
    ): Promise<WorkflowWithCounts> {
      const row = await load(businessId, id);
      const [old] = await db
        .select()
        .from(workflowVersions)
        .where(and(eq(workflowVersions.workflowId, row.id), eq(workflowVersions.version, version)));
      if (!old) {
        throw new ValidationError(`Version ${version} does not exist`, {
          version: ['No such version'],
        });
      }
      const hook = await checkTrigger(businessId, old.trigger, row);
      if (hook.hookToken) {
        await db.update(workflows).set(hook).where(eq(workflows.id, row.id));
      }
      await makeLive(row, old, actor);
      await afterLive(row.id);
      const rolled = await one(businessId, id);
      await audit.record(businessId, actor, {
        kind: 'workflows.version.rolled_back',
        target: String(id),
        after: { from_version: version, version: rolled.liveVersion },
      });
      return rolled;
    },

    async setEnabled(
      businessId: number,
      id: number,
      enabled: boolean,
      actor: AuditActor,
    ): Promise<WorkflowWithCounts> {
      const row = await load(businessId, id);
      await db
        .update(workflows)
        .set({ enabled, updatedAt: clock() })
        .where(eq(workflows.id, row.id));
      if (enabled) await afterLive(row.id);
      await audit.record(businessId, actor, {
        kind: enabled ? 'workflows.workflow.enabled' : 'workflows.workflow.disabled',
        target: String(id),
      });
      return one(businessId, id);
    },

    async remove(businessId: number, id: number, actor: AuditActor): Promise<void> {
      const row = await load(businessId, id);
      await db.delete(workflows).where(eq(workflows.id, row.id));
      await audit.record(businessId, actor, {
        kind: 'workflows.workflow.deleted',
        target: String(id),
        before: { name: row.name },
      });
    },

    /** A new signing key for HTTP steps, shown once. */
    async rotateSecret(businessId: number, id: number, actor: AuditActor): Promise<string> {
      const row = await load(businessId, id);
      const secret = randomBytes(32).toString('base64url');
      await db
        .update(workflows)
        .set({ signingSecret: secrets.seal(secret, `workflow:${row.id}`) })
        .where(eq(workflows.id, row.id));
      await audit.record(businessId, actor, {
        kind: 'workflows.signing_secret.rotated',
        target: String(id),
      });
      return secret;
    },

    async runs(businessId: number, workflowId: number) {
      await load(businessId, workflowId);
      return db
        .select({ run: workflowRuns, version: workflowVersions.version })
        .from(workflowRuns)
        .leftJoin(workflowVersions, eq(workflowVersions.id, workflowRuns.versionId))
        .where(
          and(eq(workflowRuns.workflowId, workflowId), eq(workflowRuns.businessId, businessId)),
        )
        .orderBy(desc(workflowRuns.id))
        .limit(100);
    },

    /** One run with its step log, oldest step first. */
    async run(businessId: number, runId: number) {
      const [found] = await db
        .select({ run: workflowRuns, version: workflowVersions.version })
        .from(workflowRuns)
        .leftJoin(workflowVersions, eq(workflowVersions.id, workflowRuns.versionId))
        .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.businessId, businessId)));
      if (!found) throw new NotFoundError(`Run ${runId} not found`);
      const steps = await db
        .select()
        .from(workflowRunSteps)
        .where(eq(workflowRunSteps.runId, runId))
        .orderBy(asc(workflowRunSteps.id));
      return { ...found, steps };
    },
  };
}

export type WorkflowsService = ReturnType<typeof createWorkflowsService>;
