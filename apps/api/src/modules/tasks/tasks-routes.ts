// /api/tasks: the business's tasks (SPEC §7) with filters (mine/all, overdue/today/upcoming
// in the business's time zone, by deal, contact or conversation), create, edit (done is a
// flag), delete; and /api/tasks/reminders, the caller's in-app reminders.
import {
  reminderListSchema,
  taskCreateSchema,
  taskListSchema,
  taskQuerySchema,
  taskSchema,
  taskUpdateSchema,
} from '@lisa/contracts/tasks';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { idParams } from '../../platform/http/id-params.ts';
import { memberSessionOf, requireDashboardSession } from '../../platform/http/session-guard.ts';
import type { TasksServices } from './index.ts';
import { toTask } from './tasks-views.ts';

const errors = errorResponses(400, 401, 403, 404);

export async function tasksRoutes(
  app: App,
  { tasks, reminders }: TasksServices,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['dashboard'];

  app.get(
    '',
    {
      config: { access: 'tasks.read' },
      schema: {
        summary: "The business's tasks: newest first, or by due time when `when` is given",
        tags,
        querystring: taskQuerySchema,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (request) => {
      const session = memberSessionOf(request);
      const rows = await tasks.list(session.businessId, session.userId, request.query);
      const timeZone = await tasks.timeZoneOf(session.businessId);
      return { data: rows.map((row) => toTask(row, timeZone)), time_zone: timeZone };
    },
  );

  app.get(
    '/reminders',
    {
      config: { access: 'tasks.read' },
      schema: {
        summary: 'Your task reminders in this business, newest first',
        tags,
        response: { 200: reminderListSchema, ...errors },
      },
    },
    async (request) => {
      const session = memberSessionOf(request);
      return { data: await reminders.list(session.businessId, session.userId) };
    },
  );

  app.post(
    '/reminders/:id/read',
    {
      config: { access: 'tasks.read' },
      schema: {
        summary: 'Mark one of your reminders read',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const session = memberSessionOf(request);
      await reminders.markRead(session.businessId, session.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'tasks.read' },
      schema: {
        summary: 'One task',
        tags,
        params: idParams,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => {
      const { businessId } = memberSessionOf(request);
      return toTask(
        await tasks.get(businessId, request.params.id),
        await tasks.timeZoneOf(businessId),
      );
    },
  );

  app.post(
    '',
    {
      config: { access: 'tasks.write' },
      schema: {
        summary: 'Create a task (a due time and an assignee schedule its reminder)',
        tags,
        body: taskCreateSchema,
        response: { 201: taskSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { businessId } = memberSessionOf(request);
      const created = await tasks.create(businessId, request.body);
      return reply.code(201).send(toTask(created, await tasks.timeZoneOf(businessId)));
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'tasks.write' },
      schema: {
        summary: 'Edit a task, or mark it done (done: true) or open again',
        tags,
        params: idParams,
        body: taskUpdateSchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => {
      const { businessId } = memberSessionOf(request);
      const updated = await tasks.update(businessId, request.params.id, request.body);
      return toTask(updated, await tasks.timeZoneOf(businessId));
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'tasks.write' },
      schema: {
        summary: 'Delete a task',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await tasks.remove(memberSessionOf(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
