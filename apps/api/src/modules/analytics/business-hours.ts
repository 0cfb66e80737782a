// Durations counted in business hours only: the seconds of [from, to) that fall inside the
// business's weekly opening hours (agent settings), read as wall-clock times in the
// business's own zone, so nights, closed days and DST changes count as they should.
import { WEEKDAYS } from '@lisa/contracts/agent';
import { type SQL, sql } from 'drizzle-orm';
import type { StoredBusinessHours } from '../../db/schema/agent.ts';

/** ISO day of week (1 = Monday … 7 = Sunday) of each key of the stored hours. */
const ISO_DOW = Object.fromEntries(WEEKDAYS.map((day, i) => [day, i + 1])) as Record<
  string,
  number
>;

/** The open days as (isodow, open, close) rows; empty when the business never opens. */
export function openingRows(hours: StoredBusinessHours): [number, string, string][] {
  const rows: [number, string, string][] = [];
  for (const [day, span] of Object.entries(hours.days ?? {})) {
    const dow = ISO_DOW[day];
    if (!dow || !span || !(span.open < span.close)) continue;
    rows.push([dow, span.open, span.close]);
  }
  return rows.sort((a, b) => a[0] - b[0]);
}

/**
 * A scalar SQL expression: seconds between two timestamptz expressions inside the opening
 * hours. One row per local day the interval touches, each day's open span turned into
 * instants in the business's zone (`date + time at time zone`; 24:00 is the next midnight),
 * clipped to the interval.
 */
export function openSecondsSql(hours: StoredBusinessHours, from: SQL, to: SQL): SQL {
  const rows = openingRows(hours);
  if (rows.length === 0) return sql`0::float8`;
  const tz = hours.time_zone;
  const values = sql.join(
    rows.map(([dow, open, close]) => sql`(${dow}::int, ${open}::time, ${close}::time)`),
    sql`, `,
  );
  return sql`(
    select coalesce(sum(greatest(0::float8, extract(epoch from
      least(${to}, (d.day::date + h.close) at time zone ${tz})
      - greatest(${from}, (d.day::date + h.open) at time zone ${tz}))::float8)), 0)
    from generate_series((${from} at time zone ${tz})::date, (${to} at time zone ${tz})::date, interval '1 day') as d(day)
    join (values ${values}) as h(dow, open, close) on h.dow = extract(isodow from d.day)
  )`;
}
