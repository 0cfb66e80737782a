import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createInviteApi, type InviteApi } from '../api/invite-api.ts';

export function useInviteApi(): InviteApi {
  const { apiClient } = useServices();
  return useMemo(() => createInviteApi(apiClient), [apiClient]);
}
