import { z } from 'zod';
import { storedText } from './stored.ts';

// Wire contract of the Slack integration: channels (incoming-webhook URLs) that receive the
// business's alerts — a new handoff, a new lead, a daily summary (/api/slack/destinations).
// Alerts go one way: nothing written in Slack ever reaches a customer.

export const SLACK_ALERTS = ['handoff', 'lead', 'daily_summary'] as const;
export type SlackAlert = (typeof SLACK_ALERTS)[number];
export const MAX_SLACK_DESTINATIONS = 10;
/**
 * The daily summary goes out at this hour of the business's own clock (its time zone: the
 * agent settings' business hours, else Africa/Nairobi) about its day before.
 */
export const SLACK_DAILY_SUMMARY_HOUR = 7;

/** GET /api/slack/oauth/install: whether "Add to Slack" is offered, and where it leads. */
export const slackInstallSchema = z.object({
  /** False: this server has no Slack app (SLACK_CLIENT_ID/SECRET): paste a webhook URL. */
  oauth: z.boolean(),
  /** Slack's authorize page for this business and member (valid 10 minutes). */
  url: z.string().nullable(),
});
export type SlackInstall = z.infer<typeof slackInstallSchema>;

/** The callback's query: what Slack sends back to the redirect URI. */
export const slackOAuthCallbackQuerySchema = z.object({
  code: z.string().max(500).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** Outcomes the callback puts in the dashboard's address (?slack=...). */
export const SLACK_OAUTH_OUTCOMES = {
  connected: 'Slack is connected: alerts will appear in the channel you chose.',
  denied: 'Slack was not connected: the install was cancelled in Slack.',
  expired: 'That Slack install link expired or is not valid. Start again from this page.',
  refused: 'Slack refused the install. Try again, or add the channel by its webhook URL.',
} as const;
export type SlackOAuthOutcome = keyof typeof SLACK_OAUTH_OUTCOMES;

export const SLACK_TEXTS = {
  webhookUrl:
    'Paste the incoming-webhook URL Slack gave you; it starts with https://hooks.slack.com/services/',
  tooMany: `A business can send alerts to at most ${MAX_SLACK_DESTINATIONS} Slack channels.`,
} as const;

const alertSchema = z.enum(SLACK_ALERTS, { error: 'Unknown alert' });

export const slackDestinationInputSchema = z.object({
  /** How the team knows the channel, e.g. #front-desk. */
  name: storedText('Channel name')
    .trim()
    .min(1, 'Name the channel')
    .max(80, 'At most 80 characters'),
  webhook_url: storedText('Webhook URL').pipe(
    z
      .url({ protocol: /^https?$/, error: SLACK_TEXTS.webhookUrl })
      .max(500, 'At most 500 characters'),
  ),
  alerts: z.array(alertSchema).min(1, 'Choose at least one alert').max(SLACK_ALERTS.length),
});
export type SlackDestinationInput = z.infer<typeof slackDestinationInputSchema>;

export const slackDestinationPatchSchema = slackDestinationInputSchema
  .omit({ webhook_url: true })
  .partial()
  .extend({ enabled: z.boolean().optional() });
export type SlackDestinationPatch = z.infer<typeof slackDestinationPatchSchema>;

export const slackDestinationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The webhook URL is a secret: only its last characters are shown. */
  url_hint: z.string(),
  alerts: z.array(z.string()),
  enabled: z.boolean(),
  last_sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type SlackDestination = z.infer<typeof slackDestinationSchema>;

export const slackDestinationListSchema = z.object({
  destinations: z.array(slackDestinationSchema),
});
