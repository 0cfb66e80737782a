// The agent module (issue 15): /api/agent, the business's settings for its agent, which the
// chat passes to the engine with every message (chat-rows.ts joins them to the business).
import type { ApiModule } from '../../platform/http/api-module.ts';
import { agentRoutes } from './agent-routes.ts';
import { type AgentSettingsService, createAgentSettings } from './agent-settings.ts';
import { createTestAutorun } from './agent-test-autorun.ts';
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
  services: ({ db, audit, clock, knowledge, engine, jobs, env, slack }) => {
    const playground = createPlayground({ db, engine, clock });
    const tests = createAgentTests({ db, playground });
    // Every change to the knowledge or the settings queues a run of the saved tests.
    const autorun = createTestAutorun({
      jobs,
      tests,
      clock,
      delayMs: env.AGENT_TESTS_AUTORUN_DELAY_MS,
    });
    knowledge.onChange((executor, businessId) => autorun.queue(executor, businessId, 'knowledge'));
    return {
      playground,
      tests,
      settings: createAgentSettings({
        db,
        audit,
        clock,
        afterChange: async (executor, businessId) => {
          await autorun.queue(executor, businessId, 'settings');
          await slack.moveDailySummaries(executor, businessId); // a new time zone moves it
        },
      }),
      gaps: createKnowledgeGaps({ db, store: knowledge, audit, clock }),
    };
  },
  routes: agentRoutes,
};
