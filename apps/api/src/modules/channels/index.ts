// The channels module: WhatsApp Cloud API, Facebook Messenger and Instagram. Connections
// under /api/channels (channels-service.ts), Meta's webhook at /webhooks/meta
// (channels-inbound.ts: verified, queued, answered by the chat's own pipeline), replies sent
// back through Meta from a job (channels-delivery.ts).
import type { ApiModule } from '../../platform/http/api-module.ts';
import { ratingQuickReplies, takeRatingReply } from '../analytics/channel-csat.ts';
import { recordCampaignStatus } from '../campaigns/campaign-status.ts';
import { createChatEvents } from '../chat/chat-events.ts';
import { chatModule } from '../chat/index.ts';
import { createChannelMediaSend } from './channel-media-send.ts';
import { createPageSignup } from './channel-page-signup.ts';
import { createSenderTurns } from './channel-turns.ts';
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
    const events = createChatEvents({ bus, webhooks, db });
    // One turn at a time per customer across instances (an advisory lock on PostgreSQL).
    const turns = createSenderTurns(context.database);
    const delivery = createChannelDelivery({
      db,
      clock,
      bus,
      jobs,
      secrets,
      graph,
      events,
      log,
      turns,
      media: createChannelMediaSend({
        db,
        storage: context.storage,
        baseUrl: env.META_GRAPH_BASE_URL,
        fetch: context.outbound,
        graph,
      }),
      quickRepliesFor: ratingQuickReplies,
    });
    const channels = createChannelsService({
      db,
      clock,
      audit,
      secrets,
      graph,
      apiUrl: env.LISA_API_URL,
      metaApp:
        env.META_APP_ID && env.META_APP_SECRET && env.META_CONFIG_ID
          ? { id: env.META_APP_ID, secret: env.META_APP_SECRET, configId: env.META_CONFIG_ID }
          : undefined,
      log,
    });
    return {
      channels,
      // "Continue with Facebook" for pages needs only the app's id and secret.
      pageSignup: createPageSignup({
        graph,
        channels,
        app:
          env.META_APP_ID && env.META_APP_SECRET
            ? { id: env.META_APP_ID, secret: env.META_APP_SECRET }
            : undefined,
        log,
      }),
      inbound: createMetaInbound({
        db,
        clock,
        secrets,
        jobs,
        bus,
        events,
        // The chat's own service (the same agent, credits, handoff and inbox as the widget).
        chat: chatModule.services(context),
        graph,
        storage: context.storage,
        removals: context.storageRemovals,
        log,
        burstWindowMs: env.META_BURST_WINDOW_MS,
        turns,
        deliverInTurn: delivery.deliverInTurn,
        onStatus: (update) => recordCampaignStatus(db, update),
        takeRating: (reply) => takeRatingReply(db, clock(), reply),
      }),
    };
  },
  routes: channelsRoutes,
};
