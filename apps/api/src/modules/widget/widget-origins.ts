// The widget's allowed domains, enforced (issue 16): a widget call (widget-cors.ts) from an
// origin that is neither Lisa's own apps (CORS_ORIGINS) nor one of its business's allowed
// domains answers 403 origin_not_allowed, without Access-Control-Allow-Origin, so the
// browser refuses it too. An empty list allows any origin. Calls without an Origin header
// (servers, curl) are not a browser's and pass. Installed at the root, before the modules.
import { DEFAULT_BUSINESS_ID } from '@lisa/contracts/chat';
import { originMatches, WIDGET_TEXTS } from '@lisa/contracts/widget';
import { and, eq, gt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { widgetSettings } from '../../db/schema/widget.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { bearerToken } from '../../platform/http/session-guard.ts';
import { isWidgetPath } from '../../platform/http/widget-cors.ts';

async function domainsOfBusiness(db: AppContext['db'], businessId: number): Promise<string[]> {
  const [row] = await db
    .select({ allowedDomains: widgetSettings.allowedDomains })
    .from(widgetSettings)
    .where(eq(widgetSettings.businessId, businessId));
  return row?.allowedDomains ?? [];
}

/** The same rule for a visitor's live socket (realtime-server's visitorOriginAllowed). */
export function widgetOriginCheck(context: Pick<AppContext, 'db' | 'env'>) {
  return async (businessId: number, origin: string): Promise<boolean> =>
    context.env.CORS_ORIGINS.includes(origin) ||
    originMatches(origin, await domainsOfBusiness(context.db, businessId));
}

export function installWidgetOriginGuard(app: App, context: AppContext): void {
  const { db, clock, env, visitorTokens } = context;

  async function domainsOfKey(key: string): Promise<string[] | null> {
    const [row] = await db
      .select({ allowedDomains: widgetSettings.allowedDomains })
      .from(widgetSettings)
      .where(
        or(
          eq(widgetSettings.businessKey, key),
          and(
            eq(widgetSettings.previousKey, key),
            gt(widgetSettings.previousKeyExpiresAt, clock()),
          ),
        ),
      );
    return row?.allowedDomains ?? null;
  }

  /** The allowed domains of the business a widget call is for; null: the route decides. */
  async function domainsFor(request: FastifyRequest): Promise<string[] | null> {
    const route = request.routeOptions.url ?? '';
    const body = (request.body ?? {}) as { business_id?: unknown; key?: unknown };
    const query = (request.query ?? {}) as { key?: unknown };
    const params = (request.params ?? {}) as { id?: unknown };
    if (route === '/chat') {
      const id = typeof body.business_id === 'number' ? body.business_id : DEFAULT_BUSINESS_ID;
      return domainsOfBusiness(db, id);
    }
    if (route === '/business/:id' && typeof params.id === 'number') {
      return domainsOfBusiness(db, params.id);
    }
    if (route === '/chat/messages') {
      const token = bearerToken(request);
      const claims = token ? visitorTokens.verify(token) : null;
      return claims ? domainsOfBusiness(db, claims.businessId) : null;
    }
    const key = typeof body.key === 'string' ? body.key : query.key;
    if (typeof key === 'string') return domainsOfKey(key);
    return null;
  }

  app.addHook('preHandler', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !isWidgetPath(request.url) || env.CORS_ORIGINS.includes(origin)) return;
    const domains = await domainsFor(request);
    if (domains === null || originMatches(origin, domains)) return;
    reply.removeHeader('access-control-allow-origin');
    throw new AppError(403, 'forbidden', WIDGET_TEXTS.originRefused, {
      reason: 'origin_not_allowed',
    });
  });
}
