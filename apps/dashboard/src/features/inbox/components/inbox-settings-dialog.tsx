import { zodResolver } from '@hookform/resolvers/zod';
import {
  type InboxSettings,
  type InboxSettingsUpdate,
  inboxSettingsUpdateSchema,
} from '@lisa/contracts/inbox';
import { Button, IconButton } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Checkbox, Input } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { inboxQueries } from '../api/inbox-queries.ts';
import { useInboxApi } from '../hooks/use-inbox-api.ts';
import { LoadFailure } from './load-failure.tsx';

type FormValues = z.input<typeof inboxSettingsUpdateSchema>;

/** Owners and admins: how handed-over conversations reach the team. */
export function InboxSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label="Inbox settings"
        icon={<Settings2 className="h-4 w-4" />}
        size="sm"
        onClick={() => setOpen(true)}
      />
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Inbox settings"
        description="How conversations handed over by the assistant reach your team."
      >
        {open ? <SettingsLoader onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function SettingsLoader({ onDone }: { onDone: () => void }) {
  const api = useInboxApi();
  const settings = useQuery(inboxQueries.settings(api));
  if (settings.isPending) return <p className="text-ink-muted text-sm">Loading…</p>;
  if (settings.isError)
    return (
      <LoadFailure
        message={toApiFailure(settings.error, 'The settings could not be loaded.').message}
        onRetry={() => void settings.refetch()}
      />
    );
  return <SettingsForm current={settings.data} onDone={onDone} />;
}

function SettingsForm({ current, onDone }: { current: InboxSettings; onDone: () => void }) {
  const api = useInboxApi();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: InboxSettingsUpdate) => api.updateSettings(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(inboxQueries.settings(api).queryKey, saved);
      toast.success('Inbox settings saved');
    },
  });
  const form = useForm<FormValues, unknown, InboxSettingsUpdate>({
    resolver: zodResolver(inboxSettingsUpdateSchema),
    defaultValues: {
      round_robin: current.round_robin,
      stay_with_last_agent: current.stay_with_last_agent,
      site_url: current.site_url ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync(input);
      onDone();
    } catch (error) {
      const answer = toApiFailure(error, 'The settings could not be saved. Please try again.');
      if (answer.fields.site_url) form.setError('site_url', { message: answer.fields.site_url });
      else setFailure(answer.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-danger-ink/30 bg-danger-surface px-3 py-2 text-danger-ink text-sm"
        >
          {failure}
        </p>
      ) : null}
      <div className="space-y-1">
        <Controller
          control={form.control}
          name="round_robin"
          render={({ field }) => (
            <Checkbox
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              label="Assign handoffs in turn to teammates who are online"
            />
          )}
        />
        <p className="pl-6 text-ink-muted text-xs">
          Off: every teammate sees new handoffs under Unassigned.
        </p>
      </div>
      <div className="space-y-1">
        <Controller
          control={form.control}
          name="stay_with_last_agent"
          render={({ field }) => (
            <Checkbox
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              label="Stay with the last teammate for 24 hours"
            />
          )}
        />
        <p className="pl-6 text-ink-muted text-xs">
          When a visitor writes again within a day of a resolved conversation, it goes back to the
          teammate who handled it instead of the assistant.
        </p>
      </div>
      <Field
        label="Your chat page"
        hint="Replies emailed to visitors link here. Leave empty to use Lisa's site."
        error={errors.site_url?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('site_url')}
            type="url"
            autoComplete="url"
            placeholder="https://example.com/contact"
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
          Save settings
        </Button>
      </div>
    </form>
  );
}
