// Wall-clock time in a time zone <-> instants, with Intl only (no time-zone library): a
// visitor's "tomorrow at 14:00" means 14:00 where the business is.

function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` reads the given date and time. */
export function zonedToInstant(
  local: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = guess - offsetMs(guess, timeZone);
  // Once more, for a date on the other side of a daylight-saving change.
  return new Date(guess - offsetMs(first, timeZone));
}

/** The calendar date (year, month, day) of an instant in `timeZone`. */
export function zonedDate(
  instant: Date,
  timeZone: string,
): { year: number; month: number; day: number } {
  const shifted = new Date(instant.getTime() + offsetMs(instant.getTime(), timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
