import type { ApiClient } from '@lisa/api-client';
import { queryOptions } from '@tanstack/react-query';
import { fetchHealth } from './system-status-api.ts';

/** Polling period of the live view; the WebSocket row updates on every state change. */
export const STATUS_POLL_MS = 10_000;

export const systemStatusQueries = {
  all: ['system-status'] as const,
  health: (client: ApiClient) =>
    queryOptions({
      queryKey: [...systemStatusQueries.all, 'health'],
      queryFn: ({ signal }) => fetchHealth(client, signal),
      refetchInterval: STATUS_POLL_MS,
      staleTime: 0,
    }),
};
