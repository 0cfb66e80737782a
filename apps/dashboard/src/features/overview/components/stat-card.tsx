import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  note,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="rounded-card border border-line bg-surface-raised p-5 shadow-card">
      <dt className="text-ink-muted text-sm">{label}</dt>
      <dd className="mt-2 font-semibold text-3xl text-ink tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-ink-muted text-xs">{note}</dd> : null}
    </div>
  );
}
