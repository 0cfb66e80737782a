// Outbound webhooks (and, through them, Slack alerts): a module publishes an event (in the transaction that caused it); the
// event is stored once with its id and one delivery is queued per enabled endpoint of the
// business that asked for that event type. A delivery job POSTs the signed payload, records
// the answer, and on a non-2xx answer or a timeout schedules the next attempt with
// exponential backoff and jitter for 24 hours. An endpoint that has failed for 24 hours
// without a success is disabled and the business's owners are emailed.
//
// Exactly once per event per endpoint when nothing fails: the (endpoint, event) pair is
// unique, a sender claims a delivery with a lease before sending, and a delivered one is
// never sent again except by an explicit replay. Receivers dedupe by the event id all the
// same (a process killed between sending and recording sends again after the lease).
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEventType,
  type WebhookPayload,
} from '@lisa/contracts/public-api';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { businesses } from '../../db/schema/core.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/public-api.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { openRowSecret } from '../security/row-secret.ts';
import type { SecretBox } from '../security/secret-box.ts';
import type { SlackAlerts } from './slack-alerts.ts';
import { signWebhook } from './webhook-signature.ts';

export const DELIVERY_JOB = 'webhook-delivery';
const MAX_BACKOFF_MS = 60 * 60 * 1000;
const EXCERPT_CHARS = 500;
const RETRY_WINDOW_MS = WEBHOOK_RETRY_HOURS * 60 * 60 * 1000;

export interface WebhooksOptions {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  clock: () => Date;
  /** The fetch deliveries go through (SSRF-checked in production). */
  fetch: typeof fetch;
  retryBaseMs: number;
  timeoutMs: number;
  dashboardUrl: string;
  log: { warn(obj: object, msg: string): void };
  /** Opens the endpoints' sealed signing secrets. */
  secrets: SecretBox;
  /** Jitter source in [0, 1) (tests pin it). */
  random?: () => number;
  /** The Slack channels that turn some of the same events into alerts. */
  slack?: SlackAlerts;
}

export interface Webhooks {
  /**
   * Stores the event and queues a delivery to every enabled endpoint of the business that
   * subscribed to its type. Pass the transaction that made the change: the event then exists
   * exactly when the change does.
   */
  publish(
    executor: Executor,
    businessId: number,
    type: WebhookEventType,
    data: Record<string, unknown>,
  ): Promise<void>;
  /** One event to one endpoint, whatever it subscribed to (the "send a test event" button). */
  sendTo(
    endpointId: number,
    businessId: number,
    type: 'ping',
    data: Record<string, unknown>,
  ): Promise<void>;
  /** Sends a delivery again now (the replay button), whatever its status. */
  replay(deliveryId: number): Promise<void>;
}

