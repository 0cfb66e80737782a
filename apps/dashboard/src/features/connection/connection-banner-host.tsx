import { type ConnectionMonitor, createConnectionMonitor } from '@lisa/api-client';
import { ConnectionBanner } from '@lisa/ui/connection-banner';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * SPEC §2/§4 connection banner, as on the marketing site: the api-client's monitor hears
 * the browser's online/offline events and runs the health check (HEAD /api/health-check,
 * 5 s abort) on load and every 30 s; the banner only draws it.
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
  return (
    <ConnectionBanner
      state={snapshot.banner}
      message={snapshot.message}
      retrying={snapshot.retrying}
      onRetry={() => void monitor.retry()}
    />
  );
}
