import {
  CONNECTION_LOST_TEXT,
  CONNECTION_RESTORED_TEXT,
  HEALTH_CHECK_INTERVAL_MS,
  RESTORED_BANNER_MS,
  RETRY_RESTORED_BANNER_MS,
} from './constants.ts';

// SPEC §4 "Connection banner", framework-free. React reads it with
// useSyncExternalStore(monitor.subscribe, monitor.getSnapshot); the snapshot object only
// changes when something a person can see changes.

export type ConnectionStatus = 'online' | 'offline';
export type BannerState = 'hidden' | 'lost' | 'restored';

export interface ConnectionSnapshot {
  status: ConnectionStatus;
  banner: BannerState;
  /** 'Connection lost', 'Connection restored', or null while the banner is hidden. */
  message: string | null;
  /** A retry's health check is running: show a spinner and disable the button. */
  retrying: boolean;
}

/** `window` satisfies it; tests pass an EventTarget. */
export interface ConnectionEventSource {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
  navigator?: { onLine?: boolean };
}

type TimerId = ReturnType<typeof setTimeout>;

export interface ConnectionMonitorOptions {
  checkHealth: () => Promise<boolean>;
  eventSource?: ConnectionEventSource;
  /** What the browser claims; defaults to `eventSource.navigator.onLine`, else true. */
  isBrowserOnline?: () => boolean;
  setInterval?: (handler: () => void, ms: number) => TimerId;
  clearInterval?: (id: TimerId) => void;
  setTimeout?: (handler: () => void, ms: number) => TimerId;
  clearTimeout?: (id: TimerId) => void;
  intervalMs?: number;
  restoredBannerMs?: number;
  retryRestoredBannerMs?: number;
}

export interface ConnectionMonitor {
  /** Listens for browser events, checks now and every 30 s. Idempotent. */
  start(): void;
  stop(): void;
  /** The Retry button: runs the health check; resolves with its result. */
  retry(): Promise<boolean>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConnectionSnapshot;
}

const BANNER_TEXT: Record<BannerState, string | null> = {
  hidden: null,
  lost: CONNECTION_LOST_TEXT,
  restored: CONNECTION_RESTORED_TEXT,
};

export function createConnectionMonitor(options: ConnectionMonitorOptions): ConnectionMonitor {
  const source = options.eventSource;
  const isBrowserOnline = options.isBrowserOnline ?? (() => source?.navigator?.onLine ?? true);
  const setIntervalFn = options.setInterval ?? ((h, ms) => globalThis.setInterval(h, ms));
  const clearIntervalFn = options.clearInterval ?? ((id) => globalThis.clearInterval(id));
  const setTimeoutFn = options.setTimeout ?? ((h, ms) => globalThis.setTimeout(h, ms));
  const clearTimeoutFn = options.clearTimeout ?? ((id) => globalThis.clearTimeout(id));
  const intervalMs = options.intervalMs ?? HEALTH_CHECK_INTERVAL_MS;
  const restoredBannerMs = options.restoredBannerMs ?? RESTORED_BANNER_MS;
  const retryRestoredBannerMs = options.retryRestoredBannerMs ?? RETRY_RESTORED_BANNER_MS;

  const listeners = new Set<() => void>();
  const initiallyOnline = isBrowserOnline();
  let snapshot: ConnectionSnapshot = {
    status: initiallyOnline ? 'online' : 'offline',
    banner: initiallyOnline ? 'hidden' : 'lost',
    message: initiallyOnline ? null : CONNECTION_LOST_TEXT,
    retrying: false,
  };
  let running = false;
  let interval: TimerId | undefined;
  let hideTimer: TimerId | undefined;
  let retryInFlight: Promise<boolean> | undefined;
  // Bumped by each browser event, so a check that started before the event cannot
  // overwrite what the event said when it resolves afterwards.
  let epoch = 0;

  const update = (next: Partial<ConnectionSnapshot>) => {
    const merged = { ...snapshot, ...next };
    merged.message = BANNER_TEXT[merged.banner];
    if (
      merged.status === snapshot.status &&
      merged.banner === snapshot.banner &&
      merged.retrying === snapshot.retrying
    ) {
      return;
    }
    snapshot = merged;
    for (const listener of [...listeners]) listener();
  };

  const cancelHide = () => {
    if (hideTimer !== undefined) clearTimeoutFn(hideTimer);
    hideTimer = undefined;
  };

  const showRestoredThenHide = (ms: number) => {
    cancelHide();
    update({ status: 'online', banner: 'restored' });
    hideTimer = setTimeoutFn(() => {
      hideTimer = undefined;
      update({ banner: 'hidden' });
    }, ms);
  };

  const showLost = () => {
    cancelHide();
    update({ status: 'offline', banner: 'lost' });
  };

  const onOffline = () => {
    epoch += 1;
    showLost();
  };

  const onOnline = () => {
    epoch += 1;
    showRestoredThenHide(restoredBannerMs);
  };

  const safeCheck = async (): Promise<boolean> => {
    try {
      return await options.checkHealth();
    } catch {
      return false;
    }
  };

  const periodicCheck = async () => {
    const startedAt = epoch;
    const healthy = await safeCheck();
    if (!running || startedAt !== epoch) return;
    if (healthy) {
      cancelHide();
      update({ status: 'online', banner: 'hidden' });
    } else if (isBrowserOnline()) {
      showLost();
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      source?.addEventListener('offline', onOffline);
      source?.addEventListener('online', onOnline);
      interval = setIntervalFn(() => void periodicCheck(), intervalMs);
      void periodicCheck();
    },
    stop() {
      running = false;
      source?.removeEventListener('offline', onOffline);
      source?.removeEventListener('online', onOnline);
      if (interval !== undefined) clearIntervalFn(interval);
      interval = undefined;
      cancelHide();
    },
    retry() {
      if (retryInFlight) return retryInFlight;
      update({ retrying: true });
      retryInFlight = safeCheck().then((healthy) => {
        retryInFlight = undefined;
        update({ retrying: false });
        if (healthy) showRestoredThenHide(retryRestoredBannerMs);
        else showLost();
        return healthy;
      });
      return retryInFlight;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}
