// The tasks calls (/api/tasks, /api/tasks/reminders) on the api-client, and their queries.
import type { ApiClient } from '@lisa/api-client';
import {
  type ReminderList,
  reminderListSchema,
  type Task,
  type TaskCreate,
  type TaskList,
  type TaskQuery,
  type TaskUpdate,
  taskListSchema,
  taskSchema,
} from '@lisa/contracts/tasks';
import { queryOptions } from '@tanstack/react-query';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createTasksApi(client: ApiClient) {
  return {
    list: (query: Partial<TaskQuery>, signal?: AbortSignal): Promise<TaskList> => {
      const searchParams: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined) searchParams[key] = value;
      }
      return client.get('/tasks', { searchParams, schema: taskListSchema, ...withSignal(signal) });
    },
    create: (body: TaskCreate): Promise<Task> =>
      client.post('/tasks', { json: body, schema: taskSchema }),
    update: (id: number, body: TaskUpdate): Promise<Task> =>
      client.patch(`/tasks/${id}`, { json: body, schema: taskSchema }),
    remove: (id: number): Promise<void> => client.delete(`/tasks/${id}`).then(() => undefined),
    reminders: (signal?: AbortSignal): Promise<ReminderList> =>
      client.get('/tasks/reminders', { schema: reminderListSchema, ...withSignal(signal) }),
    markRead: (id: number): Promise<void> =>
      client.post(`/tasks/reminders/${id}/read`).then(() => undefined),
  };
}
export type TasksApi = ReturnType<typeof createTasksApi>;

export const tasksQueries = {
  all: ['tasks'] as const,
  list: (api: TasksApi, query: Partial<TaskQuery>) =>
    queryOptions({
      queryKey: [...tasksQueries.all, 'list', query],
      queryFn: ({ signal }) => api.list(query, signal),
    }),
  reminders: (api: TasksApi) =>
    queryOptions({
      queryKey: [...tasksQueries.all, 'reminders'],
      queryFn: ({ signal }) => api.reminders(signal),
      refetchInterval: 60_000,
    }),
};
