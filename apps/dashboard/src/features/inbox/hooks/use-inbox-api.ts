import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createTeamApi, type TeamApi } from '../../team/api/team-api.ts';
import { createInboxApi, type InboxApi } from '../api/inbox-api.ts';

/** The inbox calls on the app's api-client. */
export function useInboxApi(): InboxApi {
  const { apiClient } = useServices();
  return useMemo(() => createInboxApi(apiClient), [apiClient]);
}

/** The team calls the inbox reads (members for the assignee picker, who am I). */
export function useInboxTeamApi(): TeamApi {
  const { apiClient } = useServices();
  return useMemo(() => createTeamApi(apiClient), [apiClient]);
}
