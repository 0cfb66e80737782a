import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** `onError` sees every failed query and mutation (the business membership rule uses it). */
export function createQueryClient(onError?: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      // The api layer already retries GETs with backoff (SPEC §7); no second retry layer.
      queries: { retry: false, refetchOnWindowFocus: true, staleTime: 30_000 },
    },
  });
}
