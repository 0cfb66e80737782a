import type { BoardQuery } from '@lisa/contracts/sales';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { LeadFilters, SalesApi } from './sales-api.ts';

/** Keys under ['sales'] (switching business resets every query, so no business in the key). */
export const salesQueries = {
  all: ['sales'] as const,
  boards: () => [...salesQueries.all, 'board'] as const,
  pipelines: (api: SalesApi) =>
    queryOptions({
      queryKey: [...salesQueries.all, 'pipelines'],
      queryFn: ({ signal }) => api.pipelines(signal),
    }),
  board: (api: SalesApi, query: Partial<BoardQuery>) =>
    queryOptions({
      queryKey: [...salesQueries.boards(), query],
      queryFn: ({ signal }) => api.board(query, signal),
    }),
  history: (api: SalesApi, dealId: number) =>
    queryOptions({
      queryKey: [...salesQueries.all, 'history', dealId],
      queryFn: ({ signal }) => api.history(dealId, signal),
    }),
  members: (api: SalesApi) =>
    queryOptions({
      queryKey: [...salesQueries.all, 'members'],
      queryFn: ({ signal }) => api.members(signal),
      staleTime: 60_000,
    }),
  leads: (api: SalesApi, filters: LeadFilters) =>
    infiniteQueryOptions({
      queryKey: [...salesQueries.all, 'leads', filters],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) => api.leads(filters, pageParam, signal),
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
};
