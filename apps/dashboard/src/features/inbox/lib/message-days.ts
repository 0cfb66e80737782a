// The thread shows its messages under one heading per calendar day (local time).

export interface DayGroup<T> {
  /** yyyy-mm-dd in local time: a stable React key. */
  key: string;
  label: string;
  items: T[];
}

function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** "Today", "Yesterday", else e.g. "Mon, Nov 23" (with the year when it is not this year). */
export function dayLabel(date: Date, now: Date = new Date()): string {
  if (dayKey(date) === dayKey(now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday';
  return date.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** Groups items (already oldest first) by the day of `created_at`, keeping their order. */
export function groupByDay<T extends { created_at: string }>(
  items: readonly T[],
  now: Date = new Date(),
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.created_at);
    const key = Number.isNaN(date.getTime()) ? 'unknown' : dayKey(date);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else
      groups.push({
        key,
        label: key === 'unknown' ? 'Earlier' : dayLabel(date, now),
        items: [item],
      });
  }
  return groups;
}
