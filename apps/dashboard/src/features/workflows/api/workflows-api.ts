// The workflows calls (/api/workflows) on the api-client, and their queries.
import type { ApiClient } from '@lisa/api-client';
import {
  type WorkflowCreate,
  type WorkflowDraft,
  workflowListSchema,
  workflowRunDetailSchema,
  workflowRunListSchema,
  workflowSchema,
  workflowTemplateListSchema,
  workflowTestResponseSchema,
  workflowVersionListSchema,
} from '@lisa/contracts/workflows';
import { queryOptions } from '@tanstack/react-query';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createWorkflowsApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal) =>
      client.get('/workflows', { schema: workflowListSchema, ...withSignal(signal) }),
    templates: (signal?: AbortSignal) =>
      client.get('/workflows/templates', {
        schema: workflowTemplateListSchema,
        ...withSignal(signal),
      }),
    get: (id: number, signal?: AbortSignal) =>
      client.get(`/workflows/${id}`, { schema: workflowSchema, ...withSignal(signal) }),
    create: (body: WorkflowCreate) =>
      client.post('/workflows', { json: body, schema: workflowSchema }),
    update: (id: number, body: WorkflowDraft) =>
      client.patch(`/workflows/${id}`, { json: body, schema: workflowSchema }),
    remove: (id: number) => client.delete(`/workflows/${id}`).then(() => undefined),
    publish: (id: number) => client.post(`/workflows/${id}/publish`, { schema: workflowSchema }),
    setEnabled: (id: number, enabled: boolean) =>
      client.put(`/workflows/${id}/enabled`, { json: { enabled }, schema: workflowSchema }),
    versions: (id: number, signal?: AbortSignal) =>
      client.get(`/workflows/${id}/versions`, {
        schema: workflowVersionListSchema,
        ...withSignal(signal),
      }),
    rollback: (id: number, version: number) =>
      client.post(`/workflows/${id}/rollback`, { json: { version }, schema: workflowSchema }),
    runs: (id: number, signal?: AbortSignal) =>
      client.get(`/workflows/${id}/runs`, { schema: workflowRunListSchema, ...withSignal(signal) }),
    run: (runId: number, signal?: AbortSignal) =>
      client.get(`/workflows/runs/${runId}`, {
        schema: workflowRunDetailSchema,
        ...withSignal(signal),
      }),
    retry: (runId: number, stepId: string) =>
      client.post(`/workflows/runs/${runId}/retry`, {
        json: { step_id: stepId },
        schema: workflowRunDetailSchema,
      }),
    test: (id: number, body: { run_id?: number; message: string }) =>
      client.post(`/workflows/${id}/test`, { json: body, schema: workflowTestResponseSchema }),
  };
}
export type WorkflowsApi = ReturnType<typeof createWorkflowsApi>;

export const workflowsQueries = {
  all: ['workflows'] as const,
  list: (api: WorkflowsApi) =>
    queryOptions({
      queryKey: [...workflowsQueries.all, 'list'],
      queryFn: ({ signal }) => api.list(signal),
    }),
  templates: (api: WorkflowsApi) =>
    queryOptions({
      queryKey: [...workflowsQueries.all, 'templates'],
      queryFn: ({ signal }) => api.templates(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  one: (api: WorkflowsApi, id: number) =>
    queryOptions({
      queryKey: [...workflowsQueries.all, 'one', id],
      queryFn: ({ signal }) => api.get(id, signal),
    }),
  versions: (api: WorkflowsApi, id: number) =>
    queryOptions({
      queryKey: [...workflowsQueries.all, 'versions', id],
      queryFn: ({ signal }) => api.versions(id, signal),
    }),
  runs: (api: WorkflowsApi, id: number) =>
    queryOptions({
      queryKey: [...workflowsQueries.all, 'runs', id],
      queryFn: ({ signal }) => api.runs(id, signal),
    }),
  run: (api: WorkflowsApi, runId: number) =>
    queryOptions({
      queryKey: [...workflowsQueries.all, 'run', runId],
      queryFn: ({ signal }) => api.run(runId, signal),
    }),
};
