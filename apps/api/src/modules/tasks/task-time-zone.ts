// The business's time zone for tasks: the one its agent settings' business hours name
// (modules/agent), else DEFAULT_BUSINESS_TIME_ZONE. Due times are entered and shown on that
// clock, "today" is counted in it, and the reminder says the due time in it.
import { DEFAULT_BUSINESS_TIME_ZONE, zonedToUtc } from '@lisa/contracts/tasks';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { ValidationError } from '../../platform/http/app-error.ts';

export async function taskTimeZone(db: Executor, businessId: number): Promise<string> {
  const [row] = await db
    .select({ hours: agentSettings.businessHours })
    .from(agentSettings)
    .where(eq(agentSettings.businessId, businessId));
  return row?.hours?.time_zone ?? DEFAULT_BUSINESS_TIME_ZONE;
}

/**
 * The due instant from the input: due_at as given, or due_local read in the zone; undefined
 * when neither is named (unchanged), null to clear.
 */
export function dueFrom(
  input: { due_at?: string | null | undefined; due_local?: string | null | undefined },
  timeZone: string,
): Date | null | undefined {
  if (input.due_at !== undefined && input.due_local !== undefined) {
    const text = 'Give the due time once: due_at or due_local';
    throw new ValidationError(text, { due_local: [text] });
  }
  if (input.due_local !== undefined) {
    if (input.due_local === null) return null;
    const at = zonedToUtc(input.due_local, timeZone);
    if (Number.isNaN(at.getTime())) {
      const text = 'Use a date and time like 2026-12-31T09:00';
      throw new ValidationError(text, { due_local: [text] });
    }
    return at;
  }
  if (input.due_at === undefined) return undefined;
  return input.due_at ? new Date(input.due_at) : null;
}

/** "Tue 1 Dec, 09:00" on the zone's clock. */
export function formatLocalDue(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}
