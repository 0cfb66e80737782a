import { type ApiClient, HttpError } from '@lisa/api-client';
import { type HealthResponse, healthResponseSchema } from '@lisa/contracts/health';

/** GET /api/health-check with its round-trip time; works while signed out too. */
export async function fetchHealth(
  client: ApiClient,
  signal?: AbortSignal,
  now: () => number = () => performance.now(),
): Promise<{ body: HealthResponse; latencyMs: number }> {
  const started = now();
  let body: HealthResponse;
  try {
    body = await client.get('/health-check', {
      schema: healthResponseSchema,
      bypassOffline: true,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // A 503 still answers with the health body: the API is up, its database is not.
    const parsed = error instanceof HttpError ? healthResponseSchema.safeParse(error.body) : null;
    if (!parsed?.success) throw error;
    body = parsed.data;
  }
  return { body, latencyMs: Math.round(now() - started) };
}
