// The tasks module: /api/tasks (list with filters, create, edit, done, delete) and
// /api/tasks/reminders (the member's in-app reminders); the due-time reminder job.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { createTaskReminders, type TaskReminders } from './task-reminders.ts';
import { tasksRoutes } from './tasks-routes.ts';
import { createTasksService, type TasksService } from './tasks-service.ts';

export interface TasksServices {
  tasks: TasksService;
  reminders: TaskReminders;
}

export const tasksModule: ApiModule<TasksServices> = {
  prefix: '/api/tasks',
  services: (context) => ({
    tasks: createTasksService({ db: context.db, clock: context.clock, jobs: context.jobs }),
    reminders: createTaskReminders({
      db: context.db,
      clock: context.clock,
      jobs: context.jobs,
      mailer: context.mailer,
      dashboardUrl: context.env.LISA_DASHBOARD_URL,
    }),
  }),
  routes: tasksRoutes,
};
