// The analytics module: /api/analytics for managers (figures computed in SQL over the
// append-only conversation events, see conversation-events.ts) and /api/chat/rating for
// the visitor's rating of a resolved conversation.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { analyticsRoutes, ratingRoutes } from './analytics-routes.ts';
import { type AnalyticsService, createAnalyticsService } from './analytics-service.ts';
import { type CsatService, createCsatService } from './csat.ts';

export const analyticsModule: ApiModule<AnalyticsService> = {
  prefix: '/api/analytics',
  services: ({ db }) => createAnalyticsService(db),
  routes: analyticsRoutes,
};

export const ratingModule: ApiModule<CsatService> = {
  prefix: '/api/chat/rating',
  services: ({ db, visitorTokens, clock }) => createCsatService({ db, visitorTokens, clock }),
  routes: (app, csat) => ratingRoutes(app, csat),
};
