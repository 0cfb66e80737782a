// What every route shares, installed once before the modules: zod validation and
// serialisation, error bodies, X-Request-Id, security headers, CORS, the per-IP request
// limit, and the OpenAPI collector every module's routes are described to (the api-docs
// module serves the document).
import fastifyCors from '@fastify/cors';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { BUSINESS_HEADER } from '@lisa/contracts/team';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { App } from '../../context.ts';
import type { Env } from '../../env.ts';
import { TooManyRequestsError } from './app-error.ts';
import { installErrorHandling } from './error-handler.ts';
import { isPermission, type RouteAccess } from './permissions.ts';
import { installSecurityHeaders } from './security-headers.ts';
import { decorateDashboardSession } from './session-guard.ts';
import { API_VERSION } from './version.ts';
import { isWidgetPath } from './widget-cors.ts';

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

/** Routes a plugin registers for itself (the docs page's assets): always public. */
const PLUGIN_ROUTE_PREFIXES = ['/api/docs'];

export async function installHttp(
  app: App,
  env: Env,
  /** Where request counts are kept (default: this process's memory). */
  rateLimitStore?: FastifyRateLimitStoreCtor,
): Promise<{ routes: RouteEntry[] }> {
  const routes = requireDeclaredAccess(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  acceptEmptyJsonBodies(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  decorateDashboardSession(app);

  installSecurityHeaders(app, {
    // The API serves JSON; only the docs page needs scripts and styles of its own origin.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const cors = {
    origin: env.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept', 'X-Request-Id', BUSINESS_HEADER],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    credentials: true,
    maxAge: 600,
  };
  // The embeddable widget's calls come from customers' sites (widget-cors.ts).
  const widgetCors = { ...cors, origin: true, credentials: false };
  await app.register(fastifyCors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const ours = origin !== undefined && env.CORS_ORIGINS.includes(origin);
      callback(null, !ours && isWidgetPath(request.url) ? widgetCors : cors);
    },
  });
  await app.register(fastifyRateLimit, {
    global: true,
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(
        `Too many requests: at most ${context.max} per minute. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
        context.ttl / 1000,
      ),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Lisa API',
        description: `Visitor chat, forms, business lookup and health of the Lisa platform, and the dashboard's calls. A dashboard call acts on one business: the one its ${BUSINESS_HEADER} header names (the caller must be a member of it, else 403 not_a_member), or the session's business when the header is absent.`,
        version: API_VERSION,
      },
    },
    transform: (input) => {
      const documented = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      if (!access || !isPermission(access)) return documented;
      const schema = documented.schema as Record<string, unknown>;
      return { ...documented, schema: { ...schema, headers: businessHeaderSchema } };
    },
  });
  return { routes };
}

/** The header every business-scoped route reads (session-guard.ts), as OpenAPI shows it. */
const businessHeaderSchema = {
  type: 'object',
  properties: {
    [BUSINESS_HEADER]: {
      type: 'integer',
      minimum: 1,
      description: "The business this call acts on; default: the session's business",
    },
  },
};

/**
 * SPEC §7's client sends `Content-Type: application/json` on every request, including a
 * POST without a body (sign-out, two-factor setup). Fastify's JSON parser refuses an empty
 * body; here it reads as no body, and a route that needs one still fails its schema (400).
 * Everything else goes through Fastify's own parser, with its prototype-poisoning checks.
 *
 * PostgreSQL text cannot hold a NUL character. A route's schema names the field that holds
 * one (`storedText`); whatever reaches the handler still holding one (a field a schema lets
 * through untyped) is refused before the handler runs, so no first statement of a route
 * outlives the database refusing a later one.
 */
function acceptEmptyJsonBodies(app: App): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const holdingNul = new WeakSet<object>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    const text = body as string;
    parseJson(request, text, (error, value) => {
      if (!error && /\\u0000|\0/i.test(text) && holdsNul(value)) holdingNul.add(request);
      done(error, value);
    });
  });
  app.addHook('preHandler', (request, _reply, done) => {
    if (!holdingNul.has(request)) return done();
    done(
      Object.assign(new Error('The request contains a value that cannot be stored'), {
        statusCode: 400,
      }),
    );
  });
}

/** Whether any string (or key) in a parsed JSON value holds a NUL character. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\0') || holdsNul(inner));
  }
  return false;
}

/**
 * Refuses to register a route that does not say who may call it (`config: { access }`), and
 * lists them all. Every module's routes pass here, so a new route cannot skip the table.
 */
function requireDeclaredAccess(app: App): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    if (!access) {
      // CORS answers preflights on a catch-all OPTIONS route of its own.
      if (route.url === '*' || PLUGIN_ROUTE_PREFIXES.some((p) => route.url.startsWith(p))) return;
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access: add config: { access: 'public' | 'self' | <permission> }`,
      );
    }
    for (const method of methods) routes.push({ method, url: route.url, access });
  });
  return routes;
}
