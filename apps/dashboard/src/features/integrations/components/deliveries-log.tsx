import type { WebhookDelivery } from '@lisa/contracts/public-api';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { type ColumnDef, DataTable } from '@lisa/ui/data-table';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format.ts';
import { publicApiQueries } from '../api/public-api-queries.ts';
import { usePublicApiApi } from '../hooks/use-public-api-api.ts';
import { DELIVERY_TONES } from '../lib/public-api-labels.ts';

/** One endpoint's deliveries, newest first, each with its answer and a Replay button. */
export function DeliveriesLog({ endpointId, enabled }: { endpointId: number; enabled: boolean }) {
  const api = usePublicApiApi();
  const queryClient = useQueryClient();
  const deliveries = useQuery(publicApiQueries.deliveries(api, endpointId));

  async function replay(delivery: WebhookDelivery) {
    try {
      await api.replay(endpointId, delivery.id);
      toast.success('Delivery queued again.');
      await queryClient.invalidateQueries({
        queryKey: publicApiQueries.deliveries(api, endpointId).queryKey,
      });
    } catch {
      toast.error('The delivery could not be replayed. Is the endpoint turned on?');
    }
  }

  const columns: ColumnDef<WebhookDelivery>[] = [
    {
      id: 'event',
      header: 'Event',
      cell: ({ row }) => (
        <div>
          <code className="text-xs">{row.original.event}</code>
          <div className="text-ink-muted text-xs">{formatDateTime(row.original.created_at)}</div>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <Badge tone={DELIVERY_TONES[row.original.status]} className="capitalize">
            {row.original.status}
          </Badge>
          <span className="text-ink-muted text-xs">
            {row.original.attempts} {row.original.attempts === 1 ? 'attempt' : 'attempts'}
            {row.original.next_attempt_at
              ? `, next ${formatDateTime(row.original.next_attempt_at)}`
              : ''}
          </span>
        </div>
      ),
    },
    {
      id: 'answer',
      header: 'Answer',
      cell: ({ row }) => (
        <div className="max-w-xs text-xs">
          {row.original.response_status ? (
            <span className="font-medium">HTTP {row.original.response_status}</span>
          ) : null}
          {row.original.duration_ms !== null ? (
            <span className="text-ink-muted"> in {row.original.duration_ms} ms</span>
          ) : null}
          {row.original.response_excerpt ? (
            <p className="mt-1 line-clamp-2 break-words text-ink-muted">
              {row.original.response_excerpt}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button
          variant="secondary"
          size="sm"
          disabled={!enabled}
          onClick={() => replay(row.original)}
          aria-label={`Replay ${row.original.event} delivery ${row.original.id}`}
        >
          Replay
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      caption="Deliveries"
      columns={columns}
      data={deliveries.data ?? []}
      getRowId={(delivery) => String(delivery.id)}
      loading={deliveries.isPending}
      empty="Nothing sent yet. Send a test event to try the endpoint."
      pageSize={10}
    />
  );
}
