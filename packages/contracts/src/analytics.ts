import { z } from 'zod';
import { dbIdParamSchema, storedText } from './stored.ts';

// Wire contract of analytics (/api/analytics/*) and of the visitor's rating of a resolved
// conversation (/api/chat/rating). Every figure is computed in SQL on one cohort: the
// conversations started in the range (in the chosen time zone); rates share its denominator.

export const MAX_RANGE_DAYS = 366;
/** A resolution that stays closed this long is durable. */
export const DURABLE_DAYS = 7;

const day = z
  .string({ error: 'Use a date like 2026-11-25' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-11-25' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: 'Use a date like 2026-11-25',
  });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ANALYTICS_METRICS = [
  'conversations',
  'proactive',
  'resolved',
  'automated',
  'durable',
  'reopened',
  'handoffs',
  'handoff_requested',
  'handoff_could_not_answer',
  'handoff_rule',
  'handoff_workflow',
  'human_replied',
  'rated',
  'rated_bot',
  'rated_member',
  'leads',
  'deals_won',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** all: wall-clock durations; business: only the seconds inside the opening hours. */
export const ANALYTICS_HOURS = ['all', 'business'] as const;
export type AnalyticsHours = (typeof ANALYTICS_HOURS)[number];

/** Asked for business-hours durations before any opening hours are set. */
export const NO_BUSINESS_HOURS_TEXT = 'Set your business hours in the agent settings first';

export const analyticsQuerySchema = z
  .object({
    from: day,
    to: day,
    tz: storedText('Time zone')
      .max(64)
      // An IANA name (Area/City) or UTC: offsets like +03:00 mean the opposite in PostgreSQL.
      .regex(/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/, {
        error: 'Choose a time zone like Africa/Nairobi',
      })
      .refine(isTimeZone, { error: 'Choose a time zone like Africa/Nairobi' })
      .default('UTC'),
    channel: storedText('Channel').trim().max(40).optional(),
    member: dbIdParamSchema('Member').optional(),
    /**
     * The conversations a campaign started (a website message replied to) or that its replies
     * joined (a reply into an open chat, a WhatsApp broadcast answered): a campaign recipient
     * row naming the conversation. 404 for another business's campaign.
     */
    campaign_id: dbIdParamSchema('Campaign').optional(),
    /** business: durations count only the business's opening hours (agent settings). */
    hours: z.enum(ANALYTICS_HOURS, { error: 'Choose all or business hours' }).default('all'),
  })
  .refine((q) => q.from <= q.to, {
    error: 'The start date must be on or before the end date',
    path: ['to'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= (MAX_RANGE_DAYS - 1) * 86_400_000, {
    error: `Choose at most ${MAX_RANGE_DAYS} days`,
    path: ['to'],
  });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

export const drillQuerySchema = z.object({
  metric: z.enum(ANALYTICS_METRICS, { error: 'Choose a figure to list' }),
});

/** A duration figure in seconds (null when nothing was measured). */
const durationSchema = z.object({
  median: z.number().nullable(),
  p90: z.number().nullable(),
  count: z.number().int(),
});

export const analyticsFiguresSchema = z.object({
  conversations: z.number().int(),
  proactive: z.number().int(),
  messages: z.number().int(),
  resolved: z.number().int(),
  automated: z.number().int(),
  durable: z.number().int(),
  reopened: z.number().int(),
  handoffs: z.number().int(),
  handoff_requested: z.number().int(),
  handoff_could_not_answer: z.number().int(),
  handoff_rule: z.number().int(),
  handoff_workflow: z.number().int(),
  human_replied: z.number().int(),
  /** Shares of the cohort (conversations) or of resolved ones, 0..1; null when the base is 0. */
  automation_rate: z.number().nullable(),
  durable_rate: z.number().nullable(),
  handoff_rate: z.number().nullable(),
  reopen_rate: z.number().nullable(),
  first_response: durationSchema,
  resolution_time: durationSchema,
  rated: z.number().int(),
  rated_bot: z.number().int(),
  rated_member: z.number().int(),
  csat_bot: z.number().nullable(),
  csat_member: z.number().nullable(),
  credits_used: z.number().int(),
  credits_per_resolved: z.number().nullable(),
  leads: z.number().int(),
  deals_won: z.number().int(),
  /** At 2 minutes per bot reply. */
  hours_saved: z.number(),
});
export type AnalyticsFigures = z.infer<typeof analyticsFiguresSchema>;

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  tz: z.string(),
  /** Whether durations count every second or only the business's opening hours. */
  hours: z.enum(ANALYTICS_HOURS).optional(),
  bucket: z.enum(['hour', 'day']),
  figures: analyticsFiguresSchema,
  /** The same figures for the period of equal length just before. */
  previous: analyticsFiguresSchema,
  series: z.array(
    z.object({
      at: z.string(),
      conversations: z.number().int(),
      resolved: z.number().int(),
      automated: z.number().int(),
      handoffs: z.number().int(),
    }),
  ),
  channels: z.array(
    z.object({
      channel: z.string(),
      conversations: z.number().int(),
      resolved: z.number().int(),
      automated: z.number().int(),
      handoffs: z.number().int(),
    }),
  ),
  members: z.array(
    z.object({
      member_id: z.number().int(),
      name: z.string().nullable(),
      /** Conversations they took part in (the member filter's cohort). */
      conversations: z.number().int(),
      assigned: z.number().int(),
      replied: z.number().int(),
      resolved: z.number().int(),
      csat: z.number().nullable(),
      first_response_median: z.number().nullable(),
    }),
  ),
  top_questions: z.array(z.object({ question: z.string(), count: z.number().int() })),
  unanswered: z.array(
    z.object({ gap_id: z.number().int(), question: z.string(), count: z.number().int() }),
  ),
  /** The business's campaigns the screen can filter by (sent or sending, newest first). */
  campaigns: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.string() })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export const drillItemSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  origin: z.string(),
  started_at: z.string(),
  contact_name: z.string().nullable(),
  status: z.string(),
  handoff_reason: z.string().nullable(),
  resolved_by: z.string().nullable(),
  score: z.number().int().nullable(),
});
export type DrillItem = z.infer<typeof drillItemSchema>;
export const drillListSchema = z.object({
  metric: z.enum(ANALYTICS_METRICS),
  total: z.number().int(),
  items: z.array(drillItemSchema),
});
export type DrillList = z.infer<typeof drillListSchema>;

