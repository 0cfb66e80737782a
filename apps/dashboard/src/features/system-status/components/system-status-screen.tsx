import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format.ts';
import { useServices } from '../../../lib/services-context.ts';
import { useRealtimeStatus } from '../../realtime/hooks/use-realtime-status.ts';
import type { RealtimeState } from '../../realtime/lib/realtime-connection.ts';
import { STATUS_POLL_MS, systemStatusQueries } from '../api/system-status-queries.ts';
import { StatusRow, type StatusTone } from './status-row.tsx';

const socketStatus: Record<RealtimeState, { tone: StatusTone; text: string }> = {
  open: { tone: 'ok', text: 'Connected' },
  connecting: { tone: 'pending', text: 'Connecting' },
  closed: { tone: 'down', text: 'Disconnected' },
  unauthorized: { tone: 'down', text: 'Rejected' },
  idle: { tone: 'pending', text: 'Not connected' },
};

export default function SystemStatusScreen() {
  const { apiClient, realtime } = useServices();
  const socket = useRealtimeStatus();
  const health = useQuery(systemStatusQueries.health(apiClient));

  const apiTone: StatusTone = health.isPending ? 'pending' : health.isError ? 'down' : 'ok';
  const apiText = health.isPending ? 'Checking' : health.isError ? 'Unreachable' : 'Operational';
  const database = health.data?.body.database;
  const dbTone: StatusTone = health.isPending ? 'pending' : database === 'ok' ? 'ok' : 'down';
  const dbText = health.isPending ? 'Checking' : database === 'ok' ? 'Operational' : 'Unavailable';
  const ws = socketStatus[socket.state];

  return (
    <section aria-labelledby="status-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="status-title" className="font-semibold text-2xl">
            System status
          </h1>
          <p className="mt-1 text-ink-muted text-sm">
            Live: checked every {STATUS_POLL_MS / 1000} seconds
            {health.dataUpdatedAt
              ? `, last at ${formatDateTime(new Date(health.dataUpdatedAt).toISOString())}`
              : ''}
            .
          </p>
        </div>
        <button
          type="button"
          onClick={() => {
            void health.refetch();
            realtime.reconnect();
          }}
          className="rounded-md border border-line px-3 py-1.5 text-sm hover:bg-surface-muted"
        >
          Check now
        </button>
      </div>
      <ul className="mt-6 divide-y divide-line rounded-card border border-line bg-surface-raised shadow-card">
        <StatusRow
          name="API"
          tone={apiTone}
          status={apiText}
          detail={
            health.data
              ? `Version ${health.data.body.version}, answered in ${health.data.latencyMs} ms`
              : undefined
          }
        />
        <StatusRow name="Database" tone={dbTone} status={dbText} />
        <StatusRow
          name="WebSocket"
          tone={ws.tone}
          status={ws.text}
          detail={`Since ${formatDateTime(new Date(socket.since).toISOString())}`}
        />
      </ul>
    </section>
  );
}
