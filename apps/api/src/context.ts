// What every module receives: the configuration, the database, the event bus, the mailer,
// the clock, the agent engine and the few services that several modules share (visitor
// tokens, dashboard sessions, the knowledge store the engine reads). server.ts builds each
// of them once.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AgentEngine } from '@lisa/agent/types';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import type { KnowledgeStore } from './modules/knowledge/knowledge-store.ts';
import type { AuditLog } from './platform/audit/audit-log.ts';
import type { EventBus } from './platform/events/event-bus.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { Sessions } from './platform/security/sessions.ts';
import type { VisitorTokens } from './platform/security/visitor-token.ts';

export interface AppContext {
  env: Env;
  db: Database;
  database: DatabaseHandle;
  bus: EventBus;
  mailer: Mailer;
  engine: AgentEngine;
  /** Injectable clock: every "now" on the server comes from here. */
  clock: () => Date;
  log: FastifyBaseLogger;
  visitorTokens: VisitorTokens;
  /** Dashboard sessions: signed in by the auth module, checked by the session guard and /ws. */
  sessions: Sessions;
  /** Every business's knowledge base: the engine searches it, the knowledge module edits it. */
  knowledge: KnowledgeStore;
  /** The append-only record of changes; every module that changes settings writes to it. */
  audit: AuditLog;
  /** Background jobs that survive a restart (reminders, ingestion, deliveries). */
  jobs: JobQueue;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
