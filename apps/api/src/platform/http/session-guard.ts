// The guard of every authenticated route: a bearer token that resolves to a live session,
// else 401; then the permission the route names (`config: { access }`) checked against the
// caller's role in that business (permissions.ts), else 403. It runs before the body is
// validated, so a caller who may not act learns nothing about the input. Route handlers read
// the caller's user, business and role with sessionOf(). A module protects its routes with
// `app.addHook('preValidation', requireDashboardSession(context.sessions))`.
import { ACCOUNT_TEXTS } from '@lisa/contracts/accounts';
import { PERMISSION_SCOPES, PUBLIC_API_TEXTS } from '@lisa/contracts/public-api';
import { MAX_DB_ID } from '@lisa/contracts/stored';
import { BUSINESS_HEADER, TEAM_TEXTS } from '@lisa/contracts/team';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { MembershipRole } from '../../db/schema/accounts.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { ResolvedSession, Sessions } from '../security/sessions.ts';
import { AppError, ValidationError } from './app-error.ts';
import { isAllowed, isPermission, type RouteAccess } from './permissions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    dashboardSession: ResolvedSession | null;
  }
}

/** Gives every request its (empty) session slot; server.ts calls it once. */
export function decorateDashboardSession(app: FastifyInstance): void {
  app.decorateRequest('dashboardSession', null);
}

/** The `Authorization: Bearer <token>` of a request (a session or a visitor token). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export type MemberSession = ResolvedSession & { role: MembershipRole };

export const FORBIDDEN_TEXT = 'Your role in this business does not allow this.';

/** The business a request names in the x-lisa-business header, if any. */
function chosenBusiness(request: FastifyRequest): number | undefined {
  const header = request.headers[BUSINESS_HEADER];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^[1-9]\d{0,9}$/.test(value.trim()) || Number(value) > MAX_DB_ID) {
    throw new ValidationError(`The ${BUSINESS_HEADER} header must be a business id.`, {
      [BUSINESS_HEADER]: ['Must be a business id'],
    });
  }
  return Number(value);
}

export function requireDashboardSession(sessions: Sessions): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const session = token ? await sessions.resolve(token, chosenBusiness(request)) : null;
    if (!session) throw new AppError(401, 'unauthorized', ACCOUNT_TEXTS.unauthorized);
    const access = request.routeOptions.config.access;
    if (session.apiKey) assertKeyScope(session.apiKey.scopes, access);
    if (access && isPermission(access)) {
      if (!session.role) throw new AppError(403, 'not_a_member', TEAM_TEXTS.notMember);
      if (!isAllowed(session.role, access)) throw new AppError(403, 'forbidden', FORBIDDEN_TEXT);
    }
    request.dashboardSession = session;
  };
}

/**
 * An API key may call a route only when the route's permission maps to a scope the key holds
 * (PERMISSION_SCOPES); routes for people only (sign-out, team, keys themselves) map to none.
 */
function assertKeyScope(scopes: readonly string[], access: RouteAccess | undefined): void {
  const scope = access && isPermission(access) ? PERMISSION_SCOPES[access] : undefined;
  if (!scope) throw new AppError(403, 'forbidden', PUBLIC_API_TEXTS.keyDashboardOnly);
  if (!scopes.includes(scope)) {
    throw new AppError(403, 'forbidden', PUBLIC_API_TEXTS.keyOutOfScope);
  }
}

/** The session of a route that acts in a business: the caller is a member of it. */
export function memberSessionOf(request: FastifyRequest): MemberSession {
  const session = sessionOf(request);
  if (!session.role) throw new AppError(403, 'not_a_member', TEAM_TEXTS.notMember);
  return session as MemberSession;
}

/** The business the member acts in (403 when the caller is not a member of one). */
export function memberBusinessOf(request: FastifyRequest): number {
  return memberSessionOf(request).businessId;
}

/** The session requireDashboardSession resolved for this request. */
export function sessionOf(request: FastifyRequest): ResolvedSession {
  const session = request.dashboardSession;
  if (!session) throw new Error('sessionOf() called on a route without requireDashboardSession');
  return session;
}

/** The caller's session on a public route that also serves signed-in people, or null. */
export async function optionalSession(
  request: FastifyRequest,
  sessions: Sessions,
): Promise<ResolvedSession | null> {
  const token = bearerToken(request);
  return token ? sessions.resolve(token) : null;
}

/** The caller as the audit log names them: who, from which address. */
export function actorOf(request: FastifyRequest): AuditActor {
  return { userId: sessionOf(request).userId, ip: request.ip };
}
