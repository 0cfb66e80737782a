import { type ConversationListQuery, INBOX_PAGE_SIZE } from '@lisa/contracts/inbox';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { InboxApi } from './inbox-api.ts';

// Live changes arrive over /ws and invalidate these keys; the slow poll is only a safety net
// for a socket that is down or a frame the client could not read.
const SAFETY_POLL_MS = 30_000;

/** Keys under ['inbox'] (switching business resets every query, so no business in the key). */
export const inboxQueries = {
  all: ['inbox'] as const,
  lists: ['inbox', 'list'] as const,
  conversations: ['inbox', 'conversation'] as const,
  threads: ['inbox', 'messages'] as const,
  list: (api: InboxApi, query: ConversationListQuery) =>
    infiniteQueryOptions({
      queryKey: [...inboxQueries.lists, query],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        api.list({ ...query, cursor: pageParam, limit: INBOX_PAGE_SIZE }, signal),
      getNextPageParam: (page) => page.next_cursor ?? undefined,
      refetchInterval: SAFETY_POLL_MS,
    }),
  conversation: (api: InboxApi, id: number) =>
    queryOptions({
      queryKey: [...inboxQueries.conversations, id],
      queryFn: ({ signal }) => api.conversation(id, signal),
      refetchInterval: SAFETY_POLL_MS,
    }),
  /** Page 0 holds the newest messages; each next page is older ("Load earlier"). */
  messages: (api: InboxApi, id: number) =>
    infiniteQueryOptions({
      queryKey: [...inboxQueries.threads, id],
      initialPageParam: undefined as number | undefined,
      queryFn: ({ pageParam, signal }) => api.messages(id, pageParam, signal),
      getNextPageParam: (page) => page.next_before ?? undefined,
      refetchInterval: SAFETY_POLL_MS,
    }),
  /** How many conversations wait for a person (the tab title's count). */
  waitingCount: (api: InboxApi) =>
    queryOptions({
      queryKey: [...inboxQueries.all, 'waiting-count'],
      queryFn: ({ signal }) =>
        api.list({ status: 'waiting', limit: 1 }, signal).then((page) => page.counts.waiting),
      refetchInterval: SAFETY_POLL_MS,
    }),
  settings: (api: InboxApi) =>
    queryOptions({
      queryKey: [...inboxQueries.all, 'settings'],
      queryFn: ({ signal }) => api.settings(signal),
      staleTime: 60_000,
    }),
  tags: (api: InboxApi) =>
    queryOptions({
      queryKey: [...inboxQueries.all, 'tags'],
      queryFn: ({ signal }) => api.tags(signal),
      staleTime: 60_000,
    }),
  canned: (api: InboxApi) =>
    queryOptions({
      queryKey: [...inboxQueries.all, 'canned'],
      queryFn: ({ signal }) => api.cannedResponses(signal),
      staleTime: 60_000,
    }),
};
