import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { datacenterQueries } from './datacenter-queries.ts';
import type { LearnedApi } from './learned-api.ts';

/** Under the data centre's keys: a change to the knowledge refreshes whether each is found. */
export const learnedQueries = {
  all: [...datacenterQueries.all, 'learned'] as const,
  list: (api: LearnedApi) =>
    infiniteQueryOptions({
      queryKey: [...learnedQueries.all, 'list'],
      queryFn: ({ pageParam, signal }) => api.list(pageParam ? { cursor: pageParam } : {}, signal),
      initialPageParam: 0,
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
  ofConversation: (api: LearnedApi, conversationId: number) =>
    queryOptions({
      queryKey: [...learnedQueries.all, 'conversation', conversationId],
      queryFn: ({ signal }) => api.list({ conversationId }, signal),
    }),
};
