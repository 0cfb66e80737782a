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
import type { EventLog } from './platform/events/event-log.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { VisitorSockets } from './platform/realtime/visitor-sockets.ts';
import type { OutboundFetch } from './platform/security/outbound-fetch.ts';
import type { SecretBox } from './platform/security/secret-box.ts';
import type { Sessions } from './platform/security/sessions.ts';
import type { VisitorTokens } from './platform/security/visitor-token.ts';
import type { FileStore } from './platform/storage/file-store.ts';
import type { StorageRemovals } from './platform/storage/storage-removals.ts';
import type { SlackAlerts } from './platform/webhooks/slack-alerts.ts';
import type { Webhooks } from './platform/webhooks/webhooks.ts';

export interface AppContext {
  env: Env;
  db: Database;
  database: DatabaseHandle;
  bus: EventBus;
  /** The numbered, kept events behind resume-by-event-id (the bus appends to it). */
  eventLog: EventLog;
  /** Conversations whose visitor has a socket open here (a reply to one who is gone is emailed). */
  visitorSockets: VisitorSockets;
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
  /** Outbound webhooks: modules publish events here, in the transaction that caused them. */
  webhooks: Webhooks;
  /** Slack channels' alerts (raised through webhooks.publish; set up by the slack module). */
  slack: SlackAlerts;
  /**
   * The fetch for every URL a business supplies (knowledge pages, webhooks, connectors):
   * public addresses only, checked where the socket connects and at every redirect, unless
   * OUTBOUND_ALLOW_HOSTS allows more (platform/security/outbound-fetch.ts).
   */
  outbound: OutboundFetch;
  /**
   * Seals secrets before they are stored (integration credentials, webhook and identity
   * secrets) and opens them where they are used; read routes never return them whole.
   */
  secrets: SecretBox;
  /** File bytes (attachments): DATA_DIR/files, or S3 when configured (platform/storage). */
  storage: FileStore;
  /** Removes stored bytes once the rows naming them are gone (platform/storage). */
  storageRemovals: StorageRemovals;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
