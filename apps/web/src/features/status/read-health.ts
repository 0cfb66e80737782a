import { HEALTH_CHECK_PATH, HEALTH_CHECK_TIMEOUT_MS } from '@lisa/api-client';

export type HealthReading =
  | {
      ok: true;
      database: 'ok' | 'unavailable';
      version: string;
      latencyMs: number;
      checkedAt: Date;
    }
  | { ok: false; reason: string; checkedAt: Date };

export interface ReadHealthDeps {
  fetch?: typeof fetch;
  now?: () => Date;
  clock?: () => number;
  timeoutMs?: number;
}

/**
 * GET {apiUrl}/api/health-check, bypassing caches and aborted after 5 s (SPEC §7/§9),
 * with the time it took. Never throws: a failure is a reading too.
 */
export async function readHealth(
  apiUrl: string,
  deps: ReadHealthDeps = {},
): Promise<HealthReading> {
  const fetchFn = deps.fetch ?? fetch;
  const now = deps.now ?? (() => new Date());
  const clock = deps.clock ?? (() => performance.now());
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS);
  const started = clock();
  // The contract's schema (zod, ~25 KB gz) is fetched beside the request rather than with
  // the status page, which then paints and hydrates without it.
  const contract = import('@lisa/contracts/health');
  contract.catch(() => {});
  try {
    const response = await fetchFn(`${apiUrl}${HEALTH_CHECK_PATH}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    const latencyMs = Math.round(clock() - started);
    const parsed = (await contract).healthResponseSchema.safeParse(body);
    if (!parsed.success)
      return { ok: false, reason: `Unexpected answer (HTTP ${response.status})`, checkedAt: now() };
    if (!response.ok || parsed.data.status !== 'ok') {
      return {
        ok: false,
        reason: `The API reports a problem (HTTP ${response.status})`,
        checkedAt: now(),
      };
    }
    return {
      ok: true,
      database: parsed.data.database,
      version: parsed.data.version,
      latencyMs,
      checkedAt: now(),
    };
  } catch {
    return {
      ok: false,
      reason: controller.signal.aborted
        ? 'No answer within 5 seconds'
        : 'The API could not be reached',
      checkedAt: now(),
    };
  } finally {
    clearTimeout(timer);
  }
}
