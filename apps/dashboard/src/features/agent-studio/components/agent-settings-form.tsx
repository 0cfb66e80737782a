import {
  AGENT_LANGUAGES,
  AGENT_PURPOSE_LABELS,
  AGENT_PURPOSES,
  type AgentSettings,
  agentSettingsPatchSchema,
  WEEKDAYS,
} from '@lisa/contracts/agent';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Checkbox, Input, Select, Textarea } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { type AgentApi, agentQueries } from '../api/agent-api.ts';
import { useFormDraft } from '../hooks/use-form-draft.ts';
import {
  LANGUAGE_LABELS,
  type SettingsForm,
  toForm,
  toPatch,
  WEEKDAY_LABELS,
} from '../lib/settings-form.ts';

const TONE_LABELS = { friendly: 'Friendly', formal: 'Formal', concise: 'Concise' } as const;

/** Everything the business chooses for its agent; the next reply follows it. */
export function AgentSettingsForm({ api, settings }: { api: AgentApi; settings: AgentSettings }) {
  const queryClient = useQueryClient();
  const saved = useMemo(() => toForm(settings), [settings]);
  const form = useForm<SettingsForm>({ defaultValues: saved });
  // Typed but not saved (say, "Continue to your data" during the set-up): kept for this tab.
  useFormDraft(form, 'agent-settings', settings.updated_at, saved);
  const { errors, isSubmitting } = form.formState;
  const hoursEnabled = form.watch('hours_enabled');

  const onSubmit = form.handleSubmit(async (values) => {
    const patch = toPatch(values);
    const parsed = agentSettingsPatchSchema.safeParse(patch);
    if (!parsed.success) {
      form.setError('root', { message: parsed.error.issues[0]?.message ?? 'Check the settings.' });
      return;
    }
    try {
      const saved = await api.save(patch);
      queryClient.setQueryData(agentQueries.settings(api).queryKey, saved);
      form.reset(toForm(saved));
      toast.success('Saved. Your agent follows these settings from its next reply.');
    } catch (error) {
      form.setError('root', {
        message: toApiFailure(error, 'The settings could not be saved. Please try again.').message,
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-6"
      aria-label="Agent settings"
    >
      <FormMessage>{errors.root?.message}</FormMessage>
      {settings.reviewed ? null : (
        <p role="status" className="rounded-lg border border-line bg-surface-muted p-3 text-sm">
          Your agent is called <strong>{settings.name}</strong> until you change it. Check its
          settings below and save them.
        </p>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Who it is</legend>
        <Field label="Name" required>
          {(control) => <Input {...control} {...form.register('name')} maxLength={40} />}
        </Field>
        <Field label="Purpose">
          {(control) => (
            <Select {...control} {...form.register('purpose')}>
              {AGENT_PURPOSES.map((p) => (
                <option key={p} value={p}>
                  {AGENT_PURPOSE_LABELS[p]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Tone">
          {(control) => (
            <Select {...control} {...form.register('tone')}>
              {Object.entries(TONE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold">What it says</legend>
        <Field label="Greeting" hint="Leave empty for the built-in greeting.">
          {(control) => <Textarea {...control} rows={2} {...form.register('greeting')} />}
        </Field>
        <Field
          label="When it does not know"
          hint="Leave empty for the built-in text, which offers a person."
        >
          {(control) => <Textarea {...control} rows={2} {...form.register('dont_know_text')} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">When it hands over to a person</legend>
        <p className="text-ink-muted text-sm sm:col-span-2">
          Always when the visitor asks for a person. Also:
        </p>
        <Field label="After this many unanswered questions" hint="1 to 10; empty for never.">
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={10}
              {...form.register('after_unanswered')}
            />
          )}
        </Field>
        <Field label="On these words" hint="Separated by commas, e.g. refund, complaint.">
          {(control) => <Input {...control} {...form.register('keywords')} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Business hours</legend>
        <Controller
          control={form.control}
          name="hours_enabled"
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onCheckedChange={field.onChange}
              label="Outside these hours, ask visitors who want a person to leave a message"
            />
          )}
        />
        {hoursEnabled ? (
          <>
            <Field label="Time zone" hint="For example Africa/Nairobi.">
              {(control) => <Input {...control} {...form.register('time_zone')} />}
            </Field>
            <ul className="grid gap-2">
              {WEEKDAYS.map((day) => (
                <li key={day} className="flex flex-wrap items-center gap-3 text-sm">
                  <Controller
                    control={form.control}
                    name={`days.${day}.open`}
                    render={({ field }) => (
                      <Checkbox
                        checked={field.value}
                        onCheckedChange={field.onChange}
                        label={`Open on ${WEEKDAY_LABELS[day]}`}
                      />
                    )}
                  />
                  <Input
                    type="time"
                    aria-label={`${WEEKDAY_LABELS[day]} opens at`}
                    className="w-32"
                    {...form.register(`days.${day}.from`)}
                  />
                  <Input
                    type="time"
                    aria-label={`${WEEKDAY_LABELS[day]} closes at`}
                    className="w-32"
                    {...form.register(`days.${day}.to`)}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Languages it answers in</legend>
        <div className="flex flex-wrap gap-4">
          {AGENT_LANGUAGES.map((language) => (
            <Controller
              key={language}
              control={form.control}
              name={`languages.${language}`}
              render={({ field }) => (
                <Checkbox
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  label={LANGUAGE_LABELS[language]}
                />
              )}
            />
          ))}
        </div>
        <Field label="Default language" hint="Used for visitors writing in another language.">
          {(control) => (
            <Select {...control} {...form.register('default_language')}>
              {AGENT_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_LABELS[l]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">In the chat widget</legend>
        <Field label="Colour">
          {(control) => (
            <Input {...control} type="color" className="w-24 p-1" {...form.register('colour')} />
          )}
        </Field>
        <Field label="Avatar image address" hint="An https:// address; empty for none.">
          {(control) => <Input {...control} type="url" {...form.register('avatar_url')} />}
        </Field>
      </fieldset>

      <div>
        <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
          Save settings
        </Button>
      </div>
    </form>
  );
}
