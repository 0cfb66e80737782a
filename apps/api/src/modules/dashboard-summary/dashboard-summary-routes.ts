// GET /api/dashboard/summary: today's figures for the dashboard index (SPEC §7).
import { dashboardSummarySchema } from '@lisa/contracts/accounts';
import { errorBodySchema } from '@lisa/contracts/errors';
import type { App, AppContext } from '../../context.ts';
import { requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { DashboardSummaryService } from './dashboard-summary-service.ts';

export async function dashboardSummaryRoutes(
  app: App,
  dashboard: DashboardSummaryService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  app.get(
    '/summary',
    {
      config: { access: 'dashboard.read' },
      schema: {
        summary: "Today's figures for the dashboard index",
        tags: ['dashboard'],
        response: { 200: dashboardSummarySchema, 401: errorBodySchema },
      },
    },
    (request) => dashboard.summary(sessionOf(request).businessId),
  );
}
