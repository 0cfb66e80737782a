import { z } from 'zod';
import { dbIdParamSchema, dbIdSchema } from './stored.ts';

// Wire contract of sales: pipelines and their stages (/api/pipelines), deals and the board
// (/api/deals), a deal's stage history, and leads (/api/leads).

export const STAGE_KINDS = ['open', 'won', 'lost'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];
export const DEAL_CURRENCIES = ['KES', 'USD'] as const;
export type DealCurrency = (typeof DEAL_CURRENCIES)[number];
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'unqualified'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_SOURCES = [
  'manual',
  'chat',
  'form_quote',
  'form_contact',
  'form_demo',
  'form_rsvp',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The stages a new business's first pipeline starts with (issue 18). */
export const DEFAULT_PIPELINE_NAME = 'Sales';
export const DEFAULT_STAGES: readonly { name: string; kind: StageKind }[] = [
  { name: 'New', kind: 'open' },
  { name: 'Qualified', kind: 'open' },
  { name: 'Meeting', kind: 'open' },
  { name: 'Proposal', kind: 'open' },
  { name: 'Won', kind: 'won' },
  { name: 'Lost', kind: 'lost' },
];

/** SPEC §9: 129.8 KES per USD (the same figure as @lisa/catalogue's pricing). */
export const KES_PER_USD = 129.8;
export const MAX_STAGES = 20;
export const MAX_PIPELINES = 20;
/** The board returns at most this many deals of one pipeline. */
export const BOARD_DEAL_LIMIT = 5000;

export const SALES_TEXTS = {
  staleDeal: 'Someone changed this deal a moment ago. The board has been refreshed.',
  lostReasonRequired: 'Say why the deal was lost.',
  unqualifiedReasonRequired: 'Say why the lead is unqualified.',
  stageHasDeals: 'Move the deals out of this stage before deleting it.',
  pipelineHasDeals: 'Move or delete the deals of this pipeline before deleting it.',
  defaultPipeline: 'The default pipeline cannot be deleted.',
  lastStage: 'A pipeline needs at least one stage.',
  alreadyConverted: 'This lead has already been converted.',
  contactRequired: 'Give the lead a name, email or phone before converting it.',
} as const;

const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-12-31' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: 'Use a real date',
  });
