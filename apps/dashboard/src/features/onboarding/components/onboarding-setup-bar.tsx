import { buttonClassName } from '@lisa/ui/button';
import { Link, useSearchParams } from 'react-router';
import { useOnboardingStep } from '../hooks/use-onboarding-step.ts';
import { nextPathAfter, OnboardingSteps } from './onboarding-frame.tsx';

/**
 * On /agent-setup?onboarding=1 (the guided set-up's second step): the step list and the
 * way on. Elsewhere /agent-setup is the plain settings screen and this shows nothing.
 */
export function OnboardingSetupBar() {
  const [params] = useSearchParams();
  const inOnboarding = params.get('onboarding') === '1';
  useOnboardingStep(inOnboarding ? 'agent-setup' : null);
  if (!inOnboarding) return null;
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-card border border-line bg-surface-raised p-4">
      <OnboardingSteps step="agent-setup" />
      <p className="text-ink-muted text-sm">
        Give your agent a name, a greeting and a tone, then save. Everything is optional.
      </p>
      <Link
        to={nextPathAfter('agent-setup')}
        className={`${buttonClassName({ size: 'sm' })} self-start`}
      >
        Continue to your data
      </Link>
    </div>
  );
}
