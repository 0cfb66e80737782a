// The channels module: WhatsApp Cloud API, Facebook Messenger and Instagram. Connections
// under /api/channels (channels-service.ts), Meta's webhook at /webhooks/meta
// (channels-inbound.ts: verified, queued, answered by the chat's own pipeline), replies sent
// back through Meta from a job (channels-delivery.ts).
import type { ApiModule } from '../../platform/http/api-module.ts';
import { takeRatingReply } from '../analytics/channel-csat.ts';
import { recordCampaignStatus } from '../campaigns/campaign-status.ts';
import { createChatEvents } from '../chat/chat-events.ts';
import { chatModule } from '../chat/index.ts';
import { createChannelDelivery } from './channels-delivery.ts';
import { createMetaInbound } from './channels-inbound.ts';
import { type ChannelsServices, channelsRoutes } from './channels-routes.ts';
import { createChannelsService } from './channels-service.ts';
import { createMetaGraph } from './meta-graph.ts';

export const channelsModule: ApiModule<ChannelsServices> = {
  prefix: '',
  services: (context) => {
    const { db, clock, audit, secrets, jobs, bus, webhooks, log, env } = context;
    const graph = createMetaGraph({ baseUrl: env.META_GRAPH_BASE_URL, fetch: context.outbound });
    createChannelDelivery({
      db,
      clock,
      bus,
      jobs,
      secrets,
      graph,
      events: createChatEvents({ bus, webhooks, db }),
      log,
    });
    return {
      channels: createChannelsService({
        db,
        clock,
        audit,
        secrets,
        graph,
        apiUrl: env.LISA_API_URL,
      }),
      inbound: createMetaInbound({
        db,
        clock,
        secrets,
        jobs,
        // The chat's own service (the same agent, credits, handoff and inbox as the widget).
        chat: chatModule.services(context),
        graph,
        log,
        burstWindowMs: env.META_BURST_WINDOW_MS,
        onStatus: (update) => recordCampaignStatus(db, update),
        takeRating: (reply) => takeRatingReply(db, clock(), reply),
      }),
    };
  },
  routes: channelsRoutes,
};
