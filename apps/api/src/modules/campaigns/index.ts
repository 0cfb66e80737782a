// The campaigns module: /api/campaigns (campaigns-routes.ts), the rules and results
// (campaigns-service.ts), the paced, exactly-once sending from the job queue
// (campaign-sender.ts) and the audience SQL shared by preview and sending
// (campaign-audience.ts, built on the contacts list's own filters).
import type { ApiModule } from '../../platform/http/api-module.ts';
import { createMetaGraph } from '../channels/meta-graph.ts';
import { createCampaignSender } from './campaign-sender.ts';
import { campaignsRoutes } from './campaigns-routes.ts';
import { type CampaignsService, createCampaignsService } from './campaigns-service.ts';

export const campaignsModule: ApiModule<CampaignsService> = {
  prefix: '/api/campaigns',
  services: (context) => {
    const { db, clock, audit, jobs, bus, secrets, mailer, log, env } = context;
    const sender = createCampaignSender({
      db,
      clock,
      jobs,
      bus,
      secrets,
      mailer,
      log,
      graph: createMetaGraph({ baseUrl: env.META_GRAPH_BASE_URL, fetch: context.outbound }),
      apiUrl: env.LISA_API_URL,
    });
    return createCampaignsService({ db, clock, audit, mailer, sender, apiUrl: env.LISA_API_URL });
  },
  routes: campaignsRoutes,
};
