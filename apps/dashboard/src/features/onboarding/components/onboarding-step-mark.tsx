import type { OnboardingStep } from '@lisa/contracts/onboarding';
import { useOnboardingStep } from '../hooks/use-onboarding-step.ts';

/** Records the open step for a screen another feature owns (the team invite step). */
export function OnboardingStepMark({ step }: { step: OnboardingStep }) {
  useOnboardingStep(step);
  return null;
}
