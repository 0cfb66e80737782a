import { Spinner } from '@lisa/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { useServices } from '../../../lib/services-context.ts';
import { AnalyticsHeadline } from '../../analytics/components/analytics-headline.tsx';
import { useCredit } from '../../credits/hooks/use-credit.ts';
import { LaunchChecklist } from '../../onboarding/components/launch-checklist.tsx';
import { useSession } from '../../session/hooks/use-session.ts';
import { overviewQueries } from '../api/overview-queries.ts';
import { StatCard } from './stat-card.tsx';

/** The dashboard index: today's figures for the business (and, for managers, analytics' headline). */
export default function OverviewScreen() {
  const { apiClient } = useServices();
  const { user } = useSession();
  const { credit } = useCredit();
  const summary = useQuery(overviewQueries.summary(apiClient));
  const firstName = typeof user?.name === 'string' ? user.name.split(' ')[0] : '';
  const count = (value: number | undefined) =>
    value === undefined ? <Spinner size="sm" label="Loading figure" /> : formatNumber(value);

  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title" className="font-semibold text-2xl">
        {firstName ? `Welcome back, ${firstName}` : 'Dashboard'}
      </h1>
      <p className="mt-1 text-ink-muted text-sm">Today at a glance for your business.</p>
      {summary.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-danger/40 px-3 py-2 text-danger-ink text-sm"
        >
          The figures could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void summary.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <LaunchChecklist />
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Credit balance"
          value={
            credit ? formatNumber(credit.balance) : <Spinner size="sm" label="Loading figure" />
          }
          note={
            credit?.message ?? (
              <Link className="text-brand-ink hover:underline" to="/dashboard/credits">
                View usage
              </Link>
            )
          }
        />
        <StatCard
          label="Conversations today"
          value={count(summary.data?.conversations_today)}
          note={
            <Link className="text-brand-ink hover:underline" to="/dashboard/inbox?status=all">
              Open the inbox
            </Link>
          }
        />
        <StatCard
          label="Open handoffs"
          value={count(summary.data?.open_handoffs)}
          note={
            <Link className="text-brand-ink hover:underline" to="/dashboard/inbox?status=waiting">
              Waiting for a person
            </Link>
          }
        />
        <StatCard
          label="New leads"
          value={count(summary.data?.new_leads)}
          note="Since midnight (UTC)"
        />
      </dl>
      <AnalyticsHeadline />
    </section>
  );
}
