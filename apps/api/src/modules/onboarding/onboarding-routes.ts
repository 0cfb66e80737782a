// /api/onboarding: the guided set-up's progress and the dashboard checklist (issue 15).
// Owners and admins (agent.manage): the set-up changes the agent.
import { onboardingPatchSchema, onboardingSchema } from '@lisa/contracts/onboarding';
import type { App, AppContext } from '../../context.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { OnboardingService } from './onboarding-service.ts';

export async function onboardingRoutes(
  app: App,
  onboarding: OnboardingService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['onboarding'];
  const errors = errorResponses(400, 401, 403);

  app.get(
    '',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary: 'Where the guided set-up is, and the checklist of what is done and left',
        tags,
        response: { 200: onboardingSchema, ...errors },
      },
    },
    (request) => onboarding.get(sessionOf(request).businessId),
  );

  app.patch(
    '',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary: 'Remember the step reached (a reload or another device resumes there), or finish',
        tags,
        body: onboardingPatchSchema,
        response: { 200: onboardingSchema, ...errors },
      },
    },
    (request) => onboarding.update(sessionOf(request).businessId, request.body),
  );
}
