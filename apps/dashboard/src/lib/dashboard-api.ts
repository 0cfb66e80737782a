// The dashboard's own authenticated reads that the shared api-client does not cover:
// the summary of the index screen and the credit usage history.
import {
  type CreditHistoryResponse,
  creditHistoryResponseSchema,
  type DashboardSummary,
  dashboardSummarySchema,
} from '@lisa/contracts/accounts';
import { type HealthResponse, healthResponseSchema } from '@lisa/contracts/health';
import type { z } from 'zod';

export class UnauthorizedError extends Error {
  readonly code = 'unauthorized';
  constructor() {
    super('The session is no longer valid');
    this.name = 'UnauthorizedError';
  }
}

export class RequestFailedError extends Error {
  readonly code = 'request_failed';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestFailedError';
  }
}

export interface DashboardApiOptions {
  apiUrl: string;
  getToken: () => string | null;
  /** Called on a 401 so the session can clear the token (SPEC §4). */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  now?: () => number;
}

export function createDashboardApi(options: DashboardApiOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch;

  async function get<T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
    const token = options.getToken();
    if (!token) throw new UnauthorizedError();
    const response = await fetchImpl(`${options.apiUrl}${path}`, {
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      ...(signal ? { signal } : {}),
    });
    if (response.status === 401) {
      options.onUnauthorized();
      throw new UnauthorizedError();
    }
    if (!response.ok) {
      throw new RequestFailedError(
        response.status,
        `Request failed with status ${response.status}`,
      );
    }
    return schema.parse(await response.json());
  }

  const now = options.now ?? (() => performance.now());

  return {
    /** GET /api/health-check with its round-trip time; a non-2xx answer still has a body. */
    async health(signal?: AbortSignal): Promise<{ body: HealthResponse; latencyMs: number }> {
      const started = now();
      const response = await fetchImpl(`${options.apiUrl}/api/health-check`, {
        headers: { accept: 'application/json' },
        cache: 'no-store',
        ...(signal ? { signal } : {}),
      });
      const body = healthResponseSchema.parse(await response.json());
      return { body, latencyMs: Math.round(now() - started) };
    },
    summary: (signal?: AbortSignal): Promise<DashboardSummary> =>
      get('/api/dashboard/summary', dashboardSummarySchema, signal),
    creditHistory: (signal?: AbortSignal): Promise<CreditHistoryResponse> =>
      get('/api/credit/history', creditHistoryResponseSchema, signal),
  };
}
export type DashboardApi = ReturnType<typeof createDashboardApi>;
