// Words for campaign states and kinds, and the form's values <-> the API's body.

import type {
  Campaign,
  CampaignCreate,
  CampaignStatus,
  CONTACT_FIELDS,
  RecipientState,
} from '@lisa/contracts/campaigns';
import { WEBSITE_RULE_TEXTS, WEBSITE_VISITORS } from '@lisa/contracts/campaigns';
import { LEAD_STATUSES } from '@lisa/contracts/sales';
import type { BadgeTone } from '@lisa/ui/badge';
import { z } from 'zod';

export const STATUS_LABELS: Record<CampaignStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'brand' },
  sending: { label: 'Sending', tone: 'brand' },
  paused: { label: 'Paused', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
  done: { label: 'Sent', tone: 'success' },
};

export const STATE_LABELS: Record<RecipientState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  replied: 'Replied',
  failed: 'Failed',
  skipped: 'Skipped',
  opted_out: 'Opted out',
};

export const VISITOR_LABELS: Record<(typeof WEBSITE_VISITORS)[number], string> = {
  all: 'Every visitor',
  new: 'New visitors (first visit)',
  returning: 'Returning visitors (seen before)',
};

export const FIELD_LABELS: Record<(typeof CONTACT_FIELDS)[number], string> = {
  name: 'Name',
  first_name: 'First name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
};

export const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/**
 * The results page's figures. A website campaign is shown to visitors rather than sent:
 * shown, replied (of shown), the conversations it started and those it joined.
 */
export function resultFigures(campaign: Pick<Campaign, 'kind' | 'totals'>): [string, string][] {
  const t = campaign.totals;
  const replied = `${t.replied} (${percent(t.reply_rate)})`;
  if (campaign.kind === 'website') {
    return [
      ['Shown', String(t.shown)],
      ['Replied', replied],
      ['Conversations started', String(t.conversations_started)],
      ['Replies in open conversations', String(t.replied - t.conversations_started)],
      ['Credits used', String(t.credits_used)],
    ];
  }
  return [
    ['Recipients', String(t.recipients)],
    ['Sent', String(t.sent)],
    ['Delivered', `${t.delivered} (${percent(t.delivery_rate)})`],
    ['Read', `${t.read} (${percent(t.read_rate)})`],
    ['Replied', replied],
    ['Conversations started', String(t.conversations_started)],
    ['Failed', String(t.failed)],
    ['Skipped or opted out', String(t.skipped + t.opted_out)],
    ['Waiting', String(t.queued)],
    ['Credits used', String(t.credits_used)],
  ];
}

/** The form: what a person edits (the audience flattened, variables as field or text). */
export const campaignFormSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'Name is required' }).max(120),
    kind: z.enum(['whatsapp', 'email', 'website']),
    /** Website campaigns: the rules. */
    url_contains: z.string().trim().max(300),
    url_equals: z.string().trim().max(300),
    visitors: z.enum(WEBSITE_VISITORS),
    business_hours: z.boolean(),
    delay_seconds: z.string().regex(/^\d{0,3}$/, { error: 'Enter a number of seconds' }),
    once_per_visitor: z.boolean(),
    /** datetime-local value, or empty for no end. */
    ends_at: z.string(),
    /** A saved segment's id ('' for the filters below). */
    segment_id: z.string(),
    tag: z.string().trim().max(40),
    /** The inbox tag for the conversations its replies start or join. */
    conversation_tag: z.string().trim().max(40),
    lead_status: z.union([z.literal(''), z.enum(LEAD_STATUSES)]),
    last_seen_days: z.string().regex(/^\d{0,4}$/, { error: 'Enter a number of days' }),
    template_id: z.string(),
    variables: z.array(z.object({ source: z.string(), text: z.string().max(300) })),
    subject: z.string().max(200),
    body: z.string().max(20_000),
    rate_per_second: z.coerce
      .number({ error: 'Enter a number' })
      .int({ error: 'Enter a whole number' })
      .min(1, { error: 'At least 1 a second' })
      .max(80, { error: 'At most 80 a second' }),
  })
  .superRefine((values, context) => {
    if (values.kind === 'whatsapp' && !values.template_id) {
      context.addIssue({ code: 'custom', path: ['template_id'], message: 'Choose a template' });
    }
    if (values.kind === 'email' && !values.subject.trim()) {
      context.addIssue({ code: 'custom', path: ['subject'], message: 'Subject is required' });
    }
    if ((values.kind === 'email' || values.kind === 'website') && !values.body.trim()) {
      context.addIssue({ code: 'custom', path: ['body'], message: 'Message is required' });
    }
    if (values.kind === 'website' && values.body.length > 1000) {
      context.addIssue({ code: 'custom', path: ['body'], message: 'At most 1,000 characters' });
    }
    if (values.kind === 'website' && values.url_contains.trim() && values.url_equals.trim()) {
      context.addIssue({
        code: 'custom',
        path: ['url_equals'],
        message: WEBSITE_RULE_TEXTS.urlBoth,
      });
    }
    const equals = values.url_equals.trim();
    if (values.kind === 'website' && equals && !/^(\/|https?:\/\/)/i.test(equals)) {
      context.addIssue({
        code: 'custom',
        path: ['url_equals'],
        message: WEBSITE_RULE_TEXTS.urlEquals,
      });
    }
    if (values.kind === 'website' && Number(values.delay_seconds || 0) > 600) {
      context.addIssue({ code: 'custom', path: ['delay_seconds'], message: 'At most 600 seconds' });
    }
  });
