// What every connector shares: the error a call fails with (retryable or not, in plain
// words), one JSON call through the guarded outbound fetch, and the shape of a connector.
import type { ConnectorAction } from '@lisa/contracts/connectors';
import type { BusinessOpeningHours } from '@lisa/workflows';
import type { OutboundFetch } from '../../../platform/security/outbound-fetch.ts';

export class ConnectorError extends Error {
  constructor(
    message: string,
    /** 429, 5xx, timeouts and dropped connections: asking again later may work. */
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
    /** The service refused the credentials (an OAuth app refreshes its token once). */
    readonly unauthorized = false,
  ) {
    super(message);
  }
}

export type Output = Record<string, string | number | boolean | null>;

export interface RunResult {
  recordId: string | null;
  output: Output;
}

export interface CallContext {
  fetch: OutboundFetch;
  settings: Record<string, string | number | null>;
  secrets: Record<string, string>;
  /** An OAuth app's current access token (fetched or refreshed by the service). */
  accessToken?: string;
  /** Zoho: the API domain its token answer named. */
  apiDomain?: string;
  /** The same for every attempt of one step of one run. */
  idempotencyKey: string;
  /** An earlier attempt with this key failed (its answer may have been lost). */
  retry?: boolean;
  now: Date;
  timeZone: string;
  /** The business's opening hours (free slots, offered in their time zone); absent: Monday
   * to Friday, 9 to 5, in the calendar's time zone. */
  openingHours?: BusinessOpeningHours;
  timeoutMs: number;
}

export interface TokenAnswer {
  accessToken: string;
  expiresInSeconds: number;
  apiDomain?: string;
}

export interface Connector {
  /** The service's name in messages ("Zoho CRM"). */
  label: string;
  /** OAuth apps: trade the refresh token for an access token. */
  refresh?(ctx: CallContext): Promise<TokenAnswer>;
  /** A cheap authenticated read: throws ConnectorError when the connection does not work. */
  check(ctx: CallContext): Promise<void>;
  run(action: ConnectorAction, input: Record<string, string>, ctx: CallContext): Promise<RunResult>;
}

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** One call: the parsed JSON body of a 2xx answer, or a ConnectorError in plain words. */
export async function callJson(
  label: string,
  ctx: CallContext,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  describeError?: (status: number, body: unknown) => string | undefined,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await ctx.fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: init.body } : {}),
      signal: AbortSignal.timeout(ctx.timeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? 'did not answer in time'
        : 'could not be reached';
    const blocked =
      error instanceof Error && /private or reserved|not allowed/i.test(error.message);
    if (blocked) throw new ConnectorError(`${label}: ${error.message}`, false);
    throw new ConnectorError(`${label} ${reason}`, true);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  if (response.status >= 200 && response.status < 300) return { status: response.status, body };
  const detail = describeError?.(response.status, body);
  if (response.status === 429) {
    throw new ConnectorError(
      `${label} asked us to slow down (too many requests)`,
      true,
      retryAfter(response.headers.get('retry-after')),
    );
  }
  if (response.status >= 500) {
    throw new ConnectorError(`${label} had a problem on its side (HTTP ${response.status})`, true);
  }
  if (response.status === 401 || response.status === 403) {
    throw new ConnectorError(
      `${label} refused the credentials${detail ? `: ${detail}` : ''}. Check the connection settings.`,
      false,
      undefined,
      response.status === 401,
    );
  }
  if (response.status === 404) {
    throw new ConnectorError(`${label} did not find that${detail ? `: ${detail}` : ''}`, false);
  }
  throw new ConnectorError(
    `${label} refused the request${detail ? `: ${detail}` : ` (HTTP ${response.status})`}`,
    false,
  );
}

/** "Ada Lovelace" → first "Ada", last "Lovelace"; one word is the last name. */
export function splitName(name: string | undefined): { first: string; last: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { first: '', last: '' };
  const last = words.pop() as string;
  return { first: words.join(' '), last };
}

export const str = (value: unknown) => (typeof value === 'string' ? value : '');
export const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
