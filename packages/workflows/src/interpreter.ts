// The step interpreter: given a definition, a run's state and what happened (start, a
// visitor message, a timer, a retry), it runs steps until the run needs the visitor again,
// waits, or ends, and returns the new state, the replies and one log entry per step.
// Deterministic: time, randomness-free backoff, knowledge, contacts and HTTP all come in
// through the ports, so a test passes its own.
import {
  CONNECTOR_VARIABLE_PREFIX,
  type VariableValue,
  type WorkflowDefinition,
  type WorkflowStep,
} from '@lisa/contracts/workflows';
import { branchTarget } from './conditions.ts';
import {
  type AdvanceResult,
  isOffFlowQuestion,
  isStop,
  MAX_REASKS,
  MAX_STEPS_PER_TURN,
  type RunEvent,
  type RunState,
  type StepLogEntry,
  TEXTS,
  type WorkflowPorts,
} from './run-state.ts';
import { render, renderJson, renderUrl, type Variables } from './template.ts';
import { checkAnswer } from './validate-answer.ts';

class StepFailure extends Error {}

type Ask = Extract<WorkflowStep, { type: 'ask' }>;
interface Option {
  label: string;
  value: string;
}

/** The choices a `choices_from` variable holds: a JSON list of { label, value }. */
function optionsIn(raw: VariableValue | undefined): Option[] {
  if (typeof raw !== 'string' || !raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list.filter(
      (item): item is Option =>
        typeof item?.label === 'string' && typeof item?.value === 'string' && item.label !== '',
    );
  } catch {
    return [];
  }
}

/** Reads a dot path ("data.order.id") out of a JSON response. */
function pick(body: unknown, path: string): VariableValue {
  let value: unknown = body;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return JSON.stringify(value);
}

export function initialState(variables: Variables = {}): RunState {
  return { status: 'running', stepId: null, variables: { ...variables }, reasks: 0 };
}

