import { type ApiClientOptions, createApiClient, createMemoryStorage } from '../../src/index.ts';

/** Delays small enough for a test run; the real defaults are asserted on their own. */
export const FAST_RETRY = { baseDelayMs: 5, jitterMs: 0, maxDelayMs: 20 };

export function testClient(host: string, overrides: Partial<ApiClientOptions> = {}) {
  const storage = overrides.storage ?? createMemoryStorage();
  const client = createApiClient({
    host,
    storage,
    retry: FAST_RETRY,
    offlineProbe: false,
    ...overrides,
  });
  return { client, storage };
}

/** Resolves with the rejection of `promise`, failing the test if it resolves instead. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`Rejected with a non-Error: ${String(error)}`);
  }
  throw new Error('Expected the promise to reject, but it resolved');
}
