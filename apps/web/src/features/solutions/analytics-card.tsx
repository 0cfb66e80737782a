import type { Industry } from '@lisa/catalogue/industries';

/** The hero's analytics mock: the industry's first four stats (illustrative figures). */
export function AnalyticsCard({ industry }: { industry: Industry }) {
  const stats = industry.stats.slice(0, 4);
  return (
    <div className="rounded-3xl border border-line bg-surface-raised p-6 shadow-card">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold text-ink">{industry.title} analytics</h2>
        <span className="rounded-full bg-emerald-50 px-2.5 py-1 font-semibold text-emerald-800 text-xs dark:bg-emerald-950 dark:text-emerald-200">
          Live demo data
        </span>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-surface-muted p-4">
            <dt className="text-ink-muted text-sm">{stat.label}</dt>
            <dd className="mt-1 font-bold text-2xl text-ink">{stat.value}</dd>
            <dd className="font-semibold text-sm" style={{ color: 'var(--industry-text)' }}>
              {stat.change}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
