// Slack alerts: the events a business's webhooks see also go, as short messages, to the
// Slack channels (incoming webhooks) that asked for them — a handoff with its summary and a
// link to the conversation, a new lead — plus a daily summary. One way only: Lisa posts to
// Slack and never reads from it, so nothing written in Slack can reach a customer.
//
// Each alert is a job (retried with backoff when Slack does not answer 2xx); the daily
// summary is a job per channel that re-queues itself for the next day, at 07:00 on the
// business's own clock (DST included), about its own yesterday; a change of the business's
// zone moves the queued one (moveDailySummaries, called when the agent settings are saved).
import { isTimeZone } from '@lisa/contracts/agent';
import { SLACK_DAILY_SUMMARY_HOUR, type SlackAlert } from '@lisa/contracts/slack';
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  utcToZonedInput,
  zonedDay,
  zonedToUtc,
} from '@lisa/contracts/tasks';
import { and, count, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { businesses, conversations, messages } from '../../db/schema/core.ts';
import { slackDestinations } from '../../db/schema/public-api.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { openRowSecret } from '../security/row-secret.ts';
import type { SecretBox } from '../security/secret-box.ts';
import { unreachableReason } from './webhooks.ts';

export const SLACK_ALERT_JOB = 'slack-alert';
export const SLACK_DAILY_JOB = 'slack-daily-summary';
const DAY_MS = 24 * 60 * 60 * 1000;
const TEST_TEXT = 'Lisa is connected: alerts for this business will appear in this channel.';

/** Which event raises which alert. */
const ALERT_OF_EVENT: Record<string, SlackAlert> = {
  'conversation.handed_over': 'handoff',
  'lead.created': 'lead',
};

export interface SlackAlertsOptions {
  db: Database;
  /** Opens the destinations' sealed incoming-webhook URLs. */
  secrets: SecretBox;
  jobs: JobQueue;
  clock: () => Date;
  fetch: typeof fetch;
  dashboardUrl: string;
  timeoutMs: number;
}

export interface SlackAlerts {
  /** Queues the alert an event raises for every channel of the business that wants it. */
  notify(
    executor: Executor,
    businessId: number,
    eventType: string,
    data: Record<string, unknown>,
  ): Promise<void>;
  /** Sends a test message to one channel now; resolves with Slack's refusal, if any. */
  sendTest(destinationId: number): Promise<string | null>;
  /** Queues the channel's next daily summary (once per channel). */
  scheduleDaily(executor: Executor, destinationId: number): Promise<void>;
  /**
   * After the business's settings are saved: each channel's queued summary moves to its
   * time on the business's (possibly new) clock (`summaryRunIn`). Nothing moves when the
   * zone is the same.
   */
  moveDailySummaries(executor: Executor, businessId: number): Promise<void>;
}

type AlertJob = { destinationId: number; alert: SlackAlert; data: Record<string, unknown> };

/** Slack's mrkdwn treats &, < and > as markup: what people typed is escaped. */
export function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The local calendar date ("2026-11-25") of an instant in a time zone. */
function localDate(at: Date, timeZone: string): string {
  return utcToZonedInput(at.toISOString(), timeZone).slice(0, 10);
}

/** The next HH:00 on the zone's wall clock strictly after `now` (23 or 25 h apart over DST). */
export function nextDailyRun(now: Date, timeZone: string, hour = SLACK_DAILY_SUMMARY_HOUR): Date {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const at = `T${String(hour).padStart(2, '0')}:00`;
  const today = localDate(now, zone);
  const run = zonedToUtc(`${today}${at}`, zone);
  if (run > now) return run;
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return zonedToUtc(`${tomorrow}${at}`, zone);
}

/**
 * Where a queued summary goes when the business's zone changes: 07:00 on the new zone's
 * clock, on the date its due time falls on there (so no day is skipped or sent twice); null
 * (at once) when that hour has already passed.
 */
function summaryRunIn(dueAt: Date, timeZone: string, now: Date): Date | null {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const hour = String(SLACK_DAILY_SUMMARY_HOUR).padStart(2, '0');
  const run = zonedToUtc(`${localDate(dueAt, zone)}T${hour}:00`, zone);
  return run > now ? run : null;
}

/** The business's time zone: its business hours' zone, else the house default. */
export async function businessTimeZoneOf(executor: Executor, businessId: number): Promise<string> {
  const [row] = await executor
    .select({ hours: agentSettings.businessHours })
    .from(agentSettings)
    .where(eq(agentSettings.businessId, businessId));
  const zone = row?.hours?.time_zone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_BUSINESS_TIME_ZONE;
}

export function createSlackAlerts(options: SlackAlertsOptions): SlackAlerts {
  const { db, jobs, clock } = options;
  const link = (path: string, label: string) =>
    `<${options.dashboardUrl}${path}|${slackEscape(label)}>`;

  async function post(url: string, text: string): Promise<string | null> {
    try {
      const response = await options.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          text,
          blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }],
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (response.ok) return null;
      const body = (await response.text().catch(() => '')).slice(0, 200);
      return `Slack answered ${response.status}${body ? `: ${body}` : ''}`;
    } catch (error) {
      return `Slack could not be reached: ${unreachableReason(error)}`;
    }
  }

  async function handoffText(data: Record<string, unknown>): Promise<string> {
    const conversation = data.conversation as { id?: string | number } | undefined;
    const id = Number(conversation?.id);
    const [summary] = Number.isInteger(id)
      ? await db
          .select({ text: messages.text })
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, id),
              eq(messages.private, true),
              eq(messages.sender, 'system'),
              like(messages.text, 'Handoff summary%'),
            ),
          )
          .orderBy(desc(messages.id))
          .limit(1)
      : [];
    const lines = ['*A conversation is waiting for a person*'];
    if (summary) lines.push(slackEscape(summary.text.replace(/^Handoff summary\n?/, '')));
    lines.push(link(`/dashboard/inbox?conversation=${id}`, 'Open the conversation'));
    return lines.join('\n');
  }

  function leadText(data: Record<string, unknown>): string {
    const lead = (data.lead ?? data) as Record<string, unknown>;
    const who = [lead.name, lead.email, lead.phone].filter((v) => typeof v === 'string' && v);
    const source = typeof lead.source === 'string' ? ` from ${lead.source}` : '';
    return [
      `*New lead*${slackEscape(source)}: ${slackEscape(who.join(', ') || 'no details yet')}`,
      link('/dashboard/leads', 'See the leads'),
    ].join('\n');
  }

  async function dailyText(businessId: number, now: Date): Promise<string> {
    // Yesterday on the business's clock: [its midnight before today's, today's midnight).
    const zone = await businessTimeZoneOf(db, businessId);
    const end = zonedDay(now, zone).start;
    const { start } = zonedDay(new Date(end.getTime() - 1), zone);
    const inDay = (column: typeof conversations.createdAt | typeof messages.createdAt) =>
      and(gte(column, start), lt(column, end));
    const [[business], [started], [handedOver], [answered]] = await Promise.all([
      db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId)),
      db
        .select({ n: count() })
        .from(conversations)
        .where(and(eq(conversations.businessId, businessId), inDay(conversations.createdAt))),
      db
        .select({ n: count() })
        .from(messages)
        .where(
          and(
            eq(messages.businessId, businessId),
            eq(messages.sender, 'system'),
            eq(messages.private, true),
            like(messages.text, 'Handoff summary%'),
            inDay(messages.createdAt),
          ),
        ),
      db
        .select({ n: count() })
        .from(messages)
        .where(
          and(
            eq(messages.businessId, businessId),
            eq(messages.sender, 'bot'),
            inDay(messages.createdAt),
          ),
        ),
    ]);
    const day = localDate(start, zone);
    return [
      `*${slackEscape(business?.name ?? 'Your business')} on ${day}*`,
      `${started?.n ?? 0} new conversations · ${answered?.n ?? 0} answers by the assistant · ${handedOver?.n ?? 0} handed to a person`,
      link('/dashboard/analytics', 'Open analytics'),
    ].join('\n');
  }

  async function send(job: AlertJob): Promise<void> {
    const [destination] = await db
      .select()
      .from(slackDestinations)
      .where(eq(slackDestinations.id, job.destinationId));
    if (!destination?.enabled) return;
    const text =
      job.alert === 'handoff'
        ? await handoffText(job.data)
        : job.alert === 'lead'
          ? leadText(job.data)
          : await dailyText(destination.businessId, clock());
    const refusal = await deliver(
      destination.id,
      openRowSecret(options.secrets, 'slack', destination.id, destination.webhookUrl),
      text,
    );
    if (refusal) throw new Error(refusal);
  }

  /** Posts and records the outcome on the channel (last sent, or what Slack said). */
  async function deliver(id: number, url: string, text: string): Promise<string | null> {
    const refusal = await post(url, text);
    await db
      .update(slackDestinations)
      .set(refusal ? { lastError: refusal } : { lastSentAt: clock(), lastError: null })
      .where(eq(slackDestinations.id, id));
    return refusal;
  }

  jobs.define<AlertJob>(SLACK_ALERT_JOB, (job) => send(job), {
    retryLimit: 5,
    retryDelaySeconds: 30,
  });

  const scheduleDaily: SlackAlerts['scheduleDaily'] = async (executor, destinationId) => {
    const [destination] = await executor
      .select({ businessId: slackDestinations.businessId })
      .from(slackDestinations)
      .where(eq(slackDestinations.id, destinationId));
    if (!destination) return;
    // Read at each run; a summary already queued is moved when the zone changes.
    const zone = await businessTimeZoneOf(executor, destination.businessId);
    await jobs.enqueue(
      SLACK_DAILY_JOB,
      { destinationId },
      { executor, runAt: nextDailyRun(clock(), zone), singletonKey: `daily:${destinationId}` },
    );
  };

  jobs.define<{ destinationId: number }>(
    SLACK_DAILY_JOB,
    async ({ destinationId }) => {
      const [destination] = await db
        .select()
        .from(slackDestinations)
        .where(eq(slackDestinations.id, destinationId));
      // A deleted channel, or one that no longer wants the summary, ends the chain.
      if (!destination?.alerts.includes('daily_summary')) return;
      if (destination.enabled) {
        await send({ destinationId, alert: 'daily_summary', data: {} }).catch(() => {});
      }
      await scheduleDaily(db, destinationId);
    },
    { oneQueuedPerKey: true },
  );

  const moveDailySummaries: SlackAlerts['moveDailySummaries'] = async (executor, businessId) => {
    const channels = await executor
      .select({ id: slackDestinations.id })
      .from(slackDestinations)
      .where(
        and(
          eq(slackDestinations.businessId, businessId),
          sql`${slackDestinations.alerts} @> ${JSON.stringify(['daily_summary'])}::jsonb`,
        ),
      );
    if (channels.length === 0) return;
    const zone = await businessTimeZoneOf(executor, businessId);
    for (const { id } of channels) {
      await jobs.moveQueued(
        SLACK_DAILY_JOB,
        `daily:${id}`,
        (dueAt) => summaryRunIn(dueAt, zone, clock()),
        executor,
      );
    }
  };

  return {
    async notify(executor, businessId, eventType, data) {
      const alert = ALERT_OF_EVENT[eventType];
      if (!alert) return;
      const destinations = await executor
        .select({ id: slackDestinations.id })
        .from(slackDestinations)
        .where(
          and(
            eq(slackDestinations.businessId, businessId),
            eq(slackDestinations.enabled, true),
            sql`${slackDestinations.alerts} @> ${JSON.stringify([alert])}::jsonb`,
          ),
        );
      for (const destination of destinations) {
        await jobs.enqueue<AlertJob>(
          SLACK_ALERT_JOB,
          { destinationId: destination.id, alert, data },
          { executor },
        );
      }
    },
    async sendTest(destinationId) {
      const [destination] = await db
        .select()
        .from(slackDestinations)
        .where(eq(slackDestinations.id, destinationId));
      if (!destination) return 'This channel no longer exists.';
      return deliver(
        destination.id,
        openRowSecret(options.secrets, 'slack', destination.id, destination.webhookUrl),
        TEST_TEXT,
      );
    },
    scheduleDaily,
    moveDailySummaries,
  };
}
