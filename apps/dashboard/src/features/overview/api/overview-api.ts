import type { ApiClient } from '@lisa/api-client';
import { type DashboardSummary, dashboardSummarySchema } from '@lisa/contracts/accounts';

/** GET /api/dashboard/summary: today's figures for the signed-in business. */
export function fetchSummary(client: ApiClient, signal?: AbortSignal): Promise<DashboardSummary> {
  return client.get('/dashboard/summary', {
    schema: dashboardSummarySchema,
    ...(signal ? { signal } : {}),
  });
}
