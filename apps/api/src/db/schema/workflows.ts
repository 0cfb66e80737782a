// Workflows: a business's flows (the draft being edited, on the workflow row), the versions
// it published (immutable; new runs use the live one, a running conversation keeps its own),
// the runs, and one log row per step a run executed.
import type {
  RunStatus,
  VariableValue,
  WorkflowDefinition,
  WorkflowTrigger,
} from '@lisa/contracts/workflows';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { businesses, contacts, conversations } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const workflows = pgTable(
  'workflows',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The template it was made from, if any (lead-qualification, ...). */
    template: text('template'),
    enabled: boolean('enabled').notNull().default(true),
    /** The draft: what the builder edits and the test panel runs. */
    trigger: jsonb('trigger').$type<WorkflowTrigger>().notNull(),
    definition: jsonb('definition').$type<WorkflowDefinition>().notNull(),
    /** The live version (null until first published). */
    liveVersionId: integer('live_version_id'),
    /** True when the draft differs from the live version. */
    draftChanged: boolean('draft_changed').notNull().default(true),
    /** Sealed HMAC key the HTTP steps sign their requests with (context.secrets). */
    signingSecret: text('signing_secret').notNull(),
    /** The secret path segment of an inbound-webhook trigger (POST /api/workflows/hooks/:token). */
    hookToken: text('hook_token'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('workflows_business_idx').on(t.businessId, t.id),
    uniqueIndex('workflows_hook_token_uq').on(t.hookToken),
  ],
);

export const workflowVersions = pgTable(
  'workflow_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    trigger: jsonb('trigger').$type<WorkflowTrigger>().notNull(),
    definition: jsonb('definition').$type<WorkflowDefinition>().notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workflow_versions_number_uq').on(t.workflowId, t.version)],
);

export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    /** The version it runs (null for a dry run of the draft, which carries its own copy). */
    versionId: integer('version_id').references(() => workflowVersions.id, {
      onDelete: 'cascade',
    }),
    /** A dry run's definition (the draft as it was when the test started). */
    dryDefinition: jsonb('dry_definition').$type<WorkflowDefinition>(),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    status: text('status').$type<RunStatus>().notNull(),
    stepId: text('step_id'),
    variables: jsonb('variables').$type<Record<string, VariableValue>>().notNull().default({}),
    reasks: integer('reasks').notNull().default(0),
    dryRun: boolean('dry_run').notNull().default(false),
    /** Reminder steps already sent (a job delivered twice sends once). */
    fired: jsonb('fired').$type<string[]>().notNull().default([]),
    /** The visitor message the run last answered, and its reply: a retried POST /chat gets it again. */
    lastMessageId: integer('last_message_id'),
    lastReply: text('last_reply'),
    /** Bumped on every save: two writers of one run cannot both win (compare-and-set). */
    version: integer('version').notNull().default(0),
    error: text('error'),
    /** What started a run outside a conversation (a trigger job, a due time): one run each. */
    triggerKey: text('trigger_key'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('workflow_runs_workflow_idx').on(t.workflowId, t.id),
    // At most one active run per conversation: the one its next message goes to.
    uniqueIndex('workflow_runs_one_active_uq')
      .on(t.conversationId)
      .where(sql`${t.status} in ('running', 'waiting_answer', 'waiting_timer')`),
    uniqueIndex('workflow_runs_trigger_key_uq').on(t.workflowId, t.triggerKey),
  ],
);

export const workflowRunSteps = pgTable(
  'workflow_run_steps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    runId: integer('run_id')
      .notNull()
      .references(() => workflowRuns.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    stepType: text('step_type').notNull(),
    input: jsonb('input').$type<unknown>(),
    output: jsonb('output').$type<unknown>(),
    variables: jsonb('variables').$type<Record<string, VariableValue>>().notNull().default({}),
    durationMs: integer('duration_ms').notNull().default(0),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('workflow_run_steps_run_idx').on(t.runId, t.id)],
);
