import { z } from 'zod';
import { storedText } from './stored.ts';
import type { Permission } from './team.ts';

// Wire contract of the public API (the `lisa-api` integration): API keys that call the same
// REST routes a member uses, within their scopes (/api/api-keys), and outbound webhooks
// signed with a per-endpoint secret (/api/webhooks).

export const API_KEY_AREAS = [
  'conversations',
  'contacts',
  'sales',
  'tasks',
  'knowledge',
  'inventory',
] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];
export const API_KEY_SCOPES = API_KEY_AREAS.flatMap((area) => [
  `${area}:read` as const,
  `${area}:write` as const,
]);
export type ApiKeyScope = `${ApiKeyArea}:${'read' | 'write'}`;

/**
 * The scope each permission needs when the caller is an API key. A permission not listed
 * here (team, ownership, billing, settings, keys and webhooks themselves) is for people in
 * the dashboard only: a key gets 403 there whatever its scopes.
 */
export const PERMISSION_SCOPES: Partial<Record<Permission, ApiKeyScope>> = {
  'conversations.read': 'conversations:read',
  'conversations.reply': 'conversations:write',
  'contacts.read': 'contacts:read',
  'contacts.write': 'contacts:write',
  'sales.read': 'sales:read',
  'sales.write': 'sales:write',
  'tasks.read': 'tasks:read',
  'tasks.write': 'tasks:write',
  'knowledge.read': 'knowledge:read',
  'knowledge.write': 'knowledge:write',
  'inventory.sync': 'inventory:write',
};

/** Every key starts with this, so a leaked one is recognisable (and scanners can find it). */
export const API_KEY_PREFIX = 'lisa_sk_';
/** Requests per key per minute; over it: 429 with Retry-After. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;
export const MAX_API_KEYS = 25;

export const PUBLIC_API_TEXTS = {
  keyInvalid: 'This API key is not valid. It may have been revoked or have expired.',
  keyOutOfScope: 'This API key does not have the scope this route needs.',
  keyDashboardOnly: 'This route is for people signed in to the dashboard, not for API keys.',
  keyOtherBusiness: 'This API key belongs to another business.',
  keyRateLimited: (seconds: number) =>
    `Too many requests with this API key. Try again in ${seconds} seconds.`,
  tooManyKeys: `A business can have at most ${MAX_API_KEYS} active API keys. Revoke one first.`,
  tooManyEndpoints: 'A business can have at most 10 webhook endpoints.',
  endpointUrl: 'Enter the full address of your endpoint, starting with https:// or http://',
} as const;

const scopeSchema = z.enum(API_KEY_SCOPES as [ApiKeyScope, ...ApiKeyScope[]], {
  error: 'Unknown scope',
});

export const createApiKeySchema = z.object({
  name: storedText('Name').trim().min(1, 'Give the key a name').max(80, 'At most 80 characters'),
  scopes: z.array(scopeSchema).min(1, 'Choose at least one scope').max(API_KEY_SCOPES.length),
  /** ISO date-time; absent: the key does not expire. */
  expires_at: z.iso
    .datetime({ offset: true, error: 'Enter a date and time' })
    .nullable()
    .optional(),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart; the key itself is never shown again. */
  hint: z.string(),
  scopes: z.array(z.string()),
  created_by: personSchema.nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time the key itself is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });

// Webhooks

export const WEBHOOK_EVENTS = [
  'conversation.created',
  'conversation.handed_over',
  'conversation.resolved',
  'message.created',
  'contact.created',
  'contact.merged',
  'lead.created',
  'workflow.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const MAX_WEBHOOK_ENDPOINTS = 10;
/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-lisa-signature';
export const WEBHOOK_EVENT_ID_HEADER = 'x-lisa-event-id';
/** A delivery is retried for this long; an endpoint failing for this long is disabled. */
export const WEBHOOK_RETRY_HOURS = 24;
export const WEBHOOK_TIMEOUT_MS = 10_000;

const eventSchema = z.enum(WEBHOOK_EVENTS, { error: 'Unknown event' });

export const webhookEndpointInputSchema = z.object({
  url: storedText('URL').pipe(
    z
      .url({ protocol: /^https?$/, error: PUBLIC_API_TEXTS.endpointUrl })
      .max(2000, 'At most 2,000 characters'),
  ),
  events: z.array(eventSchema).min(1, 'Choose at least one event').max(WEBHOOK_EVENTS.length),
  description: storedText('Description').trim().max(200, 'At most 200 characters').optional(),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

export const webhookEndpointPatchSchema = webhookEndpointInputSchema.partial().extend({
  /** true re-enables an endpoint that was disabled after failing for 24 hours. */
  enabled: z.boolean().optional(),
});
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatchSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  /** When deliveries started failing without a success since (null: healthy). */
  failing_since: z.string().nullable(),
  /** The last characters of the signing secret. */
  secret_hint: z.string(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Creating an endpoint (or rotating its secret) is the only time the secret is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'retrying', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  /** The first 500 characters of the endpoint's answer, or what went wrong. */
  response_excerpt: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  next_cursor: z.string().nullable(),
});

/** What an endpoint receives (the raw body is what the signature covers). */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  business_id: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
