// The agent module (issue 15): /api/agent, the business's settings for its agent, which the
// chat passes to the engine with every message (chat-rows.ts joins them to the business).
import type { ApiModule } from '../../platform/http/api-module.ts';
import { agentRoutes } from './agent-routes.ts';
import { type AgentSettingsService, createAgentSettings } from './agent-settings.ts';
import { type AgentTests, createAgentTests } from './agent-tests.ts';
import { createKnowledgeGaps, type KnowledgeGapsService } from './knowledge-gaps.ts';
import { createPlayground, type Playground } from './playground.ts';

export interface AgentServices {
  settings: AgentSettingsService;
  gaps: KnowledgeGapsService;
  playground: Playground;
  tests: AgentTests;
}

export const agentModule: ApiModule<AgentServices> = {
  prefix: '/api/agent',
  services: ({ db, audit, clock, knowledge, engine }) => {
    const playground = createPlayground({ db, engine, clock });
    return {
      playground,
      tests: createAgentTests({ db, playground }),
      settings: createAgentSettings({ db, audit, clock }),
      gaps: createKnowledgeGaps({ db, store: knowledge, audit, clock }),
    };
  },
  routes: agentRoutes,
};
