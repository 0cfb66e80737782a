// The campaigns module: /api/campaigns (campaigns-routes.ts), the rules and results
// (campaigns-service.ts), the paced, exactly-once sending from the job queue
// (campaign-sender.ts) and the audience SQL shared by preview and sending
// (campaign-audience.ts, built on the contacts list's own filters).
import type { ApiModule } from '../../platform/http/api-module.ts';
import { createMetaGraph } from '../channels/meta-graph.ts';
import { createChatEvents } from '../chat/chat-events.ts';
import { createCampaignSender } from './campaign-sender.ts';
import { campaignsRoutes } from './campaigns-routes.ts';
import { type CampaignsService, createCampaignsService } from './campaigns-service.ts';
import { createInboundEmail } from './inbound-email.ts';

export const campaignsModule: ApiModule<CampaignsService> = {
  prefix: '/api/campaigns',
  services: (context) => {
    const { db, clock, audit, jobs, bus, secrets, mailer, log, env, webhooks } = context;
    const inbound = createInboundEmail({
      db,
      clock,
      secrets,
      audit,
      events: createChatEvents({ bus, webhooks, db }),
      apiUrl: env.LISA_API_URL,
    });
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
      replyBase: inbound.replyBase,
    });
    return createCampaignsService({
      db,
      clock,
      audit,
      mailer,
      sender,
      inbound,
      apiUrl: env.LISA_API_URL,
    });
  },
  routes: campaignsRoutes,
};
