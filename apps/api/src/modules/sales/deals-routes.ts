// /api/deals: the board of a pipeline, a deal's create/edit/delete, moves with optimistic
// concurrency (a stale version is 409), and its stage history.
import {
  boardQuerySchema,
  boardSchema,
  dealCreateSchema,
  dealHistorySchema,
  dealMoveSchema,
  dealSchema,
  dealUpdateSchema,
} from '@lisa/contracts/sales';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { idParams } from '../../platform/http/id-params.ts';
import { memberSessionOf, requireDashboardSession } from '../../platform/http/session-guard.ts';
import type { DealsService } from './deals-service.ts';
import { salesErrors, toBoard, toDeal, toHistoryEntry } from './sales-views.ts';

export async function dealsRoutes(
  app: App,
  deals: DealsService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['sales'];

  app.get(
    '',
    {
      config: { access: 'sales.read' },
      schema: {
        summary: "A pipeline's board: deals by stage with counts and totals (KES and USD)",
        tags,
        querystring: boardQuerySchema,
        response: { 200: boardSchema, ...salesErrors },
      },
    },
    async (request) =>
      toBoard(await deals.board(memberSessionOf(request).businessId, request.query)),
  );

  app.get(
    '/:id',
    {
      config: { access: 'sales.read' },
      schema: {
        summary: 'One deal',
        tags,
        params: idParams,
        response: { 200: dealSchema, ...salesErrors },
      },
    },
    async (request) =>
      toDeal(await deals.get(memberSessionOf(request).businessId, request.params.id)),
  );

  app.get(
    '/:id/history',
    {
      config: { access: 'sales.read' },
      schema: {
        summary: "A deal's stage changes, newest first",
        tags,
        params: idParams,
        response: { 200: dealHistorySchema, ...salesErrors },
      },
    },
    async (request) => ({
      data: (await deals.history(memberSessionOf(request).businessId, request.params.id)).map(
        toHistoryEntry,
      ),
    }),
  );

  app.post(
    '',
    {
      config: { access: 'sales.write' },
      schema: {
        summary: "Create a deal (default: the default pipeline's first stage, at the bottom)",
        tags,
        body: dealCreateSchema,
        response: { 201: dealSchema, ...salesErrors },
      },
    },
    async (request, reply) => {
      const session = memberSessionOf(request);
      const created = await deals.create(session.businessId, request.body, session.userId);
      return reply.code(201).send(toDeal(created));
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'sales.write' },
      schema: {
        summary: 'Edit a deal (its stage changes through /move)',
        tags,
        params: idParams,
        body: dealUpdateSchema,
        response: { 200: dealSchema, ...salesErrors },
      },
    },
    async (request) => {
      const session = memberSessionOf(request);
      return toDeal(
        await deals.update(session.businessId, request.params.id, request.body, session.userId),
      );
    },
  );

  app.post(
    '/:id/move',
    {
      config: { access: 'sales.write' },
      schema: {
        summary: 'Move a deal to a stage and position; a stale version is refused (409)',
        tags,
        params: idParams,
        body: dealMoveSchema,
        response: { 200: dealSchema, ...salesErrors },
      },
    },
    async (request) => {
      const session = memberSessionOf(request);
      return toDeal(
        await deals.move(session.businessId, request.params.id, request.body, session.userId),
      );
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'sales.write' },
      schema: {
        summary: 'Delete a deal',
        tags,
        params: idParams,
        response: { 204: z.null(), ...salesErrors },
      },
    },
    async (request, reply) => {
      const session = memberSessionOf(request);
      await deals.remove(session.businessId, request.params.id, session.userId);
      return reply.code(204).send(null);
    },
  );
}
