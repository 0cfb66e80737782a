import type { OnboardingStep } from '@lisa/contracts/onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onboardingQueries } from '../api/onboarding-api.ts';
import { useOnboardingApi } from './use-onboarding-api.ts';

/**
 * Tells the server which step is open, so a reload or another device resumes here. A
 * failure only costs the resume point: the screen works without it. `finishes` (the last
 * step): reaching it finishes the set-up, so signing in no longer resumes it.
 */
export function useOnboardingStep(step: OnboardingStep | null, finishes = false): void {
  const api = useOnboardingApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!step) return;
    api
      .update(finishes ? { step, finished: true } : { step })
      .then((progress) =>
        queryClient.setQueryData(onboardingQueries.progress(api).queryKey, progress),
      )
      .catch(() => undefined);
  }, [api, queryClient, step, finishes]);
}
