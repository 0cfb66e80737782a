// buildServer(deps): the whole API as one object, ready to listen. Nothing here reads the
// environment or opens the database: main.ts and the tests hand those in. The platform
// (bus, mailer, tokens, sessions, knowledge store, engine) is built once into the context;
// then every module is registered from the one list below, which builds its services once.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AgentEngine } from '@lisa/agent/types';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { users } from './db/schema/accounts.ts';
import type { Env } from './env.ts';
import { agentModule } from './modules/agent/index.ts';
import { analyticsModule, ratingModule } from './modules/analytics/index.ts';
import { apiDocsModule } from './modules/api-docs/index.ts';
import { apiKeysModule } from './modules/api-keys/index.ts';
import { attachmentsModule } from './modules/attachments/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { authModule } from './modules/auth/index.ts';
import { businessModule } from './modules/business/index.ts';
import { businessesModule } from './modules/businesses/index.ts';
import { campaignsModule } from './modules/campaigns/index.ts';
import { cannedResponsesModule } from './modules/canned-responses/index.ts';
import { channelsModule } from './modules/channels/index.ts';
import { chatModule } from './modules/chat/index.ts';
import { connectorsModule, odooInventoryModule } from './modules/connectors/index.ts';
import { contactsModule } from './modules/contacts/index.ts';
import { conversationsModule } from './modules/conversations/index.ts';
import { creditsModule } from './modules/credits/index.ts';
import { dashboardSummaryModule } from './modules/dashboard-summary/index.ts';
import { formsModule } from './modules/forms/index.ts';
import { healthModule } from './modules/health/index.ts';
import { inboxModule, inboxSettingsModule } from './modules/inbox/index.ts';
import {
  inboxAnswersModule,
  knowledgeModule,
  learnedQuestionsModule,
} from './modules/knowledge/index.ts';
import { createKnowledgeEngine } from './modules/knowledge/knowledge-engine.ts';
import { createKnowledgeStore } from './modules/knowledge/knowledge-store.ts';
import { onboardingModule } from './modules/onboarding/index.ts';
import { salesModule } from './modules/sales/index.ts';
import { slackModule } from './modules/slack/index.ts';
import { slackOAuthModule } from './modules/slack/slack-oauth.ts';
import { tasksModule } from './modules/tasks/index.ts';
import { teamModule } from './modules/team/index.ts';
import { webhooksModule } from './modules/webhooks/index.ts';
import { widgetModule } from './modules/widget/index.ts';
import { installWidgetOriginGuard, widgetOriginCheck } from './modules/widget/widget-origins.ts';
import { workflowHooksModule, workflowsModule } from './modules/workflows/index.ts';
import { createAuditLog } from './platform/audit/audit-log.ts';
import { type EventBus, InProcessEventBus } from './platform/events/event-bus.ts';
import { createEventLog, SequencedEventBus } from './platform/events/event-log.ts';
import { loadMessageEvent } from './platform/events/load-message-event.ts';
import { PgNotifyEventBus } from './platform/events/pg-notify-bus.ts';
import { registerModule } from './platform/http/api-module.ts';
import { installHttp, type RouteEntry } from './platform/http/install-http.ts';
import { waitForQuietListener, watchConnections } from './platform/http/quiet-listener.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue.ts';
import { databaseRateLimitStore } from './platform/limits/rate-limit-store.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import {
  createRealtimeServer,
  type DashboardSessionResolver,
  type RealtimeOptions,
  type RealtimeServer,
} from './platform/realtime/realtime-server.ts';
import { createVisitorSockets } from './platform/realtime/visitor-sockets.ts';
import { createApiKeyResolver, isApiKey, withApiKeys } from './platform/security/api-keys.ts';
import { logOptions } from './platform/security/log-redaction.ts';
import { createOutboundFetch, type OutboundFetch } from './platform/security/outbound-fetch.ts';
import { createSecretBox, parseSecretKeys } from './platform/security/secret-box.ts';
import { loadOrCreateSecret } from './platform/security/server-secret.ts';
import { createSessions } from './platform/security/sessions.ts';
import { createVisitorTokens } from './platform/security/visitor-token.ts';
import { createFileStore, type FileStore } from './platform/storage/file-store.ts';
import { createStorageRemovals } from './platform/storage/storage-removals.ts';
import { createSlackAlerts } from './platform/webhooks/slack-alerts.ts';
import { createWebhooks } from './platform/webhooks/webhooks.ts';

