import type { TaskCreate, TaskUpdate } from '@lisa/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createTasksApi, type TasksApi, tasksQueries } from '../api/tasks-api.ts';

export function useTasksApi(): TasksApi {
  const { apiClient } = useServices();
  return useMemo(() => createTasksApi(apiClient), [apiClient]);
}

/** Task changes; each reads the task lists again. */
export function useTaskMutations() {
  const api = useTasksApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: tasksQueries.all });
  return {
    create: useMutation({ mutationFn: (body: TaskCreate) => api.create(body), onSettled: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: TaskUpdate }) => api.update(id, body),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.remove(id), onSettled: refresh }),
    markRead: useMutation({ mutationFn: (id: number) => api.markRead(id), onSettled: refresh }),
  };
}