export const ANALYTICS_TABLES = [
  'figures',
  'series',
  'channels',
  'members',
  'top_questions',
  'unanswered',
  'conversations',
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];
export const exportQuerySchema = z.object({
  table: z.enum(ANALYTICS_TABLES, { error: 'Choose a table to export' }),
  metric: z.enum(ANALYTICS_METRICS, { error: 'Choose a figure to list' }).optional(),
});

// --- The visitor's rating (CSAT) ---

export const CSAT_TEXTS = {
  question: 'How did we do?',
  commentLabel: 'Anything to add? (optional)',
  submit: 'Send rating',
  thanks: 'Thank you for your feedback.',
  alreadyRated: 'This conversation has already been rated.',
  notResolved: 'You can rate a conversation once it is resolved.',
  /** On WhatsApp (plain text inside the 24-hour window), asked once after a resolve. */
  channelQuestion: 'How did we do? Reply with a number from 1 (poor) to 5 (great).',
  /** On Messenger and Instagram, with the five scores as quick replies under it. */
  channelQuestionTap: 'How did we do? Tap a number from 1 (poor) to 5 (great).',
  channelThanks: 'Thank you for rating us. Anything to add? Just reply with one message.',
  channelCommentThanks: 'Thank you, we have passed it on.',
} as const;

/** The conversation is the one the visitor token names. */
export const ratingBodySchema = z.object({
  score: z.coerce
    .number({ error: 'Choose a rating from 1 to 5' })
    .int({ error: 'Choose a rating from 1 to 5' })
    .min(1, { error: 'Choose a rating from 1 to 5' })
    .max(5, { error: 'Choose a rating from 1 to 5' }),
  comment: storedText('Comment').trim().max(1000).optional(),
});
export type RatingBody = z.infer<typeof ratingBodySchema>;

export const ratingStatusSchema = z.object({
  /** True while the conversation is resolved and nobody rated it yet: the widget asks. */
  ask: z.boolean(),
  rated: z.boolean(),
  score: z.number().int().nullable(),
});
export type RatingStatus = z.infer<typeof ratingStatusSchema>;
