// The widget's appearance on /dashboard/integrations/web-widget, with a live preview that
// follows the form as it is typed, before anything is saved. The agent's name, colour and
// greeting are the agent settings (PATCH /api/agent, the same as the agent studio's); the
// position and theme are options of the snippet (SPEC §3), so saving them updates the
// snippet shown above.
import { zodResolver } from '@hookform/resolvers/zod';
import { type AgentSettings, MAX_GREETING_LENGTH } from '@lisa/contracts/agent';
import { WIDGET_POSITIONS, WIDGET_THEMES } from '@lisa/contracts/widget';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Input, Select, Textarea } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { agentQueries } from '../../agent-studio/api/agent-api.ts';
import { useAgentApi } from '../../agent-studio/hooks/use-agent-api.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { LoadError } from '../../integrations/components/load-error.tsx';
import type { WidgetPlacement } from '../lib/snippet.ts';
import { WidgetPreview } from './widget-preview.tsx';

export const appearanceFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Give your agent a name' })
    .max(40, { error: 'The name must be at most 40 characters' }),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a colour like #4f46e5' }),
  greeting: z
    .string()
    .trim()
    .max(MAX_GREETING_LENGTH, {
      error: `The greeting must be at most ${MAX_GREETING_LENGTH} characters`,
    }),
  position: z.enum(WIDGET_POSITIONS),
  theme: z.enum(WIDGET_THEMES),
});
type AppearanceForm = z.infer<typeof appearanceFormSchema>;

const POSITION_LABELS = { left: 'Bottom left', right: 'Bottom right' } as const;
const THEME_LABELS = { light: 'Light', dark: 'Dark' } as const;

export function AppearanceCard({
  placement,
  onPlacement,
}: {
  placement: WidgetPlacement;
  onPlacement: (next: WidgetPlacement) => void;
}) {
  const api = useAgentApi();
  const settings = useQuery(agentQueries.settings(api));
  return (
    <Card as="section" aria-labelledby="widget-appearance-title">
      <h2 id="widget-appearance-title" className="font-semibold text-lg">
        Appearance
      </h2>
      <p className="mt-1 max-w-2xl text-ink-muted text-sm">
        How the widget looks on your site. The preview follows what you type; nothing changes on
        your site until you save.
      </p>
      {settings.isPending ? (
        <p className="mt-4 text-ink-muted text-sm">Loading the appearance…</p>
      ) : settings.isError ? (
        <LoadError
          className="mt-4"
          error={settings.error}
          fallback="Could not load the appearance."
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <AppearanceForm agent={settings.data} placement={placement} onPlacement={onPlacement} />
      )}
    </Card>
  );
}

function AppearanceForm({
  agent,
  placement,
  onPlacement,
}: {
  agent: AgentSettings;
  placement: WidgetPlacement;
  onPlacement: (next: WidgetPlacement) => void;
}) {
  const api = useAgentApi();
  const queryClient = useQueryClient();
  const form = useForm<AppearanceForm>({
    resolver: zodResolver(appearanceFormSchema),
    defaultValues: {
      name: agent.name,
      colour: agent.widget.colour,
      greeting: agent.greeting ?? '',
      position: placement.position,
      theme: placement.theme,
    },
  });
  const look = useWatch({ control: form.control }) as Partial<AppearanceForm>;
  const server = useServerFailure(form, 'Could not save the appearance.');
  const onSubmit = form.handleSubmit((values) =>
    server.run(async () => {
      const saved = await api.save({
        name: values.name,
        greeting: values.greeting,
        widget: { colour: values.colour },
      });
      queryClient.setQueryData(agentQueries.settings(api).queryKey, saved);
      onPlacement({ position: values.position, theme: values.theme });
      form.reset(values);
      toast.success('Appearance saved.');
    }),
  );
  const errors = form.formState.errors;
  return (
    <div className="mt-4 grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
      <form className="flex min-w-0 flex-col gap-3" onSubmit={onSubmit} noValidate>
        <FormMessage>{server.alert}</FormMessage>
        <Field label="Agent name" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} />}
        </Field>
        <Field label="Colour" hint="A hex colour, e.g. #4f46e5." error={errors.colour?.message}>
          {(control) => (
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label="Pick a colour"
                className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-surface-raised"
                value={/^#[0-9a-fA-F]{6}$/.test(look.colour ?? '') ? look.colour : '#4f46e5'}
                onChange={(event) =>
                  form.setValue('colour', event.target.value, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              />
              <Input {...control} className="min-w-0 flex-1" {...form.register('colour')} />
            </div>
          )}
        </Field>
        <Field
          label="Greeting"
          hint="The first thing visitors read. Empty: the built-in greeting."
          error={errors.greeting?.message}
        >
          {(control) => <Textarea {...control} rows={3} {...form.register('greeting')} />}
        </Field>
        <div className="flex flex-wrap gap-4">
          <Field label="Position">
            {(control) => (
              <Select {...control} {...form.register('position')}>
                {WIDGET_POSITIONS.map((value) => (
                  <option key={value} value={value}>
                    {POSITION_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Theme">
            {(control) => (
              <Select {...control} {...form.register('theme')}>
                {WIDGET_THEMES.map((value) => (
                  <option key={value} value={value}>
                    {THEME_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <p className="max-w-2xl text-ink-muted text-sm">
          Position and theme are part of the snippet: copy it again after saving them.
        </p>
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Save appearance
          </Button>
        </div>
      </form>
      <WidgetPreview
        look={{
          name: look.name ?? '',
          colour: look.colour ?? '',
          greeting: look.greeting ?? '',
          position: look.position ?? 'right',
          theme: look.theme ?? 'light',
        }}
      />
    </div>
  );
}
