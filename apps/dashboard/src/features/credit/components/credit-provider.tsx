import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { CreditContext, type CreditContextValue } from './credit-context.ts';

export const CREDIT_QUERY_KEY = ['credit'] as const;

/**
 * The signed-in business's credit (SPEC §7 GET /credit). The client never throws here: a
 * failed call falls back to the cached value, else 6960 with 'Credit endpoint temporarily
 * disabled'.
 */
export function CreditProvider({ children }: { children: ReactNode }) {
  const { apiClient } = useServices();
  const query = useQuery({
    queryKey: CREDIT_QUERY_KEY,
    queryFn: () => apiClient.getCredit(),
    placeholderData: () => apiClient.readCachedCredit(),
  });
  const value = useMemo<CreditContextValue>(
    () => ({
      credit: query.data,
      isLoading: query.isPending || query.isPlaceholderData,
      refresh: () => query.refetch(),
    }),
    [query.data, query.isPending, query.isPlaceholderData, query.refetch],
  );
  return <CreditContext value={value}>{children}</CreditContext>;
}
