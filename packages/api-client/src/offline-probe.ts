import { OFFLINE_PROBE_CACHE_MS, OFFLINE_PROBE_TIMEOUT_MS } from './constants.ts';
import { noStore } from './health-check.ts';

// SPEC §7 "The offline check": one probe request, answered within 3 s, result cached 5 s.
// The original pinged a search provider's connectivity-test address; here the address is
// configuration so Lisa also works on a machine without internet (default: the API's own
// health check).

export interface OfflineProbe {
  /** True when the probe got any HTTP answer in time; cached for `cacheMs`. */
  isOnline(): Promise<boolean>;
  /** Forgets the cached result, e.g. after the browser's `online` event. */
  reset(): void;
}

export interface OfflineProbeOptions {
  url: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  cacheMs?: number;
}

export function createOfflineProbe(options: OfflineProbeOptions): OfflineProbe {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? OFFLINE_PROBE_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? OFFLINE_PROBE_CACHE_MS;

  let cached: { online: boolean; at: number } | undefined;
  // Requests that start together share one probe instead of each sending their own.
  let inFlight: Promise<boolean> | undefined;

  const probe = async (): Promise<boolean> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      // Any status means the network carried the request there and back; whether the
      // server is healthy is the health check's question, not this one's.
      const response = await fetchFn(
        options.url,
        noStore({ method: 'HEAD', signal: controller.signal }),
      );
      await response.body?.cancel();
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    isOnline() {
      if (cached && now() - cached.at < cacheMs) return Promise.resolve(cached.online);
      if (!inFlight) {
        inFlight = probe().then((online) => {
          cached = { online, at: now() };
          inFlight = undefined;
          return online;
        });
      }
      return inFlight;
    },
    reset() {
      cached = undefined;
    },
  };
}