export type CampaignFormValues = z.input<typeof campaignFormSchema>;

export function variableSources(values: CampaignFormValues['variables']): string[] {
  return values.map((v) => (v.source === 'text' ? `text:${v.text}` : `field:${v.source}`));
}

export function toBody(values: CampaignFormValues): CampaignCreate {
  const days = Number(values.last_seen_days || 0);
  return {
    name: values.name.trim(),
    kind: values.kind,
    audience: values.segment_id
      ? { segment_id: Number(values.segment_id) }
      : {
          ...(values.tag.trim() ? { tag: values.tag.trim() } : {}),
          ...(values.lead_status ? { lead_status: values.lead_status } : {}),
          ...(days > 0 ? { last_seen_days: days } : {}),
        },
    template_id:
      values.kind === 'whatsapp' && values.template_id ? Number(values.template_id) : null,
    variables: values.kind === 'whatsapp' ? variableSources(values.variables) : [],
    subject: values.kind === 'email' ? values.subject : null,
    body: values.kind === 'whatsapp' ? null : values.body,
    rate_per_second: Number(values.rate_per_second),
    conversation_tag: values.conversation_tag.trim() || null,
    ...(values.kind === 'website'
      ? {
          audience: {},
          rules: {
            url_contains: values.url_contains.trim(),
            url_equals: values.url_equals.trim(),
            visitors: values.visitors,
            business_hours: values.business_hours,
            delay_seconds: Number(values.delay_seconds || 0),
            once_per_visitor: values.once_per_visitor,
            ends_at: values.ends_at ? new Date(values.ends_at).toISOString() : null,
          },
        }
      : {}),
  };
}

export function toFormValues(campaign?: Campaign): CampaignFormValues {
  return {
    name: campaign?.name ?? '',
    kind: campaign?.kind ?? 'whatsapp',
    url_contains: campaign?.rules?.url_contains ?? '',
    url_equals: campaign?.rules?.url_equals ?? '',
    visitors: campaign?.rules?.visitors ?? 'all',
    business_hours: campaign?.rules?.business_hours ?? false,
    delay_seconds: String(campaign?.rules?.delay_seconds ?? 0),
    once_per_visitor: campaign?.rules?.once_per_visitor ?? true,
    ends_at: campaign?.rules?.ends_at ? localInput(campaign.rules.ends_at) : '',
    segment_id: campaign?.audience.segment_id ? String(campaign.audience.segment_id) : '',
    tag: campaign?.audience.tag ?? '',
    conversation_tag: campaign?.conversation_tag ?? '',
    lead_status: campaign?.audience.lead_status ?? '',
    last_seen_days: campaign?.audience.last_seen_days
      ? String(campaign.audience.last_seen_days)
      : '',
    template_id: campaign?.template_id ? String(campaign.template_id) : '',
    variables: (campaign?.variables ?? []).map((v) =>
      v.startsWith('text:')
        ? { source: 'text', text: v.slice(5) }
        : { source: v.slice(6), text: '' },
    ),
    subject: campaign?.subject ?? '',
    body: campaign?.body ?? '',
    rate_per_second: campaign?.rate_per_second ?? 20,
  };
}

/** An instant as a datetime-local value in the browser's time zone. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const KIND_LABELS: Record<Campaign['kind'], string> = {
  whatsapp: 'WhatsApp',
  email: 'Email',
  website: 'Website',
};
