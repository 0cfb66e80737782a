import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHANNEL_LABELS,
  type Channel,
  type ChannelConnectInput,
  type ChannelConnection,
  pageConnectSchema,
  whatsappConnectSchema,
} from '@lisa/contracts/channels';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { Skeleton } from '@lisa/ui/skeleton';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Send, Unplug } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { ConfirmDialog } from '../../team/components/confirm-dialog.tsx';
import { channelsQueries } from '../api/channels-queries.ts';
import { useChannelsApi } from '../hooks/use-channels-api.ts';
import { credentialFields } from '../lib/channel-apps.ts';
import { FacebookSignupCard } from './facebook-signup-card.tsx';
import { PageSignupCard } from './page-signup-card.tsx';

/** /dashboard/integrations/{whatsapp,facebook-messenger,instagram}: connect and check a channel. */
export function ChannelConnectPanel({ channel }: { channel: Channel }) {
  const api = useChannelsApi();
  const list = useQuery(channelsQueries.list(api));
  const connection = list.data?.find((item) => item.channel === channel);
  const label = CHANNEL_LABELS[channel];

  if (list.isPending) {
    return (
      <Card aria-busy="true" aria-label={`Loading ${label}`}>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="mt-3 h-24 w-full" />
      </Card>
    );
  }
  if (list.isError || !connection) {
    const failure = toApiFailure(list.error, `${label} could not be loaded.`);
    return (
      <Card role="alert">
        <p className="font-medium">{failure.message}</p>
        <Button className="mt-3" variant="secondary" onClick={() => list.refetch()}>
          Retry
        </Button>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <StatusCard connection={connection} />
      {connection.channel === 'whatsapp' ? (
        <FacebookSignupCard connection={connection} />
      ) : (
        <PageSignupCard connection={connection} channel={connection.channel} />
      )}
      <WebhookCard connection={connection} />
      <CredentialsCard connection={connection} />
      {connection.connected ? <TestCard connection={connection} /> : null}
    </div>
  );
}

function StatusCard({ connection }: { connection: ChannelConnection }) {
  const label = CHANNEL_LABELS[connection.channel];
  const api = useChannelsApi();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const [pending, setPending] = useState(false);
  const health = !connection.connected
    ? `Not connected yet: fill in the credentials below.`
    : [
        connection.last_webhook_at
          ? `Last webhook received ${formatDateTime(connection.last_webhook_at)}`
          : 'No webhook received yet',
        connection.last_send_error
          ? `last send failed: ${connection.last_send_error}`
          : connection.last_send_at
            ? `last send went through ${formatDateTime(connection.last_send_at)}`
            : 'nothing sent yet',
      ].join(' · ');
  return (
    <Card as="section" aria-label={`${label} connection`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="flex items-center gap-2 font-semibold text-lg">
            Connection
            <Badge
              tone={
                connection.connected
                  ? connection.last_send_error
                    ? 'warning'
                    : 'success'
                  : 'neutral'
              }
            >
              {connection.connected
                ? connection.last_send_error
                  ? 'Connected, last send failed'
                  : 'Connected'
                : 'Not connected'}
            </Badge>
          </h2>
          <p className="mt-1 text-ink-muted text-sm" data-testid="channel-health">
            {health}
          </p>
          {connection.connected ? (
            <p className="mt-1 text-ink-muted text-xs">
              {connection.channel === 'whatsapp' ? 'Phone number id' : 'Page id'}{' '}
              {connection.external_id} · token {connection.token_hint ?? 'unreadable'}
            </p>
          ) : null}
        </div>
        {connection.connected ? (
          <Button variant="secondary" size="sm" onClick={() => setRemoving(true)}>
            <Unplug aria-hidden="true" className="h-4 w-4" />
            Disconnect
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Disconnect ${label}?`}
        confirmLabel="Disconnect"
        danger
        pending={pending}
        onConfirm={async () => {
          setPending(true);
          try {
            await api.disconnect(connection.channel);
            toast.success(`${label} disconnected.`);
            setRemoving(false);
          } catch (error) {
            toast.error(toApiFailure(error, `${label} could not be disconnected.`).message);
          } finally {
            setPending(false);
            await queryClient.invalidateQueries({ queryKey: channelsQueries.all });
          }
        }}
      >
        Lisa stops answering on {label} and deletes the credentials. Conversations stay in the
        inbox.
      </ConfirmDialog>
    </Card>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} copied.`);
    } catch {
      toast.error('Copying is blocked here: select the text and copy it yourself.');
    }
  }
  return (
    <div className="flex items-center gap-2">
      <Input
        readOnly
        aria-label={label}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 flex-1 font-mono text-xs"
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={copy}
        aria-label={`Copy the ${label.toLowerCase()}`}
      >
        <Copy aria-hidden="true" className="h-4 w-4" />
        Copy
      </Button>
    </div>
  );
}

function WebhookCard({ connection }: { connection: ChannelConnection }) {
  return (
    <Card as="section" aria-labelledby="channel-webhook-title">
      <h2 id="channel-webhook-title" className="font-semibold text-lg">
        Webhook for Meta
      </h2>
      <p className="mt-1 max-w-2xl text-ink-muted text-sm">
        In your Meta app → Webhooks, paste the callback URL and the verify token, then subscribe to{' '}
        {connection.channel === 'whatsapp' ? '“messages”' : '“messages” and “message_deliveries”'}.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <CopyField label="Callback URL" value={connection.callback_url} />
        {connection.verify_token ? (
          <CopyField label="Verify token" value={connection.verify_token} />
        ) : (
          <p className="text-ink-muted text-sm">The verify token appears once you connect.</p>
        )}
      </div>
    </Card>
  );
}

function CredentialsCard({ connection }: { connection: ChannelConnection }) {
  const api = useChannelsApi();
  const queryClient = useQueryClient();
  const { channel } = connection;
  const fields = credentialFields(channel);
  const schema = channel === 'whatsapp' ? whatsappConnectSchema : pageConnectSchema;
  const form = useForm<Record<string, string>>({
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, ''])),
    resolver: zodResolver(schema) as unknown as Resolver<Record<string, string>>,
  });
  const server = useServerFailure(form, 'The channel could not be connected. Try again.');
  const { errors, isSubmitting } = form.formState;
  const label = CHANNEL_LABELS[channel];

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await server.run(async () => {
      await api.connect(channel, values as unknown as ChannelConnectInput);
      toast.success(
        connection.connected ? `${label} credentials replaced.` : `${label} connected.`,
      );
      await queryClient.invalidateQueries({ queryKey: channelsQueries.all });
    });
    if (saved) form.reset();
  });

  return (
    <Card as="section" aria-labelledby="channel-credentials-title">
      <h2 id="channel-credentials-title" className="font-semibold text-lg">
        {connection.connected ? 'Replace the credentials' : `Connect ${label}`}
      </h2>
      <p className="mt-1 max-w-2xl text-ink-muted text-sm">
        Lisa stores the token and the app secret encrypted and never shows them again.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex max-w-xl flex-col gap-4">
        <FormMessage>{server.alert}</FormMessage>
        {fields.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            required
            hint={field.hint}
            error={errors[field.name]?.message}
          >
            {(control) => (
              <Input
                {...control}
                type={field.secret ? 'password' : 'text'}
                autoComplete="off"
                inputMode={field.secret ? undefined : 'numeric'}
                {...form.register(field.name)}
              />
            )}
          </Field>
        ))}
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {connection.connected ? 'Save credentials' : `Connect ${label}`}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function TestCard({ connection }: { connection: ChannelConnection }) {
  const api = useChannelsApi();
  const queryClient = useQueryClient();
  const [to, setTo] = useState('');
  const [result, setResult] = useState<{ ok: boolean; detail: string } | null>(null);
  const [pending, setPending] = useState(false);
  const whatsapp = connection.channel === 'whatsapp';

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setResult(null);
    try {
      const answer = await api.test(connection.channel, to);
      setResult({ ok: answer.ok, detail: answer.detail });
    } catch (error) {
      setResult({
        ok: false,
        detail: toApiFailure(error, 'The test message was not sent.').message,
      });
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: channelsQueries.all });
    }
  }

  return (
    <Card as="section" aria-labelledby="channel-test-title">
      <h2 id="channel-test-title" className="font-semibold text-lg">
        Send a test message
      </h2>
      <p className="mt-1 max-w-2xl text-ink-muted text-sm">
        {whatsapp
          ? 'To a WhatsApp number with its country code. Meta delivers it only if that person wrote to you in the last 24 hours, or is a test number of your app.'
          : 'To a page-scoped id of someone who wrote to your page in the last 24 hours.'}
      </p>
      <form onSubmit={send} className="mt-4 flex max-w-xl flex-wrap items-end gap-2">
        <Field label="Recipient" className="min-w-0 flex-1">
          {(control) => (
            <Input
              {...control}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              placeholder={whatsapp ? '+254712345678' : 'Page-scoped id'}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={pending || to.trim() === ''}>
          <Send aria-hidden="true" className="h-4 w-4" />
          Send test message
        </Button>
      </form>
      {result ? (
        <p
          role="status"
          className={`mt-3 text-sm ${result.ok ? 'text-success-ink' : 'text-danger-ink'}`}
        >
          {result.ok ? `Sent. ${result.detail}` : result.detail}
        </p>
      ) : null}
    </Card>
  );
}
