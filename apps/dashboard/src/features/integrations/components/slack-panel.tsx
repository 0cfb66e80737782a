import { zodResolver } from '@hookform/resolvers/zod';
import {
  SLACK_ALERTS,
  SLACK_OAUTH_OUTCOMES,
  type SlackAlert,
  type SlackDestination,
  type SlackDestinationInput,
  slackDestinationInputSchema,
} from '@lisa/contracts/slack';
import { Badge } from '@lisa/ui/badge';
import { Button, buttonClassName } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Dialog } from '@lisa/ui/dialog';
import { EmptyState } from '@lisa/ui/empty-state';
import { Field } from '@lisa/ui/field';
import { Checkbox, Input } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Hash } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { ConfirmDialog } from '../../team/components/confirm-dialog.tsx';
import { publicApiQueries } from '../api/public-api-queries.ts';
import { useSlackApi } from '../hooks/use-public-api-api.ts';
import { LoadError } from './load-error.tsx';

const ALERT_LABELS: Record<SlackAlert, string> = {
  handoff: 'A conversation is handed to a person',
  lead: 'A new lead is captured',
  daily_summary: 'A summary of yesterday, every morning',
};

/** The Slack channels that receive the business's alerts. */
export function SlackPanel() {
  const api = useSlackApi();
  const channels = useQuery(publicApiQueries.slack(api));
  // "Add to Slack" where the server has a Slack app; else the incoming-webhook form.
  const install = useQuery({
    queryKey: [...publicApiQueries.all, 'slack-install'],
    queryFn: ({ signal }) => api.install(signal),
  });
  const oauthUrl = install.data?.oauth ? install.data.url : null;
  const [adding, setAdding] = useState(false);
  useOAuthOutcome();
  return (
    <Card as="section" aria-labelledby="slack-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="slack-title" className="font-semibold text-lg">
            Slack channels
          </h2>
          <p className="mt-1 max-w-2xl text-ink-muted text-sm">
            Alerts only: Lisa posts to these channels and never reads them, so nothing written in
            Slack reaches a customer.{' '}
            {oauthUrl
              ? 'Add to Slack asks you to pick a channel, then brings you back here.'
              : 'In Slack, add the “Incoming WebHooks” app to a channel and paste the URL it gives you.'}
          </p>
        </div>
        {oauthUrl ? (
          <a href={oauthUrl} className={buttonClassName()}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            Add to Slack
          </a>
        ) : (
          <Button onClick={() => setAdding(true)} disabled={install.isPending}>
            <Hash aria-hidden="true" className="h-4 w-4" />
            Add channel
          </Button>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-3">
        {channels.isError ? (
          <LoadError
            error={channels.error}
            fallback="The Slack channels could not be loaded."
            onRetry={() => void channels.refetch()}
          />
        ) : null}
        {channels.data?.length === 0 ? (
          <EmptyState
            icon={<Hash />}
            title="No channel yet"
            description="Add one to hear about handoffs and leads where your team already talks."
          />
        ) : null}
        {channels.data?.map((channel) => (
          <ChannelRow key={channel.id} channel={channel} />
        ))}
      </div>
      <AddChannelDialog open={adding} onOpenChange={setAdding} />
    </Card>
  );
}

/** Slack's OAuth redirect lands here with ?slack=<outcome>: say it once, then drop it. */
function useOAuthOutcome() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = params.get('slack');
  useEffect(() => {
    if (!outcome || !(outcome in SLACK_OAUTH_OUTCOMES)) return;
    const text = SLACK_OAUTH_OUTCOMES[outcome as keyof typeof SLACK_OAUTH_OUTCOMES];
    if (outcome === 'connected') toast.success(text);
    else toast.error(text);
    void queryClient.invalidateQueries({ queryKey: publicApiQueries.all });
    setParams(
      (current) => {
        current.delete('slack');
        return current;
      },
      { replace: true },
    );
  }, [outcome, queryClient, setParams]);
}

function ChannelRow({ channel }: { channel: SlackDestination }) {
  const api = useSlackApi();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState(false);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: publicApiQueries.slack(api).queryKey });

  async function act(action: () => Promise<unknown>, done: string, fallback: string) {
    setPending(true);
    try {
      await action();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(toApiFailure(error, fallback).message);
      return false;
    } finally {
      setPending(false);
      await refresh();
    }
  }

  return (
    <article
      aria-label={`Slack channel ${channel.name}`}
      className="rounded-card border border-line p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-medium">
            {channel.name} <span className="text-ink-muted text-xs">{channel.url_hint}</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-1">
            <Badge tone={channel.enabled ? (channel.last_error ? 'warning' : 'success') : 'danger'}>
              {channel.enabled ? (channel.last_error ? 'Failing' : 'On') : 'Off'}
            </Badge>
            {channel.alerts.map((alert) => (
              <Badge key={alert}>{ALERT_LABELS[alert as SlackAlert] ?? alert}</Badge>
            ))}
          </div>
          <p className="mt-1 text-ink-muted text-xs">
            {channel.last_error
              ? channel.last_error
              : channel.last_sent_at
                ? `Last posted ${formatDateTime(channel.last_sent_at)}`
                : 'Nothing posted yet'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() =>
              act(
                () => api.test(channel.id),
                'Test message posted.',
                'Slack refused the test message.',
              )
            }
          >
            Send test message
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() =>
              act(
                () => api.update(channel.id, { enabled: !channel.enabled }),
                channel.enabled ? 'Alerts paused.' : 'Alerts resumed.',
                'The channel could not be changed.',
              )
            }
          >
            {channel.enabled ? 'Turn off' : 'Turn on'}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setRemoving(true)}>
            Remove
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Remove ${channel.name}?`}
        confirmLabel="Remove channel"
        danger
        pending={pending}
        onConfirm={async () => {
          if (
            await act(
              () => api.remove(channel.id),
              'Channel removed.',
              'The channel could not be removed.',
            )
          ) {
            setRemoving(false);
          }
        }}
      >
        Lisa stops posting alerts to {channel.name}.
      </ConfirmDialog>
    </article>
  );
}

function AddChannelDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const api = useSlackApi();
  const queryClient = useQueryClient();
  const form = useForm<SlackDestinationInput>({
    defaultValues: { name: '', webhook_url: '', alerts: ['handoff', 'lead'] },
    resolver: zodResolver(slackDestinationInputSchema),
  });
  const server = useServerFailure(form, 'The channel could not be added. Try again.');
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const added = await server.run(async () => {
      const channel = await api.add(values);
      toast.success(`Alerts will go to ${channel.name}.`);
      await queryClient.invalidateQueries({ queryKey: publicApiQueries.slack(api).queryKey });
    });
    if (added) {
      form.reset();
      onOpenChange(false);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a Slack channel"
      description="Alerts go one way, from Lisa to the channel."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormMessage>{server.alert}</FormMessage>
        <Field
          label="Channel name"
          required
          error={errors.name?.message}
          hint="How your team knows it, e.g. #front-desk"
        >
          {(control) => <Input {...control} {...form.register('name')} />}
        </Field>
        <Field label="Incoming-webhook URL" required error={errors.webhook_url?.message}>
          {(control) => (
            <Input
              {...control}
              type="url"
              placeholder="https://hooks.slack.com/services/…"
              {...form.register('webhook_url')}
            />
          )}
        </Field>
        <fieldset>
          <legend className="font-medium text-ink text-sm">Alerts</legend>
          <Controller
            control={form.control}
            name="alerts"
            render={({ field }) => (
              <div className="mt-2 flex flex-col gap-2 text-sm">
                {SLACK_ALERTS.map((alert) => (
                  <Checkbox
                    key={alert}
                    checked={field.value.includes(alert)}
                    onCheckedChange={(on) =>
                      field.onChange(
                        on
                          ? [...new Set([...field.value, alert])]
                          : field.value.filter((a) => a !== alert),
                      )
                    }
                    label={ALERT_LABELS[alert]}
                  />
                ))}
              </div>
            )}
          />
          {errors.alerts?.message ? (
            <p role="alert" className="mt-1 text-danger-ink text-xs">
              {errors.alerts.message}
            </p>
          ) : null}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} loadingLabel="Adding">
            Add channel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
