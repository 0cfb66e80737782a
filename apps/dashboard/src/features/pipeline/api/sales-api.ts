// The sales calls (/api/pipelines, /api/deals, /api/leads) on the api-client, so the chosen
// business (x-lisa-business), timeout, retries, offline gate and 401 handling apply to each.
import type { ApiClient } from '@lisa/api-client';
import {
  type Board,
  type BoardQuery,
  boardSchema,
  type Deal,
  type DealCreate,
  type DealHistory,
  type DealMove,
  type DealUpdate,
  dealHistorySchema,
  dealSchema,
  type Lead,
  type LeadConvert,
  type LeadConvertResult,
  type LeadCreate,
  type LeadPage,
  type LeadUpdate,
  leadConvertResultSchema,
  leadPageSchema,
  leadSchema,
  type PipelineList,
  pipelineListSchema,
} from '@lisa/contracts/sales';
import { type MemberList, memberListSchema } from '@lisa/contracts/team';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

function params(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number;
  }
  return out;
}

export interface LeadFilters {
  status?: string | undefined;
  source?: string | undefined;
  owner?: number | undefined;
}

export function createSalesApi(client: ApiClient) {
  return {
    pipelines: (signal?: AbortSignal): Promise<PipelineList> =>
      client.get('/pipelines', { schema: pipelineListSchema, ...withSignal(signal) }),
    board: (query: Partial<BoardQuery>, signal?: AbortSignal): Promise<Board> =>
      client.get('/deals', {
        searchParams: params(query),
        schema: boardSchema,
        ...withSignal(signal),
      }),
    createDeal: (body: DealCreate): Promise<Deal> =>
      client.post('/deals', { json: body, schema: dealSchema }),
    updateDeal: (id: number, body: DealUpdate): Promise<Deal> =>
      client.patch(`/deals/${id}`, { json: body, schema: dealSchema }),
    moveDeal: (id: number, body: DealMove): Promise<Deal> =>
      client.post(`/deals/${id}/move`, { json: body, schema: dealSchema }),
    deleteDeal: (id: number): Promise<void> => client.delete(`/deals/${id}`).then(() => undefined),
    history: (id: number, signal?: AbortSignal): Promise<DealHistory> =>
      client.get(`/deals/${id}/history`, { schema: dealHistorySchema, ...withSignal(signal) }),
    members: (signal?: AbortSignal): Promise<MemberList> =>
      client.get('/team/members', { schema: memberListSchema, ...withSignal(signal) }),
    leads: (
      filters: LeadFilters,
      cursor: string | undefined,
      signal?: AbortSignal,
    ): Promise<LeadPage> =>
      client.get('/leads', {
        searchParams: params({ ...filters, cursor, limit: 50 }),
        schema: leadPageSchema,
        ...withSignal(signal),
      }),
    createLead: (body: LeadCreate): Promise<Lead> =>
      client.post('/leads', { json: body, schema: leadSchema }),
    updateLead: (id: number, body: LeadUpdate): Promise<Lead> =>
      client.patch(`/leads/${id}`, { json: body, schema: leadSchema }),
    convertLead: (id: number, body: LeadConvert): Promise<LeadConvertResult> =>
      client.post(`/leads/${id}/convert`, { json: body, schema: leadConvertResultSchema }),
  };
}
export type SalesApi = ReturnType<typeof createSalesApi>;
