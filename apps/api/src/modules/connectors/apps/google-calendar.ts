// Google Calendar (the catalogue's `calendar`; its events carry Google Meet links): free/busy
// (`POST {base}/calendar/v3/freeBusy`) and events (`POST
// {base}/calendar/v3/calendars/{id}/events?conferenceDataVersion=1&sendUpdates=all`, the
// contact invited). `find_slots` offers the first free start times within the business's
// opening hours from one free/busy read of the days ahead. OAuth: the refresh token is traded at GOOGLE_OAUTH_TOKEN_URL (form
// encoded). An event's id is derived from the step's idempotency key, so a retry after a lost
// answer gets 409 and reads the first event instead of booking twice.
import { createHash } from 'node:crypto';
import { DEFAULT_OPENING_HOURS, freeSlots, slotLabel } from '@lisa/workflows';
import {
  type CallContext,
  type Connector,
  ConnectorError,
  callJson,
  obj,
  type RunResult,
  str,
} from './connector-http.ts';

const LABEL = 'Google Calendar';
const googleError = (_status: number, body: unknown) =>
  str(obj(obj(body).error).message) || undefined;

function window(input: Record<string, string>): { start: Date; end: Date } {
  const start = new Date(input.start ?? '');
  if (Number.isNaN(start.getTime())) {
    throw new ConnectorError(`"${input.start ?? ''}" is not a date and time`, false);
  }
  const minutes = Number(input.duration_minutes || 30);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60) {
    throw new ConnectorError(`"${input.duration_minutes}" is not a duration in minutes`, false);
  }
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
}

/** A whole number from a step's input, within bounds (empty: the default). */
function whole(text: string | undefined, label: string, fallback: number, max: number) {
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new ConnectorError(`"${text}" is not a number of ${label} from 1 to ${max}`, false);
  }
  return value;
}

/** Google's event ids are base32hex (0-9, a-v), 5 to 1024 characters: hex digits qualify. */
export const eventIdOf = (key: string) =>
  createHash('sha256').update(key).digest('hex').slice(0, 40);

