import { z } from 'zod';
import { LEAD_STATUSES } from './sales.ts';
import { dbIdParamSchema, dbIdSchema, storedText } from './stored.ts';

// Wire contract of campaigns (/api/campaigns/*): WhatsApp template broadcasts and email
// campaigns to a segment of contacts, paced and sent once per recipient, with per-recipient
// results; and website proactive campaigns the widget shows to visitors matching rules
// (see website-campaign rules below and the public /api/campaigns/website routes).

export const CAMPAIGN_KINDS = ['whatsapp', 'email', 'website'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];
export const CAMPAIGN_STATUSES = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'cancelled',
  'done',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const RECIPIENT_STATES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'replied',
  'failed',
  'skipped',
  'opted_out',
] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

/** At most one marketing message per contact in this many hours, across campaigns. */
export const FREQUENCY_CAP_HOURS = 24;
export const DEFAULT_RATE_PER_SECOND = 20;
/**
 * WhatsApp's messaging limit: how many different people a business's number may start
 * conversations with in a moving window of this many hours (Meta's tier: 250, 2K, 10K, 100K
 * or unlimited). A broadcast sends up to it and waits for the window to free room.
 */
export const WHATSAPP_LIMIT_WINDOW_HOURS = 24;
export const MAX_RATE_PER_SECOND = 80;
/** Credits one message costs (WhatsApp template or email). */
export const CREDITS_PER_MESSAGE = 1;
/** A reply this many days after the send counts as a reply to the campaign. */
export const REPLY_WINDOW_DAYS = 7;
/** Contact fields a template variable may take its value from. */
export const CONTACT_FIELDS = ['name', 'first_name', 'email', 'phone', 'company'] as const;

export const CAMPAIGN_TEXTS = {
  notFound: 'This campaign does not exist.',
  notEditable: 'Only a draft or scheduled campaign can be edited.',
  cannotSend: 'Only a draft or scheduled campaign can be sent.',
  cannotPause: 'Only a campaign that is sending or scheduled can be paused.',
  cannotResume: 'Only a paused campaign can be resumed.',
  cannotCancel: 'This campaign has finished already.',
  noTemplate: 'Choose an approved WhatsApp template.',
  notApproved: 'This template is not approved by Meta yet. Choose an approved one.',
  noWhatsApp: 'Connect WhatsApp first (Integrations).',
  needsSubject: 'An email campaign needs a subject and a message.',
  needsMessage: 'A website campaign needs a message.',
  scheduleInPast: 'Choose a time in the future.',
  noAudience: 'No contact in this audience can receive this campaign.',
  noSelfAddress: 'Your own WhatsApp number is needed for a test: add it to the test form.',
  outOfCredits: 'Paused: your credit ran out. Top up, then resume.',
  /** The broadcast reached the number's daily limit; it carries on by itself at `resumesAt`. */
  dailyLimit: (sent: number, total: number, resumesAt: string) =>
    `Paused by WhatsApp's daily limit: ${sent.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} sent, resumes at ${resumesAt}.`,
  /** The preview, when the audience is more than the number may message today. */
  overDailyLimit: (limit: number, used: number, now: number, later: number) =>
    `Over WhatsApp's daily limit: this number may message ${limit.toLocaleString('en-US')} people in 24 hours (${used.toLocaleString('en-US')} already). ${now.toLocaleString('en-US')} go now; the other ${later.toLocaleString('en-US')} follow as the limit frees up.`,
  segmentGone: 'This segment was deleted. Choose another segment or set the filters.',
  unsubscribed: 'You are unsubscribed. You will not get these emails any more.',
  unsubscribeUnknown: 'This unsubscribe link is not valid.',
  reasons: {
    optedOut: 'Opted out of marketing on this channel.',
    noIdentity: 'No address on this channel.',
    frequencyCap: `Got a marketing message in the last ${FREQUENCY_CAP_HOURS} hours.`,
    cancelled: 'The campaign was cancelled before this was sent.',
    interrupted: 'The send was interrupted; not retried so nobody gets it twice.',
    sendError: 'It could not be sent (an error on our side).',
  },
} as const;

