// The agent's settings and the studio's playground (/api/agent/*) on the api-client.
import type { ApiClient } from '@lisa/api-client';
import {
  type AgentSettings,
  type AgentSettingsPatch,
  type AgentTest,
  type AgentTestInput,
  type AgentTestRun,
  agentSettingsSchema,
  agentTestListSchema,
  agentTestRunListSchema,
  agentTestRunSchema,
  agentTestSchema,
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
    tests: async (signal?: AbortSignal): Promise<AgentTest[]> =>
      (
        await client.get('/agent/tests', {
          schema: agentTestListSchema,
          ...(signal ? { signal } : {}),
        })
      ).data,
    addTest: (body: AgentTestInput): Promise<AgentTest> =>
      client.post('/agent/tests', { json: body, schema: agentTestSchema }),
    removeTest: (id: number): Promise<void> =>
      client.delete(`/agent/tests/${id}`).then(() => undefined),
    runAll: (): Promise<AgentTestRun> =>
      client.post('/agent/tests/run', { schema: agentTestRunSchema }),
    runs: async (signal?: AbortSignal): Promise<AgentTestRun[]> =>
      (
        await client.get('/agent/tests/runs', {
          schema: agentTestRunListSchema,
          ...(signal ? { signal } : {}),
        })
      ).data,
  };
}
export type AgentApi = ReturnType<typeof createAgentApi>;

export const agentQueries = {
  all: ['agent'] as const,
  tests: (api: AgentApi) => ({
    queryKey: [...agentQueries.all, 'tests'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.tests(signal),
  }),
  runs: (api: AgentApi) => ({
    queryKey: [...agentQueries.all, 'runs'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.runs(signal),
  }),
  settings: (api: AgentApi) => ({
    queryKey: [...agentQueries.all, 'settings'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.settings(signal),
  }),
};
