// A CRM or productivity app's connection (Zoho CRM, Odoo, Kijani, Asana, Google Calendar):
// connect with the credentials the service uses (tested at once), its health, test again,
// change the settings, disconnect, the last calls workflows and syncs made with their records,
// and for Zoho CRM a contacts sync (zoho-sync-card.tsx).
import {
  CONNECTOR_ACTION_LABELS,
  CONNECTOR_FORM_FIELDS,
  CONNECTOR_SECRET_FIELDS,
  type ConnectorAction,
  type ConnectorApp,
  type ConnectorConnection,
  connectorSettingsSchemas,
} from '@lisa/contracts/connectors';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plug } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { ConfirmDialog } from '../../team/components/confirm-dialog.tsx';
import { connectorsQueries } from '../api/connectors-api.ts';
import { useConnectorsApi } from '../hooks/use-connectors-api.ts';
import { ZohoSyncCard } from './zoho-sync-card.tsx';

type Values = Record<string, string>;

const filled = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

/** Checks the settings as the API will (empty optional fields left out). */
function resolverFor(app: ConnectorApp): Resolver<Values> {
  return async (values) => {
    const result = connectorSettingsSchemas[app].safeParse(filled(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (name && !errors[name]) errors[name] = { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
}

export function ConnectorPanel({ app, name }: { app: ConnectorApp; name: string }) {
  const api = useConnectorsApi();
  const queryClient = useQueryClient();
  const connection = useQuery(connectorsQueries.one(api, app));
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: connectorsQueries.all });

  async function test() {
    setPending(true);
    try {
      const result = await api.test(app);
      if (result.test.ok) toast.success(result.test.message);
      else toast.error(result.test.message);
    } catch (error) {
      toast.error(toApiFailure(error, `${name} could not be tested.`).message);
    } finally {
      setPending(false);
      await refresh();
    }
  }

  async function disconnect() {
    setPending(true);
    try {
      await api.disconnect(app);
      toast.success(`${name} disconnected.`);
      setRemoving(false);
    } catch (error) {
      toast.error(toApiFailure(error, `${name} could not be disconnected.`).message);
    } finally {
      setPending(false);
      await refresh();
    }
  }

  const current = connection.data;
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" aria-labelledby="connection-title">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="connection-title" className="font-semibold text-lg">
              Connection
            </h2>
            {current ? <Health connection={current} /> : null}
          </div>
          {current?.connected && !editing ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" disabled={pending} onClick={test}>
                Test connection
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                Change settings
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setRemoving(true)}>
                Disconnect
              </Button>
            </div>
          ) : null}
        </div>
        {current?.connected && !editing ? <Summary app={app} connection={current} /> : null}
        {current && (!current.connected || editing) ? (
          <ConnectForm
            app={app}
            name={name}
            connection={current}
            onDone={() => setEditing(false)}
            {...(current.connected ? { onCancel: () => setEditing(false) } : {})}
          />
        ) : null}
        {connection.isError ? (
          <p role="alert" className="mt-3 text-danger-ink text-sm">
            The connection could not be loaded. Reload the page to try again.
          </p>
        ) : null}
      </Card>
      {current?.connected && app === 'zoho-crm' ? <ZohoSyncCard /> : null}
      {current?.connected ? <CallLog app={app} name={name} /> : null}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Disconnect ${name}?`}
        confirmLabel="Disconnect"
        danger
        pending={pending}
        onConfirm={disconnect}
      >
        Lisa deletes the saved credentials. Workflow steps that use {name} will fail until you
        connect it again.
      </ConfirmDialog>
    </div>
  );
}

function Health({ connection }: { connection: ConnectorConnection }) {
  if (!connection.connected) {
    return (
      <p className="mt-1 flex items-center gap-2 text-sm">
        <Badge>Not connected</Badge>
      </p>
    );
  }
  const failing = connection.health === 'failing';
  return (
    <div className="mt-1 flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={failing ? 'danger' : connection.health === 'ok' ? 'success' : 'neutral'}>
          {failing ? 'Failing' : connection.health === 'ok' ? 'Connected' : 'Not checked yet'}
        </Badge>
        {connection.last_checked_at ? (
          <span className="text-ink-muted text-xs">
            Checked {formatDateTime(connection.last_checked_at)}
          </span>
        ) : null}
      </p>
      {connection.last_error ? <p className="text-danger-ink">{connection.last_error}</p> : null}
      {connection.warning ? (
        <p role="status" className="text-warning-ink">
          {connection.warning}
        </p>
      ) : null}
    </div>
  );
}

function Summary({ app, connection }: { app: ConnectorApp; connection: ConnectorConnection }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {CONNECTOR_FORM_FIELDS[app].map((field) => {
        const secret = CONNECTOR_SECRET_FIELDS[app].includes(field.name);
        const value = secret
          ? connection.secret_hints[field.name]
          : connection.settings[field.name];
        if (value === undefined || value === null || value === '') return null;
        return (
          <div key={field.name} className="contents">
            <dt className="text-ink-muted">{field.label}</dt>
            <dd className="break-all">{String(value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function ConnectForm({
  app,
  name,
  connection,
  onDone,
  onCancel,
}: {
  app: ConnectorApp;
  name: string;
  connection: ConnectorConnection;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const api = useConnectorsApi();
  const queryClient = useQueryClient();
  const fields = CONNECTOR_FORM_FIELDS[app];
  const secrets = CONNECTOR_SECRET_FIELDS[app];
  const form = useForm<Values>({
    defaultValues: Object.fromEntries(
      fields.map((field) => [
        field.name,
        secrets.includes(field.name) ? '' : String(connection.settings[field.name] ?? ''),
      ]),
    ),
    resolver: resolverFor(app),
  });
  const server = useServerFailure(form, `${name} could not be connected. Try again.`);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await server.run(async () => {
      const result = await api.connect(app, filled(values));
      if (result.test.ok) toast.success(`${name} connected. ${result.test.message}`);
      else toast.error(`Saved, but the test failed: ${result.test.message}`);
      await queryClient.invalidateQueries({ queryKey: connectorsQueries.all });
    });
    if (saved) onDone();
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-4 flex max-w-xl flex-col gap-4"
      aria-label={`Connect ${name}`}
    >
      <FormMessage>{server.alert}</FormMessage>
      {fields.map((field) => {
        const secret = secrets.includes(field.name);
        return (
          <Field
            key={field.name}
            label={field.label}
            required={!field.optional}
            hint={field.hint}
            error={errors[field.name]?.message}
          >
            {(control) => (
              <Input
                {...control}
                type={secret ? 'password' : 'text'}
                autoComplete="off"
                {...form.register(field.name)}
              />
            )}
          </Field>
        );
      })}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={isSubmitting} loadingLabel="Connecting">
          <Plug aria-hidden="true" className="h-4 w-4" />
          Connect {name}
        </Button>
      </div>
    </form>
  );
}

function CallLog({ app, name }: { app: ConnectorApp; name: string }) {
  const api = useConnectorsApi();
  const log = useQuery(connectorsQueries.log(api, app));
  return (
    <Card as="section" aria-labelledby="calls-title">
      <h2 id="calls-title" className="font-semibold text-lg">
        Sync log
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        The last calls Lisa made to {name} for your workflows and syncs, with each record.
      </p>
      {log.data?.length === 0 ? (
        <p className="mt-3 text-ink-muted text-sm">No calls yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2 text-sm">
          {log.data?.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-2">
              <Badge tone={entry.ok ? 'success' : 'danger'}>{entry.ok ? 'Done' : 'Failed'}</Badge>
              <span>
                {entry.action === 'sync_contact'
                  ? 'Sync contact'
                  : (CONNECTOR_ACTION_LABELS[entry.action as ConnectorAction] ?? entry.action)}
              </span>
              <span className="text-ink-muted">
                {entry.ok ? (entry.record_id ? `Record ${entry.record_id}` : '') : entry.error}
              </span>
              <span className="text-ink-muted text-xs">{formatDateTime(entry.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
