import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createTeamApi, type TeamApi } from '../api/team-api.ts';

/** The team calls on the app's api-client. */
export function useTeamApi(): TeamApi {
  const { apiClient } = useServices();
  return useMemo(() => createTeamApi(apiClient), [apiClient]);
}
