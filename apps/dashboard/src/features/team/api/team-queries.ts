import { AUDIT_PAGE_SIZE } from '@lisa/contracts/team';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { TeamApi } from './team-api.ts';

export interface AuditFilters {
  /** A member's user id. */
  actor?: number | undefined;
  /** A kind, or a prefix ending in a dot (`team.`). */
  kind?: string | undefined;
}

/** Keys under ['team'] (switching business resets every query, so no business in the key). */
export const teamQueries = {
  all: ['team'] as const,
  me: (api: TeamApi) =>
    queryOptions({
      queryKey: [...teamQueries.all, 'me'],
      queryFn: ({ signal }) => api.me(signal),
    }),
  members: (api: TeamApi) =>
    queryOptions({
      queryKey: [...teamQueries.all, 'members'],
      queryFn: ({ signal }) => api.members(signal),
      // Teammates' availability and joins have no /ws event yet: read again every minute.
      refetchInterval: 60_000,
    }),
  audit: (api: TeamApi, filters: AuditFilters) =>
    infiniteQueryOptions({
      queryKey: [...teamQueries.all, 'audit', filters],
      initialPageParam: undefined as number | undefined,
      queryFn: ({ pageParam, signal }) =>
        api.auditLog({ ...filters, cursor: pageParam, limit: AUDIT_PAGE_SIZE }, signal),
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
};
