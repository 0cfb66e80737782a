// The engine's ports in the API: knowledge answers from the agent engine, contact changes
// through the contacts enricher, leads/deals/tasks through the sales and tasks services,
// HTTP through the guarded outbound fetch (signed, with an idempotency key), timers through
// the durable job queue. A dry run (the builder's test panel) gets the same knowledge and
// fakes for everything else: nothing outside is touched.
import type { AgentEngine } from '@lisa/agent/types';
import type { ConnectorAction } from '@lisa/contracts/connectors';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@lisa/contracts/tasks';
import type { VariableValue } from '@lisa/contracts/workflows';
import {
  type BusinessOpeningHours,
  type ConnectorOutcome,
  DEFAULT_OPENING_HOURS,
  freeSlots,
  type HttpResponse,
  slotLabel,
  type WorkflowPorts,
} from '@lisa/workflows';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { contactTags } from '../../db/schema/contacts.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { OutboundFetch } from '../../platform/security/outbound-fetch.ts';
import { signWebhook } from '../../platform/webhooks/webhook-signature.ts';
import { ConnectorError } from '../connectors/apps/connector-http.ts';
import type { ConnectorsService } from '../connectors/connectors-service.ts';
import type { Enricher, LearnedDetails } from '../contacts/contact-enrich.ts';
import type { DealsService } from '../sales/deals-service.ts';
import type { LeadsService } from '../sales/leads-service.ts';
import type { TasksService } from '../tasks/tasks-service.ts';

export const WORKFLOW_TIMER_JOB = 'workflow-timer';
export interface WorkflowTimerJob {
  runId: number;
  stepId: string;
  kind: 'resume' | 'reminder';
  text?: string;
}

/** A timer a turn asked for, queued when the turn is saved (workflow-runs.ts saveTurn). */
export interface PendingTimer {
  at: Date;
  job: Omit<WorkflowTimerJob, 'runId'>;
}

export interface PortDeps {
  db: Database;
  engine: AgentEngine;
  clock: () => Date;
  jobs: JobQueue;
  outbound: OutboundFetch;
  enricher: Enricher;
  leads: LeadsService;
  deals: DealsService;
  tasks: TasksService;
  /** Backoff between HTTP attempts (tests shorten it). */
  httpRetry?: { attempts: number; baseMs: number };
  httpTimeoutMs?: number;
  /** Zoho CRM, Odoo, Kijani, Asana, Google Calendar (modules/connectors). */
  connectors: ConnectorsService;
  connectorRetry?: { attempts: number; baseMs: number };
}

export interface RunScope {
  runId: number;
  businessId: number;
  businessName: string;
  agentName: string;
  language: string;
  contactId: number | null;
  conversationId: number | null;
  timeZone: string;
  signingSecret: string;
  /** How many runs led to this one (its `trigger.depth` variable; 0 when none). */
  triggerDepth: number;
}

async function storedHours(db: Database, businessId: number) {
  const [row] = await db
    .select({ hours: agentSettings.businessHours })
    .from(agentSettings)
    .where(eq(agentSettings.businessId, businessId));
  return row?.hours ?? null;
}

export async function businessTimeZone(db: Database, businessId: number): Promise<string> {
  return (await storedHours(db, businessId))?.time_zone ?? DEFAULT_BUSINESS_TIME_ZONE;
}

/** The opening hours free slots are offered in (none saved: undefined, the connector's default). */
async function openingHours(
  db: Database,
  businessId: number,
): Promise<BusinessOpeningHours | undefined> {
  const stored = await storedHours(db, businessId);
  return stored ? { timeZone: stored.time_zone, days: stored.days } : undefined;
}

const CONTACT_FIELDS = new Set(['name', 'email', 'phone', 'company']);

