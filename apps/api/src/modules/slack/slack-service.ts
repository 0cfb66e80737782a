// The Slack channels of a business: added with Slack's incoming-webhook URL (never shown
// again, only its end), the alerts each wants, a test message, on/off, removal. Sending is
// the platform's (platform/webhooks/slack-alerts.ts).
import {
  MAX_SLACK_DESTINATIONS,
  SLACK_TEXTS,
  type SlackDestination,
  type SlackDestinationInput,
  type SlackDestinationPatch,
} from '@lisa/contracts/slack';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { slackDestinations } from '../../db/schema/public-api.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { openRowSecret, sealRowSecret } from '../../platform/security/row-secret.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import type { SlackAlerts } from '../../platform/webhooks/slack-alerts.ts';

type Row = typeof slackDestinations.$inferSelect;

const viewOf = (row: Row, secrets: SecretBox): SlackDestination => ({
  id: row.id,
  name: row.name,
  url_hint: `…${openRowSecret(secrets, 'slack', row.id, row.webhookUrl).slice(-6)}`,
  alerts: row.alerts,
  enabled: row.enabled,
  last_sent_at: row.lastSentAt?.toISOString() ?? null,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
});

export function createSlackService(options: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
  slack: SlackAlerts;
  /** Hosts an incoming-webhook URL may point at (SLACK_WEBHOOK_HOSTS). */
  allowedHosts: readonly string[];
  secrets: SecretBox;
}) {
  const { db, clock, audit, slack, secrets } = options;
  const view = (row: Row) => viewOf(row, secrets);

  async function own(businessId: number, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(slackDestinations)
      .where(and(eq(slackDestinations.id, id), eq(slackDestinations.businessId, businessId)));
    if (!row) throw new NotFoundError(`Slack channel ${id} not found`);
    return row;
  }

  function assertSlackUrl(url: string): void {
    const host = new URL(url).hostname.toLowerCase();
    if (!options.allowedHosts.includes(host)) {
      throw new ValidationError(SLACK_TEXTS.webhookUrl, { webhook_url: [SLACK_TEXTS.webhookUrl] });
    }
  }

  return {
    async list(businessId: number): Promise<SlackDestination[]> {
      const rows = await db
        .select()
        .from(slackDestinations)
        .where(eq(slackDestinations.businessId, businessId))
        .orderBy(slackDestinations.id);
      return rows.map(view);
    },

    async create(businessId: number, input: SlackDestinationInput, actor: AuditActor) {
      assertSlackUrl(input.webhook_url);
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ n: count() })
          .from(slackDestinations)
          .where(eq(slackDestinations.businessId, businessId));
        if ((existing?.n ?? 0) >= MAX_SLACK_DESTINATIONS) {
          throw new AppError(409, 'conflict', SLACK_TEXTS.tooMany);
        }
        const [row] = await tx
          .insert(slackDestinations)
          .values({
            businessId,
            name: input.name,
            // Sealed below, bound to the id the insert gives.
            webhookUrl: '',
            alerts: [...new Set(input.alerts)],
            createdBy: actor.userId,
            createdAt: clock(),
          })
          .returning();
        if (!row) throw new Error('slack destination insert returned no row');
        row.webhookUrl = sealRowSecret(secrets, 'slack', row.id, input.webhook_url);
        await tx
          .update(slackDestinations)
          .set({ webhookUrl: row.webhookUrl })
          .where(eq(slackDestinations.id, row.id));
        if (row.alerts.includes('daily_summary')) await slack.scheduleDaily(tx, row.id);
        await audit.record(
          businessId,
          actor,
          { kind: 'integrations.slack.added', target: row.name, after: { alerts: row.alerts } },
          tx,
        );
        return view(row);
      });
    },

    async update(businessId: number, id: number, patch: SlackDestinationPatch, actor: AuditActor) {
      const before = await own(businessId, id);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(slackDestinations)
          .set({
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.alerts !== undefined ? { alerts: [...new Set(patch.alerts)] } : {}),
            ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
          })
          .where(eq(slackDestinations.id, before.id))
          .returning();
        if (!row) throw new NotFoundError(`Slack channel ${id} not found`);
        if (row.alerts.includes('daily_summary')) await slack.scheduleDaily(tx, row.id);
        await audit.record(
          businessId,
          actor,
          {
            kind: 'integrations.slack.updated',
            target: row.name,
            before: { alerts: before.alerts, enabled: before.enabled },
            after: { alerts: row.alerts, enabled: row.enabled },
          },
          tx,
        );
        return view(row);
      });
    },

    async remove(businessId: number, id: number, actor: AuditActor): Promise<void> {
      const row = await own(businessId, id);
      await db.delete(slackDestinations).where(eq(slackDestinations.id, row.id));
      await audit.record(businessId, actor, {
        kind: 'integrations.slack.removed',
        target: row.name,
      });
    },

    /** Posts a test message now; a refusal is a 502-free answer the screen can show. */
    async test(businessId: number, id: number): Promise<SlackDestination> {
      const row = await own(businessId, id);
      const refusal = await slack.sendTest(row.id);
      if (refusal) throw new AppError(409, 'conflict', refusal);
      return view(await own(businessId, id));
    },
  };
}

export type SlackService = ReturnType<typeof createSlackService>;
