// The public API's management calls (/api/api-keys, /api/webhooks) on the api-client.
import type { ApiClient } from '@lisa/api-client';
import {
  type ApiKey,
  apiKeyListSchema,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  createdApiKeySchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
  type WebhookEndpointWithSecret,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@lisa/contracts/public-api';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createPublicApiApi(client: ApiClient) {
  return {
    keys: (signal?: AbortSignal): Promise<ApiKey[]> =>
      client
        .get('/api-keys', { schema: apiKeyListSchema, ...withSignal(signal) })
        .then((list) => list.keys),
    createKey: (body: CreateApiKeyRequest): Promise<CreatedApiKey> =>
      client.post('/api-keys', { json: body, schema: createdApiKeySchema }),
    revokeKey: (id: number): Promise<void> =>
      client.delete(`/api-keys/${id}`).then(() => undefined),
    endpoints: (signal?: AbortSignal): Promise<WebhookEndpoint[]> =>
      client
        .get('/webhooks', { schema: webhookEndpointListSchema, ...withSignal(signal) })
        .then((list) => list.endpoints),
    createEndpoint: (body: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> =>
      client.post('/webhooks', { json: body, schema: webhookEndpointWithSecretSchema }),
    updateEndpoint: (id: number, patch: WebhookEndpointPatch): Promise<WebhookEndpoint> =>
      client.patch(`/webhooks/${id}`, { json: patch, schema: webhookEndpointSchema }),
    rotateSecret: (id: number): Promise<WebhookEndpointWithSecret> =>
      client.post(`/webhooks/${id}/rotate-secret`, { schema: webhookEndpointWithSecretSchema }),
    deleteEndpoint: (id: number): Promise<void> =>
      client.delete(`/webhooks/${id}`).then(() => undefined),
    ping: (id: number): Promise<void> => client.post(`/webhooks/${id}/ping`).then(() => undefined),
    deliveries: (id: number, signal?: AbortSignal): Promise<WebhookDelivery[]> =>
      client
        .get(`/webhooks/${id}/deliveries`, {
          schema: webhookDeliveryListSchema,
          ...withSignal(signal),
        })
        .then((page) => page.deliveries),
    replay: (id: number, deliveryId: number): Promise<void> =>
      client.post(`/webhooks/${id}/deliveries/${deliveryId}/replay`).then(() => undefined),
  };
}

export type PublicApiApi = ReturnType<typeof createPublicApiApi>;
