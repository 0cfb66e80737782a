// The dashboard index's analytics strip (for roles with analytics.read): today's headline
// figures and a 7-day sparkline of conversations, linking into /dashboard/analytics.
import { isAllowed } from '@lisa/contracts/team';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { useRole } from '../../session/hooks/use-role.ts';
import { analyticsQueries } from '../api/analytics-queries.ts';
import { formatDuration, formatPercent } from '../lib/figures.ts';
import { presetRange, viewerTimeZone } from '../lib/range.ts';
import { Sparkline } from './bar-chart.tsx';

export function AnalyticsHeadline() {
  const role = useRole();
  if (!isAllowed(role, 'analytics.read')) return null;
  return <Headline />;
}

function Headline() {
  const { apiClient } = useServices();
  const tz = useMemo(viewerTimeZone, []);
  const week = presetRange(7, new Date(), tz);
  const report = useQuery(analyticsQueries.report(apiClient, { ...week, tz }));
  const data = report.data;
  if (!data) return null;
  const today = data.series.at(-1);
  const values = data.series.map((s) => s.conversations);
  return (
    <section
      aria-labelledby="headline-title"
      className="mt-6 rounded-card border border-line bg-surface-raised p-5 shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="headline-title" className="font-semibold text-lg">
          Last 7 days
        </h2>
        <Link className="text-brand-ink text-sm hover:underline" to="/dashboard/analytics?range=7d">
          Open analytics
        </Link>
      </div>
      <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-2 xl:grid-cols-5">
        <div>
          <dt className="text-ink-muted">Conversations today</dt>
          <dd className="font-semibold text-2xl tabular-nums">{today?.conversations ?? 0}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Conversations, 7 days</dt>
          <dd className="flex items-center gap-3">
            <span className="font-semibold text-2xl tabular-nums">
              {data.figures.conversations}
            </span>
            <Sparkline values={values} label={`Conversations per day: ${values.join(', ')}`} />
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Automation rate</dt>
          <dd className="font-semibold text-2xl tabular-nums">
            {formatPercent(data.figures.automation_rate)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">First human response</dt>
          <dd className="font-semibold text-2xl tabular-nums">
            {formatDuration(data.figures.first_response.median)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Satisfaction</dt>
          <dd className="font-semibold text-2xl tabular-nums">
            {data.figures.csat_bot === null ? '–' : `${data.figures.csat_bot} / 5`}
          </dd>
        </div>
      </dl>
    </section>
  );
}
