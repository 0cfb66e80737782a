// How steps read in the builder: a name per type and a one-line summary.
import { CONNECTOR_ACTION_LABELS } from '@lisa/contracts/connectors';
import type { WorkflowStep, WorkflowStepType, WorkflowTrigger } from '@lisa/contracts/workflows';
import { WEEKDAY_NAMES } from './trigger-form-values.ts';

/** The apps' names as the catalogue shows them. */
export const CONNECTOR_APP_NAMES = {
  'zoho-crm': 'Zoho CRM',
  odoo: 'Odoo',
  kijani: 'Kijani',
  asana: 'Asana',
  calendar: 'Google Calendar',
} as const;

export const STEP_LABELS: Record<WorkflowStepType, string> = {
  message: 'Send a message',
  ask: 'Ask a question',
  branch: 'Branch',
  set_contact: 'Set contact fields and tags',
  create_lead: 'Create a lead',
  create_deal: 'Create a deal',
  create_task: 'Create a task',
  wait: 'Wait',
  reminder: 'Schedule a reminder',
  http: 'Call an HTTP endpoint',
  connector: 'Use a connected app',
  handoff: 'Hand off to a person',
  knowledge: 'Answer from the knowledge base',
  end: 'End',
};

export function stepSummary(step: WorkflowStep): string {
  switch (step.type) {
    case 'message':
      return step.text;
    case 'ask':
      return `${step.question} (${step.answer.kind}, saved as ${step.save.name})`;
    case 'branch':
      return `${step.rules.length} rule${step.rules.length === 1 ? '' : 's'}`;
    case 'set_contact':
      return [
        ...step.fields.map((f) => `${f.name} = ${f.value}`),
        ...step.tags.map((t) => `#${t}`),
      ].join(', ');
    case 'create_lead':
      return [step.name, step.email, step.phone].filter(Boolean).join(', ');
    case 'create_deal':
    case 'create_task':
      return step.title;
    case 'wait':
      return step.until ? `until ${step.until}` : `${step.seconds ?? 0} seconds`;
    case 'reminder':
      return step.at
        ? `${step.text} (at ${step.at}${step.before_seconds ? `, ${step.before_seconds} seconds before` : ''})`
        : `${step.text} (after ${step.delay_seconds ?? 0} seconds)`;
    case 'http':
      return `${step.method} ${step.url}`;
    case 'connector':
      return `${CONNECTOR_APP_NAMES[step.app]}: ${CONNECTOR_ACTION_LABELS[step.action]}`;
    case 'handoff':
    case 'end':
      return step.message ?? '';
    case 'knowledge':
      return step.question;
  }
}

export function triggerSummary(trigger: WorkflowTrigger): string {
  if (trigger.type === 'keywords') return `Keywords: ${trigger.keywords.join(', ')}`;
  switch (trigger.type) {
    case 'conversation_start':
      return 'When a conversation starts';
    case 'form_submitted':
      return trigger.form === 'any'
        ? 'When a form is submitted'
        : `When a ${trigger.form} form is submitted`;
    case 'contact_field_changed':
      return `When a contact’s ${trigger.field.replace(/^attributes\./, '')} changes`;
    case 'lead_status_reached':
      return `When a lead becomes ${trigger.status}`;
    case 'deal_stage_reached':
      return 'When a deal reaches a chosen stage';
    case 'webhook':
      return 'When its inbound webhook is called';
    case 'schedule':
      return `${trigger.frequency === 'daily' ? 'Every day' : `Every ${trigger.weekdays.map((d) => WEEKDAY_NAMES[d]?.slice(0, 3)).join(', ')}`} at ${trigger.time}`;
    default:
      return 'Started by hand';
  }
}

/** A blank step of a type, with an id not used yet. */
export function blankStep(type: WorkflowStepType, taken: Set<string>): WorkflowStep {
  let n = 1;
  while (taken.has(`${type}_${n}`)) n++;
  const id = `${type}_${n}`;
  switch (type) {
    case 'message':
      return { id, type, text: 'Hello!' };
    case 'ask':
      return {
        id,
        type,
        question: 'What is your name?',
        answer: { kind: 'text' },
        save: { to: 'variable', name: `answer_${n}` },
      };
    case 'branch':
      return { id, type, rules: [{ when: [{ variable: 'answer_1', op: 'is_set' }], goto: id }] };
    case 'set_contact':
      return { id, type, fields: [], tags: ['workflow'] };
    case 'create_lead':
      return { id, type, name: '{{name}}' };
    case 'create_deal':
      return { id, type, title: 'Deal for {{name}}' };
    case 'create_task':
      return { id, type, title: 'Follow up with {{name}}' };
    case 'wait':
      return { id, type, seconds: 3600 };
    case 'reminder':
      return { id, type, text: 'Just checking in.', delay_seconds: 86_400 };
    case 'http':
      return { id, type, method: 'POST', url: 'https://example.com/hook', headers: {}, map: [] };
    case 'connector':
      return { id, type, app: 'zoho-crm', action: 'create_lead', input: { name: '{{name}}' } };
    case 'handoff':
      return { id, type };
    case 'knowledge':
      return { id, type, question: '{{first_message}}' };
    case 'end':
      return { id, type, message: 'Thanks!' };
  }
}
