// /api/analytics: the report, the conversations behind a figure, CSV of every table (for
// members allowed analytics.read); /api/chat/rating: the visitor's rating (public, the
// visitor token is the credential).
import {
  analyticsQuerySchema,
  analyticsReportSchema,
  drillListSchema,
  drillQuerySchema,
  exportQuerySchema,
  ratingBodySchema,
  ratingStatusSchema,
} from '@lisa/contracts/analytics';
import { errorBodySchema } from '@lisa/contracts/errors';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import {
  bearerToken,
  requireDashboardSession,
  sessionOf,
} from '../../platform/http/session-guard.ts';
import type { AnalyticsService } from './analytics-service.ts';
import type { CsatService } from './csat.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['analytics'];

export async function analyticsRoutes(
  app: App,
  analytics: AnalyticsService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));

  app.get(
    '/report',
    {
      config: { access: 'analytics.read' },
      schema: {
        summary: 'Figures for a date range and time zone, the period before, series and breakdowns',
        tags,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsReportSchema, ...errors },
      },
    },
    (request) => analytics.report(sessionOf(request).businessId, request.query),
  );

  app.get(
    '/conversations',
    {
      config: { access: 'analytics.read' },
      schema: {
        summary: 'The conversations behind one figure (as many as the figure counts, up to 500)',
        tags,
        querystring: z.intersection(analyticsQuerySchema, drillQuerySchema),
        response: { 200: drillListSchema, ...errors },
      },
    },
    (request) => {
      const { metric, ...filter } = request.query;
      return analytics.drill(sessionOf(request).businessId, filter, metric);
    },
  );

  app.get(
    '/export.csv',
    {
      config: { access: 'analytics.read' },
      schema: {
        summary: 'One table of the report, or the conversations behind a figure, as CSV',
        tags,
        querystring: z.intersection(analyticsQuerySchema, exportQuerySchema),
        response: { 200: z.string().describe('CSV'), ...errors },
      },
    },
    async (request, reply) => {
      const { table, metric, ...filter } = request.query;
      const csv = await analytics.exportCsv(sessionOf(request).businessId, filter, table, metric);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="analytics-${table}-${filter.from}-${filter.to}.csv"`,
        )
        .send(csv);
    },
  );
}

export async function ratingRoutes(app: App, csat: CsatService): Promise<void> {
  const visitorErrors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema };
  app.get(
    '',
    {
      // The visitor token in the Authorization header is the credential (checked here).
      config: { access: 'public' },
      schema: {
        summary: 'Whether the widget should ask the visitor to rate their resolved conversation',
        tags: ['chat'],
        response: { 200: ratingStatusSchema, ...visitorErrors },
      },
    },
    (request) => csat.status(bearerToken(request)),
  );
  app.post(
    '',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The visitor rates their resolved conversation (1 to 5, once)',
        tags: ['chat'],
        body: ratingBodySchema,
        response: { 200: ratingStatusSchema, ...visitorErrors },
      },
    },
    (request) => csat.rate(bearerToken(request), request.body),
  );
}
