import { KNOWLEDGE_PLAN_LABELS } from '@lisa/contracts/knowledge';
import { cx } from '@lisa/ui/class-names';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../../lib/format.ts';
import type { DatacenterApi } from '../api/datacenter-api.ts';
import { datacenterQueries } from '../api/datacenter-queries.ts';

/** How full the knowledge base is against its plan size (SPEC §9: small, medium, large). */
export function PlanLimits({ api }: { api: DatacenterApi }) {
  const limits = useQuery(datacenterQueries.limits(api));
  const data = limits.data;
  if (!data) return null;
  const figures = [
    { name: 'sources', ...data.sources },
    { name: 'chunks', ...data.chunks },
  ];
  const full = figures.some((f) => f.used >= f.limit);
  return (
    <section
      aria-labelledby="plan-limits-title"
      className={cx(
        'rounded-card border p-4 text-sm',
        full ? 'border-danger/40 bg-danger-surface' : 'border-line',
      )}
    >
      <h2 id="plan-limits-title" className="font-semibold">
        Knowledge base size: {KNOWLEDGE_PLAN_LABELS[data.plan]}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {figures.map((f) => (
          <li key={f.name}>
            {formatNumber(f.used)} of {formatNumber(f.limit)} {f.name}
          </li>
        ))}
      </ul>
      {full ? (
        <p className="mt-2 text-danger-ink">
          Your knowledge base is full. Delete sources you no longer need, or ask us for a larger
          plan.
        </p>
      ) : null}
    </section>
  );
}
