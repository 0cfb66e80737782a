import { CHECKLIST_PATHS, ONBOARDING_STEP_PATHS } from '@lisa/contracts/onboarding';
import { isAllowed } from '@lisa/contracts/team';
import { buttonClassName } from '@lisa/ui/button';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { useRole } from '../../session/hooks/use-role.ts';
import { onboardingQueries } from '../api/onboarding-api.ts';
import { useOnboardingApi } from '../hooks/use-onboarding-api.ts';
import { answeredText } from '../lib/onboarding-texts.ts';

/**
 * The dashboard index's launch checklist (owners and admins), each item ticked from real
 * state on the server, shown until every item is done.
 */
export function LaunchChecklist() {
  const role = useRole();
  if (!isAllowed(role, 'agent.manage')) return null;
  return <Checklist />;
}

function Checklist() {
  const api = useOnboardingApi();
  const progress = useQuery(onboardingQueries.progress(api));
  const data = progress.data;
  if (!data || data.complete) return null;
  const doneCount = data.checklist.filter((item) => item.done).length;
  return (
    <section
      aria-labelledby="checklist-title"
      className="mt-6 rounded-card border border-line bg-surface-raised p-5 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="checklist-title" className="font-semibold text-lg">
            Launch checklist
          </h2>
          <p className="mt-1 text-ink-muted text-sm">
            {doneCount} of {data.checklist.length} done. {answeredText(data.answered_questions)}
          </p>
        </div>
        <Link to={ONBOARDING_STEP_PATHS[data.step]} className={buttonClassName({ size: 'sm' })}>
          {data.started ? 'Continue setup' : 'Start setup'}
        </Link>
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {data.checklist.map((item) => (
          <li key={item.key} className="flex items-center gap-2 text-sm">
            {item.done ? (
              <CheckCircle2 aria-hidden className="size-5 shrink-0 text-success-ink" />
            ) : (
              <Circle aria-hidden className="size-5 shrink-0 text-ink-muted" />
            )}
            {item.done ? (
              <span>
                {item.label} <span className="sr-only">(done)</span>
              </span>
            ) : (
              <Link to={CHECKLIST_PATHS[item.key]} className="text-brand-ink hover:underline">
                {item.label} <span className="sr-only">(to do)</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
