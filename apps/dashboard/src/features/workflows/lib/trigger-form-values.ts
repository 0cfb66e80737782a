// The trigger form's flat values <-> a WorkflowTrigger, validated with the contract's own
// trigger schema (its messages shown on the matching field).
import { FORM_TYPES } from '@lisa/contracts/forms';
import { LEAD_STATUSES } from '@lisa/contracts/sales';
import {
  SCHEDULE_FREQUENCIES,
  WORKFLOW_TRIGGER_TYPES,
  type WorkflowTrigger,
  workflowTriggerSchema,
} from '@lisa/contracts/workflows';
import { z } from 'zod';

export const TRIGGER_LABELS: Record<WorkflowTrigger['type'], string> = {
  keywords: 'The visitor says a keyword',
  conversation_start: 'A conversation starts',
  manual: 'Started by hand only',
  form_submitted: 'A form is submitted',
  contact_field_changed: 'A contact field changes',
  lead_status_reached: 'A lead reaches a status',
  deal_stage_reached: 'A deal reaches a stage',
  webhook: 'An inbound webhook is called',
  schedule: 'On a schedule',
};

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

export const triggerFormSchema = z
  .object({
    type: z.enum(WORKFLOW_TRIGGER_TYPES),
    keywords: z.string(),
    form: z.enum(['any', ...FORM_TYPES]),
    field: z.string(),
    status: z.enum(LEAD_STATUSES),
    stage_id: z.string(),
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    time: z.string(),
    weekdays: z.array(z.number()),
  })
  .superRefine((values, ctx) => {
    const parsed = workflowTriggerSchema.safeParse(toTrigger(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const head = String(issue.path[0] ?? 'type');
      const path = head in values ? head : 'type';
      ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
    }
  });
export type TriggerFormValues = z.infer<typeof triggerFormSchema>;

export function toTrigger(values: TriggerFormValues): unknown {
  switch (values.type) {
    case 'keywords':
      return {
        type: 'keywords',
        keywords: values.keywords
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
      };
    case 'form_submitted':
      return { type: values.type, form: values.form };
    case 'contact_field_changed':
      return { type: values.type, field: values.field.trim() };
    case 'lead_status_reached':
      return { type: values.type, status: values.status };
    case 'deal_stage_reached':
      return { type: values.type, stage_id: Number(values.stage_id) || 0 };
    case 'schedule':
      return {
        type: values.type,
        frequency: values.frequency,
        time: values.time,
        weekdays: values.frequency === 'weekly' ? [...values.weekdays].sort() : [],
      };
    default:
      return { type: values.type };
  }
}

export function toTriggerValues(trigger: WorkflowTrigger): TriggerFormValues {
  return {
    type: trigger.type,
    keywords: trigger.type === 'keywords' ? trigger.keywords.join(', ') : '',
    form: trigger.type === 'form_submitted' ? trigger.form : 'any',
    field: trigger.type === 'contact_field_changed' ? trigger.field : 'company',
    status: trigger.type === 'lead_status_reached' ? trigger.status : 'qualified',
    stage_id: trigger.type === 'deal_stage_reached' ? String(trigger.stage_id) : '',
    frequency: trigger.type === 'schedule' ? trigger.frequency : 'daily',
    time: trigger.type === 'schedule' ? trigger.time : '09:00',
    weekdays: trigger.type === 'schedule' ? trigger.weekdays : [1],
  };
}
