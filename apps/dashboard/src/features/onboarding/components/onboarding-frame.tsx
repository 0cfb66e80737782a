import {
  ONBOARDING_STEP_PATHS,
  ONBOARDING_STEPS,
  type OnboardingStep,
} from '@lisa/contracts/onboarding';
import { buttonClassName } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { cx } from '@lisa/ui/class-names';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOnboardingStep } from '../hooks/use-onboarding-step.ts';
import { STEP_TITLES } from '../lib/onboarding-texts.ts';

/** The next step's path, or the dashboard after the last one. */
export function nextPathAfter(step: OnboardingStep): string {
  const next = ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1];
  return next ? ONBOARDING_STEP_PATHS[next] : '/dashboard';
}

/** The step list of the guided set-up: where you are, every step reachable (all skippable). */
export function OnboardingSteps({ step }: { step: OnboardingStep }) {
  const at = ONBOARDING_STEPS.indexOf(step);
  return (
    <nav aria-label="Set-up steps">
      <p className="font-medium text-ink-muted text-sm">
        Step {at + 1} of {ONBOARDING_STEPS.length}
      </p>
      <ol className="mt-2 flex flex-wrap gap-2">
        {ONBOARDING_STEPS.map((each, index) => (
          <li key={each}>
            <Link
              to={ONBOARDING_STEP_PATHS[each]}
              aria-current={each === step ? 'step' : undefined}
              className={cx(
                'inline-block rounded-full border px-3 py-1 text-xs',
                each === step
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : index < at
                    ? 'border-line text-ink'
                    : 'border-line text-ink-muted',
              )}
            >
              {STEP_TITLES[each]}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface Props {
  step: OnboardingStep;
  description: string;
  children: ReactNode;
  /** The primary action; a plain "Continue" link when absent. */
  actions?: ReactNode;
}

/** One screen of the guided set-up: steps, title, content, and Skip / Continue. */
export function OnboardingFrame({ step, description, children, actions }: Props) {
  useOnboardingStep(step);
  const next = nextPathAfter(step);
  return (
    <main className="flex min-h-screen justify-center bg-surface-muted px-4 py-8 sm:py-12">
      <div className="flex w-full max-w-3xl flex-col gap-6">
        <OnboardingSteps step={step} />
        <Card as="section" padding="lg" aria-labelledby="onboarding-title">
          <h1 id="onboarding-title" className="font-semibold text-2xl">
            {STEP_TITLES[step]}
          </h1>
          <p className="mt-2 text-ink-muted text-sm">{description}</p>
          <div className="mt-6">{children}</div>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
            <Link to={next} className={buttonClassName({ variant: 'link', size: 'sm' })}>
              Skip this step
            </Link>
            {actions ?? (
              <Link to={next} className={buttonClassName({})}>
                Continue
              </Link>
            )}
          </div>
        </Card>
        <Link
          to="/dashboard"
          className={cx(buttonClassName({ variant: 'link', size: 'sm' }), 'self-start')}
        >
          Finish later and go to the dashboard
        </Link>
      </div>
    </main>
  );
}
