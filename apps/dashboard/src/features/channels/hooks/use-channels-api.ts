import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { type ChannelsApi, createChannelsApi } from '../api/channels-api.ts';

/** The channel calls on the app's api-client. */
export function useChannelsApi(): ChannelsApi {
  const { apiClient } = useServices();
  return useMemo(() => createChannelsApi(apiClient), [apiClient]);
}
