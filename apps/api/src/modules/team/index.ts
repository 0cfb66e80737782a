// The team module: /api/team (members, roles, availability, ownership transfer) and
// /api/team/invites (invitations and the public invite screen's two steps). Presence is
// fed by the WebSocket server (server.ts passes presence.touch to it).
import type { ApiModule } from '../../platform/http/api-module.ts';
import { DEFAULT_REQUESTS_PER_MINUTE } from '../auth/auth-limits.ts';
import { inviteRoutes } from './invite-routes.ts';
import { createInvitesService, type InvitesService } from './invites-service.ts';
import { createMembersService, type MembersService } from './members-service.ts';
import { createPresence, type Presence } from './presence.ts';
import { teamRoutes } from './team-routes.ts';

export interface TeamServices {
  members: MembersService;
  invites: InvitesService;
  presence: Presence;
}

export const teamModule: ApiModule<TeamServices> = {
  prefix: '/api/team',
  services: ({ db, clock, audit, sessions, bus, mailer, env }) => ({
    members: createMembersService({ db, clock, audit, sessions, bus }),
    invites: createInvitesService({
      db,
      clock,
      mailer,
      audit,
      sessions,
      dashboardUrl: env.LISA_DASHBOARD_URL,
      ipFactor: env.RATE_LIMIT_PER_MINUTE / DEFAULT_REQUESTS_PER_MINUTE,
    }),
    presence: createPresence({ db, clock }),
  }),
  routes: async (app, services, context) => {
    await app.register((scope) => inviteRoutes(scope, services.invites, context), {
      prefix: '/invites',
    });
    // A scope of its own: its session hook must not reach the public invite routes.
    await app.register((scope) => teamRoutes(scope, services, context));
  },
};
