import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { type ConnectorsApi, createConnectorsApi } from '../api/connectors-api.ts';

/** The connector calls on the app's api-client. */
export function useConnectorsApi(): ConnectorsApi {
  const { apiClient } = useServices();
  return useMemo(() => createConnectorsApi(apiClient), [apiClient]);
}
