import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createPublicApiApi, type PublicApiApi } from '../api/public-api-api.ts';
import { createSlackApi, type SlackApi } from '../api/slack-api.ts';

/** The API-key and webhook calls on the app's api-client. */
export function usePublicApiApi(): PublicApiApi {
  const { apiClient } = useServices();
  return useMemo(() => createPublicApiApi(apiClient), [apiClient]);
}

/** The Slack channel calls on the app's api-client. */
export function useSlackApi(): SlackApi {
  const { apiClient } = useServices();
  return useMemo(() => createSlackApi(apiClient), [apiClient]);
}
