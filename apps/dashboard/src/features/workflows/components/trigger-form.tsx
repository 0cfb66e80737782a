// The trigger picker: what starts the workflow, with each trigger's settings, validated as
// you type against the contract's trigger schema. Saving it edits the draft.
import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_TYPES } from '@lisa/contracts/forms';
import { LEAD_STATUSES } from '@lisa/contracts/sales';
import {
  WORKFLOW_TRIGGER_TYPES,
  type Workflow,
  type WorkflowTrigger,
} from '@lisa/contracts/workflows';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Checkbox, Input, Select, Textarea } from '@lisa/ui/input';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { salesQueries } from '../../pipeline/api/sales-queries.ts';
import { useSalesApi } from '../../pipeline/hooks/use-sales-api.ts';
import {
  TRIGGER_LABELS,
  type TriggerFormValues,
  toTrigger,
  toTriggerValues,
  triggerFormSchema,
  WEEKDAY_NAMES,
} from '../lib/trigger-form-values.ts';

const FORM_NAMES: Record<string, string> = {
  any: 'Any form',
  contact: 'Contact',
  quote: 'Quote',
  demo: 'Demo request',
  rsvp: 'RSVP',
};

export function TriggerForm({
  workflow,
  saving,
  onSave,
}: {
  workflow: Workflow;
  saving: boolean;
  onSave: (trigger: WorkflowTrigger) => void;
}) {
  const form = useForm<TriggerFormValues>({
    defaultValues: toTriggerValues(workflow.trigger),
    resolver: zodResolver(triggerFormSchema),
    mode: 'onChange',
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  const frequency = form.watch('frequency');
  const salesApi = useSalesApi();
  const pipelines = useQuery({
    ...salesQueries.pipelines(salesApi),
    enabled: type === 'deal_stage_reached',
  });
  const onSubmit = form.handleSubmit((values) => onSave(toTrigger(values) as WorkflowTrigger));

  return (
    <form
      aria-label="Trigger"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface-raised p-3"
      onSubmit={onSubmit}
      noValidate
    >
      <Field label="Starts when" error={errors.type?.message}>
        {(control) => (
          <Select {...control} {...form.register('type')}>
            {WORKFLOW_TRIGGER_TYPES.map((value) => (
              <option key={value} value={value}>
                {TRIGGER_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {type === 'keywords' ? (
        <Field
          label="Keywords"
          hint="Separated by commas"
          required
          error={errors.keywords?.message}
        >
          {(control) => <Textarea {...control} rows={2} {...form.register('keywords')} />}
        </Field>
      ) : null}
      {type === 'form_submitted' ? (
        <Field label="Form" error={errors.form?.message}>
          {(control) => (
            <Select {...control} {...form.register('form')}>
              {['any', ...FORM_TYPES].map((value) => (
                <option key={value} value={value}>
                  {FORM_NAMES[value] ?? value}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      {type === 'contact_field_changed' ? (
        <Field
          label="Contact field"
          hint="name, company, owner_id, or attributes.<key> for a custom attribute"
          required
          error={errors.field?.message}
        >
          {(control) => <Input {...control} {...form.register('field')} />}
        </Field>
      ) : null}
      {type === 'lead_status_reached' ? (
        <Field label="Lead status" error={errors.status?.message}>
          {(control) => (
            <Select {...control} {...form.register('status')}>
              {LEAD_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {value[0]?.toUpperCase()}
                  {value.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      {type === 'deal_stage_reached' ? (
        <Field label="Deal stage" required error={errors.stage_id?.message}>
          {(control) => (
            <Select {...control} {...form.register('stage_id')}>
              <option value="">Choose a stage</option>
              {(pipelines.data?.data ?? []).map((pipeline) => (
                <optgroup key={pipeline.id} label={pipeline.name}>
                  {pipeline.stages.map((stage) => (
                    <option key={stage.id} value={String(stage.id)}>
                      {stage.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      {type === 'webhook' ? (
        <p className="text-ink-muted text-sm">
          {workflow.trigger.type === 'webhook' && workflow.hook_path ? (
            <>
              Send a POST with a JSON body to{' '}
              <code className="break-all font-mono text-ink text-xs">{workflow.hook_path}</code> on
              your Lisa API address. Its fields become variables such as {'{{hook.order_id}}'}. Keep
              this address secret.
            </>
          ) : (
            'Save the trigger to get the secret address to send to.'
          )}
        </p>
      ) : null}
      {type === 'schedule' ? (
        <>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Repeats" error={errors.frequency?.message}>
              {(control) => (
                <Select {...control} {...form.register('frequency')}>
                  <option value="daily">Every day</option>
                  <option value="weekly">Every week</option>
                </Select>
              )}
            </Field>
            <Field
              label="At"
              hint="Your business’s time zone"
              required
              error={errors.time?.message}
            >
              {(control) => <Input {...control} type="time" {...form.register('time')} />}
            </Field>
          </div>
          {frequency === 'weekly' ? (
            <fieldset className="flex flex-col gap-1">
              <legend className="font-medium text-sm">On</legend>
              <Controller
                control={form.control}
                name="weekdays"
                render={({ field }) => (
                  <div className="flex flex-wrap gap-3">
                    {WEEKDAY_NAMES.map((name, day) => (
                      <Checkbox
                        key={name}
                        label={name}
                        checked={field.value.includes(day)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked
                              ? [...field.value, day]
                              : field.value.filter((value) => value !== day),
                          )
                        }
                      />
                    ))}
                  </div>
                )}
              />
              {errors.weekdays?.message ? (
                <p role="alert" className="text-danger-ink text-sm">
                  {errors.weekdays.message}
                </p>
              ) : null}
            </fieldset>
          ) : null}
        </>
      ) : null}
      {type !== 'keywords' && type !== 'conversation_start' && type !== 'manual' ? (
        <p className="text-ink-muted text-xs">
          These runs start outside a conversation: their messages are not sent (the run log says so)
          and a question ends the run as failed. Use them for CRM, task, HTTP and app steps.
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={saving}>
          Save trigger
        </Button>
      </div>
    </form>
  );
}