export interface ServerDeps {
  env: Env;
  database: DatabaseHandle;
  /** Default: the knowledge engine over the server's knowledge store (tests pass their own). */
  engine?: AgentEngine;
  /** Defaults: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. */
  bus?: EventBus;
  mailer?: Mailer;
  clock?: () => Date;
  /** Resolves /ws dashboard tokens instead of the sessions (tests inject their own). */
  resolveDashboardSession?: DashboardSessionResolver;
  /** WebSocket timings and bounds (defaults: 5 s auth, 30 s heartbeat, 1 MiB buffer). */
  realtime?: Pick<RealtimeOptions, 'authTimeoutMs' | 'heartbeatMs' | 'maxBufferedBytes'>;
  /** Default: pg-boss over the server's database. */
  jobs?: JobQueue;
  /** Fastify logger option; defaults to pino at env.LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** A pino logger to use instead (main.ts shares one for start-up and requests). */
  loggerInstance?: FastifyBaseLogger;
  /** Default: the guarded fetch over OUTBOUND_ALLOW_HOSTS (the fuzz suite refuses all). */
  outbound?: OutboundFetch;
  /** Default: the file store env.ts configures (DATA_DIR/files or S3). */
  storage?: FileStore;
}

/** Every module's services, built once (the inbox and tests call the chat's directly). */
type ModuleServices = Awaited<ReturnType<typeof registerModules>>;

export interface LisaServer {
  app: App;
  context: AppContext;
  services: ModuleServices;
  /** Every route with the access it declares (permissions.ts): what the role matrix calls. */
  routes: readonly RouteEntry[];
  realtime: RealtimeServer;
  /** Starts HTTP on env.PORT and WebSocket on env.WS_PORT (0 picks free ports). */
  listen(ports?: { http?: number; ws?: number }): Promise<{ httpUrl: string; wsUrl: string }>;
  /** Stops accepting, drains in-flight requests and mail, closes sockets, bus and database. */
  close(): Promise<void>;
}

/** The API's table of contents: every module, in the order its routes are registered. */
async function registerModules(app: App, context: AppContext) {
  return {
    health: await registerModule(app, context, healthModule),
    business: await registerModule(app, context, businessModule),
    chat: await registerModule(app, context, chatModule),
    forms: await registerModule(app, context, formsModule),
    auth: await registerModule(app, context, authModule),
    credits: await registerModule(app, context, creditsModule),
    conversations: await registerModule(app, context, conversationsModule),
    tasks: await registerModule(app, context, tasksModule),
    dashboardSummary: await registerModule(app, context, dashboardSummaryModule),
    knowledge: await registerModule(app, context, knowledgeModule),
    learnedQuestions: await registerModule(app, context, learnedQuestionsModule),
    inboxAnswers: await registerModule(app, context, inboxAnswersModule),
    agent: await registerModule(app, context, agentModule),
    onboarding: await registerModule(app, context, onboardingModule),
    team: await registerModule(app, context, teamModule),
    inbox: await registerModule(app, context, inboxModule),
    inboxSettings: await registerModule(app, context, inboxSettingsModule),
    cannedResponses: await registerModule(app, context, cannedResponsesModule),
    attachments: await registerModule(app, context, attachmentsModule),
    businesses: await registerModule(app, context, businessesModule),
    contacts: await registerModule(app, context, contactsModule),
    audit: await registerModule(app, context, auditModule),
    apiKeys: await registerModule(app, context, apiKeysModule),
    webhooks: await registerModule(app, context, webhooksModule),
    slack: await registerModule(app, context, slackModule),
    slackOAuth: await registerModule(app, context, slackOAuthModule),
    sales: await registerModule(app, context, salesModule),
    widget: await registerModule(app, context, widgetModule),
    workflows: await registerModule(app, context, workflowsModule),
    workflowHooks: await registerModule(app, context, workflowHooksModule),
    campaigns: await registerModule(app, context, campaignsModule),
    channels: await registerModule(app, context, channelsModule),
    connectors: await registerModule(app, context, connectorsModule),
    odooInventory: await registerModule(app, context, odooInventoryModule),
    analytics: await registerModule(app, context, analyticsModule),
    rating: await registerModule(app, context, ratingModule),
    apiDocs: await registerModule(app, context, apiDocsModule),
  };
}

