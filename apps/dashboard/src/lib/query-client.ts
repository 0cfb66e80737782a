import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The api layer already retries GETs with backoff (SPEC §7); no second retry layer.
      queries: { retry: false, refetchOnWindowFocus: true, staleTime: 30_000 },
    },
  });
}
