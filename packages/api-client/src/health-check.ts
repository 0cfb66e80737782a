import { HEALTH_CHECK_PATH, HEALTH_CHECK_TIMEOUT_MS } from './constants.ts';

// SPEC §7: HEAD {host}/api/health-check, cache bypassed, aborted after 5 s; only success
// or failure is used.

export interface HealthCheckOptions {
  host: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function checkHealth(options: HealthCheckOptions): Promise<boolean> {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS);
  try {
    const response = await fetchFn(
      `${trimSlash(options.host)}${HEALTH_CHECK_PATH}`,
      noStore({
        method: 'HEAD',
        signal: controller.signal,
      }),
    );
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Adds `cache: 'no-store'` (SPEC §7 "cache bypassed"). Node's RequestInit type omits
 * `cache` though its fetch accepts it, hence the widening.
 */
export function noStore(init: RequestInit): RequestInit {
  return { ...init, cache: 'no-store' } as RequestInit;
}