export function createGoogleCalendar(options: { baseUrl: string; tokenUrl: string }): Connector {
  const calendarUrl = (ctx: CallContext) =>
    `${options.baseUrl}/calendar/v3/calendars/${encodeURIComponent(String(ctx.settings.calendar_id || 'primary'))}`;
  const auth = (ctx: CallContext) => ({ authorization: `Bearer ${ctx.accessToken}` });
  return {
    label: LABEL,
    async refresh(ctx) {
      let response: Response;
      try {
        response = await ctx.fetch(options.tokenUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            client_id: String(ctx.settings.client_id ?? ''),
            client_secret: ctx.secrets.client_secret ?? '',
            refresh_token: ctx.secrets.refresh_token ?? '',
            grant_type: 'refresh_token',
          }).toString(),
          signal: AbortSignal.timeout(ctx.timeoutMs),
          redirect: 'manual',
        });
      } catch {
        throw new ConnectorError(`${LABEL} could not be reached`, true);
      }
      const body = obj(await response.json().catch(() => ({})));
      if (response.status >= 500 || response.status === 429) {
        throw new ConnectorError(
          `${LABEL} had a problem on its side (HTTP ${response.status})`,
          true,
        );
      }
      if (!response.ok || !body.access_token) {
        throw new ConnectorError(
          `${LABEL} refused the refresh token (${str(body.error) || `HTTP ${response.status}`}). Connect again with a new one.`,
          false,
        );
      }
      return {
        accessToken: str(body.access_token),
        expiresInSeconds: Number(body.expires_in) || 3600,
      };
    },
    async check(ctx) {
      await callJson(
        LABEL,
        ctx,
        calendarUrl(ctx),
        { method: 'GET', headers: auth(ctx) },
        googleError,
      );
    },
    async run(action, input, ctx): Promise<RunResult> {
      const timeZone = String(ctx.settings.time_zone || ctx.timeZone);
      const calendarId = String(ctx.settings.calendar_id || 'primary');
      /** The calendar's busy periods between two instants (Google's freeBusy). */
      const busyBetween = async (timeMin: Date, timeMax: Date) => {
        const { body } = await callJson(
          LABEL,
          ctx,
          `${options.baseUrl}/calendar/v3/freeBusy`,
          {
            method: 'POST',
            headers: auth(ctx),
            body: JSON.stringify({
              timeMin: timeMin.toISOString(),
              timeMax: timeMax.toISOString(),
              timeZone,
              items: [{ id: calendarId }],
            }),
          },
          googleError,
        );
        const calendars = obj(obj(body).calendars);
        const entry = obj(calendars[calendarId] ?? Object.values(calendars)[0]);
        if (Array.isArray(entry.errors) && entry.errors.length) {
          throw new ConnectorError(
            `${LABEL} could not read the calendar (${str(obj(entry.errors[0]).reason)})`,
            false,
          );
        }
        return (Array.isArray(entry.busy) ? entry.busy.map(obj) : []).map((slot) => ({
          start: str(slot.start),
          end: str(slot.end),
        }));
      };
      if (action === 'check_availability') {
        const { start, end } = window(input);
        const busy = await busyBetween(start, end);
        const overlapping = busy.filter(
          (slot) =>
            Date.parse(slot.start) < end.getTime() && Date.parse(slot.end) > start.getTime(),
        );
        const busyUntil =
          overlapping
            .map((slot) => slot.end)
            .sort()
            .at(-1) ?? null;
        return {
          recordId: null,
          output: { available: overlapping.length === 0, busy_until: busyUntil },
        };
      }
      if (action === 'find_slots') {
        const durationMinutes = whole(input.duration_minutes, 'minutes', 30, 24 * 60);
        const count = whole(input.count, 'times to offer', 3, 10);
        const days = whole(input.days, 'days', 7, 60);
        const from = ctx.now;
        const until = new Date(from.getTime() + days * 86_400_000);
        const busy = await busyBetween(from, until);
        // The business's hours are read, and the times offered, in the hours' own zone.
        const zone = ctx.openingHours?.timeZone ?? timeZone;
        const slots = freeSlots({
          busy,
          from,
          days,
          durationMinutes,
          count,
          timeZone: zone,
          hours: ctx.openingHours?.days ?? DEFAULT_OPENING_HOURS,
        });
        const offered = slots.map((slot) => ({
          label: slotLabel(slot.start, zone),
          value: slot.start.toISOString(),
        }));
        return {
          recordId: null,
          output: {
            slots: JSON.stringify(offered),
            slot_count: offered.length,
            first_slot: offered[0]?.value ?? null,
          },
        };
      }
      if (action === 'book_event') {
        const { start, end } = window(input);
        const id = eventIdOf(ctx.idempotencyKey);
        const event = {
          id,
          summary: input.title,
          ...(input.description ? { description: input.description } : {}),
          start: { dateTime: start.toISOString(), timeZone },
          end: { dateTime: end.toISOString(), timeZone },
          ...(input.attendee_email ? { attendees: [{ email: input.attendee_email }] } : {}),
          conferenceData: {
            createRequest: { requestId: id, conferenceSolutionKey: { type: 'hangoutsMeet' } },
          },
        };
        let body: unknown;
        try {
          ({ body } = await callJson(
            LABEL,
            ctx,
            `${calendarUrl(ctx)}/events?conferenceDataVersion=1&sendUpdates=all`,
            { method: 'POST', headers: auth(ctx), body: JSON.stringify(event) },
            googleError,
          ));
        } catch (error) {
          // 409: the event exists already (the first attempt went through): read it.
          if (
            !(error instanceof ConnectorError) ||
            !/already exists|duplicate/i.test(error.message)
          )
            throw error;
          ({ body } = await callJson(
            LABEL,
            ctx,
            `${calendarUrl(ctx)}/events/${id}`,
            { method: 'GET', headers: auth(ctx) },
            googleError,
          ));
        }
        const created = obj(body);
        return {
          recordId: str(created.id) || id,
          output: {
            record_id: str(created.id) || id,
            event_url: str(created.htmlLink) || null,
            meet_url: str(created.hangoutLink) || null,
          },
        };
      }
      throw new ConnectorError(`${LABEL} cannot ${action}`, false);
    },
  };
}