async function buildContext(deps: ServerDeps, app: App): Promise<AppContext> {
  const { env, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const innerBus =
    deps.bus ??
    (database.postgresClient
      ? await PgNotifyEventBus.create({
          client: database.postgresClient,
          loadMessageEvent: (id) => loadMessageEvent(database.db, id),
          onError: (error) => app.log.error({ err: error }, 'event fan-out failed'),
        })
      : new InProcessEventBus((error) => app.log.error({ err: error }, 'event listener failed')));
  const eventLog = createEventLog(database.db, clock);
  const bus = new SequencedEventBus(innerBus, eventLog, (error) =>
    app.log.error({ err: error }, 'event log append failed'),
  );
  const mailer =
    deps.mailer ??
    createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log });
  const secret =
    env.VISITOR_TOKEN_SECRET ?? (await loadOrCreateSecret(database.db, 'visitor_token_secret'));
  if (env.SECRETS_KEYS.length === 0 && env.NODE_ENV === 'production') {
    app.log.warn(
      'SECRETS_KEYS is not set: secrets at rest are sealed with a key kept in the database',
    );
  }
  const secretKeys =
    env.SECRETS_KEYS.length > 0
      ? env.SECRETS_KEYS
      : parseSecretKeys(
          await loadOrCreateSecret(
            database.db,
            'secrets_key',
            () => `db:${randomBytes(32).toString('base64')}`,
          ),
        );
  const secrets = createSecretBox(secretKeys);
  const knowledge = createKnowledgeStore({ db: database.db, clock });
  const jobs = deps.jobs ?? createJobQueue({ database, log: app.log });
  const outboundFetch = deps.outbound ?? createOutboundFetch({ allow: env.OUTBOUND_ALLOW_HOSTS });
  const slack = createSlackAlerts({
    db: database.db,
    secrets,
    jobs,
    clock,
    fetch: outboundFetch,
    dashboardUrl: env.LISA_DASHBOARD_URL,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
  });
  const engine =
    deps.engine ?? (await createKnowledgeEngine({ env, store: knowledge, log: app.log }));
  const storage = deps.storage ?? createFileStore(env);
  return {
    env,
    db: database.db,
    database,
    bus,
    eventLog,
    visitorSockets: createVisitorSockets(),
    mailer,
    engine,
    clock,
    log: app.log,
    visitorTokens: createVisitorTokens(secret, clock),
    sessions: withApiKeys(
      createSessions({ db: database.db, clock }),
      createApiKeyResolver({ db: database.db, clock }),
    ),
    knowledge,
    audit: createAuditLog({ db: database.db, clock }),
    jobs,
    slack,
    webhooks: createWebhooks({
      db: database.db,
      jobs,
      mailer,
      clock,
      slack,
      fetch: outboundFetch,
      retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      dashboardUrl: env.LISA_DASHBOARD_URL,
      log: app.log,
      secrets,
    }),
    outbound: outboundFetch,
    secrets,
    storage,
    storageRemovals: createStorageRemovals({ db: database.db, storage, jobs, log: app.log }),
  };
}

export async function buildServer(deps: ServerDeps): Promise<LisaServer> {
  const { env, database } = deps;
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? logOptions(env.LOG_LEVEL) }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // Keep-alive sockets idle at shutdown are closed; busy ones finish their request.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  watchConnections(app.server);

  const context = await buildContext(deps, app);
  // On PostgreSQL (one or many instances) the request limit counts in the database.
  const { routes } = await installHttp(
    app,
    env,
    database.postgresClient ? databaseRateLimitStore(database.db) : undefined,
  );
  installWidgetOriginGuard(app, context);
  const services = await registerModules(app, context);
  // Every module has declared its jobs; due ones (also those missed while down) run now.
  await context.jobs.start();
  await context.storageRemovals.start();

  const { sessions } = context;
  const realtime = createRealtimeServer({
    bus: context.bus,
    eventLog: context.eventLog,
    visitorSockets: context.visitorSockets,
    visitorTokens: context.visitorTokens,
    visitorOriginAllowed: widgetOriginCheck(context),
    resolveDashboardSession:
      deps.resolveDashboardSession ??
      (async (token, businessId) => {
        // The live socket is for people in the dashboard; API keys use webhooks instead.
        if (isApiKey(token)) return null;
        const session = await sessions.resolve(token, businessId);
        if (!session?.role) return null;
        const [user] = await database.db
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, session.userId));
        return {
          businessId: session.businessId,
          userId: String(session.userId),
          ...(user ? { name: user.name } : {}),
        };
      }),
    log: app.log,
    onDashboardAlive: ({ userId, businessId }) => {
      services.team.presence
        .touch(Number(userId), businessId)
        .catch((error) => app.log.warn({ err: error }, 'presence update failed'));
    },
    ...deps.realtime,
  });

  let closed = false;
  return {
    app,
    context,
    services,
    routes,
    realtime,
    async listen(ports = {}) {
      await context.mailer.deliverQueued();
      const address = await app.listen({ port: ports.http ?? env.PORT, host: env.HOST });
      const wsPort = await realtime.listen(ports.ws ?? env.WS_PORT, env.HOST);
      const wsHost = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
      return { httpUrl: address, wsUrl: `ws://${wsHost}:${wsPort}/ws` };
    },
    async close() {
      if (closed) return;
      closed = true;
      // No new job competes with the requests being drained; running ones finish.
      await context.jobs.pause();
      // Answer what the kernel has already accepted before the listener goes away.
      // Half the grace: the other half is for answering what was accepted.
      await waitForQuietListener(app.server, { maxMs: env.SHUTDOWN_GRACE_MS / 2 });
      await Promise.all([app.close(), realtime.close()]);
      await context.jobs.stop();
      await context.mailer.close();
      await context.bus.close();
      await database.close();
    },
  };
}
