// The sales module: /api/pipelines (pipelines and stages), /api/deals (the board, deals,
// moves, stage history) and /api/leads (leads and convert). Forms and chat capture leads
// through lead-capture.ts; a lead's contact is found or created only in contact-link.ts.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { dealsRoutes } from './deals-routes.ts';
import { createDealsService, type DealsService } from './deals-service.ts';
import { leadsRoutes } from './leads-routes.ts';
import { createLeadsService, type LeadsService } from './leads-service.ts';
import { pipelinesRoutes } from './pipelines-routes.ts';
import { createPipelinesService, type PipelinesService } from './pipelines-service.ts';

export interface SalesServices {
  pipelines: PipelinesService;
  deals: DealsService;
  leads: LeadsService;
}

export const salesModule: ApiModule<SalesServices> = {
  prefix: '/api',
  services: ({ db, clock, audit, webhooks, bus, log }) => {
    const pipelines = createPipelinesService({ db, clock, audit });
    const deals = createDealsService({ db, clock, pipelines, bus, log });
    const leads = createLeadsService({ db, clock, deals, webhooks });
    return { pipelines, deals, leads };
  },
  routes: async (app, services, context) => {
    await app.register((scope) => pipelinesRoutes(scope, services.pipelines, context), {
      prefix: '/pipelines',
    });
    await app.register((scope) => dealsRoutes(scope, services.deals, context), {
      prefix: '/deals',
    });
    await app.register((scope) => leadsRoutes(scope, services.leads, context), {
      prefix: '/leads',
    });
  },
};
