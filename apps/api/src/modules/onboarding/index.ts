// The onboarding module (issue 15): /api/onboarding, the guided set-up's server-side
// progress and the dashboard checklist read from real state.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { onboardingRoutes } from './onboarding-routes.ts';
import { createOnboardingService, type OnboardingService } from './onboarding-service.ts';

export const onboardingModule: ApiModule<OnboardingService> = {
  prefix: '/api/onboarding',
  services: ({ db, clock }) => createOnboardingService({ db, clock }),
  routes: onboardingRoutes,
};
