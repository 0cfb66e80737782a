// The dashboard's own authenticated reads beyond the api-client's built-ins: the index
// summary, the credit history and the health figures of the system status screen. They
// go through the api-client, so its timeout, retries, offline gate, HTML rule and 401
// handling (SPEC §4, §7) apply to them as to every other call.
import { type ApiClient, HttpError } from '@lisa/api-client';
import {
  type CreditHistoryResponse,
  creditHistoryResponseSchema,
  type DashboardSummary,
  dashboardSummarySchema,
} from '@lisa/contracts/accounts';
import { type HealthResponse, healthResponseSchema } from '@lisa/contracts/health';

export interface DashboardApiOptions {
  client: ApiClient;
  now?: () => number;
}

export function createDashboardApi({ client, now = () => performance.now() }: DashboardApiOptions) {
  return {
    /** GET /api/health-check with its round-trip time; works while signed out too. */
    async health(signal?: AbortSignal): Promise<{ body: HealthResponse; latencyMs: number }> {
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
        const parsed =
          error instanceof HttpError ? healthResponseSchema.safeParse(error.body) : null;
        if (!parsed?.success) throw error;
        body = parsed.data;
      }
      return { body, latencyMs: Math.round(now() - started) };
    },
    summary: (signal?: AbortSignal): Promise<DashboardSummary> =>
      client.get('/dashboard/summary', {
        schema: dashboardSummarySchema,
        ...(signal ? { signal } : {}),
      }),
    creditHistory: (signal?: AbortSignal): Promise<CreditHistoryResponse> =>
      client.get('/credit/history', {
        schema: creditHistoryResponseSchema,
        ...(signal ? { signal } : {}),
      }),
  };
}
export type DashboardApi = ReturnType<typeof createDashboardApi>;