export function createWebhooks(options: WebhooksOptions): Webhooks {
  const { db, jobs, clock } = options;
  const random = options.random ?? Math.random;

  function backoffMs(attempts: number): number {
    const base = Math.min(MAX_BACKOFF_MS, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
    // Full jitter between half and the whole delay: retries of many deliveries spread out.
    return Math.round(base / 2 + (random() * base) / 2);
  }

  async function enqueueDelivery(executor: Executor, deliveryId: number, runAt?: Date) {
    await jobs.enqueue(DELIVERY_JOB, { deliveryId }, { executor, ...(runAt ? { runAt } : {}) });
  }

  async function send(deliveryId: number): Promise<void> {
    const now = clock();
    const leaseUntil = new Date(now.getTime() + options.timeoutMs + 30_000);
    const [delivery] = await db
      .update(webhookDeliveries)
      .set({ lockedUntil: leaseUntil })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          inArray(webhookDeliveries.status, ['pending', 'retrying']),
          or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
        ),
      )
      .returning();
    if (!delivery) return; // delivered, given up, or being sent by another worker
    const [row] = await db
      .select({ endpoint: webhookEndpoints, event: webhookEvents })
      .from(webhookEndpoints)
      .innerJoin(webhookEvents, eq(webhookEvents.id, delivery.eventId))
      .where(eq(webhookEndpoints.id, delivery.endpointId));
    if (!row) return;
    const { endpoint, event } = row;
    if (!endpoint.enabled) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', lockedUntil: null, nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    }

    const payload: WebhookPayload = {
      id: event.id,
      type: event.type,
      created_at: event.createdAt.toISOString(),
      business_id: event.businessId,
      data: event.data,
    };
    const body = JSON.stringify(payload);
    const timestamp = Math.floor(now.getTime() / 1000);
    const started = performance.now();
    let status: number | null = null;
    let excerpt: string;
    try {
      const response = await options.fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Lisa-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(
            openRowSecret(options.secrets, 'webhook', endpoint.id, endpoint.secret),
            timestamp,
            body,
          ),
          [WEBHOOK_EVENT_ID_HEADER]: event.id,
          'x-lisa-event': event.type,
          'x-lisa-delivery': String(delivery.id),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      excerpt = (await response.text().catch(() => '')).slice(0, EXCERPT_CHARS);
    } catch (error) {
      excerpt = describeFailure(error, options.timeoutMs);
    }
    const durationMs = Math.round(performance.now() - started);
    const ok = status !== null && status >= 200 && status < 300;
    const attempts = delivery.attempts + 1;
    const recorded = {
      attempts,
      responseStatus: status,
      durationMs,
      responseExcerpt: excerpt,
      lockedUntil: null,
    };

    if (ok) {
      await db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ ...recorded, status: 'delivered', deliveredAt: now, nextAttemptAt: null })
          .where(eq(webhookDeliveries.id, delivery.id));
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null })
          .where(eq(webhookEndpoints.id, endpoint.id));
      });
      return;
    }

    const failingSince = endpoint.failingSince ?? now;
    const endpointDead = now.getTime() - failingSince.getTime() >= RETRY_WINDOW_MS;
    const givenUp = endpointDead || now.getTime() - delivery.createdAt.getTime() >= RETRY_WINDOW_MS;
    const nextAttemptAt = givenUp ? null : new Date(now.getTime() + backoffMs(attempts));
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...recorded, status: givenUp ? 'failed' : 'retrying', nextAttemptAt })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx
        .update(webhookEndpoints)
        .set({ failingSince })
        .where(eq(webhookEndpoints.id, endpoint.id));
      if (nextAttemptAt) {
        // Scheduled on the real clock: the delay is what matters to the queue.
        await enqueueDelivery(
          tx,
          delivery.id,
          new Date(Date.now() + nextAttemptAt.getTime() - now.getTime()),
        );
      }
    });
    if (endpointDead) await disable(endpoint.id, endpoint.businessId, endpoint.url);
  }

  async function disable(endpointId: number, businessId: number, url: string): Promise<void> {
    const reason = `Deliveries failed for ${WEBHOOK_RETRY_HOURS} hours without a success.`;
    const [changed] = await db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: reason })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (!changed) return; // already disabled (and the owners already told)
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          inArray(webhookDeliveries.status, ['pending', 'retrying']),
        ),
      );
    const owners = await db
      .select({ email: users.email, business: businesses.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(businesses, eq(businesses.id, memberships.businessId))
      .where(and(eq(memberships.businessId, businessId), eq(memberships.role, 'owner')));
    for (const owner of owners) {
      await options.mailer.send({
        to: owner.email,
        kind: 'webhook_disabled',
        subject: `A webhook endpoint of ${owner.business} was turned off`,
        text: [
          `Lisa could not deliver events to ${url} for ${WEBHOOK_RETRY_HOURS} hours, so the endpoint was turned off.`,
          '',
          'Fix the endpoint, then turn it back on and replay the failed deliveries:',
          `${options.dashboardUrl}/dashboard/integrations/lisa-api`,
        ].join('\n'),
      });
    }
  }

  async function record(
    executor: Executor,
    businessId: number,
    type: string,
    data: Record<string, unknown>,
    endpointIds: number[],
  ): Promise<void> {
    if (endpointIds.length === 0) return;
    const [event] = await executor
      .insert(webhookEvents)
      .values({ businessId, type, data, createdAt: clock() })
      .returning({ id: webhookEvents.id });
    if (!event) throw new Error('webhook event insert returned no row');
    const deliveries = await executor
      .insert(webhookDeliveries)
      .values(endpointIds.map((endpointId) => ({ endpointId, eventId: event.id })))
      .returning({ id: webhookDeliveries.id });
    for (const delivery of deliveries) await enqueueDelivery(executor, delivery.id);
  }

  jobs.define<{ deliveryId: number }>(DELIVERY_JOB, async ({ deliveryId }) => {
    await send(deliveryId);
  });

  return {
    async publish(executor, businessId, type, data) {
      const endpoints = await executor
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.businessId, businessId),
            eq(webhookEndpoints.enabled, true),
            sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
          ),
        );
      await record(
        executor,
        businessId,
        type,
        data,
        endpoints.map((endpoint) => endpoint.id),
      );
      await options.slack?.notify(executor, businessId, type, data);
    },

    async sendTo(endpointId, businessId, type, data) {
      await db.transaction((tx) => record(tx, businessId, type, data, [endpointId]));
    },

    async replay(deliveryId) {
      await db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ status: 'pending', lockedUntil: null, nextAttemptAt: null })
          .where(eq(webhookDeliveries.id, deliveryId));
        await enqueueDelivery(tx, deliveryId);
      });
    },
  };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `No answer within ${timeoutMs / 1000} seconds.`;
  }
  return `Could not reach the endpoint: ${unreachableReason(error)}`.slice(0, EXCERPT_CHARS);
}

/** Why a fetch failed: undici hides the network error (ECONNREFUSED, ENOTFOUND…) in `cause`. */
export function unreachableReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
