import { type ComponentType, lazy } from 'react';

export interface RetryOptions {
  retries: number;
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `load` again after a failure, up to `retries` more times, `delayMs` apart. */
export async function retryImport<T>(load: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  let attempt = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= options.retries) throw error;
      attempt++;
      await sleep(options.delayMs);
    }
  }
}

/** React.lazy whose chunk import is retried (SPEC §9: agent studio, 2 retries 500 ms apart). */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: RetryOptions,
) {
  return lazy(() => retryImport(load, options));
}
