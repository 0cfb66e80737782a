import { type ConnectionMonitor, createConnectionMonitor } from '@lisa/api-client';
import { Spinner } from '@lisa/ui/spinner';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * SPEC §2/§4 connection banner for the dashboard: red 'Connection lost' with Retry while
 * offline, green 'Connection restored' after. The monitor runs the health check on load
 * and every 30 s.
 */
export function ConnectionBannerHost({ checkHealth }: { checkHealth: () => Promise<boolean> }) {
  const [monitor] = useState<ConnectionMonitor>(() =>
    createConnectionMonitor({ checkHealth, eventSource: window }),
  );
  useEffect(() => {
    monitor.start();
    return () => monitor.stop();
  }, [monitor]);
  const snapshot = useSyncExternalStore(
    monitor.subscribe,
    monitor.getSnapshot,
    monitor.getSnapshot,
  );
  if (snapshot.banner === 'hidden' || !snapshot.message) return null;
  const lost = snapshot.banner === 'lost';
  return (
    <div
      role={lost ? 'alert' : 'status'}
      className={`fixed inset-x-0 top-0 z-[70] flex items-center justify-center gap-3 px-4 py-2 font-medium text-sm text-white ${
        lost ? 'bg-red-600' : 'bg-emerald-600'
      }`}
    >
      <span>{snapshot.message}</span>
      {lost ? (
        <button
          type="button"
          onClick={() => void monitor.retry()}
          disabled={snapshot.retrying}
          className="inline-flex items-center gap-2 rounded-md bg-white/20 px-3 py-1 hover:bg-white/30 disabled:opacity-70"
        >
          {snapshot.retrying ? <Spinner size="sm" label="Checking connection" /> : null}
          Retry
        </button>
      ) : null}
    </div>
  );
}