const idSchema = dbIdSchema();
const nameSchema = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${what} is required` })
    .max(120, { error: `${what} is at most 120 characters` });
const reasonSchema = z.string().trim().min(1).max(500, { error: 'At most 500 characters' });

// ---- pipelines ----

export const stageSchema = z.object({
  id: z.number().int(),
  pipeline_id: z.number().int(),
  name: z.string(),
  kind: z.enum(STAGE_KINDS),
  position: z.number().int(),
});
export type Stage = z.infer<typeof stageSchema>;

export const pipelineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_default: z.boolean(),
  position: z.number().int(),
  stages: z.array(stageSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Pipeline = z.infer<typeof pipelineSchema>;
export const pipelineListSchema = z.object({ data: z.array(pipelineSchema) });
export type PipelineList = z.infer<typeof pipelineListSchema>;

const stageInputSchema = z.strictObject({
  name: nameSchema('Stage name'),
  kind: z.enum(STAGE_KINDS, { error: 'Choose open, won or lost' }).default('open'),
});

export const pipelineCreateSchema = z.strictObject({
  name: nameSchema('Pipeline name'),
  /** Omitted: the default stages. */
  stages: z
    .array(stageInputSchema)
    .min(1, { error: 'A pipeline needs at least one stage' })
    .max(MAX_STAGES)
    .optional(),
  is_default: z.boolean().optional(),
});
export type PipelineCreate = z.input<typeof pipelineCreateSchema>;

export const pipelineUpdateSchema = z
  .strictObject({
    name: nameSchema('Pipeline name').optional(),
    /** Only true: the default moves to this pipeline. */
    is_default: z.literal(true).optional(),
    position: z.number().int().min(0).max(1000).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to change' });
export type PipelineUpdate = z.input<typeof pipelineUpdateSchema>;

export const stageCreateSchema = stageInputSchema.extend({
  /** Index among the pipeline's stages; omitted: last. */
  position: z.number().int().min(0).max(MAX_STAGES).optional(),
});
export type StageCreate = z.input<typeof stageCreateSchema>;

export const stageUpdateSchema = z
  .strictObject({
    name: nameSchema('Stage name').optional(),
    kind: z.enum(STAGE_KINDS, { error: 'Choose open, won or lost' }).optional(),
    position: z.number().int().min(0).max(MAX_STAGES).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to change' });
export type StageUpdate = z.input<typeof stageUpdateSchema>;

// ---- deals ----

export const dealSchema = z.object({
  id: z.number().int(),
  pipeline_id: z.number().int(),
  stage_id: z.number().int(),
  title: z.string(),
  contact_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  lead_id: z.number().int().nullable(),
  amount_minor: z.number().int(),
  currency: z.enum(DEAL_CURRENCIES),
  expected_close_date: z.string().nullable(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  position: z.number().int(),
  lost_reason: z.string().nullable(),
  version: z.number().int(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;

/** A sum of deals in both currencies: each amount converted at KES_PER_USD. */
export const moneyTotalSchema = z.object({
  kes_minor: z.number().int(),
  usd_minor: z.number().int(),
});
export type MoneyTotal = z.infer<typeof moneyTotalSchema>;

export const boardStageSchema = stageSchema.extend({
  count: z.number().int(),
  total: moneyTotalSchema,
});
export type BoardStage = z.infer<typeof boardStageSchema>;

export const boardSchema = z.object({
  pipeline: pipelineSchema,
  stages: z.array(boardStageSchema),
  /** Ordered by stage, then position. */
  deals: z.array(dealSchema),
  total: moneyTotalSchema,
  count: z.number().int(),
  kes_per_usd: z.number(),
});
export type Board = z.infer<typeof boardSchema>;

export const boardQuerySchema = z.object({
  /** Omitted: the default pipeline. */
  pipeline_id: dbIdParamSchema('Pipeline').optional(),
  /** A member's user id. */
  owner: dbIdParamSchema('Owner').optional(),
  /** Expected close date from / to (inclusive). */
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

const amountSchema = z
  .number({ error: 'Amount must be a number' })
  .int({ error: 'Amount is in cents (a whole number)' })
  .min(0, { error: 'Amount cannot be negative' })
  .max(1e15, { error: 'Amount is too large' });

export const dealCreateSchema = z.strictObject({
  title: nameSchema('Title'),
  /** Omitted: the default pipeline. */
  pipeline_id: idSchema.optional(),
  /** Omitted: the pipeline's first stage. */
  stage_id: idSchema.optional(),
  contact_id: idSchema.nullable().optional(),
  amount_minor: amountSchema.default(0),
  currency: z.enum(DEAL_CURRENCIES, { error: 'Choose KES or USD' }).default('KES'),
  expected_close_date: dateSchema.nullable().optional(),
  owner_id: idSchema.nullable().optional(),
  lost_reason: reasonSchema.nullable().optional(),
});
export type DealCreate = z.input<typeof dealCreateSchema>;

export const dealUpdateSchema = z
  .strictObject({
    title: nameSchema('Title').optional(),
    contact_id: idSchema.nullable().optional(),
    amount_minor: amountSchema.optional(),
    currency: z.enum(DEAL_CURRENCIES, { error: 'Choose KES or USD' }).optional(),
    expected_close_date: dateSchema.nullable().optional(),
    owner_id: idSchema.nullable().optional(),
    lost_reason: reasonSchema.nullable().optional(),
    /** When given, a stale version is refused (409). */
    version: z.number().int().min(0).optional(),
  })
  .refine((value) => Object.keys(value).filter((key) => key !== 'version').length > 0, {
    error: 'Nothing to change',
  });
export type DealUpdate = z.input<typeof dealUpdateSchema>;

export const dealMoveSchema = z.strictObject({
  stage_id: idSchema,
  /** Index within the target stage (0 = top). */
  position: z.number().int().min(0).max(1_000_000),
  /** The version the client saw; another is refused (409). */
  version: z.number().int().min(0),
  /** Required when the target stage is a lost one. */
  lost_reason: reasonSchema.optional(),
});
export type DealMove = z.infer<typeof dealMoveSchema>;

export const dealHistoryEntrySchema = z.object({
  id: z.number().int(),
  from_stage_id: z.number().int().nullable(),
  from_stage_name: z.string().nullable(),
  to_stage_id: z.number().int(),
  to_stage_name: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  lost_reason: z.string().nullable(),
  created_at: z.string(),
});
export type DealHistoryEntry = z.infer<typeof dealHistoryEntrySchema>;
export const dealHistorySchema = z.object({ data: z.array(dealHistoryEntrySchema) });
export type DealHistory = z.infer<typeof dealHistorySchema>;

// ---- leads ----

export const leadSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  unqualified_reason: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  source_channel: z.string().nullable(),
  conversation_id: z.number().int().nullable(),
  form_submission_id: z.number().int().nullable(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  contact_id: z.number().int().nullable(),
  deal_id: z.number().int().nullable(),
  converted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadPageSchema = z.object({
  data: z.array(leadSchema),
  next_cursor: z.string().nullable(),
});
export type LeadPage = z.infer<typeof leadPageSchema>;

export const leadQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: 'Not a cursor from this list' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  status: z.enum(LEAD_STATUSES, { error: 'Not a lead status' }).optional(),
  source: z.enum(LEAD_SOURCES, { error: 'Not a lead source' }).optional(),
  owner: dbIdParamSchema('Owner').optional(),
});
export type LeadQuery = z.infer<typeof leadQuerySchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid email address' }));
const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, { error: 'Enter a valid phone number' });

export const leadCreateSchema = z
  .strictObject({
    name: optionalText(120),
    email: emailSchema.nullable().optional(),
    phone: phoneSchema.nullable().optional(),
    company: optionalText(120),
    notes: optionalText(2000),
    owner_id: idSchema.nullable().optional(),
  })
  .refine((value) => Boolean(value.name || value.email || value.phone), {
    error: 'Give a name, an email or a phone number',
  });
export type LeadCreate = z.input<typeof leadCreateSchema>;

export const leadUpdateSchema = z
  .strictObject({
    name: optionalText(120),
    email: emailSchema.nullable().optional(),
    phone: phoneSchema.nullable().optional(),
    company: optionalText(120),
    notes: optionalText(2000),
    owner_id: idSchema.nullable().optional(),
    /** converted only through POST /api/leads/:id/convert. */
    status: z
      .enum(['new', 'contacted', 'qualified', 'unqualified'], {
        error: 'Choose new, contacted, qualified or unqualified',
      })
      .optional(),
    unqualified_reason: reasonSchema.nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to change' })
  .refine((value) => value.status !== 'unqualified' || Boolean(value.unqualified_reason), {
    error: 'Say why the lead is unqualified.',
    path: ['unqualified_reason'],
  });
export type LeadUpdate = z.input<typeof leadUpdateSchema>;

export const leadConvertSchema = z.strictObject({
  /** Omitted: the lead's name (or email). */
  title: nameSchema('Title').optional(),
  amount_minor: amountSchema.optional(),
  currency: z.enum(DEAL_CURRENCIES, { error: 'Choose KES or USD' }).optional(),
  expected_close_date: dateSchema.nullable().optional(),
});
export type LeadConvert = z.input<typeof leadConvertSchema>;

export const leadConvertResultSchema = z.object({ lead: leadSchema, deal: dealSchema });
export type LeadConvertResult = z.infer<typeof leadConvertResultSchema>;

/** Formats minor units for people: "KES 12,500" / "USD 1,200.50". */
export function formatMoney(minor: number, currency: DealCurrency): string {
  const major = minor / 100;
  const digits = Number.isInteger(major) ? 0 : 2;
  return `${currency} ${major.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: 2,
  })}`;
}

/** Converts between KES and USD at SPEC §9's rate, in minor units (rounded). */
export function convertMinor(minor: number, from: DealCurrency, to: DealCurrency): number {
  if (from === to) return minor;
  return Math.round(from === 'USD' ? minor * KES_PER_USD : minor / KES_PER_USD);
}
