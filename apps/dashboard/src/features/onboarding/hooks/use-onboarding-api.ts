import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createOnboardingApi, type OnboardingApi } from '../api/onboarding-api.ts';

/** The onboarding calls on the app's api-client. */
export function useOnboardingApi(): OnboardingApi {
  const { apiClient } = useServices();
  return useMemo(() => createOnboardingApi(apiClient), [apiClient]);
}
