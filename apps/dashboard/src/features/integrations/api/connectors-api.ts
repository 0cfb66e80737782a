// The connectors' calls (/api/connectors: Zoho CRM, Odoo, Kijani, Asana, Google Calendar).
import type { ApiClient } from '@lisa/api-client';
import {
  type ConnectorApp,
  type ConnectorConnection,
  type ConnectorConnectResponse,
  type ConnectorLogEntry,
  connectorConnectionSchema,
  connectorConnectResponseSchema,
  connectorListSchema,
  connectorLogSchema,
  type ZohoContactSync,
  type ZohoSyncProgress,
  zohoContactSyncSchema,
  zohoSyncProgressSchema,
} from '@lisa/contracts/connectors';
import { queryOptions } from '@tanstack/react-query';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createConnectorsApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal): Promise<ConnectorConnection[]> =>
      client
        .get('/connectors', { schema: connectorListSchema, ...withSignal(signal) })
        .then((list) => list.connectors),
    get: (app: ConnectorApp, signal?: AbortSignal): Promise<ConnectorConnection> =>
      client.get(`/connectors/${app}`, {
        schema: connectorConnectionSchema,
        ...withSignal(signal),
      }),
    connect: (
      app: ConnectorApp,
      settings: Record<string, string>,
    ): Promise<ConnectorConnectResponse> =>
      client.put(`/connectors/${app}`, { json: settings, schema: connectorConnectResponseSchema }),
    test: (app: ConnectorApp): Promise<ConnectorConnectResponse> =>
      client.post(`/connectors/${app}/test`, { schema: connectorConnectResponseSchema }),
    disconnect: (app: ConnectorApp): Promise<void> =>
      client.delete(`/connectors/${app}`).then(() => undefined),
    log: (app: ConnectorApp, signal?: AbortSignal): Promise<ConnectorLogEntry[]> =>
      client
        .get(`/connectors/${app}/log`, { schema: connectorLogSchema, ...withSignal(signal) })
        .then((log) => log.entries),
    syncZohoContacts: (): Promise<ZohoContactSync> =>
      client.post('/connectors/zoho-crm/sync-contacts', { schema: zohoContactSyncSchema }),
    zohoSyncProgress: (signal?: AbortSignal): Promise<ZohoSyncProgress> =>
      client.get('/connectors/zoho-crm/sync-contacts', {
        schema: zohoSyncProgressSchema,
        ...withSignal(signal),
      }),
  };
}

export type ConnectorsApi = ReturnType<typeof createConnectorsApi>;

/** Under ['connectors'] (switching business resets every query). */
export const connectorsQueries = {
  all: ['connectors'] as const,
  list: (api: ConnectorsApi) =>
    queryOptions({
      queryKey: [...connectorsQueries.all, 'list'],
      queryFn: ({ signal }) => api.list(signal),
    }),
  one: (api: ConnectorsApi, app: ConnectorApp) =>
    queryOptions({
      queryKey: [...connectorsQueries.all, 'one', app],
      queryFn: ({ signal }) => api.get(app, signal),
    }),
  zohoSyncProgress: (api: ConnectorsApi) =>
    queryOptions({
      queryKey: [...connectorsQueries.all, 'zoho-sync-progress'],
      queryFn: ({ signal }) => api.zohoSyncProgress(signal),
    }),
  log: (api: ConnectorsApi, app: ConnectorApp) =>
    queryOptions({
      queryKey: [...connectorsQueries.all, 'log', app],
      queryFn: ({ signal }) => api.log(app, signal),
    }),
};
