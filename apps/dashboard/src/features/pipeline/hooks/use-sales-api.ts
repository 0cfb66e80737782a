import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createSalesApi, type SalesApi } from '../api/sales-api.ts';

/** The sales calls on the app's api-client. */
export function useSalesApi(): SalesApi {
  const { apiClient } = useServices();
  return useMemo(() => createSalesApi(apiClient), [apiClient]);
}
