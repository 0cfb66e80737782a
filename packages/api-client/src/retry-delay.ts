import type { RetryOptions } from 'ky';
import { DEFAULT_RETRY } from './constants.ts';

export interface RetryConfig {
  /** Retries after the first attempt (SPEC §7: 2). */
  limit: number;
  baseDelayMs: number;
  /** Upper bound of the random part added to each delay. */
  jitterMs: number;
  maxDelayMs: number;
}

/**
 * SPEC §7 backoff: base x 2^attempt + random(0..jitter), capped. `retryCount` is ky's
 * 1-based retry number, so the first retry uses 2^0: 1000-2000 ms, then 2000-3000 ms.
 */
export function computeRetryDelay(
  retryCount: number,
  random: () => number,
  config: Pick<RetryConfig, 'baseDelayMs' | 'jitterMs' | 'maxDelayMs'> = DEFAULT_RETRY,
): number {
  const exponential = config.baseDelayMs * 2 ** (retryCount - 1);
  return Math.min(config.maxDelayMs, exponential + random() * config.jitterMs);
}

/** True for failures worth retrying: no answer at all, or no answer in time. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // ky's own timeout, and fetch's "Failed to fetch"/"fetch failed" (always a TypeError).
  return error.name === 'TimeoutError' || error.name === 'TypeError';
}

/**
 * ky retry options for one call. Status codes never trigger a retry (only network errors
 * and timeouts do, SPEC §7), and only the methods given may retry. The delay is computed
 * here, including jitter, so `onDelay` sees exactly what ky waits; ky's `backoffLimit`
 * repeats the cap so the rule holds even if the delay function changes.
 */
export function buildRetryOptions(input: {
  config: RetryConfig;
  methods: NonNullable<RetryOptions['methods']>;
  random: () => number;
  onDelay?: (retryCount: number, delayMs: number) => void;
}): RetryOptions {
  const { config, methods, random, onDelay } = input;
  return {
    limit: config.limit,
    methods,
    statusCodes: [],
    afterStatusCodes: [],
    retryOnTimeout: true,
    backoffLimit: config.maxDelayMs,
    shouldRetry: ({ error }) => isTransientFailure(error),
    delay: (retryCount) => {
      const delayMs = computeRetryDelay(retryCount, random, config);
      onDelay?.(retryCount, delayMs);
      return delayMs;
    },
  };
}
