import { type ConnectionMonitor, checkHealth, createConnectionMonitor } from '@lisa/api-client';
import { ConnectionBanner } from '@lisa/ui/connection-banner';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { env } from '../../env.ts';

/**
 * SPEC §4 connection banner for the marketing site: the api-client's monitor listens to
 * the browser's online/offline events and runs the health check (HEAD
 * /api/health-check, 5 s abort) on load and every 30 s; the banner only draws it.
 */
export function ConnectionBannerHost({ apiUrl = env.apiUrl }: { apiUrl?: string }) {
  const [monitor] = useState<ConnectionMonitor>(() =>
    createConnectionMonitor({
      checkHealth: () => checkHealth({ host: apiUrl }),
      eventSource: window,
    }),
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
