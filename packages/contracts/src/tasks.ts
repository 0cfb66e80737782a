import { z } from 'zod';
import { dbIdParamSchema, dbIdSchema } from './stored.ts';

// Wire contract of tasks (/api/tasks): title, notes, due date and time, the member it is
// for, links to a contact, a deal or a conversation, done; and the member's in-app
// reminders (/api/tasks/reminders). A superset of the task item accounts.ts used to define
// (assignee_id stays, as text, for older clients).

/**
 * The time zone due times are shown and "today" is counted in when the business has not set
 * one (its agent settings' business hours carry it); SPEC §9's prices are in KES: Nairobi.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Africa/Nairobi';

export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export const TASK_WHEN = ['overdue', 'today', 'upcoming'] as const;
export type TaskWhen = (typeof TASK_WHEN)[number];

const idSchema = dbIdSchema();
const queryId = dbIdParamSchema();

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  done: z.boolean(),
  /** The assignee's user id as text (older clients); see assignee_user_id. */
  assignee_id: z.string().nullable(),
  assignee_user_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  conversation_id: z.number().int().nullable(),
  contact_id: z.number().int().nullable(),
  deal_id: z.number().int().nullable(),
  due_at: z.string().nullable(),
  /** The due time on the business's clock (its time zone), "2026-12-01T09:00". */
  due_local: z.string().nullable(),
  done_at: z.string().nullable(),
  reminder_sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskListSchema = z.object({
  data: z.array(taskSchema),
  /** The zone "today" was counted in. */
  time_zone: z.string(),
});
export type TaskList = z.infer<typeof taskListSchema>;

export const taskQuerySchema = z.object({
  /** me: the caller's tasks; a user id: that member's. */
  assignee: z.union([z.literal('me'), queryId]).optional(),
  when: z.enum(TASK_WHEN, { error: 'Choose overdue, today or upcoming' }).optional(),
  done: z.enum(['true', 'false'], { error: 'Use true or false' }).optional(),
  deal_id: queryId.optional(),
  contact_id: queryId.optional(),
  conversation_id: queryId.optional(),
});
export type TaskQuery = z.infer<typeof taskQuerySchema>;

const dueSchema = z.iso.datetime({
  offset: true,
  error: 'Use a date and time like 2026-12-31T09:00:00Z',
});

/** A wall-clock time in the business's zone (agent settings' business hours). */
const dueLocalSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, {
    error: 'Use a date and time like 2026-12-31T09:00',
  });

export const taskCreateSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Title is required' })
    .max(200, { error: 'Title is at most 200 characters' }),
  description: z.string().trim().max(5000).nullable().optional(),
  due_at: dueSchema.nullable().optional(),
  /** Instead of due_at: the due time read in the business's time zone. */
  due_local: dueLocalSchema.nullable().optional(),
  assignee_user_id: idSchema.nullable().optional(),
  contact_id: idSchema.nullable().optional(),
  deal_id: idSchema.nullable().optional(),
  conversation_id: idSchema.nullable().optional(),
});
export type TaskCreate = z.input<typeof taskCreateSchema>;

export const taskUpdateSchema = taskCreateSchema
  .partial()
  .extend({ done: z.boolean().optional(), status: z.enum(TASK_STATUSES).optional() })
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to change' });
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const reminderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  task_id: z.number().int().nullable(),
  late: z.boolean(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;
export const reminderListSchema = z.object({ data: z.array(reminderSchema) });
export type ReminderList = z.infer<typeof reminderListSchema>;

// ---- time zone helpers (Intl only; no library) ----

/** Milliseconds the zone is ahead of UTC at `instant`. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** "2026-03-10T09:30" read as a wall-clock time in the zone, as an instant. */
export function zonedToUtc(local: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess - zoneOffsetMs(new Date(first), timeZone));
}

/** An instant as the zone's wall clock, "2026-03-10T09:30" (for a datetime-local input). */
export function utcToZonedInput(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const shifted = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  return shifted.toISOString().slice(0, 16);
}

/** The zone's calendar day around `now`: [start, end) as instants. */
export function zonedDay(now: Date, timeZone: string): { start: Date; end: Date } {
  const local = utcToZonedInput(now.toISOString(), timeZone).slice(0, 10);
  const start = zonedToUtc(`${local}T00:00`, timeZone);
  const next = new Date(Date.parse(`${local}T00:00:00Z`) + 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);
  return { start, end: zonedToUtc(`${next}T00:00`, timeZone) };
}
