import { CONTACTS_PAGE_SIZE, type MergeRequest } from '@lisa/contracts/contacts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ContactsApi } from './contacts-api.ts';

export interface ContactFilters {
  q?: string | undefined;
  tag?: string | undefined;
  owner?: string | undefined;
}

/** Keys under ['contacts'] (switching business resets every query). */
export const contactsQueries = {
  all: ['contacts'] as const,
  list: (api: ContactsApi, filters: ContactFilters) =>
    infiniteQueryOptions({
      queryKey: [...contactsQueries.all, 'list', filters],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        api.list(
          {
            ...filters,
            owner: filters.owner as 'me' | 'none' | undefined,
            cursor: pageParam,
            limit: CONTACTS_PAGE_SIZE,
          },
          signal,
        ),
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
  /** One contact's key; its notes, timeline and conversations sit below it. */
  contactKey: (id: number) => [...contactsQueries.all, 'contact', id] as const,
  contact: (api: ContactsApi, id: number) =>
    queryOptions({
      queryKey: contactsQueries.contactKey(id),
      queryFn: ({ signal }) => api.get(id, signal),
      retry: false,
    }),
  notes: (api: ContactsApi, id: number) =>
    queryOptions({
      queryKey: [...contactsQueries.all, 'contact', id, 'notes'],
      queryFn: ({ signal }) => api.notes(id, signal),
    }),
  timeline: (api: ContactsApi, id: number) =>
    queryOptions({
      queryKey: [...contactsQueries.all, 'contact', id, 'timeline'],
      queryFn: ({ signal }) => api.timeline(id, signal),
    }),
  conversations: (api: ContactsApi, id: number) =>
    queryOptions({
      queryKey: [...contactsQueries.all, 'contact', id, 'conversations'],
      queryFn: ({ signal }) => api.conversations(id, signal),
    }),
  attributes: (api: ContactsApi) =>
    queryOptions({
      queryKey: [...contactsQueries.all, 'attributes'],
      queryFn: ({ signal }) => api.attributes(signal),
    }),
  /** Contacts to merge with: the first ten matching the search, this one left out. */
  candidates: (api: ContactsApi, q: string, exclude: number) =>
    queryOptions({
      queryKey: [...contactsQueries.all, 'candidates', q, exclude],
      queryFn: async ({ signal }) =>
        (await api.list({ q: q || undefined, limit: 10 }, signal)).data.filter(
          (c) => c.id !== exclude,
        ),
    }),
  /** The merge's result without writing (the API runs it and rolls back). */
  mergePreview: (api: ContactsApi, request: MergeRequest) =>
    queryOptions({
      queryKey: [...contactsQueries.all, 'merge-preview', request],
      queryFn: () => api.merge({ ...request, dry_run: true }),
      retry: false,
    }),
  suggestions: (api: ContactsApi) =>
    queryOptions({
      queryKey: [...contactsQueries.all, 'suggestions'],
      queryFn: ({ signal }) => api.suggestions(signal),
    }),
};
