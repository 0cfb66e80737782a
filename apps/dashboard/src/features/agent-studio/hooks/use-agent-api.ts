import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { type AgentApi, createAgentApi } from '../api/agent-api.ts';

/** The agent calls on the app's api-client. */
export function useAgentApi(): AgentApi {
  const { apiClient } = useServices();
  return useMemo(() => createAgentApi(apiClient), [apiClient]);
}
