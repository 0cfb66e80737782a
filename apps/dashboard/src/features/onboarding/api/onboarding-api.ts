// The guided set-up's calls (/api/onboarding) on the api-client.
import type { ApiClient } from '@lisa/api-client';
import {
  type Onboarding,
  type OnboardingPatch,
  onboardingSchema,
} from '@lisa/contracts/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { landingPath } from '../lib/landing-path.ts';

export function createOnboardingApi(client: ApiClient) {
  return {
    get: (signal?: AbortSignal): Promise<Onboarding> =>
      client.get('/onboarding', { schema: onboardingSchema, ...(signal ? { signal } : {}) }),
    update: (patch: OnboardingPatch): Promise<Onboarding> =>
      client.patch('/onboarding', { json: patch, schema: onboardingSchema }),
  };
}
export type OnboardingApi = ReturnType<typeof createOnboardingApi>;

export const onboardingQueries = {
  all: ['onboarding'] as const,
  progress: (api: OnboardingApi) =>
    queryOptions({
      queryKey: [...onboardingQueries.all, 'progress'],
      queryFn: ({ signal }) => api.get(signal),
    }),
};

/**
 * Where to land after verifying or signing in (see landingPath). Never throws: a refusal
 * (an agent-role member) or a failure lands on the dashboard.
 */
export async function landingAfter(
  client: ApiClient,
  moment: 'verified' | 'signed-in',
): Promise<string> {
  const progress = await createOnboardingApi(client)
    .get()
    .catch(() => null);
  return landingPath(progress, moment);
}
