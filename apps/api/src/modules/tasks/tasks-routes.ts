// GET /api/tasks and /api/tasks/:id: the signed-in business's tasks (SPEC §7).
import { taskItemSchema, taskListSchema } from '@lisa/contracts/accounts';
import { errorBodySchema } from '@lisa/contracts/errors';
import type { App, AppContext } from '../../context.ts';
import { idParams } from '../../platform/http/id-params.ts';
import { requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { TasksService } from './tasks-service.ts';
import { toTaskItem } from './tasks-views.ts';

export async function tasksRoutes(
  app: App,
  tasks: TasksService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['dashboard'];

  app.get(
    '',
    {
      config: { access: 'tasks.read' },
      schema: {
        summary: "The business's tasks, newest first",
        tags,
        response: { 200: taskListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      data: (await tasks.list(sessionOf(request).businessId)).map(toTaskItem),
    }),
  );

  app.get(
    '/:id',
    {
      config: { access: 'tasks.read' },
      schema: {
        summary: 'One task',
        tags,
        params: idParams,
        response: { 200: taskItemSchema, 404: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      toTaskItem(await tasks.get(sessionOf(request).businessId, request.params.id)),
  );
}
