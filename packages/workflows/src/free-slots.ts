// Free appointment slots from a calendar's busy times: the first start times, on a grid
// within the business's opening hours (wall-clock time in its time zone), whose whole length
// misses every busy period. The calendar connector asks free/busy and passes the answer here;
// the visitor picks one of the slots (an `ask` step with `choices_from`).
import { zonedDate, zonedToInstant } from './zoned-time.ts';

export type SlotWeekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** "HH:MM" opening and closing times per weekday; a missing or null day is closed. */
export type OpeningHours = Partial<Record<SlotWeekday, { open: string; close: string } | null>>;

/** A business's saved hours: the days read in their own time zone. */
export interface BusinessOpeningHours {
  timeZone: string;
  days: OpeningHours;
}

/** When the business saved no hours: Monday to Friday, 09:00 to 17:00. */
export const DEFAULT_OPENING_HOURS: OpeningHours = Object.fromEntries(
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => [
    day,
    { open: '09:00', close: '17:00' },
  ]),
);

const WEEKDAY_OF_UTC_DAY: readonly SlotWeekday[] = [
  'sun',
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
  'sat',
];

export interface FreeSlotQuery {
  /** Busy periods (ISO start and end), as free/busy answers them. */
  busy: readonly { start: string; end: string }[];
  /** No slot starts before this instant (now). */
  from: Date;
  /** Look this many days ahead, today included. */
  days: number;
  durationMinutes: number;
  count: number;
  timeZone: string;
  hours: OpeningHours;
}

export interface Slot {
  start: Date;
  end: Date;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** Start times are on a grid from the opening time: every 30 minutes, or the slot's length when shorter. */
export const slotStepMinutes = (durationMinutes: number) => Math.min(30, durationMinutes);

export function freeSlots(query: FreeSlotQuery): Slot[] {
  const busy = query.busy
    .map((period) => ({ start: Date.parse(period.start), end: Date.parse(period.end) }))
    .filter((period) => !Number.isNaN(period.start) && !Number.isNaN(period.end));
  const length = query.durationMinutes * 60_000;
  const step = slotStepMinutes(query.durationMinutes);
  const slots: Slot[] = [];
  const first = zonedDate(query.from, query.timeZone);
  for (let offset = 0; offset < query.days && slots.length < query.count; offset++) {
    // Noon UTC of the local date keeps the weekday right whatever the zone.
    const date = new Date(Date.UTC(first.year, first.month - 1, first.day + offset, 12));
    const hours = query.hours[WEEKDAY_OF_UTC_DAY[date.getUTCDay()] as SlotWeekday];
    if (!hours) continue;
    const close = minutesOf(hours.close);
    for (
      let minute = minutesOf(hours.open);
      minute + query.durationMinutes <= close && slots.length < query.count;
      minute += step
    ) {
      const start = zonedToInstant(
        {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: Math.floor(minute / 60),
          minute: minute % 60,
        },
        query.timeZone,
      );
      const end = start.getTime() + length;
      if (start.getTime() < query.from.getTime()) continue;
      if (busy.some((period) => period.start < end && period.end > start.getTime())) continue;
      slots.push({ start, end: new Date(end) });
    }
  }
  return slots;
}

/** How a slot reads to the visitor: "Thu 26 Nov, 10:00" in the business's time zone. */
export function slotLabel(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}
