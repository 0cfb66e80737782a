import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createDatacenterApi, type DatacenterApi } from '../api/datacenter-api.ts';

/** The data centre's calls on the app's api-client. */
export function useDatacenterApi(): DatacenterApi {
  const { apiClient } = useServices();
  return useMemo(() => createDatacenterApi(apiClient), [apiClient]);
}
