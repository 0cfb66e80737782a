import type { ApiClient } from '@lisa/api-client';
import { queryOptions } from '@tanstack/react-query';
import { fetchCreditHistory } from './credits-api.ts';

export const creditsQueries = {
  all: ['credits'] as const,
  /** The client never throws here: it falls back to the cached value, else 6960 (SPEC §7). */
  balance: (client: ApiClient) =>
    queryOptions({
      queryKey: [...creditsQueries.all, 'balance'],
      queryFn: () => client.getCredit(),
      placeholderData: () => client.readCachedCredit(),
    }),
  history: (client: ApiClient) =>
    queryOptions({
      queryKey: [...creditsQueries.all, 'history'],
      queryFn: ({ signal }) => fetchCreditHistory(client, signal),
    }),
};
