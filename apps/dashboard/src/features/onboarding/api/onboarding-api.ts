// The guided set-up's calls (/api/onboarding) on the api-client.
import type { ApiClient } from '@lisa/api-client';
import {
  type Onboarding,
  type OnboardingPatch,
  onboardingSchema,
} from '@lisa/contracts/onboarding';
import { queryOptions } from '@tanstack/react-query';

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