const variableSource = storedText('Variable')
  .trim()
  .max(300)
  .refine(
    (value) =>
      value.startsWith('text:') ||
      (value.startsWith('field:') &&
        ((CONTACT_FIELDS as readonly string[]).includes(value.slice(6)) ||
          /^attr:[a-z0-9_]{1,40}$/.test(value.slice(6)))),
    { error: 'Map each variable to a contact field (field:name) or fixed text (text:...)' },
  );

/** The filters of an audience, and of a saved segment. */
const audienceFilters = {
  q: storedText('Search').trim().max(200).optional(),
  tag: storedText('Tag').trim().max(40).optional(),
  owner: z.union([z.enum(['me', 'none']), dbIdSchema('Owner')]).optional(),
  /** Contacts with a conversation on this channel. */
  channel: storedText('Channel').trim().max(40).optional(),
  /** A custom attribute equal to a value. */
  attribute: z
    .object({
      key: storedText('Attribute')
        .trim()
        .regex(/^[a-z0-9_]{1,40}$/, {
          error: 'Attribute keys are lower-case letters, digits, _',
        }),
      value: storedText('Attribute value').trim().max(200),
    })
    .optional(),
  /** Contacts with a lead in this status (new, contacted, qualified, converted, unqualified). */
  lead_status: z.enum(LEAD_STATUSES, { error: 'Not a lead status' }).optional(),
  /** Seen in the last N days. */
  last_seen_days: z
    .number({ error: 'Last seen must be a number of days' })
    .int()
    .min(1, { error: 'Last seen must be at least 1 day' })
    .max(3650)
    .optional(),
};

/** A saved segment's filters (`owner: 'me'` is saved as the member's own id). */
const segmentFilterSchema = z.object(audienceFilters).strict();
export type SegmentFilter = z.infer<typeof segmentFilterSchema>;

export const audienceSchema = z
  .object({
    ...audienceFilters,
    /**
     * A saved segment: the server copies its filters in (on save, preview and send), so the
     * campaign keeps the filters it was sent with even if the segment changes or is deleted.
     */
    segment_id: dbIdSchema('Segment').optional(),
    /** The segment's name when it was copied in (set by the server). */
    segment_name: z.string().max(120).optional(),
  })
  .strict();
export type Audience = z.infer<typeof audienceSchema>;

/** Website campaigns: at most this many seconds on the page before the message shows. */
export const MAX_DELAY_SECONDS = 600;

/** Which visitors see a website campaign: everyone, first-time or returning (per device id). */
export const WEBSITE_VISITORS = ['all', 'new', 'returning'] as const;
export type WebsiteVisitors = (typeof WEBSITE_VISITORS)[number];
/** A visitor is returning once this browser's device id was first seen this long ago. */
export const RETURNING_AFTER_MINUTES = 30;

export const WEBSITE_RULE_TEXTS = {
  urlEquals:
    'Page URL equals must be a path like /pricing or an address like https://shop.com/pricing',
  urlBoth: 'Choose either Page URL contains or Page URL equals, not both',
} as const;

