import { queryOptions } from '@tanstack/react-query';
import type { DatacenterApi } from './datacenter-api.ts';

/** Keys under ['datacenter'] (switching business resets every query). */
export const datacenterQueries = {
  all: ['datacenter'] as const,
  sources: (api: DatacenterApi) =>
    queryOptions({
      queryKey: [...datacenterQueries.all, 'sources'],
      queryFn: ({ signal }) => api.sources(signal),
    }),
  source: (api: DatacenterApi, id: number) =>
    queryOptions({
      queryKey: [...datacenterQueries.all, 'source', id],
      queryFn: ({ signal }) => api.source(id, signal),
    }),
  search: (api: DatacenterApi, q: string) =>
    queryOptions({
      queryKey: [...datacenterQueries.all, 'search', q],
      queryFn: ({ signal }) => api.search(q, signal),
      enabled: q.trim().length > 0,
    }),
  limits: (api: DatacenterApi) =>
    queryOptions({
      queryKey: [...datacenterQueries.all, 'limits'],
      queryFn: ({ signal }) => api.limits(signal),
    }),
  gaps: (api: DatacenterApi) =>
    queryOptions({
      queryKey: [...datacenterQueries.all, 'gaps'],
      queryFn: ({ signal }) => api.gaps(signal),
    }),
};
