import type { WorkflowCreate, WorkflowDraft } from '@lisa/contracts/workflows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createWorkflowsApi, type WorkflowsApi, workflowsQueries } from '../api/workflows-api.ts';

export function useWorkflowsApi(): WorkflowsApi {
  const { apiClient } = useServices();
  return useMemo(() => createWorkflowsApi(apiClient), [apiClient]);
}

/** Workflow changes; each reads the workflows again. */
export function useWorkflowMutations() {
  const api = useWorkflowsApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workflowsQueries.all });
  return {
    create: useMutation({
      mutationFn: (body: WorkflowCreate) => api.create(body),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: WorkflowDraft }) => api.update(id, body),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.remove(id), onSettled: refresh }),
    publish: useMutation({ mutationFn: (id: number) => api.publish(id), onSettled: refresh }),
    setEnabled: useMutation({
      mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
        api.setEnabled(id, enabled),
      onSettled: refresh,
    }),
    rollback: useMutation({
      mutationFn: ({ id, version }: { id: number; version: number }) => api.rollback(id, version),
      onSettled: refresh,
    }),
    retry: useMutation({
      mutationFn: ({ runId, stepId }: { runId: number; stepId: string }) =>
        api.retry(runId, stepId),
      onSettled: refresh,
    }),
  };
}
