import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@lisa/contracts/public-api';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Dialog } from '@lisa/ui/dialog';
import { EmptyState } from '@lisa/ui/empty-state';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../team/components/confirm-dialog.tsx';
import { publicApiQueries } from '../api/public-api-queries.ts';
import { usePublicApiApi } from '../hooks/use-public-api-api.ts';
import { EVENT_LABELS } from '../lib/public-api-labels.ts';
import { DeliveriesLog } from './deliveries-log.tsx';
import { EndpointDialog } from './endpoint-dialog.tsx';
import { LoadError } from './load-error.tsx';
import { ShownOnceSecret } from './shown-once-secret.tsx';

/** The business's webhook endpoints, each with its actions and delivery log. */
export function WebhooksPanel() {
  const api = usePublicApiApi();
  const endpoints = useQuery(publicApiQueries.endpoints(api));
  const [adding, setAdding] = useState(false);

  return (
    <Card as="section" aria-labelledby="webhooks-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="webhooks-title" className="font-semibold text-lg">
            Webhooks
          </h2>
          <p className="mt-1 text-ink-muted text-sm">
            Lisa tells your systems when something happens. Failed deliveries are retried for 24
            hours.
          </p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Webhook aria-hidden="true" className="h-4 w-4" />
          Add endpoint
        </Button>
      </div>
      <div className="mt-4 flex flex-col gap-4">
        {endpoints.isError ? (
          <LoadError
            error={endpoints.error}
            fallback="The webhook endpoints could not be loaded."
            onRetry={() => void endpoints.refetch()}
          />
        ) : null}
        {endpoints.data?.length === 0 ? (
          <EmptyState
            icon={<Webhook />}
            title="No endpoints yet"
            description="Add the address of your server and choose the events it should receive."
          />
        ) : null}
        {endpoints.data?.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} />
        ))}
      </div>
      <EndpointDialog open={adding} onOpenChange={setAdding} />
    </Card>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const api = usePublicApiApi();
  const queryClient = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [rotated, setRotated] = useState<WebhookEndpointWithSecret | null>(null);
  const [pending, setPending] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: publicApiQueries.all });

  async function act(action: () => Promise<unknown>, done: string, failed: string) {
    setPending(true);
    try {
      await action();
      toast.success(done);
      await refresh();
      return true;
    } catch {
      toast.error(failed);
      return false;
    } finally {
      setPending(false);
    }
  }

  return (
    <article
      aria-label={`Endpoint ${endpoint.url}`}
      className="rounded-card border border-line p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-all font-medium font-mono text-sm">{endpoint.url}</p>
          {endpoint.description ? (
            <p className="text-ink-muted text-sm">{endpoint.description}</p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-1">
            {endpoint.enabled ? (
              <Badge tone={endpoint.failing_since ? 'warning' : 'success'}>
                {endpoint.failing_since ? 'Failing' : 'On'}
              </Badge>
            ) : (
              <Badge tone="danger">Off</Badge>
            )}
            {endpoint.events.map((event) => (
              <Badge key={event} title={EVENT_LABELS[event as keyof typeof EVENT_LABELS]}>
                {event}
              </Badge>
            ))}
          </div>
          {endpoint.disabled_reason ? (
            <p className="mt-2 text-danger-ink text-sm">{endpoint.disabled_reason}</p>
          ) : null}
          <p className="mt-1 text-ink-muted text-xs">
            Signing secret ending {endpoint.secret_hint}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={!endpoint.enabled || pending}
            onClick={() =>
              act(
                () => api.ping(endpoint.id),
                'Test event sent.',
                'The test event could not be sent.',
              )
            }
          >
            Send test event
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() =>
              act(
                () => api.updateEndpoint(endpoint.id, { enabled: !endpoint.enabled }),
                endpoint.enabled ? 'Endpoint turned off.' : 'Endpoint turned on.',
                'The endpoint could not be changed.',
              )
            }
          >
            {endpoint.enabled ? 'Turn off' : 'Turn on'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() =>
              act(
                async () => setRotated(await api.rotateSecret(endpoint.id)),
                'New signing secret made.',
                'The secret could not be rotated.',
              )
            }
          >
            Rotate secret
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
      </div>
      <Button
        variant="link"
        size="sm"
        className="mt-3"
        aria-expanded={showLog}
        onClick={() => setShowLog((open) => !open)}
      >
        {showLog ? 'Hide deliveries' : 'Show deliveries'}
      </Button>
      {showLog ? (
        <div className="mt-2">
          <DeliveriesLog endpointId={endpoint.id} enabled={endpoint.enabled} />
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        danger
        pending={pending}
        onConfirm={async () => {
          if (
            await act(
              () => api.deleteEndpoint(endpoint.id),
              'Endpoint deleted.',
              'The endpoint could not be deleted.',
            )
          ) {
            setDeleting(false);
          }
        }}
      >
        Lisa stops sending events to {endpoint.url} and forgets its delivery log.
      </ConfirmDialog>
      <Dialog
        open={rotated !== null}
        onOpenChange={(open) => (open ? null : setRotated(null))}
        title="New signing secret"
        description="The old secret stopped working. Update your endpoint's verification."
      >
        {rotated ? <ShownOnceSecret label="Signing secret" value={rotated.secret} /> : null}
      </Dialog>
    </article>
  );
}
