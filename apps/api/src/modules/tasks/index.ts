// The tasks module: the signed-in business's tasks.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { tasksRoutes } from './tasks-routes.ts';
import { createTasksService, type TasksService } from './tasks-service.ts';

export const tasksModule: ApiModule<TasksService> = {
  prefix: '/api/tasks',
  services: (context) => createTasksService(context.db),
  routes: tasksRoutes,
};
