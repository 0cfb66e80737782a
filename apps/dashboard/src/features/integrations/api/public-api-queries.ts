import { queryOptions } from '@tanstack/react-query';
import type { PublicApiApi } from './public-api-api.ts';
import type { SlackApi } from './slack-api.ts';

/** The integrations' keys, under ['public-api'] (switching business resets every query). */
export const publicApiQueries = {
  all: ['public-api'] as const,
  keys: (api: PublicApiApi) =>
    queryOptions({
      queryKey: [...publicApiQueries.all, 'keys'],
      queryFn: ({ signal }) => api.keys(signal),
    }),
  endpoints: (api: PublicApiApi) =>
    queryOptions({
      queryKey: [...publicApiQueries.all, 'endpoints'],
      queryFn: ({ signal }) => api.endpoints(signal),
    }),
  slack: (api: SlackApi) =>
    queryOptions({
      queryKey: [...publicApiQueries.all, 'slack'],
      queryFn: ({ signal }) => api.list(signal),
    }),
  deliveries: (api: PublicApiApi, endpointId: number) =>
    queryOptions({
      queryKey: [...publicApiQueries.all, 'deliveries', endpointId],
      queryFn: ({ signal }) => api.deliveries(endpointId, signal),
      // Retries land in the background: the log reads again while it is open.
      refetchInterval: 5000,
    }),
};