export const websiteRulesSchema = z
  .object({
    /** Shown only when the page URL contains this text (case-insensitive); empty: any page. */
    url_contains: storedText('Page URL contains').trim().max(300).default(''),
    /**
     * Shown only on this page: a path (/pricing) or a whole address; case-insensitive, the
     * trailing slash and #fragment ignored, the query only when the rule has one. Empty: any.
     */
    url_equals: storedText('Page URL equals')
      .trim()
      .max(300)
      .refine(
        (value) => value === '' || value.startsWith('/') || /^https?:\/\/[^/\s]+/i.test(value),
        {
          error: WEBSITE_RULE_TEXTS.urlEquals,
        },
      )
      .default(''),
    /** all | new (first visit of this browser) | returning (seen before, per the device id). */
    visitors: z
      .enum(WEBSITE_VISITORS, { error: 'Choose all, new or returning visitors' })
      .default('all'),
    /** Only while the business is open (the agent settings' business hours, in its time zone). */
    business_hours: z.boolean().default(false),
    delay_seconds: z
      .number({ error: 'Seconds on page must be a number' })
      .int({ error: 'Seconds on page must be a whole number' })
      .min(0, { error: 'Seconds on page is at least 0' })
      .max(MAX_DELAY_SECONDS, { error: `Seconds on page is at most ${MAX_DELAY_SECONDS}` })
      .default(0),
    once_per_visitor: z.boolean().default(true),
    /** Not shown after this instant (ISO 8601); null: no end. */
    ends_at: z.iso
      .datetime({ offset: true, error: 'End date must be a date and time' })
      .nullable()
      .default(null),
  })
  .strict()
  .refine((rules) => rules.url_contains === '' || rules.url_equals === '', {
    error: WEBSITE_RULE_TEXTS.urlBoth,
    path: ['url_equals'],
  });
export type WebsiteRules = z.infer<typeof websiteRulesSchema>;

const campaignFields = {
  name: storedText('Name')
    .trim()
    .min(1, { error: 'Name is required' })
    .max(120, { error: 'Name is at most 120 characters' }),
  audience: audienceSchema.default({}),
  template_id: dbIdSchema('Template').nullable().optional(),
  variables: z.array(variableSource).max(20).default([]),
  subject: storedText('Subject').trim().max(200).nullable().optional(),
  body: storedText('Message').max(20_000).nullable().optional(),
  rate_per_second: z
    .number({ error: 'Rate must be a number' })
    .int({ error: 'Rate must be a whole number' })
    .min(1, { error: 'Rate is at least 1 message a second' })
    .max(MAX_RATE_PER_SECOND, {
      error: `Rate is at most ${MAX_RATE_PER_SECOND} messages a second`,
    })
    .default(DEFAULT_RATE_PER_SECOND),
  /** Website campaigns only. */
  rules: websiteRulesSchema.optional(),
  /** An inbox tag for the conversations its replies start or join (lower-case words, - or _). */
  conversation_tag: storedText('Conversation tag')
    .trim()
    .toLowerCase()
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]{0,39}$/u, {
      error: 'A tag is up to 40 letters, digits, spaces, - or _',
    })
    .nullable()
    .optional(),
};

export const campaignCreateSchema = z
  .object({
    kind: z.enum(CAMPAIGN_KINDS, { error: 'Choose whatsapp, email or website' }),
    ...campaignFields,
  })
  .strict();
export type CampaignCreate = z.input<typeof campaignCreateSchema>;

export const campaignPatchSchema = z
  .object({
    name: campaignFields.name.optional(),
    audience: audienceSchema.optional(),
    template_id: campaignFields.template_id,
    variables: z.array(variableSource).max(20).optional(),
    subject: campaignFields.subject,
    body: campaignFields.body,
    rate_per_second: campaignFields.rate_per_second.optional(),
    rules: websiteRulesSchema.optional(),
    conversation_tag: campaignFields.conversation_tag,
  })
  .strict();
export type CampaignPatch = z.input<typeof campaignPatchSchema>;

export const campaignSendSchema = z
  .object({
    /** Absent: now. Else a wall-clock time in the business's time zone, YYYY-MM-DDTHH:mm. */
    scheduled_at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'Time must look like 2026-12-01T09:00' })
      .optional(),
  })
  .strict();

export const campaignTestSchema = z
  .object({
    /** WhatsApp: the number to send the test to (E.164). Email: your own address is used. */
    to: storedText('Number')
      .trim()
      .regex(/^\+?[1-9]\d{6,14}$/, { error: 'Enter a phone number like +254712345678' })
      .optional(),
  })
  .strict();

