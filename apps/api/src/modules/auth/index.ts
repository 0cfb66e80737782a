// The accounts area: /api/auth/* flows, the signed-in business's reads, and the session
// lookup the WebSocket server uses. Registered with one line in routes/index.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext, DashboardSessionResolver } from '../../context.ts';
import { createSessions } from '../../platform/security/sessions.ts';
import { workspaceRoutes } from '../conversations/conversations-routes.ts';
import { createAccountLimiter, DEFAULT_REQUESTS_PER_MINUTE } from './auth-limits.ts';
import { authRoutes } from './auth-routes.ts';
import { createAccountService } from './auth-service.ts';

export { requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
export type { ResolvedSession } from '../../platform/security/sessions.ts';

/** Turns a dashboard token into its business and user for /ws (null when not live). */
export function createDashboardSessionResolver(
  context: Pick<AppContext, 'db' | 'clock'>,
): DashboardSessionResolver {
  const sessions = createSessions({ db: context.db, clock: context.clock });
  return async (token) => {
    const session = await sessions.resolve(token);
    return session ? { businessId: session.businessId, userId: String(session.userId) } : null;
  };
}

export const accountsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const sessions = createSessions({ db: context.db, clock: context.clock });
  const limiter = createAccountLimiter({
    db: context.db,
    clock: context.clock,
    ipFactor: context.env.RATE_LIMIT_PER_MINUTE / DEFAULT_REQUESTS_PER_MINUTE,
  });
  const accounts = createAccountService({
    db: context.db,
    mailer: context.mailer,
    clock: context.clock,
    limiter,
    sessions,
  });
  context.dashboardSessions.register(createDashboardSessionResolver(context));
  await app.register(authRoutes, { context, accounts });
  await app.register(workspaceRoutes, context);
};
