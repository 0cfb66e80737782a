// The health module: HEAD and GET /api/health-check over a probe of the database.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { createHealthProbe, type HealthProbe } from './health-probe.ts';
import { healthRoutes } from './health-routes.ts';

export const healthModule: ApiModule<HealthProbe> = {
  prefix: '/api',
  services: (context) => createHealthProbe(() => context.database.ping(2000)),
  routes: healthRoutes,
};
