// The variables a workflow's steps can use ("{{name}}"): what the run starts with, the
// contact's fields, each question's answer, and what steps save (ids, HTTP mappings,
// connector outputs). The builder's variables picker lists them.
import { CONNECTOR_ACTION_FIELDS } from '@lisa/contracts/connectors';
import { CONNECTOR_VARIABLE_PREFIX, type WorkflowStep } from '@lisa/contracts/workflows';

const ALWAYS = [
  'first_message',
  'contact.name',
  'contact.email',
  'contact.phone',
  'contact.company',
];

export function variablesOf(steps: readonly WorkflowStep[]): string[] {
  const found: string[] = [...ALWAYS];
  for (const step of steps) {
    switch (step.type) {
      case 'ask':
        found.push(step.save.to === 'contact' ? `contact.${step.save.name}` : step.save.name);
        if (step.save.to === 'contact') found.push(step.save.name);
        if (step.answer.kind === 'datetime') found.push(`${step.save.name}_local`);
        break;
      case 'create_lead':
        found.push('lead_id');
        break;
      case 'create_deal':
        found.push('deal_id');
        break;
      case 'create_task':
        found.push('task_id');
        break;
      case 'http':
        found.push(...step.map.map((item) => item.variable));
        break;
      case 'knowledge':
        found.push('knowledge_answer');
        break;
      case 'connector': {
        const prefix = step.save_as ?? CONNECTOR_VARIABLE_PREFIX[step.app];
        found.push(
          ...CONNECTOR_ACTION_FIELDS[step.action].outputs.map((name) => `${prefix}_${name}`),
        );
        break;
      }
      default:
        break;
    }
  }
  return [...new Set(found)];
}
