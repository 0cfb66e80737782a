import { KNOWLEDGE_PLAN_LABELS } from '@lisa/contracts/knowledge';
import { Button } from '@lisa/ui/button';
import { cx } from '@lisa/ui/class-names';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber } from '../../../lib/format.ts';
import type { DatacenterApi } from '../api/datacenter-api.ts';
import { datacenterQueries } from '../api/datacenter-queries.ts';
import { PlanPicker } from './plan-picker.tsx';

/**
 * How full the knowledge base is against its plan size (SPEC §9: small, medium, large), with
 * "Change size" opening the plan picker (the data centre and the set-up's data step).
 */
export function PlanLimits({ api }: { api: DatacenterApi }) {
  const limits = useQuery(datacenterQueries.limits(api));
  const [picking, setPicking] = useState(false);
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
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-limits-title" className="font-semibold">
          Knowledge base size: {KNOWLEDGE_PLAN_LABELS[data.plan]}
        </h2>
        <Button variant="link" size="sm" onClick={() => setPicking(true)}>
          Change size
        </Button>
      </div>
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
      {picking ? (
        <PlanPicker api={api} current={data} open onClose={() => setPicking(false)} />
      ) : null}
    </section>
  );
}