export async function advance(
  definition: WorkflowDefinition,
  state: RunState,
  event: RunEvent,
  ports: WorkflowPorts,
): Promise<AdvanceResult> {
  const steps = definition.steps;
  const byId = new Map(steps.map((step, index) => [step.id, { step, index }]));
  const variables: Variables = { ...state.variables };
  const replies: string[] = [];
  const log: StepLogEntry[] = [];
  let handoff = false;
  /** Failed attempts so far of the connector step a timer resumes (0 otherwise). */
  let connectorAttempts = 0;

  const nextOf = (step: WorkflowStep): string | null => {
    if (step.next) return step.next;
    const index = byId.get(step.id)?.index ?? steps.length;
    return steps[index + 1]?.id ?? null;
  };
  const entry = (
    step: WorkflowStep,
    started: Date,
    input: unknown,
    output: unknown,
    error: string | null = null,
  ) => {
    log.push({
      stepId: step.id,
      stepType: step.type,
      input,
      output,
      variables: { ...variables },
      durationMs: Math.max(0, ports.now().getTime() - started.getTime()),
      error,
    });
  };
  const done = (patch: Partial<RunState>): AdvanceResult => ({
    state: { ...state, variables, ...patch },
    replies,
    log,
    handoff,
  });

  /** Runs steps from `from` until one waits or the flow ends. */
  async function runFrom(from: string | null): Promise<AdvanceResult> {
    let current = from;
    for (let count = 0; current; count++) {
      const found = byId.get(current);
      if (!found) return done({ status: 'failed', stepId: current });
      const { step } = found;
      if (count >= MAX_STEPS_PER_TURN) {
        entry(step, ports.now(), null, null, 'The workflow went round in a loop');
        replies.push(TEXTS.failed);
        return done({ status: 'failed', stepId: step.id });
      }
      const started = ports.now();
      try {
        const outcome = await execute(step, started);
        if (outcome !== 'continue') return outcome;
        current =
          step.type === 'branch' ? (branchTarget(step, variables) ?? nextOf(step)) : nextOf(step);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        entry(step, started, null, null, message);
        replies.push(TEXTS.failed);
        return done({ status: 'failed', stepId: step.id, reasks: 0 });
      }
    }
    return done({ status: 'completed', stepId: null, reasks: 0 });
  }

  async function execute(step: WorkflowStep, started: Date): Promise<AdvanceResult | 'continue'> {
    const t = (template: string | undefined) =>
      template === undefined ? undefined : render(template, variables);
    switch (step.type) {
      case 'message': {
        const text = render(step.text, variables);
        replies.push(text);
        entry(step, started, null, { text });
        return 'continue';
      }
      case 'ask': {
        const question = questionOf(step);
        replies.push(question);
        entry(step, started, null, { question });
        return done({ status: 'waiting_answer', stepId: step.id, reasks: 0 });
      }
      case 'branch': {
        const target = branchTarget(step, variables) ?? nextOf(step);
        entry(step, started, null, { goto: target });
        return 'continue';
      }
      case 'set_contact': {
        const fields: Record<string, VariableValue> = {};
        for (const field of step.fields) fields[field.name] = render(field.value, variables);
        const tags = step.tags.map((tag) => render(tag, variables)).filter(Boolean);
        await ports.updateContact({ fields, tags });
        for (const [name, value] of Object.entries(fields)) variables[`contact.${name}`] = value;
        entry(step, started, { fields, tags }, { updated: true });
        return 'continue';
      }
      case 'create_lead': {
        const input = Object.fromEntries(
          (['name', 'email', 'phone', 'company', 'notes'] as const)
            .map((key) => [key, t(step[key])?.trim()])
            .filter(([, value]) => value),
        );
        if (!input.name && !input.email && !input.phone) {
          throw new StepFailure('A lead needs a name, an email or a phone number');
        }
        const lead = await ports.createLead(input);
        variables.lead_id = lead.id;
        entry(step, started, input, lead);
        return 'continue';
      }
      case 'create_deal': {
        const title = render(step.title, variables);
        const amountText = t(step.amount)?.replace(/,/g, '').trim();
        const amount = amountText ? Number(amountText) : undefined;
        if (amount !== undefined && !Number.isFinite(amount)) {
          throw new StepFailure(`The deal amount "${amountText}" is not a number`);
        }
        const deal = await ports.createDeal({ title, ...(amount !== undefined ? { amount } : {}) });
        variables.deal_id = deal.id;
        entry(step, started, { title, amount }, deal);
        return 'continue';
      }
      case 'create_task': {
        const title = render(step.title, variables);
        const description = t(step.description);
        const dueAt =
          step.due_in_hours !== undefined
            ? new Date(started.getTime() + step.due_in_hours * 3_600_000)
            : undefined;
        const task = await ports.createTask({
          title,
          ...(description ? { description } : {}),
          ...(dueAt ? { dueAt } : {}),
        });
        variables.task_id = task.id;
        entry(step, started, { title, description, due_at: dueAt?.toISOString() }, task);
        return 'continue';
      }
      case 'wait': {
        let at: Date;
        if (step.until) {
          const text = render(step.until, variables);
          at = new Date(text);
          if (Number.isNaN(at.getTime())) throw new StepFailure(`"${text}" is not a date and time`);
        } else {
          at = new Date(started.getTime() + (step.seconds ?? 0) * 1000);
        }
        if (at.getTime() <= started.getTime()) {
          entry(step, started, { until: at.toISOString() }, { waited: false });
          return 'continue';
        }
        await ports.schedule(at, { kind: 'resume', stepId: step.id });
        entry(step, started, { until: at.toISOString() }, { scheduled: true });
        return done({ status: 'waiting_timer', stepId: step.id, reasks: 0 });
      }
      case 'reminder': {
        const text = render(step.text, variables);
        let at = new Date(started.getTime() + (step.delay_seconds ?? 0) * 1000);
        if (step.at) {
          const when = render(step.at, variables);
          at = new Date(new Date(when).getTime() - (step.before_seconds ?? 0) * 1000);
          if (Number.isNaN(at.getTime())) throw new StepFailure(`"${when}" is not a date and time`);
        }
        if (at.getTime() <= started.getTime()) {
          // Too late to remind: the time has come already.
          entry(step, started, { text, at: at.toISOString() }, { scheduled: false });
          return 'continue';
        }
        await ports.schedule(at, { kind: 'reminder', stepId: step.id, text });
        entry(step, started, { text, at: at.toISOString() }, { scheduled: true });
        return 'continue';
      }
      case 'http':
        return http(step, started);
      case 'connector':
        return connector(step, started);
      case 'handoff': {
        const text = t(step.message) || TEXTS.handoff;
        replies.push(text);
        handoff = true;
        entry(step, started, null, { text });
        return done({ status: 'handed_off', stepId: null, reasks: 0 });
      }
      case 'knowledge': {
        const question = render(step.question, variables);
        const answer = await ports.knowledge(question);
        const text = answer.found ? answer.text : TEXTS.noAnswer;
        replies.push(text);
        variables.knowledge_answer = text;
        entry(step, started, { question }, answer);
        return 'continue';
      }
      case 'end': {
        const text = t(step.message);
        if (text) replies.push(text);
        entry(step, started, null, { text: text ?? null });
        return done({ status: 'completed', stepId: null, reasks: 0 });
      }
    }
  }

  async function http(
    step: Extract<WorkflowStep, { type: 'http' }>,
    started: Date,
  ): Promise<AdvanceResult | 'continue'> {
    const headers = Object.fromEntries(
      Object.entries(step.headers).map(([name, value]) => [name, render(value, variables)]),
    );
    const request = {
      method: step.method,
      url: renderUrl(step.url, variables),
      headers,
      body: step.body === undefined ? undefined : renderJson(step.body, variables),
      idempotencyKey: `${ports.runKey}:${step.id}`,
    };
    const { attempts, baseMs } = ports.httpRetry ?? { attempts: 3, baseMs: 500 };
    const errors: string[] = [];
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await ports.sleep(baseMs * 2 ** (attempt - 1));
      try {
        const response = await ports.http(request);
        if (response.status >= 200 && response.status < 300) {
          const mapped: Variables = {};
          for (const { path, variable } of step.map) {
            mapped[variable] = pick(response.body, path);
            variables[variable] = mapped[variable];
          }
          entry(
            step,
            started,
            { ...request, attempts: attempt + 1 },
            {
              status: response.status,
              body: response.body,
              mapped,
            },
          );
          return 'continue';
        }
        errors.push(`HTTP ${response.status}`);
        // A 4xx other than 408/429 will not get better by asking again.
        if (response.status < 500 && response.status !== 408 && response.status !== 429) break;
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    entry(
      step,
      started,
      { ...request, attempts: errors.length },
      null,
      `The call failed after ${errors.length} attempt${errors.length === 1 ? '' : 's'}: ${errors.join('; ')}`,
    );
    replies.push(TEXTS.failed);
    return done({ status: 'failed', stepId: step.id, reasks: 0 });
  }

  async function connector(
    step: Extract<WorkflowStep, { type: 'connector' }>,
    started: Date,
  ): Promise<AdvanceResult | 'continue'> {
    const input = Object.fromEntries(
      Object.entries(step.input)
        .map(([name, value]) => [name, render(value, variables).trim()])
        .filter(([, value]) => value),
    );
    const attempt = connectorAttempts;
    connectorAttempts = 0;
    const call = {
      app: step.app,
      action: step.action,
      input,
      idempotencyKey: `${ports.runKey}:${step.id}`,
    };
    const outcome = await ports.connector(call);
    const logged = { app: step.app, action: step.action, input, attempt: attempt + 1 };
    if (outcome.ok) {
      const prefix = step.save_as ?? CONNECTOR_VARIABLE_PREFIX[step.app];
      for (const [name, value] of Object.entries(outcome.output)) {
        variables[`${prefix}_${name}`] = value;
      }
      entry(step, started, logged, { record_id: outcome.recordId, ...outcome.output });
      return 'continue';
    }
    const { attempts, baseMs } = ports.connectorRetry ?? { attempts: 4, baseMs: 30_000 };
    if (outcome.retryable && attempt + 1 < attempts) {
      // At least a second: the host saves the run after this turn, and its timer must not
      // fire before the run is stored as waiting at this step.
      const delay = Math.max(1000, outcome.retryAfterMs ?? 0, baseMs * 2 ** attempt);
      const at = new Date(started.getTime() + delay);
      await ports.schedule(at, { kind: 'resume', stepId: step.id });
      entry(
        step,
        started,
        logged,
        { retry_at: at.toISOString() },
        `${outcome.message}. Trying again at ${at.toISOString()} (attempt ${attempt + 2} of ${attempts}).`,
      );
      if (attempt === 0) replies.push(TEXTS.connectorWait);
      return done({ status: 'waiting_timer', stepId: step.id, reasks: attempt + 1 });
    }
    const tries = attempt + 1;
    entry(
      step,
      started,
      logged,
      null,
      outcome.retryable
        ? `${outcome.message}. Gave up after ${tries} attempt${tries === 1 ? '' : 's'}.`
        : outcome.message,
    );
    replies.push(TEXTS.failed);
    return done({ status: 'failed', stepId: step.id, reasks: 0 });
  }

  /** Choices offered from a variable (free slots), or null for a question without them. */
  function offered(step: Ask): Option[] | null {
    if (step.answer.kind !== 'choice' || !step.answer.choices_from) return null;
    const options = optionsIn(variables[step.answer.choices_from]);
    if (!options.length) {
      throw new StepFailure(`There are no choices to offer in "${step.answer.choices_from}"`);
    }
    return options;
  }

  /** The question, with the offered choices numbered under it. */
  function questionOf(step: Ask): string {
    const question = render(step.question, variables);
    const options = offered(step);
    if (!options) return question;
    return [question, ...options.map((option, index) => `${index + 1}. ${option.label}`)].join(
      '\n',
    );
  }

  async function answer(step: Ask, text: string): Promise<AdvanceResult> {
    const started = ports.now();
    if (isStop(text)) {
      replies.push(TEXTS.cancelled);
      entry(step, started, { text }, { cancelled: true });
      return done({ status: 'cancelled', stepId: null, reasks: 0 });
    }
    if (isOffFlowQuestion(text)) {
      const found = await ports.knowledge(text);
      if (found.found) {
        // Answered from the knowledge base; the flow asks its question again.
        replies.push(found.text, questionOf(step));
        entry(step, started, { text }, { off_flow: true, answer: found.text });
        return done({ status: 'waiting_answer', stepId: step.id });
      }
    }
    const options = offered(step);
    const rule = options ? { ...step.answer, choices: options.map((o) => o.label) } : step.answer;
    const check = checkAnswer(text, rule, {
      now: started,
      timeZone: ports.timeZone,
      ...(ports.defaultCountry ? { defaultCountry: ports.defaultCountry } : {}),
    });
    if (!check.ok) {
      const reasks = state.reasks + 1;
      if (reasks > MAX_REASKS) {
        replies.push(TEXTS.handoff);
        handoff = true;
        entry(step, started, { text }, { handoff: true }, check.reason);
        return done({ status: 'handed_off', stepId: null, reasks });
      }
      replies.push(`${check.reason} ${questionOf(step)}`);
      entry(step, started, { text }, { reask: reasks }, check.reason);
      return done({ status: 'waiting_answer', stepId: step.id, reasks });
    }
    const picked = options?.find((option) => option.label === check.value);
    variables[step.save.name] = picked ? picked.value : check.value;
    if (picked) {
      // The choice as the visitor read it ("Thu 26 Nov, 10:00"), for messages.
      variables[`${step.save.name}_label`] = picked.label;
    }
    if (step.answer.kind === 'datetime') {
      // The same time as the visitor reads it, for messages ("{{appointment_local}}").
      variables[`${step.save.name}_local`] = new Intl.DateTimeFormat('en-GB', {
        timeZone: ports.timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(check.value));
    }
    if (step.save.to === 'contact') {
      const value = variables[step.save.name] ?? null;
      await ports.updateContact({ fields: { [step.save.name]: value }, tags: [] });
      variables[`contact.${step.save.name}`] = value;
    }
    entry(step, started, { text }, { value: variables[step.save.name] });
    return runFrom(nextOf(step));
  }

  switch (event.kind) {
    case 'start':
      return runFrom(steps[0]?.id ?? null);
    case 'retry':
      return runFrom(event.stepId);
    case 'timer': {
      const found = state.status === 'waiting_timer' && state.stepId === event.stepId;
      const step = byId.get(event.stepId)?.step;
      // A timer for a step the run has left (fired twice, or the run was cancelled) does nothing.
      if (!found || !step) return done({});
      if (step.type === 'connector') {
        // A retry of a connector step that failed on something passing (429, 5xx).
        connectorAttempts = state.reasks;
        return runFrom(step.id);
      }
      return runFrom(nextOf(step));
    }
    case 'message': {
      const step = state.stepId ? byId.get(state.stepId)?.step : undefined;
      if (state.status !== 'waiting_answer' || step?.type !== 'ask') return done({});
      try {
        return await answer(step, event.text);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        entry(step, ports.now(), { text: event.text }, null, message);
        replies.push(TEXTS.failed);
        return done({ status: 'failed', stepId: step.id, reasks: 0 });
      }
    }
  }
}
