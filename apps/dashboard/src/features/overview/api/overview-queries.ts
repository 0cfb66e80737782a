import type { ApiClient } from '@lisa/api-client';
import { queryOptions } from '@tanstack/react-query';
import { fetchSummary } from './overview-api.ts';

export const overviewQueries = {
  all: ['overview'] as const,
  summary: (client: ApiClient) =>
    queryOptions({
      queryKey: [...overviewQueries.all, 'summary'],
      queryFn: ({ signal }) => fetchSummary(client, signal),
      refetchInterval: 60_000,
    }),
};
