// The dashboard-summary module: today's figures for the dashboard index.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { dashboardSummaryRoutes } from './dashboard-summary-routes.ts';
import {
  createDashboardSummaryService,
  type DashboardSummaryService,
} from './dashboard-summary-service.ts';

export const dashboardSummaryModule: ApiModule<DashboardSummaryService> = {
  prefix: '/api/dashboard',
  services: (context) => createDashboardSummaryService(context.db, context.clock),
  routes: dashboardSummaryRoutes,
};
