import type { OnboardingStep } from '@lisa/contracts/onboarding';
import { useOnboardingStep } from '../hooks/use-onboarding-step.ts';

/**
 * Records the open step for a screen another feature owns (the team invite step); the last
 * step `finishes` the set-up.
 */
export function OnboardingStepMark({
  step,
  finishes = false,
}: {
  step: OnboardingStep;
  finishes?: boolean;
}) {
  useOnboardingStep(step, finishes);
  return null;
}
