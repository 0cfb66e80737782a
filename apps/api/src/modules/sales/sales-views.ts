// Sales rows to the wire shapes of @lisa/contracts/sales, and the error answers its routes
// document.
import { errorBodySchema } from '@lisa/contracts/errors';
import {
  type Board,
  type Deal,
  type DealHistoryEntry,
  KES_PER_USD,
  type Lead,
  type LeadSource,
  type Pipeline,
  type Stage,
} from '@lisa/contracts/sales';
import type { BoardData, DealRow, HistoryRow } from './deals-service.ts';
import type { LeadRow } from './leads-service.ts';
import type { PipelineWithStages, StageRow } from './pipelines-service.ts';

export const salesErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export function toStage(row: StageRow): Stage {
  return {
    id: row.id,
    pipeline_id: row.pipelineId,
    name: row.name,
    kind: row.kind,
    position: row.position,
  };
}

export function toPipeline(row: PipelineWithStages): Pipeline {
  return {
    id: row.id,
    name: row.name,
    is_default: row.isDefault,
    position: row.position,
    stages: row.stages.map(toStage),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDeal(row: DealRow): Deal {
  return {
    id: row.id,
    pipeline_id: row.pipelineId,
    stage_id: row.stageId,
    title: row.title,
    contact_id: row.contactId,
    contact_name: row.contactName,
    lead_id: row.leadId,
    amount_minor: row.amountMinor,
    currency: row.currency,
    expected_close_date: row.expectedCloseDate,
    owner_id: row.ownerId,
    owner_name: row.ownerName,
    position: row.position,
    lost_reason: row.lostReason,
    version: row.version,
    closed_at: row.closedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toBoard(data: BoardData): Board {
  return {
    pipeline: toPipeline(data.pipeline),
    stages: data.stages.map((stage) => ({
      ...toStage(stage),
      count: stage.count,
      total: stage.total,
    })),
    deals: data.deals.map(toDeal),
    total: data.total,
    count: data.deals.length,
    kes_per_usd: KES_PER_USD,
  };
}

export function toHistoryEntry(row: HistoryRow): DealHistoryEntry {
  return {
    id: row.id,
    from_stage_id: row.fromStageId,
    from_stage_name: row.fromStageName,
    to_stage_id: row.toStageId,
    to_stage_name: row.toStageName,
    actor_user_id: row.actorUserId,
    actor_name: row.actorName,
    lost_reason: row.lostReason,
    created_at: row.createdAt.toISOString(),
  };
}

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    notes: row.notes,
    status: row.status,
    unqualified_reason: row.unqualifiedReason,
    source: row.source as LeadSource,
    source_channel: row.sourceChannel,
    conversation_id: row.conversationId,
    form_submission_id: row.formSubmissionId,
    owner_id: row.ownerId,
    owner_name: row.ownerName,
    contact_id: row.contactId,
    deal_id: row.dealId,
    converted_at: row.convertedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