export const campaignTotalsSchema = z.object({
  recipients: z.number(),
  queued: z.number(),
  sent: z.number(),
  delivered: z.number(),
  read: z.number(),
  replied: z.number(),
  failed: z.number(),
  skipped: z.number(),
  opted_out: z.number(),
  /** Of the messages sent: delivered (or read or replied) / sent, 0..1. */
  delivery_rate: z.number(),
  read_rate: z.number(),
  reply_rate: z.number(),
  conversations_started: z.number(),
  credits_used: z.number(),
  /** Website campaigns: times the widget showed the message. */
  shown: z.number(),
});
export type CampaignTotals = z.infer<typeof campaignTotalsSchema>;

export const campaignSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  status: z.enum(CAMPAIGN_STATUSES),
  status_reason: z.string().nullable(),
  audience: audienceSchema,
  template_id: z.number().nullable(),
  variables: z.array(z.string()),
  subject: z.string().nullable(),
  body: z.string().nullable(),
  rate_per_second: z.number(),
  conversation_tag: z.string().nullable(),
  /** Website campaigns: when the widget shows it; null for other kinds. */
  rules: websiteRulesSchema.nullable(),
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  totals: campaignTotalsSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({ data: z.array(campaignSchema) });

export const audiencePreviewSchema = z.object({
  /** Contacts the filters match. */
  matched: z.number(),
  /** Of them, those who would get it. */
  eligible: z.number(),
  excluded: z.object({
    opted_out: z.number(),
    no_identity: z.number(),
    frequency_cap: z.number(),
  }),
  credits_estimate: z.number(),
  /** "about N credits". */
  credits_text: z.string(),
  credit_balance: z.number(),
  /**
   * WhatsApp only (null otherwise, when WhatsApp is not connected, or when Meta did not say
   * the limit): the number's messaging limit read from Meta (people per 24 hours; null:
   * unlimited), how many it messaged in the last 24 hours, and a plain sentence when the
   * eligible audience is more than the room left.
   */
  whatsapp_limit: z
    .object({ limit: z.number().nullable(), used: z.number(), over_text: z.string().nullable() })
    .nullable(),
  /** The first few eligible recipients with the message each would get. */
  samples: z.array(
    z.object({ contact_id: z.number(), name: z.string().nullable(), preview: z.string() }),
  ),
});
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

export const audiencePreviewRequestSchema = z
  .object({
    kind: z.enum(CAMPAIGN_KINDS),
    audience: audienceSchema.default({}),
    template_id: dbIdSchema('Template').nullable().optional(),
    variables: z.array(variableSource).max(20).default([]),
    subject: storedText('Subject').max(200).nullable().optional(),
    body: storedText('Message').max(20_000).nullable().optional(),
  })
  .strict();

