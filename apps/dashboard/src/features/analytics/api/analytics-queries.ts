import type { ApiClient } from '@lisa/api-client';
import type { AnalyticsMetric } from '@lisa/contracts/analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AnalyticsParams, fetchDrill, fetchReport } from './analytics-api.ts';

export const analyticsQueries = {
  all: ['analytics'] as const,
  report: (client: ApiClient, params: AnalyticsParams) =>
    queryOptions({
      queryKey: [...analyticsQueries.all, 'report', params],
      queryFn: ({ signal }) => fetchReport(client, params, signal),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  drill: (client: ApiClient, params: AnalyticsParams, metric: AnalyticsMetric) =>
    queryOptions({
      queryKey: [...analyticsQueries.all, 'drill', params, metric],
      queryFn: ({ signal }) => fetchDrill(client, params, metric, signal),
      staleTime: 30_000,
    }),
};
