// The step form's flat values <-> a step. The form validates as you type by building the
// step and checking it with the contracts' schema; its messages land on the matching field.

import {
  CONNECTOR_ACTION_FIELDS,
  CONNECTOR_ACTIONS,
  type ConnectorAction,
} from '@lisa/contracts/connectors';
import {
  type AnswerKind,
  CONDITION_OPS,
  type WorkflowStep,
  workflowStepSchema,
} from '@lisa/contracts/workflows';
import { z } from 'zod';

export const stepFormSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    next: z.string(),
    text: z.string(),
    question: z.string(),
    kind: z.string(),
    choices: z.string(),
    save_to: z.string(),
    save_name: z.string(),
    title: z.string(),
    url: z.string(),
    method: z.string(),
    body: z.string(),
    seconds: z.string(),
    variable: z.string(),
    op: z.string(),
    value: z.string(),
    goto: z.string(),
    otherwise: z.string(),
    tags: z.string(),
    app: z.string(),
    action: z.string(),
    /** A connector step's inputs, by name (templates). */
    inputs: z.record(z.string(), z.string()),
  })
  .superRefine((values, ctx) => {
    const result = workflowStepSchema.safeParse(toStep(values));
    if (result.success) {
      // The definition checks a connector's inputs; the form says it as you type too.
      const step = result.data;
      if (step.type !== 'connector') return;
      const actions: readonly string[] = CONNECTOR_ACTIONS[step.app];
      if (!actions.includes(step.action)) {
        ctx.addIssue({ code: 'custom', path: ['action'], message: 'This app cannot do that' });
        return;
      }
      for (const name of CONNECTOR_ACTION_FIELDS[step.action].required) {
        if (!step.input[name]) {
          ctx.addIssue({ code: 'custom', path: [`inputs.${name}`], message: 'This is required' });
        }
      }
      return;
    }
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: [fieldOf(issue.path)], message: issue.message });
    }
  });
export type StepFormValues = z.infer<typeof stepFormSchema>;

const FIELD_BY_PATH: Record<string, keyof StepFormValues> = {
  id: 'id',
  next: 'next',
  text: 'text',
  question: 'question',
  'answer.kind': 'kind',
  'answer.choices': 'choices',
  'answer.choices_from': 'choices',
  'save.name': 'save_name',
  title: 'title',
  url: 'url',
  body: 'body',
  seconds: 'seconds',
  delay_seconds: 'seconds',
  message: 'text',
  tags: 'tags',
  otherwise: 'otherwise',
  app: 'app',
  action: 'action',
  save_as: 'save_name',
};

function fieldOf(path: readonly PropertyKey[]): keyof StepFormValues {
  const key = path.filter((part) => typeof part === 'string').join('.');
  if (key.startsWith('input.')) return `inputs.${key.slice(6)}` as keyof StepFormValues;
  if (key.startsWith('rules')) {
    if (key.endsWith('goto')) return 'goto';
    if (key.endsWith('variable')) return 'variable';
    return 'value';
  }
  return FIELD_BY_PATH[key] ?? FIELD_BY_PATH[key.split('.')[0] ?? ''] ?? 'id';
}

const optional = (value: string) => (value.trim() ? value : undefined);

/** "{{calendar_slots}}" alone: choices offered from that variable; else a comma list. */
const CHOICES_FROM = /^\{\{\s*([a-z_][a-z0-9_]*)\s*\}\}$/i;

function choicesOf(text: string): { choices: string[] } | { choices_from: string } {
  const from = CHOICES_FROM.exec(text.trim());
  if (from?.[1]) return { choices_from: from[1] };
  return {
    choices: text
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  };
}

