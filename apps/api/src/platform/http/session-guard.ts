// The guard of every authenticated route: a bearer token that resolves to a live session,
// else 401; then the permission the route names (`config: { access }`) checked against the
// caller's role in that business (permissions.ts), else 403. It runs before the body is
// validated, so a caller who may not act learns nothing about the input. Route handlers read
// the caller's user, business and role with sessionOf(). A module protects its routes with
// `app.addHook('preValidation', requireDashboardSession(context.sessions))`.
import { ACCOUNT_TEXTS } from '@lisa/contracts/accounts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ResolvedSession, Sessions } from '../security/sessions.ts';
import { AppError } from './app-error.ts';
import { isAllowed, isPermission } from './permissions.ts';

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

export const FORBIDDEN_TEXT = 'Your role in this business does not allow this.';

export function requireDashboardSession(sessions: Sessions): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const session = token ? await sessions.resolve(token) : null;
    if (!session) throw new AppError(401, 'unauthorized', ACCOUNT_TEXTS.unauthorized);
    const access = request.routeOptions.config.access;
    if (access && isPermission(access) && !isAllowed(session.role, access)) {
      throw new AppError(403, 'forbidden', FORBIDDEN_TEXT);
    }
    request.dashboardSession = session;
  };
}

/** The session requireDashboardSession resolved for this request. */
export function sessionOf(request: FastifyRequest): ResolvedSession {
  const session = request.dashboardSession;
  if (!session) throw new Error('sessionOf() called on a route without requireDashboardSession');
  return session;
}
