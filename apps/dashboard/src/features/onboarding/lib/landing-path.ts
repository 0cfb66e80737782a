import { ONBOARDING_STEP_PATHS, type Onboarding } from '@lisa/contracts/onboarding';
import { DEFAULT_AFTER_SIGN_IN } from '../../auth/lib/next-path.ts';

/**
 * Where a member lands after verifying a new account or signing in (issue 15): a new
 * registration goes into the guided set-up, and someone who left it half way resumes at the
 * step they reached; a finished set-up, a business that never opened it before signing in,
 * or no answer (an agent-role member, the server away) lands on the dashboard.
 */
export function landingPath(
  progress: Pick<Onboarding, 'step' | 'started' | 'finished'> | null,
  moment: 'verified' | 'signed-in',
): string {
  if (!progress || progress.finished) return DEFAULT_AFTER_SIGN_IN;
  if (moment === 'signed-in' && !progress.started) return DEFAULT_AFTER_SIGN_IN;
  return ONBOARDING_STEP_PATHS[progress.step];
}
