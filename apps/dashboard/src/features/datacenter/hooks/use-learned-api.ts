import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createLearnedApi, type LearnedApi } from '../api/learned-api.ts';

/** The learned-question calls on the app's api-client (the data centre and the inbox). */
export function useLearnedApi(): LearnedApi {
  const { apiClient } = useServices();
  return useMemo(() => createLearnedApi(apiClient), [apiClient]);
}
