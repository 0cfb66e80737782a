// Webhook endpoints of a business: an owner or admin adds an endpoint with the events it
// wants and gets its signing secret once; lists it (the secret's last characters only),
// changes it, rotates the secret, turns it back on after it was disabled, deletes it, reads
// its deliveries and replays one. Publishing and delivering are the platform's
// (platform/webhooks).
import {
  MAX_WEBHOOK_ENDPOINTS,
  PUBLIC_API_TEXTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
  type WebhookEndpointWithSecret,
} from '@lisa/contracts/public-api';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/public-api.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';
import { openRowSecret, sealRowSecret } from '../../platform/security/row-secret.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { newWebhookSecret } from '../../platform/webhooks/webhook-signature.ts';
import type { Webhooks } from '../../platform/webhooks/webhooks.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
const DELIVERIES_PAGE = 50;

const endpointView = (row: EndpointRow, secrets: SecretBox): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  enabled: row.enabled,
  disabled_reason: row.disabledReason,
  failing_since: row.failingSince?.toISOString() ?? null,
  secret_hint: `…${openRowSecret(secrets, 'webhook', row.id, row.secret).slice(-4)}`,
  created_at: row.createdAt.toISOString(),
});

export function createWebhooksService(options: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
  webhooks: Webhooks;
  secrets: SecretBox;
}) {
  const { db, clock, audit, webhooks, secrets } = options;
  const view = (row: EndpointRow) => endpointView(row, secrets);

  async function own(businessId: number, id: number): Promise<EndpointRow> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.businessId, businessId)));
    if (!row) throw new NotFoundError(`Webhook endpoint ${id} not found`);
    return row;
  }

  return {
    async list(businessId: number): Promise<WebhookEndpoint[]> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.businessId, businessId))
        .orderBy(webhookEndpoints.id);
      return rows.map(view);
    },

    async create(
      businessId: number,
      input: WebhookEndpointInput,
      actor: AuditActor,
    ): Promise<WebhookEndpointWithSecret> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ n: count() })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.businessId, businessId));
        if ((existing?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) {
          throw new AppError(409, 'conflict', PUBLIC_API_TEXTS.tooManyEndpoints);
        }
        const secret = newWebhookSecret();
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({
            businessId,
            url: input.url,
            events: [...new Set(input.events)],
            description: input.description || null,
            // Sealed below, bound to the id the insert gives.
            secret: '',
            createdBy: actor.userId,
            createdAt: clock(),
          })
          .returning();
        if (!row) throw new Error('webhook endpoint insert returned no row');
        row.secret = sealRowSecret(secrets, 'webhook', row.id, secret);
        await tx
          .update(webhookEndpoints)
          .set({ secret: row.secret })
          .where(eq(webhookEndpoints.id, row.id));
        await audit.record(
          businessId,
          actor,
          { kind: 'integrations.webhook.created', target: row.url, after: { events: row.events } },
          tx,
        );
        return { ...view(row), secret };
      });
    },

    async update(
      businessId: number,
      id: number,
      patch: WebhookEndpointPatch,
      actor: AuditActor,
    ): Promise<WebhookEndpoint> {
      const before = await own(businessId, id);
      const reenable = patch.enabled === true && !before.enabled;
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(patch.url !== undefined ? { url: patch.url } : {}),
          ...(patch.events !== undefined ? { events: [...new Set(patch.events)] } : {}),
          ...(patch.description !== undefined ? { description: patch.description || null } : {}),
          ...(patch.enabled === false
            ? { enabled: false, disabledReason: 'Turned off by a member.' }
            : {}),
          ...(reenable ? { enabled: true, disabledReason: null, failingSince: null } : {}),
        })
        .where(eq(webhookEndpoints.id, before.id))
        .returning();
      if (!row) throw new NotFoundError(`Webhook endpoint ${id} not found`);
      await audit.record(businessId, actor, {
        kind: 'integrations.webhook.updated',
        target: row.url,
        before: { url: before.url, events: before.events, enabled: before.enabled },
        after: { url: row.url, events: row.events, enabled: row.enabled },
      });
      return view(row);
    },

    async rotateSecret(
      businessId: number,
      id: number,
      actor: AuditActor,
    ): Promise<WebhookEndpointWithSecret> {
      await own(businessId, id);
      const secret = newWebhookSecret();
      const [row] = await db
        .update(webhookEndpoints)
        .set({ secret: sealRowSecret(secrets, 'webhook', id, secret) })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (!row) throw new NotFoundError(`Webhook endpoint ${id} not found`);
      await audit.record(businessId, actor, {
        kind: 'integrations.webhook.secret_rotated',
        target: row.url,
      });
      return { ...view(row), secret };
    },

    async remove(businessId: number, id: number, actor: AuditActor): Promise<void> {
      const row = await own(businessId, id);
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
      await audit.record(businessId, actor, {
        kind: 'integrations.webhook.deleted',
        target: row.url,
      });
    },

    async deliveries(
      businessId: number,
      id: number,
      cursor: number | undefined,
    ): Promise<{ deliveries: WebhookDelivery[]; next_cursor: string | null }> {
      await own(businessId, id);
      const rows = await db
        .select({ delivery: webhookDeliveries, event: webhookEvents.type })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(
          and(
            eq(webhookDeliveries.endpointId, id),
            cursor ? lt(webhookDeliveries.id, cursor) : undefined,
          ),
        )
        .orderBy(desc(webhookDeliveries.id))
        .limit(DELIVERIES_PAGE + 1);
      const page = rows.slice(0, DELIVERIES_PAGE);
      return {
        deliveries: page.map(({ delivery, event }) => ({
          id: delivery.id,
          event_id: delivery.eventId,
          event,
          status: delivery.status,
          attempts: delivery.attempts,
          response_status: delivery.responseStatus,
          duration_ms: delivery.durationMs,
          response_excerpt: delivery.responseExcerpt,
          next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
          created_at: delivery.createdAt.toISOString(),
          delivered_at: delivery.deliveredAt?.toISOString() ?? null,
        })),
        next_cursor: rows.length > DELIVERIES_PAGE ? String(page.at(-1)?.delivery.id) : null,
      };
    },

    async replay(businessId: number, id: number, deliveryId: number): Promise<void> {
      const endpoint = await own(businessId, id);
      if (!endpoint.enabled) {
        throw new AppError(409, 'conflict', 'Turn the endpoint on before replaying deliveries.');
      }
      const [delivery] = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)));
      if (!delivery) throw new NotFoundError(`Delivery ${deliveryId} not found`);
      await webhooks.replay(delivery.id);
    },

    /** Sends a `ping` event to this endpoint only, to check it is reachable and verifies. */
    async ping(businessId: number, id: number): Promise<void> {
      const endpoint = await own(businessId, id);
      await webhooks.sendTo(endpoint.id, businessId, 'ping', { endpoint_id: endpoint.id });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
