// /api/agent: the chosen business's agent settings (issue 15). Managers only: an agent-role
// member sees none of it (agent.manage).
import { accountErrorBodySchema } from '@lisa/contracts/accounts';
import { agentSettingsPatchSchema, agentSettingsSchema } from '@lisa/contracts/agent';
import type { App, AppContext } from '../../context.ts';
import { actorOf, requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { AgentServices } from './index.ts';

const errors = {
  400: accountErrorBodySchema,
  401: accountErrorBodySchema,
  403: accountErrorBodySchema,
  404: accountErrorBodySchema,
};

export async function agentRoutes(
  app: App,
  { settings }: AgentServices,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['agent'];

  app.get(
    '',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary:
          "The agent's settings: name, purpose, tone, texts, handoff rules, hours, languages, widget look",
        tags,
        response: { 200: agentSettingsSchema, ...errors },
      },
    },
    (request) => settings.get(sessionOf(request).businessId),
  );

  app.patch(
    '',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary: "Change the agent's settings (only the fields sent); the next reply follows them",
        tags,
        body: agentSettingsPatchSchema,
        response: { 200: agentSettingsSchema, ...errors },
      },
    },
    (request) => settings.update(sessionOf(request).businessId, actorOf(request), request.body),
  );
}
