import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { creditsQueries } from '../api/credits-queries.ts';
import { CreditContext, type CreditContextValue } from './credit-context.ts';

/**
 * The signed-in business's credit (SPEC §7 GET /credit). The client never throws here: a
 * failed call falls back to the cached value, else 6960 with 'Credit endpoint temporarily
 * disabled'.
 */
export function CreditProvider({ children }: { children: ReactNode }) {
  const { apiClient } = useServices();
  const query = useQuery(creditsQueries.balance(apiClient));
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
