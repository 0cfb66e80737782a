// The data centre's calls (/api/knowledge/*, /api/agent/gaps) on the api-client, so the
// chosen business, timeout, retries, offline gate and 401 handling apply to each.
import type { ApiClient } from '@lisa/api-client';
import {
  type KnowledgeGap,
  type KnowledgeGapAnswer,
  knowledgeGapAnsweredSchema,
  knowledgeGapListSchema,
  knowledgeGapSchema,
} from '@lisa/contracts/agent';
import {
  type KnowledgeLimits,
  type KnowledgePlan,
  type KnowledgeSearchResult,
  type KnowledgeSource,
  type KnowledgeSourceDetail,
  type KnowledgeSourceInput,
  type KnowledgeSyncSchedule,
  knowledgeLimitsSchema,
  knowledgeResyncSchema,
  knowledgeSearchResultSchema,
  knowledgeSourceDetailSchema,
  knowledgeSourceListSchema,
  knowledgeSourceSchema,
} from '@lisa/contracts/knowledge';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createDatacenterApi(client: ApiClient) {
  return {
    sources: async (signal?: AbortSignal): Promise<KnowledgeSource[]> =>
      (
        await client.get('/knowledge/sources', {
          schema: knowledgeSourceListSchema,
          ...withSignal(signal),
        })
      ).data,
    source: (id: number, signal?: AbortSignal): Promise<KnowledgeSourceDetail> =>
      client.get(`/knowledge/sources/${id}`, {
        schema: knowledgeSourceDetailSchema,
        ...withSignal(signal),
      }),
    add: (input: KnowledgeSourceInput): Promise<KnowledgeSource> =>
      client.post('/knowledge/sources', { json: input, schema: knowledgeSourceSchema }),
    /** With `revision`, the API refuses (409) when someone changed the source since it was read. */
    replace: (
      id: number,
      input: KnowledgeSourceInput,
      revision?: number,
    ): Promise<KnowledgeSource> =>
      client.put(`/knowledge/sources/${id}`, {
        json: input,
        schema: knowledgeSourceSchema,
        ...(revision !== undefined ? { searchParams: { revision } } : {}),
      }),
    refresh: (id: number): Promise<KnowledgeSource> =>
      client.post(`/knowledge/sources/${id}/refresh`, { schema: knowledgeSourceSchema }),
    schedule: (id: number, schedule: KnowledgeSyncSchedule): Promise<KnowledgeSource> =>
      client.patch(`/knowledge/sources/${id}/schedule`, {
        json: { schedule },
        schema: knowledgeSourceSchema,
      }),
    limits: (signal?: AbortSignal): Promise<KnowledgeLimits> =>
      client.get('/knowledge/limits', { schema: knowledgeLimitsSchema, ...withSignal(signal) }),
    /** Chooses the knowledge base size (recorded; its limits apply at once). */
    choosePlan: (plan: KnowledgePlan): Promise<KnowledgeLimits> =>
      client.put('/knowledge/plan', { json: { plan }, schema: knowledgeLimitsSchema }),
    syncAll: async (): Promise<number> =>
      (await client.post('/knowledge/sources/sync', { schema: knowledgeResyncSchema })).queued,
    remove: (id: number): Promise<void> =>
      client.delete(`/knowledge/sources/${id}`).then(() => undefined),
    search: async (q: string, signal?: AbortSignal): Promise<KnowledgeSearchResult[]> =>
      (
        await client.get('/knowledge/search', {
          searchParams: { q, limit: 8 },
          schema: knowledgeSearchResultSchema,
          ...withSignal(signal),
        })
      ).results,
    gaps: async (signal?: AbortSignal): Promise<KnowledgeGap[]> =>
      (await client.get('/agent/gaps', { schema: knowledgeGapListSchema, ...withSignal(signal) }))
        .data,
    answerGap: (id: number, body: KnowledgeGapAnswer) =>
      client.post(`/agent/gaps/${id}/answer`, { json: body, schema: knowledgeGapAnsweredSchema }),
    dismissGap: (id: number): Promise<KnowledgeGap> =>
      client.post(`/agent/gaps/${id}/dismiss`, { schema: knowledgeGapSchema }),
  };
}
export type DatacenterApi = ReturnType<typeof createDatacenterApi>;
