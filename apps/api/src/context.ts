// What route plugins receive (as plugin options, and as app.lisa): the database, the
// configuration, the event bus, the mailer, the clock and the shared services. The
// accounts and knowledge plugins register through routes/index.ts and use these.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AgentEngine } from '@lisa/agent/types';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import type { ChatService } from './modules/chat/chat-service.ts';
import type { EventBus } from './platform/events/event-bus.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { VisitorTokens } from './platform/security/visitor-token.ts';

export interface DashboardSession {
  businessId: number;
  userId: string;
}

/** Turns a dashboard session token into its business and user, or null when it is not valid. */
export type DashboardSessionResolver = (token: string) => Promise<DashboardSession | null>;

/**
 * Where the accounts area plugs its session lookup in for /ws. A resolver given to
 * buildServer (tests) takes precedence over one registered by a plugin.
 */
export class DashboardSessions {
  private registered: DashboardSessionResolver | null = null;

  constructor(private readonly injected: DashboardSessionResolver | null = null) {}

  register(resolver: DashboardSessionResolver): void {
    this.registered = resolver;
  }

  async resolve(token: string): Promise<DashboardSession | null> {
    const resolver = this.injected ?? this.registered;
    if (!resolver) return null;
    return resolver(token);
  }
}

export interface AppContext {
  env: Env;
  db: Database;
  database: DatabaseHandle;
  bus: EventBus;
  mailer: Mailer;
  engine: AgentEngine;
  /** Injectable clock: every "now" on the server comes from here. */
  clock: () => Date;
  visitorTokens: VisitorTokens;
  dashboardSessions: DashboardSessions;
  chat: ChatService;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    lisa: AppContext;
  }
}
