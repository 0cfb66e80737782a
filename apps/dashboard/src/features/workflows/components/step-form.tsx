// One step's form, validated as you type against the contracts' step schema.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONNECTOR_ACTION_FIELDS,
  CONNECTOR_ACTION_LABELS,
  CONNECTOR_ACTIONS,
  CONNECTOR_APPS,
  type ConnectorAction,
  type ConnectorApp,
} from '@lisa/contracts/connectors';
import {
  ANSWER_KINDS,
  CONDITION_OPS,
  CONNECTOR_VARIABLE_PREFIX,
  HTTP_METHODS,
  type WorkflowStep,
} from '@lisa/contracts/workflows';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Input, Select, Textarea } from '@lisa/ui/input';
import { type FocusEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type StepFormValues, stepFormSchema, toStep, toValues } from '../lib/step-form-values.ts';
import { CONNECTOR_APP_NAMES, STEP_LABELS } from '../lib/step-labels.ts';

const INPUT_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  notes: 'Notes',
  product: 'Product',
  title: 'Title',
  due_on: 'Due on (YYYY-MM-DD)',
  start: 'Start (date and time)',
  duration_minutes: 'Duration (minutes)',
  attendee_email: 'Invite (email)',
  description: 'Description',
};

/** The field a picked variable goes into when none was clicked yet. */
function defaultTarget(step: WorkflowStep): string | null {
  switch (step.type) {
    case 'message':
    case 'reminder':
    case 'handoff':
    case 'end':
      return 'text';
    case 'ask':
    case 'knowledge':
      return 'question';
    case 'create_task':
    case 'create_deal':
    case 'create_lead':
      return 'title';
    case 'http':
      return 'body';
    case 'connector':
      return `inputs.${CONNECTOR_ACTION_FIELDS[step.action].inputs[0]}`;
    default:
      return null;
  }
}

const NOT_TEMPLATES = new Set(['id', 'seconds', 'save_name', 'variable', 'value', 'url']);

