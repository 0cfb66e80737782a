// The preHandler of every authenticated route: a bearer token that resolves to a live
// session, else 401. Route handlers read the caller's user and business with sessionOf().
// A module protects its routes with `app.addHook('preHandler', requireDashboardSession(context.sessions))`.
import { ACCOUNT_TEXTS } from '@lisa/contracts/accounts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ResolvedSession, Sessions } from '../security/sessions.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    dashboardSession: ResolvedSession | null;
  }
}

/** Gives every request its (empty) session slot; server.ts calls it once. */
export function decorateDashboardSession(app: FastifyInstance): void {
  app.decorateRequest('dashboardSession', null);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function requireDashboardSession(sessions: Sessions): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const session = token ? await sessions.resolve(token) : null;
    if (!session) throw new AppError(401, 'unauthorized', ACCOUNT_TEXTS.unauthorized);
    request.dashboardSession = session;
  };
}

/** The session requireDashboardSession resolved for this request. */
export function sessionOf(request: FastifyRequest): ResolvedSession {
  const session = request.dashboardSession;
  if (!session) throw new Error('sessionOf() called on a route without requireDashboardSession');
  return session;
}
