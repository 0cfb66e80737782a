// Short relative times for the list ("now", "5m", "3h", "2d") and "waiting 12 min".

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Compact age of `iso`: now, 5m, 3h, 2d, else the date (Nov 3). */
export function shortAge(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const age = Math.max(0, now - time);
  if (age < MINUTE) return 'now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h`;
  if (age < 7 * DAY) return `${Math.floor(age / DAY)}d`;
  return new Date(time).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** "Waiting 12 min", "Waiting 3 h", "Waiting 2 d". */
export function waitingFor(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return 'Waiting';
  const age = Math.max(0, now - time);
  if (age < HOUR) return `Waiting ${Math.max(1, Math.floor(age / MINUTE))} min`;
  if (age < DAY) return `Waiting ${Math.floor(age / HOUR)} h`;
  return `Waiting ${Math.floor(age / DAY)} d`;
}

/** 14:05 — the time under a message. */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
