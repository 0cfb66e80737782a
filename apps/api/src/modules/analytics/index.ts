// The analytics module: /api/analytics for managers (figures computed in SQL over the
// append-only conversation events, see conversation-events.ts) and /api/chat/rating for
// the visitor's rating of a resolved conversation.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { createChatEvents } from '../chat/chat-events.ts';
import { analyticsRoutes, ratingRoutes } from './analytics-routes.ts';
import { type AnalyticsService, createAnalyticsService } from './analytics-service.ts';
import { createChannelCsat } from './channel-csat.ts';
import { type CsatService, createCsatService } from './csat.ts';

export const analyticsModule: ApiModule<AnalyticsService> = {
  prefix: '/api/analytics',
  services: ({ db }) => createAnalyticsService(db),
  routes: analyticsRoutes,
};

export const ratingModule: ApiModule<CsatService> = {
  prefix: '/api/chat/rating',
  services: ({ db, visitorTokens, clock, bus, jobs, webhooks, log }) => {
    // WhatsApp: the question after a resolve (the replies come through channels' inbound).
    createChannelCsat({
      db,
      clock,
      bus,
      jobs,
      log,
      events: createChatEvents({ bus, webhooks, db }),
    });
    return createCsatService({ db, visitorTokens, clock });
  },
  routes: (app, csat) => ratingRoutes(app, csat),
};
