// The preHandler of every authenticated route: a bearer token that resolves to a live
// session, else 401. Route handlers read the caller's user and business with sessionOf().
// Other areas' plugins use it too: `preHandler: requireDashboardSession(context)`.
import { ACCOUNT_TEXTS } from '@lisa/contracts/accounts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createSessions, type ResolvedSession } from '../security/sessions.ts';
import { AppError } from './app-error.ts';

const resolved = new WeakMap<FastifyRequest, ResolvedSession>();

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function requireDashboardSession(
  context: Pick<AppContext, 'db' | 'clock'>,
): preHandlerAsyncHookHandler {
  const sessions = createSessions({ db: context.db, clock: context.clock });
  return async (request) => {
    const token = bearerToken(request);
    const session = token ? await sessions.resolve(token) : null;
    if (!session) throw new AppError(401, 'unauthorized', ACCOUNT_TEXTS.unauthorized);
    resolved.set(request, session);
  };
}

/** The session requireDashboardSession resolved for this request. */
export function sessionOf(request: FastifyRequest): ResolvedSession {
  const session = resolved.get(request);
  if (!session) throw new Error('sessionOf() called on a route without requireDashboardSession');
  return session;
}
