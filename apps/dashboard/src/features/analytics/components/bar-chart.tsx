// A hand-rolled SVG chart (no chart library: see apps/dashboard README, "Analytics"): bars
// for conversations per hour or day and a line for those resolved. Decorative for screen
// readers, which get the same numbers from the table beside it.
export interface BarPoint {
  label: string;
  bar: number;
  line: number;
}

export function BarChart({
  points,
  height = 160,
}: {
  points: readonly BarPoint[];
  height?: number;
}) {
  const width = 640;
  const max = Math.max(1, ...points.map((p) => Math.max(p.bar, p.line)));
  const step = width / Math.max(1, points.length);
  const y = (value: number) => height - (value / max) * (height - 8);
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${(i + 0.5) * step},${y(p.line)}`)
    .join(' ');
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-40 w-full"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {points.map((p, i) => (
        <rect
          key={p.label}
          x={i * step + step * 0.15}
          width={step * 0.7}
          y={y(p.bar)}
          height={height - y(p.bar)}
          className="fill-brand-surface stroke-brand-ink/30"
        >
          <title>{`${p.label}: ${p.bar}`}</title>
        </rect>
      ))}
      {points.length > 1 ? (
        <path
          d={line}
          className="fill-none stroke-brand-ink"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
    </svg>
  );
}

/** A 7-day trend line for a headline figure. */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  const width = 120;
  const height = 32;
  const max = Math.max(1, ...values);
  const step = width / Math.max(1, values.length - 1);
  const d = values
    .map((v, i) => `${i === 0 ? 'M' : 'L'}${i * step},${height - 2 - (v / max) * (height - 4)}`)
    .join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-8 w-30" role="img" aria-label={label}>
      <path d={d} className="fill-none stroke-brand-ink" strokeWidth={2} />
    </svg>
  );
}
