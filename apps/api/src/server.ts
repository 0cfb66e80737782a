// buildServer(deps): the whole API as one object, ready to listen. Nothing here reads the
// environment or opens the database: main.ts and the tests hand those in.
import { randomUUID } from 'node:crypto';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { AgentEngine } from '@lisa/agent/types';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  type App,
  type AppContext,
  type DashboardSessionResolver,
  DashboardSessions,
} from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { createChatService } from './modules/chat/chat-service.ts';
import { registerRoutes } from './modules/module-list.ts';
import { type EventBus, InProcessEventBus } from './platform/events/event-bus.ts';
import { loadMessageEvent } from './platform/events/load-message-event.ts';
import { PgNotifyEventBus } from './platform/events/pg-notify-bus.ts';
import { TooManyRequestsError } from './platform/http/app-error.ts';
import { installErrorHandling } from './platform/http/error-handler.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { API_VERSION } from './platform/http/version.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import {
  createRealtimeServer,
  type RealtimeOptions,
  type RealtimeServer,
} from './platform/realtime/realtime-server.ts';
import { loadOrCreateSecret } from './platform/security/server-secret.ts';
import { createVisitorTokens } from './platform/security/visitor-token.ts';

export interface ServerDeps {
  env: Env;
  database: DatabaseHandle;
  engine: AgentEngine;
  /** Defaults: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. */
  bus?: EventBus;
  mailer?: Mailer;
  clock?: () => Date;
  /** Overrides the accounts area's resolver (tests inject their own). */
  resolveDashboardSession?: DashboardSessionResolver;
  /** WebSocket timings and bounds (defaults: 5 s auth, 30 s heartbeat, 1 MiB buffer). */
  realtime?: Pick<RealtimeOptions, 'authTimeoutMs' | 'heartbeatMs' | 'maxBufferedBytes'>;
  /** Fastify logger option; defaults to pino at env.LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** A pino logger to use instead (main.ts shares one with the engine). */
  loggerInstance?: FastifyBaseLogger;
}

export interface LisaServer {
  app: App;
  context: AppContext;
  realtime: RealtimeServer;
  /** Starts HTTP on env.PORT and WebSocket on env.WS_PORT (0 picks free ports). */
  listen(ports?: { http?: number; ws?: number }): Promise<{ httpUrl: string; wsUrl: string }>;
  /** Stops accepting, drains in-flight requests and mail, closes sockets, bus and database. */
  close(): Promise<void>;
}

export async function buildServer(deps: ServerDeps): Promise<LisaServer> {
  const { env, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? { level: env.LOG_LEVEL } }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // Keep-alive sockets idle at shutdown are closed; busy ones finish their request.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const bus =
    deps.bus ??
    (database.postgresClient
      ? await PgNotifyEventBus.create({
          client: database.postgresClient,
          loadMessageEvent: (id) => loadMessageEvent(database.db, id),
          onError: (error) => app.log.error({ err: error }, 'event fan-out failed'),
        })
      : new InProcessEventBus((error) => app.log.error({ err: error }, 'event listener failed')));
  const mailer =
    deps.mailer ??
    createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log });
  const secret =
    env.VISITOR_TOKEN_SECRET ?? (await loadOrCreateSecret(database.db, 'visitor_token_secret'));
  const visitorTokens = createVisitorTokens(secret, clock);
  const dashboardSessions = new DashboardSessions(deps.resolveDashboardSession ?? null);
  const chat = createChatService({
    db: database.db,
    engine: deps.engine,
    bus,
    clock,
    visitorTokens,
    limits: env,
  });
  const context: AppContext = {
    env,
    db: database.db,
    database,
    bus,
    mailer,
    engine: deps.engine,
    clock,
    visitorTokens,
    dashboardSessions,
    chat,
  };
  app.decorate('lisa', context);

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
  await app.register(fastifyCors, {
    origin: env.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    credentials: true,
    maxAge: 600,
  });
  await app.register(fastifyRateLimit, {
    global: true,
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
        description: 'Visitor chat, forms, business lookup and health of the Lisa platform.',
        version: API_VERSION,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, () =>
    app.swagger(),
  );

  await registerRoutes(app, context);

  const realtime = createRealtimeServer({
    bus,
    visitorTokens,
    dashboardSessions,
    log: app.log,
    ...deps.realtime,
  });

  let closed = false;
  return {
    app,
    context,
    realtime,
    async listen(ports = {}) {
      await mailer.deliverQueued();
      const address = await app.listen({ port: ports.http ?? env.PORT, host: env.HOST });
      const wsPort = await realtime.listen(ports.ws ?? env.WS_PORT, env.HOST);
      const wsHost = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
      return { httpUrl: address, wsUrl: `ws://${wsHost}:${wsPort}/ws` };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([app.close(), realtime.close()]);
      await mailer.close();
      await bus.close();
      await database.close();
    },
  };
}
