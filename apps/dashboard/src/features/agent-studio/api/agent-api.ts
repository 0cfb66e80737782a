// The agent's settings and the studio's playground (/api/agent/*) on the api-client.
import type { ApiClient } from '@lisa/api-client';
import {
  type AgentSettings,
  type AgentSettingsPatch,
  agentSettingsSchema,
  type PlaygroundReply,
  type PlaygroundRequest,
  playgroundReplySchema,
} from '@lisa/contracts/agent';

export function createAgentApi(client: ApiClient) {
  return {
    settings: (signal?: AbortSignal): Promise<AgentSettings> =>
      client.get('/agent', { schema: agentSettingsSchema, ...(signal ? { signal } : {}) }),
    save: (patch: AgentSettingsPatch): Promise<AgentSettings> =>
      client.patch('/agent', { json: patch, schema: agentSettingsSchema }),
    ask: (body: PlaygroundRequest): Promise<PlaygroundReply> =>
      client.post('/agent/playground', { json: body, schema: playgroundReplySchema }),
  };
}
export type AgentApi = ReturnType<typeof createAgentApi>;

export const agentQueries = {
  all: ['agent'] as const,
  settings: (api: AgentApi) => ({
    queryKey: [...agentQueries.all, 'settings'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.settings(signal),
  }),
};
