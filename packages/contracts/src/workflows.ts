import { z } from 'zod';
import {
  CONNECTOR_ACTION_FIELDS,
  CONNECTOR_ACTION_NAMES,
  CONNECTOR_ACTIONS,
  CONNECTOR_APPS,
} from './connectors.ts';
import { FORM_TYPES } from './forms.ts';
import { LEAD_STATUSES } from './sales.ts';

// Wire contract of workflows (/api/workflows): a workflow's trigger and its steps (the
// definition the engine in @lisa/workflows interprets), drafts and published versions, runs
// with their per-step log. One definition schema serves the API, the engine and the builder.

export const WORKFLOW_MAX_STEPS = 100;
export const SCHEDULE_FREQUENCIES = ['daily', 'weekly'] as const;

const stepIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{1,40}$/i, { error: 'A step id is 1 to 40 letters, digits, - or _' });
const variableNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z_][a-z0-9_]{0,39}$/i, {
    error: 'A variable name starts with a letter and holds letters, digits or _',
  });
const textSchema = (label: string, max = 2000) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} is at most ${max} characters` });
const optionalTemplate = (max = 2000) => z.string().trim().max(max).optional();

export const ANSWER_KINDS = [
  'text',
  'email',
  'phone',
  'number',
  'date',
  'datetime',
  'choice',
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** Contact fields a question can fill; any other name is a custom contact attribute. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'company'] as const;

const stepBase = {
  id: stepIdSchema,
  /** The step after this one; absent: the next step in the list (the last one ends). */
  next: stepIdSchema.optional(),
};

const messageStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('message'),
  text: textSchema('Message'),
});

const askStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('ask'),
  question: textSchema('Question'),
  answer: z.strictObject({
    kind: z.enum(ANSWER_KINDS, { error: 'Choose what kind of answer to expect' }),
    choices: z.array(textSchema('Choice', 100)).max(20).optional(),
    /** A choice question's choices from a run variable holding a JSON list of { label,
     * value } (the calendar's find_slots `slots`): the labels are offered, numbered under the
     * question; the picked value is saved, its label as `<name>_label`. */
    choices_from: variableNameSchema.optional(),
    min: z.number().optional(),
    max: z.number().optional(),
  }),
  save: z.strictObject({
    to: z.enum(['variable', 'contact']),
    name: variableNameSchema,
  }),
});

export const CONDITION_OPS = [
  'equals',
  'not_equals',
  'contains',
  'greater_than',
  'less_than',
  'is_set',
  'is_not_set',
] as const;

const conditionSchema = z.strictObject({
  variable: variableNameSchema,
  op: z.enum(CONDITION_OPS),
  value: z.string().max(200).optional(),
});

const branchStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('branch'),
  rules: z
    .array(z.strictObject({ when: z.array(conditionSchema).min(1).max(10), goto: stepIdSchema }))
    .min(1, { error: 'A branch needs at least one rule' })
    .max(10),
  /** Where to go when no rule holds; absent: the next step. */
  otherwise: stepIdSchema.optional(),
});

const setContactStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('set_contact'),
  fields: z
    .array(z.strictObject({ name: variableNameSchema, value: textSchema('Value', 500) }))
    .max(20)
    .default([]),
  tags: z.array(textSchema('Tag', 50)).max(20).default([]),
});

const createLeadStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('create_lead'),
  name: optionalTemplate(200),
  email: optionalTemplate(200),
  phone: optionalTemplate(200),
  company: optionalTemplate(200),
  notes: optionalTemplate(),
});

const createDealStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('create_deal'),
  title: textSchema('Title', 200),
  amount: optionalTemplate(100),
});

const createTaskStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('create_task'),
  title: textSchema('Title', 200),
  description: optionalTemplate(),
  due_in_hours: z.number().min(0).max(8760).optional(),
});

const waitStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('wait'),
  seconds: z.number().int().min(1).max(31_536_000).optional(),
  /** A template giving an ISO date and time (e.g. "{{appointment}}"). */
  until: optionalTemplate(200),
});

const reminderStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('reminder'),
  text: textSchema('Reminder'),
  /** Send this long after the step runs... */
  delay_seconds: z.number().int().min(1).max(31_536_000).optional(),
  /** ...or at a time from a template (e.g. "{{appointment}}"), less before_seconds. */
  at: optionalTemplate(200),
  before_seconds: z.number().int().min(0).max(31_536_000).optional(),
});

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const httpStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('http'),
  method: z.enum(HTTP_METHODS),
  url: textSchema('URL', 2000),
  headers: z.record(z.string().max(100), z.string().max(1000)).default({}),
  body: optionalTemplate(10_000),
  /** Response fields (dot paths) copied into run variables. */
  map: z
    .array(z.strictObject({ path: textSchema('Path', 200), variable: variableNameSchema }))
    .max(20)
    .default([]),
});

/** A call to a connected app (modules/connectors): create a lead in Zoho CRM, Odoo or
 * Kijani, an Asana task, check free times or book in Google Calendar, check Odoo stock. Its
 * outputs land in `<save_as>_<output>` variables (save_as defaults to the app's short name). */
const connectorStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('connector'),
  app: z.enum(CONNECTOR_APPS, { error: 'Choose an app' }),
  action: z.enum(CONNECTOR_ACTION_NAMES, { error: 'Choose what the app should do' }),
  /** The action's inputs, as templates ("{{email}}"). */
  input: z.record(variableNameSchema, z.string().trim().max(2000)).default({}),
  save_as: variableNameSchema.optional(),
});

/** The default variable prefix of a connector step's outputs. */
export const CONNECTOR_VARIABLE_PREFIX = {
  'zoho-crm': 'zoho',
  odoo: 'odoo',
  kijani: 'kijani',
  asana: 'asana',
  calendar: 'calendar',
} as const;

const handoffStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('handoff'),
  message: optionalTemplate(),
});

const knowledgeStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('knowledge'),
  question: textSchema('Question'),
});

const endStepSchema = z.strictObject({
  ...stepBase,
  type: z.literal('end'),
  message: optionalTemplate(),
});

export const workflowStepSchema = z.discriminatedUnion('type', [
  messageStepSchema,
  askStepSchema,
  branchStepSchema,
  setContactStepSchema,
  createLeadStepSchema,
  createDealStepSchema,
  createTaskStepSchema,
  waitStepSchema,
  reminderStepSchema,
  httpStepSchema,
  connectorStepSchema,
  handoffStepSchema,
  knowledgeStepSchema,
  endStepSchema,
]);
export type WorkflowStep = z.infer<typeof workflowStepSchema>;
export type WorkflowStepType = WorkflowStep['type'];
export const WORKFLOW_STEP_TYPES = [
  'message',
  'ask',
  'branch',
  'set_contact',
  'create_lead',
  'create_deal',
  'create_task',
  'wait',
  'reminder',
  'http',
  'connector',
  'handoff',
  'knowledge',
  'end',
] as const satisfies readonly WorkflowStepType[];

/** The steps a definition's step may jump to (next, branch targets). */
export function targetsOf(step: WorkflowStep): string[] {
  const targets = step.next ? [step.next] : [];
  if (step.type === 'branch') {
    targets.push(...step.rules.map((rule) => rule.goto));
    if (step.otherwise) targets.push(step.otherwise);
  }
  return targets;
}

export const workflowDefinitionSchema = z
  .strictObject({
    steps: z
      .array(workflowStepSchema)
      .min(1, { error: 'A workflow needs at least one step' })
      .max(WORKFLOW_MAX_STEPS, { error: `A workflow has at most ${WORKFLOW_MAX_STEPS} steps` }),
  })
  .superRefine((definition, ctx) => {
    const ids = new Set<string>();
    definition.steps.forEach((step, index) => {
      if (ids.has(step.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'id'],
          message: `Step id "${step.id}" is used twice`,
        });
      }
      ids.add(step.id);
    });
    definition.steps.forEach((step, index) => {
      for (const target of targetsOf(step)) {
        if (!ids.has(target)) {
          ctx.addIssue({
            code: 'custom',
            path: ['steps', index],
            message: `Step "${step.id}" goes to "${target}", which is not a step`,
          });
        }
      }
      if (
        step.type === 'ask' &&
        step.answer.kind === 'choice' &&
        !step.answer.choices?.length &&
        !step.answer.choices_from
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'answer', 'choices'],
          message: 'A choice question needs at least one choice',
        });
      }
      if (step.type === 'reminder' && !step.delay_seconds && !step.at) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'delay_seconds'],
          message: 'A reminder needs a delay or a time to be sent at',
        });
      }
      if (step.type === 'connector') {
        const actions: readonly string[] = CONNECTOR_ACTIONS[step.app];
        if (!actions.includes(step.action)) {
          ctx.addIssue({
            code: 'custom',
            path: ['steps', index, 'action'],
            message: `This app cannot do that; choose one of: ${actions.join(', ')}`,
          });
        } else {
          const fields = CONNECTOR_ACTION_FIELDS[step.action];
          for (const name of fields.required) {
            if (!step.input[name]) {
              ctx.addIssue({
                code: 'custom',
                path: ['steps', index, 'input', name],
                message: `Step "${step.id}" needs a value for ${name}`,
              });
            }
          }
          for (const name of Object.keys(step.input)) {
            if (!fields.inputs.includes(name)) {
              ctx.addIssue({
                code: 'custom',
                path: ['steps', index, 'input', name],
                message: `Step "${step.id}" does not take "${name}"`,
              });
            }
          }
        }
      }
      if (step.type === 'wait' && !step.seconds && !step.until) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index],
          message: 'A wait needs a number of seconds or a date to wait until',
        });
      }
    });
  });
export type WorkflowDefinition = z.infer<typeof workflowDefinitionSchema>;
export type WorkflowDefinitionInput = z.input<typeof workflowDefinitionSchema>;

export const workflowTriggerSchema = z
  .discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('keywords'),
      keywords: z
        .array(textSchema('Keyword', 100))
        .min(1, { error: 'Give at least one keyword' })
        .max(20),
    }),
    z.strictObject({ type: z.literal('conversation_start') }),
    z.strictObject({ type: z.literal('manual') }),
    // Triggers outside a conversation (apps/api workflow-triggers.ts): the run has no one to
    // message unless the contact has a conversation; see the API README.
    z.strictObject({
      type: z.literal('form_submitted'),
      /** Which form; 'any' for all of them. */
      form: z.enum(['any', ...FORM_TYPES], { error: 'Choose a form' }),
    }),
    z.strictObject({
      type: z.literal('contact_field_changed'),
      /** name, company, owner_id, or a custom attribute as attributes.<key>. */
      field: z
        .string()
        .trim()
        .regex(/^(name|company|owner_id|attributes\.[a-z_][a-z0-9_]{0,39})$/i, {
          error: 'Choose name, company, owner or a custom attribute',
        }),
    }),
    z.strictObject({
      type: z.literal('lead_status_reached'),
      status: z.enum(LEAD_STATUSES, { error: 'Choose a lead status' }),
    }),
    z.strictObject({
      type: z.literal('deal_stage_reached'),
      stage_id: z.number().int().positive({ error: 'Choose a stage' }),
    }),
    z.strictObject({ type: z.literal('webhook') }),
    z.strictObject({
      type: z.literal('schedule'),
      frequency: z.enum(SCHEDULE_FREQUENCIES, { error: 'Choose daily or weekly' }),
      /** HH:MM in the business's time zone. */
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Give a time as HH:MM' }),
      /** Weekly only: 0 = Sunday ... 6 = Saturday. */
      weekdays: z
        .array(z.number().int().min(0).max(6))
        .max(7)
        .default([])
        .refine((days) => new Set(days).size === days.length, { error: 'A day is listed twice' }),
    }),
  ])
  .superRefine((trigger, ctx) => {
    if (trigger.type === 'schedule' && trigger.frequency === 'weekly' && !trigger.weekdays.length) {
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'Choose at least one day' });
    }
  });
export type WorkflowTrigger = z.infer<typeof workflowTriggerSchema>;
export type WorkflowTriggerType = WorkflowTrigger['type'];
export const WORKFLOW_TRIGGER_TYPES = [
  'keywords',
  'conversation_start',
  'manual',
  'form_submitted',
  'contact_field_changed',
  'lead_status_reached',
  'deal_stage_reached',
  'webhook',
  'schedule',
] as const satisfies readonly WorkflowTriggerType[];
/** Triggers whose runs start outside a conversation. */
export const DETACHED_TRIGGER_TYPES = [
  'form_submitted',
  'contact_field_changed',
  'lead_status_reached',
  'deal_stage_reached',
  'webhook',
  'schedule',
] as const satisfies readonly WorkflowTriggerType[];

export const RUN_STATUSES = [
  'running',
  'waiting_answer',
  'waiting_timer',
  'completed',
  'cancelled',
  'handed_off',
  'failed',
] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
/** A run in one of these still owns its conversation's next message or timer. */
export const ACTIVE_RUN_STATUSES = [
  'running',
  'waiting_answer',
  'waiting_timer',
] as const satisfies readonly RunStatus[];

export type VariableValue = string | number | boolean | null;

// ---- HTTP bodies ----

export const WORKFLOW_TEMPLATE_KEYS = [
  'lead-qualification',
  'customer-feedback',
  'support-triage',
  'customer-onboarding',
  'appointment-scheduling',
  'order-processing',
] as const;
export type WorkflowTemplateKey = (typeof WORKFLOW_TEMPLATE_KEYS)[number];

export const workflowCreateSchema = z.union([
  z.strictObject({ template: z.enum(WORKFLOW_TEMPLATE_KEYS, { error: 'Unknown template' }) }),
  z.strictObject({
    name: textSchema('Name', 120),
    description: z.string().trim().max(500).optional(),
    trigger: workflowTriggerSchema,
    definition: workflowDefinitionSchema,
  }),
]);
export type WorkflowCreate = z.input<typeof workflowCreateSchema>;

export const workflowDraftSchema = z.strictObject({
  name: textSchema('Name', 120).optional(),
  description: z.string().trim().max(500).optional(),
  trigger: workflowTriggerSchema.optional(),
  definition: workflowDefinitionSchema.optional(),
});
export type WorkflowDraft = z.input<typeof workflowDraftSchema>;

export const workflowEnabledSchema = z.strictObject({ enabled: z.boolean() });

export const workflowSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** draft: never published; published: the draft is the live version; changed: unpublished edits. */
  status: z.enum(['draft', 'published', 'changed']),
  trigger: workflowTriggerSchema,
  published_version: z.number().int().nullable(),
  runs: z.number().int(),
  errors: z.number().int(),
  updated_at: z.string(),
});
export type WorkflowSummary = z.infer<typeof workflowSummarySchema>;

export const workflowSchema = workflowSummarySchema.extend({
  definition: workflowDefinitionSchema,
  template: z.string().nullable(),
  /** The secret address of an inbound-webhook trigger (POST), null for other triggers. */
  hook_path: z.string().nullable(),
});
export type Workflow = z.infer<typeof workflowSchema>;

export const workflowListSchema = z.object({ data: z.array(workflowSummarySchema) });

export const workflowVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  trigger: workflowTriggerSchema,
  definition: workflowDefinitionSchema,
  live: z.boolean(),
  published_at: z.string(),
  published_by: z.number().int().nullable(),
});
export type WorkflowVersion = z.infer<typeof workflowVersionSchema>;
export const workflowVersionListSchema = z.object({ data: z.array(workflowVersionSchema) });

export const workflowRollbackSchema = z.strictObject({
  version: z.number().int().positive({ error: 'Choose a version' }),
});

const variablesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

export const runStepLogSchema = z.object({
  id: z.number().int(),
  step_id: z.string(),
  step_type: z.string(),
  input: z.unknown(),
  output: z.unknown(),
  variables: variablesSchema,
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  at: z.string(),
});
export type RunStepLog = z.infer<typeof runStepLogSchema>;

export const workflowRunSchema = z.object({
  id: z.number().int(),
  workflow_id: z.number().int(),
  version: z.number().int().nullable(),
  conversation_id: z.number().int().nullable(),
  status: z.enum(RUN_STATUSES),
  step_id: z.string().nullable(),
  variables: variablesSchema,
  dry_run: z.boolean(),
  error: z.string().nullable(),
  started_at: z.string(),
  updated_at: z.string(),
});
export type WorkflowRun = z.infer<typeof workflowRunSchema>;
export const workflowRunDetailSchema = workflowRunSchema.extend({
  steps: z.array(runStepLogSchema),
});
export type WorkflowRunDetail = z.infer<typeof workflowRunDetailSchema>;
export const workflowRunListSchema = z.object({ data: z.array(workflowRunSchema) });

export const workflowRetrySchema = z.strictObject({ step_id: stepIdSchema.optional() });

/** The builder's test panel: one message to the draft, nothing external touched. */
export const workflowTestRequestSchema = z.strictObject({
  run_id: z.number().int().positive().optional(),
  message: z.string().trim().max(2000).default(''),
});
export const workflowTestResponseSchema = z.object({
  run: workflowRunDetailSchema,
  replies: z.array(z.string()),
});
export type WorkflowTestResponse = z.infer<typeof workflowTestResponseSchema>;

export const workflowSigningSecretSchema = z.object({ secret: z.string() });

/** POST /api/workflows/hooks/:token answers 202 with the run it started. */
export const workflowHookResponseSchema = z.object({
  run_id: z.number().int(),
  status: z.enum(RUN_STATUSES),
});

export const workflowTemplateListSchema = z.object({
  data: z.array(
    z.object({
      key: z.enum(WORKFLOW_TEMPLATE_KEYS),
      name: z.string(),
      description: z.string(),
      steps: z.number().int(),
    }),
  ),
});
export type WorkflowTemplateSummary = z.infer<typeof workflowTemplateListSchema>['data'][number];