export function toStep(v: StepFormValues): unknown {
  const base = { id: v.id, ...(v.next ? { next: v.next } : {}) };
  switch (v.type) {
    case 'message':
      return { ...base, type: 'message', text: v.text };
    case 'ask':
      return {
        ...base,
        type: 'ask',
        question: v.question,
        answer: {
          kind: v.kind as AnswerKind,
          ...(v.kind === 'choice' ? choicesOf(v.choices) : {}),
        },
        save: { to: v.save_to, name: v.save_name },
      };
    case 'branch':
      return {
        ...base,
        type: 'branch',
        rules: [
          {
            when: [
              { variable: v.variable, op: v.op, ...(optional(v.value) ? { value: v.value } : {}) },
            ],
            goto: v.goto,
          },
        ],
        ...(v.otherwise ? { otherwise: v.otherwise } : {}),
      };
    case 'set_contact':
      return {
        ...base,
        type: 'set_contact',
        fields: [],
        tags: v.tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      };
    case 'create_lead':
      return {
        ...base,
        type: 'create_lead',
        name: v.title,
        ...(optional(v.text) ? { notes: v.text } : {}),
      };
    case 'create_deal':
    case 'create_task':
      return { ...base, type: v.type, title: v.title };
    case 'wait':
      return { ...base, type: 'wait', seconds: Number(v.seconds) };
    case 'reminder':
      return {
        ...base,
        type: 'reminder',
        text: v.text,
        ...(v.seconds.trim() ? { delay_seconds: Number(v.seconds) } : {}),
      };
    case 'http':
      return {
        ...base,
        type: 'http',
        method: v.method,
        url: v.url,
        headers: {},
        ...(optional(v.body) ? { body: v.body } : {}),
        map: [],
      };
    case 'knowledge':
      return { ...base, type: 'knowledge', question: v.question };
    case 'connector':
      return {
        ...base,
        type: 'connector',
        app: v.app,
        action: v.action,
        // Only the chosen action's inputs (another action's stay behind in the form).
        input: Object.fromEntries(
          Object.entries(v.inputs)
            .map(([name, value]) => [name, value.trim()])
            .filter(
              ([name, value]) =>
                value &&
                (
                  CONNECTOR_ACTION_FIELDS[v.action as ConnectorAction]?.inputs as
                    | readonly string[]
                    | undefined
                )?.includes(name as string),
            ),
        ),
        ...(optional(v.save_name) ? { save_as: v.save_name.trim() } : {}),
      };
    default:
      return { ...base, type: v.type, ...(optional(v.text) ? { message: v.text } : {}) };
  }
}

export function toValues(step: WorkflowStep): StepFormValues {
  const values: StepFormValues = {
    id: step.id,
    type: step.type,
    next: step.next ?? '',
    text: '',
    question: '',
    kind: 'text',
    choices: '',
    save_to: 'variable',
    save_name: '',
    title: '',
    url: '',
    method: 'POST',
    body: '',
    seconds: '',
    variable: '',
    op: CONDITION_OPS[0],
    value: '',
    goto: '',
    otherwise: '',
    tags: '',
    app: '',
    action: '',
    inputs: {},
  };
  switch (step.type) {
    case 'message':
      return { ...values, text: step.text };
    case 'ask':
      return {
        ...values,
        question: step.question,
        kind: step.answer.kind,
        choices: step.answer.choices_from
          ? `{{${step.answer.choices_from}}}`
          : (step.answer.choices ?? []).join(', '),
        save_to: step.save.to,
        save_name: step.save.name,
      };
    case 'branch': {
      const rule = step.rules[0];
      const condition = rule?.when[0];
      return {
        ...values,
        variable: condition?.variable ?? '',
        op: condition?.op ?? 'equals',
        value: condition?.value ?? '',
        goto: rule?.goto ?? '',
        otherwise: step.otherwise ?? '',
      };
    }
    case 'set_contact':
      return { ...values, tags: step.tags.join(', ') };
    case 'create_lead':
      return { ...values, title: step.name ?? '', text: step.notes ?? '' };
    case 'create_deal':
    case 'create_task':
      return { ...values, title: step.title };
    case 'wait':
      return { ...values, seconds: String(step.seconds ?? '') };
    case 'reminder':
      return { ...values, text: step.text, seconds: String(step.delay_seconds ?? '') };
    case 'http':
      return { ...values, url: step.url, method: step.method, body: step.body ?? '' };
    case 'knowledge':
      return { ...values, question: step.question };
    case 'connector':
      return {
        ...values,
        app: step.app,
        action: step.action,
        inputs: { ...step.input },
        save_name: step.save_as ?? '',
      };
    case 'handoff':
    case 'end':
      return { ...values, text: step.message ?? '' };
  }
}