function knowledgePort(deps: PortDeps, scope: RunScope): WorkflowPorts['knowledge'] {
  return async (question) => {
    const reply = await deps.engine.reply({
      businessId: scope.businessId,
      businessName: scope.businessName,
      agentName: scope.agentName,
      defaultLanguage: scope.language,
      message: question,
      history: [],
      now: deps.clock(),
    });
    const found = reply.decision === 'answer' || reply.decision === 'faq';
    // The run's reply carries no citation list, so the markers ("[1]") go too.
    return { found, text: reply.text.replace(/\s*\[\d+\]/g, '') };
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `timers` collects the turn's timers; the caller queues them with the save. */
export function livePorts(deps: PortDeps, scope: RunScope, timers: PendingTimer[]): WorkflowPorts {
  const { db } = deps;
  const contactId = () => {
    if (scope.contactId === null) throw new Error('This run has no contact');
    return scope.contactId;
  };
  return {
    now: deps.clock,
    timeZone: scope.timeZone,
    runKey: `workflow-run-${scope.runId}`,
    knowledge: knowledgePort(deps, scope),
    async updateContact({ fields, tags }) {
      const details: LearnedDetails = {};
      const attributes: NonNullable<LearnedDetails['attributes']> = {};
      for (const [name, value] of Object.entries(fields)) {
        if (value === null || value === '') continue;
        if (CONTACT_FIELDS.has(name)) details[name as 'name'] = String(value);
        else attributes[name] = value;
      }
      if (Object.keys(attributes).length) details.attributes = attributes;
      const id = await deps.enricher.enrich(
        scope.businessId,
        contactId(),
        details,
        'agent',
        scope.triggerDepth + 1,
      );
      if (tags.length) {
        await db
          .insert(contactTags)
          .values(tags.map((tag) => ({ contactId: id, businessId: scope.businessId, tag })))
          .onConflictDoNothing();
      }
    },
    async createLead(input) {
      const lead = await deps.leads.create(scope.businessId, {
        ...input,
        notes: [input.notes, 'Created by a workflow'].filter(Boolean).join('\n'),
      });
      return { id: lead.id };
    },
    async createDeal({ title, amount }) {
      const deal = await deps.deals.create(
        scope.businessId,
        {
          title,
          contact_id: scope.contactId,
          ...(amount !== undefined ? { amount_minor: Math.round(amount * 100) } : {}),
        },
        null,
      );
      return { id: deal.id };
    },
    async createTask({ title, description, dueAt }) {
      const task = await deps.tasks.create(scope.businessId, {
        title: title.slice(0, 200),
        description: description ?? null,
        due_at: dueAt?.toISOString() ?? null,
        contact_id: scope.contactId,
        conversation_id: scope.conversationId,
      });
      return { id: task.id };
    },
    async http(request): Promise<HttpResponse> {
      const timestamp = Math.floor(deps.clock().getTime() / 1000);
      const body = request.body ?? '';
      const response = await deps.outbound(request.url, {
        method: request.method,
        headers: {
          ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
          'idempotency-key': request.idempotencyKey,
          'x-lisa-signature': signWebhook(scope.signingSecret, timestamp, body),
        },
        ...(request.body !== undefined && request.method !== 'GET' ? { body } : {}),
        signal: AbortSignal.timeout(deps.httpTimeoutMs ?? 10_000),
        redirect: 'manual',
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: the text itself is the body.
      }
      return { status: response.status, body: parsed };
    },
    async connector(call): Promise<ConnectorOutcome> {
      try {
        const result = await deps.connectors.call(
          scope.businessId,
          call.app,
          call.action,
          call.input,
          call.idempotencyKey,
          scope.timeZone,
          call.action === 'find_slots' ? await openingHours(deps.db, scope.businessId) : undefined,
        );
        return { ok: true, recordId: result.recordId, output: result.output };
      } catch (error) {
        if (error instanceof ConnectorError) {
          return {
            ok: false,
            retryable: error.retryable,
            message: error.message,
            ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
          };
        }
        throw error;
      }
    },
    async schedule(at, job) {
      timers.push({ at, job });
    },
    sleep,
    ...(deps.httpRetry ? { httpRetry: deps.httpRetry } : {}),
    ...(deps.connectorRetry ? { connectorRetry: deps.connectorRetry } : {}),
  };
}

const DRY_OUTPUTS: Record<Exclude<ConnectorAction, 'find_slots'>, Record<string, VariableValue>> = {
  create_lead: { record_id: 'dry-run' },
  create_contact: { record_id: 'dry-run' },
  create_order: {
    record_id: 'dry-run',
    order_name: 'Dry-run order',
    amount_total: 0,
    partner_id: null,
  },
  create_task: { record_id: 'dry-run', task_url: null },
  check_inventory: { in_stock: true, quantity: 1, product_name: 'Dry-run product', price: null },
  check_availability: { available: true, busy_until: null },
  book_event: { record_id: 'dry-run', event_url: null, meet_url: null },
};

function drySlots(
  input: Record<string, string>,
  now: Date,
  timeZone: string,
  hours: BusinessOpeningHours | undefined,
): Record<string, VariableValue> {
  const bounded = (text: string | undefined, fallback: number, max: number) => {
    const value = Number(text);
    return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
  };
  const slots = freeSlots({
    busy: [],
    from: now,
    days: bounded(input.days, 7, 60),
    durationMinutes: bounded(input.duration_minutes, 30, 24 * 60),
    count: bounded(input.count, 3, 10),
    timeZone: hours?.timeZone ?? timeZone,
    hours: hours?.days ?? DEFAULT_OPENING_HOURS,
  }).map((slot) => ({
    label: slotLabel(slot.start, hours?.timeZone ?? timeZone),
    value: slot.start.toISOString(),
  }));
  return {
    slots: JSON.stringify(slots),
    slot_count: slots.length,
    first_slot: slots[0]?.value ?? null,
  };
}

/** The test panel's ports: real knowledge answers, nothing else leaves the engine. */
export function dryPorts(deps: PortDeps, scope: RunScope): WorkflowPorts {
  let fakeId = 0;
  const fake = async () => ({ id: ++fakeId });
  return {
    now: deps.clock,
    timeZone: scope.timeZone,
    runKey: `workflow-dry-run-${scope.runId}`,
    knowledge: knowledgePort(deps, scope),
    updateContact: async () => {},
    createLead: fake,
    createDeal: fake,
    createTask: fake,
    http: async () => ({ status: 200, body: { dry_run: true } }),
    // Nothing reaches the app: each action answers as if it went well (free slots as if
    // the calendar were empty, within the business's hours).
    connector: async ({ action, input }) => ({
      ok: true,
      recordId: 'dry-run',
      output:
        action === 'find_slots'
          ? drySlots(
              input,
              deps.clock(),
              scope.timeZone,
              await openingHours(deps.db, scope.businessId),
            )
          : DRY_OUTPUTS[action],
    }),
    schedule: async () => {},
    sleep: async () => {},
  };
}
