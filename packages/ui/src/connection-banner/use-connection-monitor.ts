import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ConnectionBannerProps, ConnectionBannerState } from './connection-banner.tsx';

// The shape of a connection monitor, declared here rather than imported so ui stays free
// of @lisa/api-client (STYLE.md: "ui is dumb"). The api-client's ConnectionMonitor fits
// it as it is; the apps' typecheck is what proves that.

/** What the banner draws from a monitor's snapshot. */
export interface ConnectionBannerSnapshot {
  banner: ConnectionBannerState;
  message: string | null;
  retrying: boolean;
}

/** The contract of React's useSyncExternalStore. */
export interface ExternalStore<Snapshot> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Snapshot;
}

/** Watches the connection: started on mount, stopped on unmount. */
export interface ConnectionMonitorLike extends ExternalStore<ConnectionBannerSnapshot> {
  start(): void;
  stop(): void;
  /** The Retry button: runs a health check; what it resolves with is not used here. */
  retry(): Promise<unknown>;
}

export type LiveConnectionBannerProps = Required<
  Pick<ConnectionBannerProps, 'state' | 'message' | 'retrying' | 'onRetry'>
>;

/**
 * Runs `monitor` while the calling component is mounted and returns the banner's props.
 * Passing another monitor stops the old one and starts the new one.
 */
export function useConnectionMonitor(monitor: ConnectionMonitorLike): LiveConnectionBannerProps {
  useEffect(() => {
    monitor.start();
    return () => monitor.stop();
  }, [monitor]);
  const snapshot = useSyncExternalStore(
    monitor.subscribe,
    monitor.getSnapshot,
    monitor.getSnapshot,
  );
  const onRetry = useCallback(() => void monitor.retry(), [monitor]);
  return {
    state: snapshot.banner,
    message: snapshot.message,
    retrying: snapshot.retrying,
    onRetry,
  };
}