export function StepForm({
  step,
  stepIds,
  onSave,
  onCancel,
  variables = [],
}: {
  step: WorkflowStep;
  stepIds: string[];
  /** Variables the picker offers ("{{name}}"). */
  variables?: string[];
  onSave: (step: WorkflowStep) => void;
  onCancel: () => void;
}) {
  const form = useForm<StepFormValues>({
    defaultValues: toValues(step),
    resolver: zodResolver(stepFormSchema),
    mode: 'onChange',
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const app = form.watch('app') as ConnectorApp;
  const action = form.watch('action') as ConnectorAction;
  const [target, setTarget] = useState<string | null>(null);
  const into = target ?? defaultTarget(step);
  const onFocus = (event: FocusEvent<HTMLFormElement>) => {
    const field = event.target;
    const isText = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
    if (isText && field.name && !NOT_TEMPLATES.has(field.name)) setTarget(field.name);
  };
  const insertVariable = (name: string) => {
    if (!name || !into) return;
    const field = into as keyof StepFormValues;
    const current = String(form.getValues(field) ?? '');
    form.setValue(field, `${current}{{${name}}}` as never, {
      shouldValidate: true,
      shouldDirty: true,
    });
  };
  const connectorFields = step.type === 'connector' ? CONNECTOR_ACTION_FIELDS[action] : undefined;
  const others = stepIds.filter((id) => id !== step.id);
  const onSubmit = form.handleSubmit((values) => {
    const built = toStep(values) as WorkflowStep;
    // The form edits a branch's first rule; any further rules stay as they were.
    if (built.type === 'branch' && step.type === 'branch') {
      built.rules = [...built.rules, ...step.rules.slice(1)];
    }
    if (built.type === 'set_contact' && step.type === 'set_contact') built.fields = step.fields;
    if (built.type === 'reminder' && step.type === 'reminder' && step.at) {
      built.at = step.at;
      if (step.before_seconds !== undefined) built.before_seconds = step.before_seconds;
    }
    if (built.type === 'http' && step.type === 'http') {
      built.headers = step.headers;
      built.map = step.map;
    }
    onSave(built);
  });
  const stepSelect = (name: 'next' | 'goto' | 'otherwise', label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      {(control) => (
        <Select {...control} {...form.register(name)}>
          <option value="">
            {name === 'goto' ? 'Choose a step' : 'The next step in the list'}
          </option>
          {others.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="flex flex-col gap-3"
      aria-label={`Edit step ${step.id}`}
    >
      <p className="text-ink-muted text-sm">{STEP_LABELS[step.type]}</p>
      <Field label="Step id" required error={errors.id?.message}>
        {(control) => <Input {...control} {...form.register('id')} />}
      </Field>

      {step.type === 'message' || step.type === 'reminder' ? (
        <Field
          label="Message"
          required
          hint="Use {{name}} to insert a variable"
          error={errors.text?.message}
        >
          {(control) => <Textarea {...control} rows={3} {...form.register('text')} />}
        </Field>
      ) : null}
      {step.type === 'handoff' || step.type === 'end' ? (
        <Field label="Message" hint="Optional" error={errors.text?.message}>
          {(control) => <Textarea {...control} rows={2} {...form.register('text')} />}
        </Field>
      ) : null}
      {step.type === 'ask' || step.type === 'knowledge' ? (
        <Field label="Question" required error={errors.question?.message}>
          {(control) => <Textarea {...control} rows={2} {...form.register('question')} />}
        </Field>
      ) : null}
      {step.type === 'ask' ? (
        <>
          <Field label="Expected answer" error={errors.kind?.message}>
            {(control) => (
              <Select {...control} {...form.register('kind')}>
                {ANSWER_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {kind === 'choice' ? (
            <Field
              label="Choices"
              hint="Separated by commas, or one variable such as {{calendar_slots}} (free times from Find free times to offer)"
              error={errors.choices?.message}
            >
              {(control) => <Input {...control} {...form.register('choices')} />}
            </Field>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <Field label="Save to">
              {(control) => (
                <Select {...control} {...form.register('save_to')}>
                  <option value="variable">A run variable</option>
                  <option value="contact">The contact</option>
                </Select>
              )}
            </Field>
            <Field label="Variable name" required error={errors.save_name?.message}>
              {(control) => <Input {...control} {...form.register('save_name')} />}
            </Field>
          </div>
        </>
      ) : null}
      {step.type === 'create_task' || step.type === 'create_deal' ? (
        <Field label="Title" required error={errors.title?.message}>
          {(control) => <Input {...control} {...form.register('title')} />}
        </Field>
      ) : null}
      {step.type === 'create_lead' ? (
        <>
          <Field label="Lead name" hint="For example {{name}}" error={errors.title?.message}>
            {(control) => <Input {...control} {...form.register('title')} />}
          </Field>
          <Field label="Notes" error={errors.text?.message}>
            {(control) => <Textarea {...control} rows={2} {...form.register('text')} />}
          </Field>
        </>
      ) : null}
      {step.type === 'wait' || step.type === 'reminder' ? (
        <Field
          label={step.type === 'wait' ? 'Wait (seconds)' : 'Send after (seconds)'}
          required={step.type === 'wait' || !step.at}
          hint={step.type === 'reminder' && step.at ? `Or at ${step.at}` : undefined}
          error={errors.seconds?.message}
        >
          {(control) => <Input {...control} inputMode="numeric" {...form.register('seconds')} />}
        </Field>
      ) : null}
      {step.type === 'set_contact' ? (
        <Field label="Tags" hint="Separated by commas" error={errors.tags?.message}>
          {(control) => <Input {...control} {...form.register('tags')} />}
        </Field>
      ) : null}
      {step.type === 'http' ? (
        <>
          <div className="grid grid-cols-[8rem_1fr] gap-3">
            <Field label="Method">
              {(control) => (
                <Select {...control} {...form.register('method')}>
                  {HTTP_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="URL" required error={errors.url?.message}>
              {(control) => <Input {...control} {...form.register('url')} />}
            </Field>
          </div>
          <Field label="Body" hint="JSON; use {{name}} for variables" error={errors.body?.message}>
            {(control) => <Textarea {...control} rows={3} {...form.register('body')} />}
          </Field>
        </>
      ) : null}
      {step.type === 'connector' ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="App" error={errors.app?.message}>
              {(control) => (
                <Select
                  {...control}
                  {...form.register('app', {
                    onChange: (event) => {
                      const first = CONNECTOR_ACTIONS[event.target.value as ConnectorApp]?.[0];
                      if (first) form.setValue('action', first, { shouldValidate: true });
                    },
                  })}
                >
                  {CONNECTOR_APPS.map((id) => (
                    <option key={id} value={id}>
                      {CONNECTOR_APP_NAMES[id]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Action" error={errors.action?.message}>
              {(control) => (
                <Select {...control} {...form.register('action')}>
                  {(CONNECTOR_ACTIONS[app] ?? []).map((name) => (
                    <option key={name} value={name}>
                      {CONNECTOR_ACTION_LABELS[name]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          {connectorFields?.inputs.map((name) => (
            <Field
              key={`${action}-${name}`}
              label={INPUT_LABELS[name] ?? name}
              required={connectorFields.required.includes(name)}
              error={errors.inputs?.[name]?.message}
            >
              {(control) => <Input {...control} {...form.register(`inputs.${name}`)} />}
            </Field>
          ))}
          <Field
            label="Save results as"
            hint={`Optional. Gives ${(connectorFields?.outputs ?? [])
              .map(
                (name) =>
                  `{{${form.watch('save_name') || CONNECTOR_VARIABLE_PREFIX[app] || 'app'}_${name}}}`,
              )
              .join(', ')}`}
            error={errors.save_name?.message}
          >
            {(control) => <Input {...control} {...form.register('save_name')} />}
          </Field>
        </>
      ) : null}
      {step.type === 'branch' ? (
        <>
          <div className="grid grid-cols-3 gap-3">
            <Field label="If variable" required error={errors.variable?.message}>
              {(control) => <Input {...control} {...form.register('variable')} />}
            </Field>
            <Field label="Condition">
              {(control) => (
                <Select {...control} {...form.register('op')}>
                  {CONDITION_OPS.map((op) => (
                    <option key={op} value={op}>
                      {op.replaceAll('_', ' ')}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Value" error={errors.value?.message}>
              {(control) => <Input {...control} {...form.register('value')} />}
            </Field>
          </div>
          {stepSelect('goto', 'Then go to')}
          {stepSelect('otherwise', 'Otherwise go to')}
        </>
      ) : null}
      {step.type !== 'branch' && step.type !== 'end' && step.type !== 'handoff'
        ? stepSelect('next', 'Then go to')
        : null}
      {variables.length > 0 && into ? (
        <Field
          label="Insert a variable"
          hint={`Adds it to the ${into.replace(/^inputs\./, '').replaceAll('_', ' ')} field (the last one you clicked)`}
        >
          {(control) => (
            <Select {...control} value="" onChange={(event) => insertVariable(event.target.value)}>
              <option value="">Choose a variable</option>
              {variables.map((name) => (
                <option key={name} value={name}>
                  {`{{${name}}}`}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}

      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save step</Button>
      </div>
    </form>
  );
}
