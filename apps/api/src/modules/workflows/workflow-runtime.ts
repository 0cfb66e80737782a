// Workflows inside conversations: the chat's hook (a visitor message goes to the
// conversation's active run, or starts the first enabled workflow whose trigger matches),
// durable timers (a wait resumes, a reminder is sent once, also after a restart), "retry
// from this step", and the builder's dry runs. Who may speak: a run never posts into a
// conversation a person owns (conversation-state.ts isWithHuman).
import type { AgentReply } from '@lisa/agent/types';
import type { WorkflowDefinition } from '@lisa/contracts/workflows';
import {
  type AdvanceResult,
  advance,
  initialState,
  type RunEvent,
  triggerMatches,
  type Variables,
} from '@lisa/workflows';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { businesses, contacts, conversations, messages } from '../../db/schema/core.ts';
import { workflowRuns, workflows, workflowVersions } from '../../db/schema/workflows.ts';
import { NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { createChatEvents } from '../chat/chat-events.ts';
import type { BusinessRow, ConversationRow, MessageRow } from '../chat/chat-rows.ts';
import { isWithHuman } from '../chat/conversation-state.ts';
import { connectorsOf } from '../connectors/index.ts';
import { createEnricher } from '../contacts/contact-enrich.ts';
import { createDealsService } from '../sales/deals-service.ts';
import { createLeadsService } from '../sales/leads-service.ts';
import { createPipelinesService } from '../sales/pipelines-service.ts';
import { createTasksService } from '../tasks/tasks-service.ts';
import { type DetachedStart, noteSkipped, withoutConversation } from './workflow-detached.ts';
import {
  businessTimeZone,
  dryPorts,
  livePorts,
  type PendingTimer,
  type PortDeps,
  type RunScope,
  WORKFLOW_TIMER_JOB,
  type WorkflowTimerJob,
} from './workflow-ports.ts';
import { definitionOf, type RunRow, saveTurn, stateOf } from './workflow-runs.ts';
import { createWorkflowTriggers, type WorkflowTriggers } from './workflow-triggers.ts';

const ACTIVE = ['running', 'waiting_answer', 'waiting_timer'] as const;

export interface ChatTurn {
  business: BusinessRow;
  conversation: ConversationRow;
  message: MessageRow;
  /** The conversation was created by this message (conversation-start triggers). */
  created: boolean;
}

function asReply(result: AdvanceResult, language: string): AgentReply {
  return {
    decision: result.handoff ? 'handoff' : 'answer',
    text: result.replies.join('\n\n') || 'Thanks!',
    citations: [],
    ...(result.handoff ? { handoffReason: 'workflow' } : {}),
    language,
    engine: 'embedded',
  };
}

export function createWorkflowRuntime(context: AppContext, options: { httpBaseMs?: number } = {}) {
  const { db, clock, jobs, secrets } = context;
  const pipelines = createPipelinesService({ db, clock, audit: context.audit });
  const deals = createDealsService({ db, clock, pipelines });
  const deps: PortDeps = {
    db,
    engine: context.engine,
    clock,
    jobs,
    outbound: context.outbound,
    enricher: createEnricher({ db, clock }),
    leads: createLeadsService({ db, clock, deals, webhooks: context.webhooks }),
    deals,
    tasks: createTasksService({ db, clock, jobs }),
    httpRetry: { attempts: 3, baseMs: options.httpBaseMs ?? 500 },
    connectors: connectorsOf(context),
    connectorRetry: { attempts: 4, baseMs: context.env.WORKFLOW_CONNECTOR_RETRY_BASE_MS },
  };
  const events = createChatEvents({ bus: context.bus, webhooks: context.webhooks, db });

  async function scopeOf(run: RunRow): Promise<RunScope> {
    const [[business], [workflow], timeZone] = await Promise.all([
      db
        .select({
          name: businesses.name,
          agentName: businesses.agentName,
          language: businesses.defaultLanguage,
        })
        .from(businesses)
        .where(eq(businesses.id, run.businessId)),
      db
        .select({ secret: workflows.signingSecret })
        .from(workflows)
        .where(eq(workflows.id, run.workflowId)),
      businessTimeZone(db, run.businessId),
    ]);
    if (!business || !workflow) throw new NotFoundError('Workflow not found');
    return {
      runId: run.id,
      businessId: run.businessId,
      businessName: business.name,
      agentName: business.agentName,
      language: business.language,
      contactId: run.contactId,
      conversationId: run.conversationId,
      timeZone,
      signingSecret: secrets.open(workflow.secret, `workflow:${run.workflowId}`),
      triggerDepth: Number(run.variables['trigger.depth'] ?? 0) || 0,
    };
  }

  async function step(
    run: RunRow,
    definition: WorkflowDefinition,
    event: RunEvent,
    answering?: { messageId: number; language: string },
  ): Promise<{ result: AdvanceResult; saved: RunRow | null; scope: RunScope }> {
    const scope = await scopeOf(run);
    const timers: PendingTimer[] = [];
    const ports = run.dryRun ? dryPorts(deps, scope) : livePorts(deps, scope, timers);
    let result = await advance(definition, stateOf(run), event, ports);
    // The test panel does not wait: a wait step resumes at once.
    for (let i = 0; run.dryRun && result.state.status === 'waiting_timer' && i < 10; i++) {
      const resumed = await advance(
        definition,
        result.state,
        { kind: 'timer', stepId: result.state.stepId ?? '' },
        ports,
      );
      result = {
        state: resumed.state,
        replies: [...result.replies, ...resumed.replies],
        log: [...result.log, ...resumed.log],
        handoff: result.handoff || resumed.handoff,
      };
    }
    if (run.conversationId === null && !run.dryRun) result = withoutConversation(result);
    const saved = await saveTurn(db, run, result, clock(), {
      timers,
      jobs,
      ...(answering
        ? { messageId: answering.messageId, reply: asReply(result, answering.language).text }
        : {}),
    });
    return { result, saved, scope };
  }

  async function contactVariables(contactId: number | null): Promise<Variables> {
    if (contactId === null) return {};
    const [contact] = await db
      .select({
        name: contacts.name,
        email: contacts.email,
        phone: contacts.phone,
        company: contacts.company,
      })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    if (!contact) return {};
    return Object.fromEntries(
      Object.entries(contact).map(([key, value]) => [`contact.${key}`, value ?? null]),
    );
  }

  /** Posts a run's messages into its conversation, unless a person owns it now. */
  async function post(run: RunRow, texts: string[]): Promise<boolean> {
    if (run.conversationId === null || texts.length === 0) return false;
    const [conversation] = await db
      .select({ status: conversations.status })
      .from(conversations)
      .where(eq(conversations.id, run.conversationId));
    if (!conversation || isWithHuman(conversation.status)) return false;
    const rows = await db
      .insert(messages)
      .values(
        texts.map((text) => ({
          conversationId: run.conversationId as number,
          businessId: run.businessId,
          sender: 'bot' as const,
          text,
          createdAt: clock(),
        })),
      )
      .returning();
    for (const row of rows) await events.publishMessage(row);
    return true;
  }

  async function onTimer(job: WorkflowTimerJob): Promise<void> {
    const [run] = await db.select().from(workflowRuns).where(eq(workflowRuns.id, job.runId));
    if (!run) return;
    if (job.kind === 'reminder') {
      const key = `${job.stepId}`;
      if (run.fired.includes(key)) return;
      // Marked first (compare-and-set): a second delivery of this job finds it marked.
      const [marked] = await db
        .update(workflowRuns)
        .set({ fired: [...run.fired, key], version: run.version + 1, updatedAt: clock() })
        .where(and(eq(workflowRuns.id, run.id), eq(workflowRuns.version, run.version)))
        .returning();
      if (!marked) return onTimer(job);
      if (run.conversationId === null)
        await noteSkipped(db, run, job.stepId, [job.text ?? ''], clock());
      else await post(run, [job.text ?? '']);
      return;
    }
    const definition = await definitionOf(db, run);
    if (!definition) return;
    const { result, saved } = await step(run, definition, { kind: 'timer', stepId: job.stepId });
    if (saved) await post(saved, result.replies);
  }
  jobs.define<WorkflowTimerJob>(WORKFLOW_TIMER_JOB, onTimer, { retryLimit: 3 });

  async function activeRun(conversationId: number): Promise<RunRow | undefined> {
    const [run] = await db
      .select()
      .from(workflowRuns)
      .where(
        and(eq(workflowRuns.conversationId, conversationId), inArray(workflowRuns.status, ACTIVE)),
      );
    return run;
  }

  async function start(turn: ChatTurn): Promise<RunRow | null> {
    const candidates = await db
      .select({
        workflowId: workflows.id,
        versionId: workflowVersions.id,
        trigger: workflowVersions.trigger,
      })
      .from(workflows)
      .innerJoin(workflowVersions, eq(workflowVersions.id, workflows.liveVersionId))
      .where(
        and(
          eq(workflows.businessId, turn.business.id),
          eq(workflows.enabled, true),
          isNotNull(workflows.liveVersionId),
        ),
      )
      .orderBy(asc(workflows.id));
    const match = candidates.find((candidate) =>
      triggerMatches(candidate.trigger, {
        text: turn.message.text,
        conversationStart: turn.created,
      }),
    );
    if (!match) return null;
    const now = clock();
    const [run] = await db
      .insert(workflowRuns)
      .values({
        businessId: turn.business.id,
        workflowId: match.workflowId,
        versionId: match.versionId,
        conversationId: turn.conversation.id,
        contactId: turn.conversation.contactId,
        status: 'running',
        variables: {
          ...initialState(await contactVariables(turn.conversation.contactId)).variables,
          first_message: turn.message.text,
        },
        startedAt: now,
        updatedAt: now,
      })
      // Another message started a run in this conversation at the same moment.
      .onConflictDoNothing()
      .returning();
    return run ?? null;
  }

  /**
   * Starts a run outside a conversation (a form, a field change, a stage, an inbound webhook,
   * a schedule). One run per trigger key: a trigger job delivered twice starts one run.
   */
  async function startDetached(input: DetachedStart): Promise<RunRow | null> {
    const now = clock();
    const [inserted] = await db
      .insert(workflowRuns)
      .values({
        businessId: input.businessId,
        workflowId: input.workflowId,
        versionId: input.versionId,
        conversationId: null,
        contactId: input.contactId,
        status: 'running',
        variables: { ...(await contactVariables(input.contactId)), ...input.variables },
        triggerKey: input.triggerKey,
        startedAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    let run = inserted;
    if (!run) {
      // Delivered again: the run exists; step it only if the first delivery died before its
      // first save (status running, never saved).
      [run] = await db
        .select()
        .from(workflowRuns)
        .where(
          and(
            eq(workflowRuns.workflowId, input.workflowId),
            eq(workflowRuns.triggerKey, input.triggerKey),
          ),
        );
      if (run?.status !== 'running' || run.version !== 0) return run ?? null;
    }
    const definition = await definitionOf(db, run);
    if (!definition) return run;
    const { saved } = await step(run, definition, { kind: 'start' });
    return saved ?? run;
  }

  return {
    startDetached,

    /**
     * The chat's hook: the workflow's reply to a visitor message, or null when no run is
     * active and no trigger matches (the agent answers as usual).
     */
    async reply(turn: ChatTurn): Promise<AgentReply | null> {
      // A retried POST /chat whose reply was lost: the same answer again, the run not moved.
      const [answered] = await db
        .select({ reply: workflowRuns.lastReply, status: workflowRuns.status })
        .from(workflowRuns)
        .where(
          and(
            eq(workflowRuns.conversationId, turn.conversation.id),
            eq(workflowRuns.lastMessageId, turn.message.id),
          ),
        );
      if (answered?.reply) {
        return {
          decision: answered.status === 'handed_off' ? 'handoff' : 'answer',
          text: answered.reply,
          citations: [],
          ...(answered.status === 'handed_off' ? { handoffReason: 'workflow' } : {}),
          language: turn.business.defaultLanguage,
          engine: 'embedded',
        };
      }
      let run = await activeRun(turn.conversation.id);
      let event: RunEvent = { kind: 'message', text: turn.message.text };
      if (run && run.status !== 'waiting_answer') return null;
      if (!run) {
        const started = await start(turn);
        if (!started) return null;
        run = started;
        event = { kind: 'start' };
      }
      const definition = await definitionOf(db, run);
      if (!definition) return null;
      const { result, saved } = await step(run, definition, event, {
        messageId: turn.message.id,
        language: turn.business.defaultLanguage,
      });
      if (!saved) return null;
      return asReply(result, turn.business.defaultLanguage);
    },

    /** "Retry from this step": a failed run runs again from the step (default: where it failed). */
    async retry(businessId: number, runId: number, stepId?: string): Promise<RunRow> {
      const [run] = await db
        .select()
        .from(workflowRuns)
        .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.businessId, businessId)));
      if (!run) throw new NotFoundError(`Run ${runId} not found`);
      if (run.status !== 'failed') {
        throw new ValidationError('Only a failed run can be retried', { status: ['Not failed'] });
      }
      const definition = await definitionOf(db, run);
      const from = stepId ?? run.stepId;
      if (!definition || !from || !definition.steps.some((s) => s.id === from)) {
        throw new ValidationError('That step is not in this run’s workflow', {
          step_id: ['Not a step of this workflow'],
        });
      }
      const { result, saved } = await step(run, definition, { kind: 'retry', stepId: from });
      if (!saved) throw new ValidationError('The run changed meanwhile: try again');
      await post(saved, result.replies);
      return saved;
    },

    /** One turn of the builder's test panel against the draft (a dry run). */
    async test(
      businessId: number,
      workflowId: number,
      input: { runId?: number | undefined; message: string },
    ): Promise<{ run: RunRow; replies: string[] }> {
      const [workflow] = await db
        .select()
        .from(workflows)
        .where(and(eq(workflows.id, workflowId), eq(workflows.businessId, businessId)));
      if (!workflow) throw new NotFoundError(`Workflow ${workflowId} not found`);
      let run: RunRow | undefined;
      let event: RunEvent = { kind: 'start' };
      if (input.runId !== undefined) {
        [run] = await db
          .select()
          .from(workflowRuns)
          .where(
            and(
              eq(workflowRuns.id, input.runId),
              eq(workflowRuns.workflowId, workflowId),
              eq(workflowRuns.dryRun, true),
            ),
          );
        if (!run) throw new NotFoundError(`Test run ${input.runId} not found`);
        event = { kind: 'message', text: input.message };
      } else {
        const now = clock();
        [run] = await db
          .insert(workflowRuns)
          .values({
            businessId,
            workflowId,
            dryDefinition: workflow.definition,
            dryRun: true,
            status: 'running',
            variables: input.message ? { first_message: input.message } : {},
            startedAt: now,
            updatedAt: now,
          })
          .returning();
      }
      if (!run) throw new Error('test run not stored');
      const definition = await definitionOf(db, run);
      if (!definition) throw new NotFoundError('Workflow not found');
      const { result, saved } = await step(run, definition, event);
      return { run: saved ?? run, replies: result.replies };
    },
  };
}

export type WorkflowRuntime = ReturnType<typeof createWorkflowRuntime>;

const runtimes = new WeakMap<AppContext, WorkflowRuntime>();
const triggersByContext = new WeakMap<AppContext, WorkflowTriggers>();

/** One trigger set per server (its jobs are declared once), on the shared runtime. */
export function workflowTriggersOf(context: AppContext): WorkflowTriggers {
  let triggers = triggersByContext.get(context);
  if (!triggers) {
    triggers = createWorkflowTriggers(context, workflowRuntimeOf(context));
    triggersByContext.set(context, triggers);
  }
  return triggers;
}

/**
 * One runtime per server: the chat module (its hook) and the workflows module (routes) share
 * it, and its timer job is declared once.
 */
export function workflowRuntimeOf(context: AppContext): WorkflowRuntime {
  let runtime = runtimes.get(context);
  if (!runtime) {
    runtime = createWorkflowRuntime(context);
    runtimes.set(context, runtime);
  }
  return runtime;
}