export const recipientSchema = z.object({
  id: z.number(),
  contact_id: z.number(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  state: z.enum(RECIPIENT_STATES),
  reason: z.string().nullable(),
  conversation_id: z.number().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof recipientSchema>;

export const recipientListSchema = z.object({
  data: z.array(recipientSchema),
  next_cursor: z.string().nullable(),
});

export const recipientListQuerySchema = z.object({
  state: z.enum(RECIPIENT_STATES).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, { error: 'Cursor must be the next_cursor of the previous page' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const campaignTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  language: z.string(),
  body: z.string(),
  variables: z.number(),
});
export const campaignTemplateListSchema = z.object({ data: z.array(campaignTemplateSchema) });
export type CampaignTemplate = z.infer<typeof campaignTemplateSchema>;

/** "about 1,200 credits". */
export function creditsText(credits: number): string {
  return `about ${credits.toLocaleString('en-US')} credit${credits === 1 ? '' : 's'}`;
}

/** What the widget gets of a business's active website campaigns (nothing private). */
export const websiteCampaignSchema = z.object({
  id: z.number(),
  message: z.string(),
  rules: z.object({
    url_contains: z.string(),
    url_equals: z.string(),
    delay_seconds: z.number(),
    once_per_visitor: z.boolean(),
    visitors: z.enum(WEBSITE_VISITORS),
    business_hours: z.boolean(),
  }),
});
export type WebsiteCampaign = z.infer<typeof websiteCampaignSchema>;
export const websiteCampaignListSchema = z.object({
  data: z.array(websiteCampaignSchema),
  /** The business is open now (its business hours, by the server's clock); true when it set none. */
  open_now: z.boolean(),
  /**
   * Seconds until `open_now` next changes (the business opens or closes), by the server's
   * clock; null when no campaign asks for business hours or none are set. The widget hides a
   * business-hours bubble at closing time and asks again then.
   */
  open_changes_in: z.number().nullable(),
});
export const websiteCampaignQuerySchema = z.object({
  business_id: dbIdParamSchema('Business'),
});
export const websiteShownSchema = z.object({ business_id: z.number().int().min(1) }).strict();

/** Saved segments: at most this many per business. */
export const MAX_SEGMENTS = 100;

export const SEGMENT_TEXTS = {
  notFound: 'This segment does not exist.',
  nameTaken: 'A segment with this name exists already.',
  tooMany: `A business can save up to ${MAX_SEGMENTS} segments. Delete one first.`,
} as const;

const segmentName = storedText('Name')
  .trim()
  .min(1, { error: 'Name is required' })
  .max(120, { error: 'Name is at most 120 characters' });

export const segmentCreateSchema = z
  .object({ name: segmentName, filter: segmentFilterSchema.default({}) })
  .strict();
export type SegmentCreate = z.input<typeof segmentCreateSchema>;

export const segmentPatchSchema = z
  .object({ name: segmentName.optional(), filter: segmentFilterSchema.optional() })
  .strict();

export const segmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  filter: segmentFilterSchema,
  /** Contacts its filters match now (live). */
  count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const segmentListSchema = z.object({ data: z.array(segmentSchema) });

// Replies to email campaigns: the business's inbound address at its mail provider and the
// webhook URL the provider posts received mail to (apps/api campaigns/inbound-email.ts).
export const INBOUND_EMAIL_TEXTS = {
  /** 403 (Postmark stops retrying on a 403): the secret in the URL is not a business's. */
  unknownHook: 'Unknown inbound webhook address.',
  /** 403: the mail answers no campaign or reply email of this business (unknown or forged token). */
  unknownReply: 'This mail does not answer an email of this business.',
  /** 403: the sender is not the person the email went to. */
  notRecipient: 'This mail is not from the person the email went to.',
  badAddress:
    'Enter the inbound address your mail provider gave you, like 1a2b3c@inbound.postmarkapp.com (without a +).',
  note: (campaign: string) => `Email reply to the campaign "${campaign}".`,
  handoff: 'A reply to an email campaign: a person answers emails.',
  /** A conversation the assistant had or that was resolved, answered by email: back to a person. */
  threadHandoff: 'A reply by email: a person answers emails.',
} as const;

export const inboundEmailSettingsSchema = z.object({
  /** The provider's inbound address; null while replies are not taken. */
  address: z.string().nullable(),
  /** Where the provider posts each received mail (Postmark: the inbound webhook URL). */
  webhook_url: z.string(),
  /** What a campaign mail's Reply-To looks like with this address; null without one. */
  reply_to_example: z.string().nullable(),
});
export type InboundEmailSettings = z.infer<typeof inboundEmailSettingsSchema>;

export const inboundEmailPatchSchema = z
  .object({
    address: storedText('Inbound address')
      .trim()
      .max(200, { error: INBOUND_EMAIL_TEXTS.badAddress })
      .pipe(z.email({ error: INBOUND_EMAIL_TEXTS.badAddress }))
      .refine((value) => !value.split('@')[0]?.includes('+'), {
        error: INBOUND_EMAIL_TEXTS.badAddress,
      })
      .nullable(),
  })
  .strict();
export type InboundEmailPatch = z.infer<typeof inboundEmailPatchSchema>;
