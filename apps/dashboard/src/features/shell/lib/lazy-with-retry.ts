export interface RetryOptions {
  retries: number;
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `load` again after a failure, up to `retries` more times, `delayMs` apart. `next`
 * may give the loader of the following attempt (lazyWithRetry's fresh module URL).
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  options: RetryOptions,
  next: (error: unknown, attempt: number) => () => Promise<T> = () => load,
): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  let attempt = 0;
  let current = load;
  for (;;) {
    try {
      return await current();
    } catch (error) {
      if (attempt >= options.retries) throw error;
      attempt++;
      current = next(error, attempt);
      await sleep(options.delayMs);
    }
  }
}

/**
 * The module URL a failed dynamic import names ("Failed to fetch dynamically imported
 * module: https://…/x.js" in Chromium, "error loading dynamically imported module: …" in
 * Firefox), or null when the message names none (Safari).
 */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /\b(https?:\/\/[^\s'"]+\.m?js)(?:\?[^\s'"]*)?/.exec(message)?.[1] ?? null;
}

/**
 * A screen module's import, retried (SPEC §9: agent studio, 2 retries 500 ms apart), for
 * React.lazy or offlineAwareLazy. Browsers remember a module that failed to load and answer
 * the same import() with the same failure, so a retry asks for the failed URL with a query
 * of its own: a fresh request.
 */
export function importWithRetry<T>(
  load: () => Promise<T>,
  options: RetryOptions,
): () => Promise<T> {
  return () =>
    retryImport(load, options, (error, attempt) => {
      const url = failedModuleUrl(error);
      if (!url) return load;
      return () => import(/* @vite-ignore */ `${url}?retry=${attempt}`) as Promise<T>;
    });
}
