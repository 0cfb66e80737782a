// Date presets in the viewer's time zone: the API takes local dates and the zone, so "today"
// is the viewer's today wherever the server runs.
export const PRESETS = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
  { id: '90d', label: '90 days', days: 90 },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'] | 'custom';

export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** YYYY-MM-DD of `now` in `timeZone`. */
export function localDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last `days` days up to and including today. */
export function presetRange(days: number, now: Date, timeZone: string) {
  const to = localDay(now, timeZone);
  return { from: shiftDay(to, -(days - 1)), to };
}
