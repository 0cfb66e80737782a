// One reading of a refused dashboard call: the server's stable code, its message, the
// per-field messages and how long to wait, whatever layer threw it.
import { HttpError, isApiClientError } from '@lisa/api-client';
import { errorBodySchema } from '@lisa/contracts/errors';

export interface ApiFailure {
  /** HTTP status; 0 when the server was not reached. */
  status: number;
  /** The error body's `error` (`conflict`, `not_a_member`…), else a client code. */
  code: string;
  message: string;
  /** First message per field, ready to show beside its input. */
  fields: Record<string, string>;
  retryAfterSeconds: number | null;
}

export const NETWORK_FAILURE_TEXT =
  'Could not reach the server. Check your connection and try again.';

function formatWait(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/** Reads any thrown value; `fallback` is shown when the server gave no message. */
export function toApiFailure(error: unknown, fallback: string): ApiFailure {
  if (error instanceof HttpError) {
    const parsed = errorBodySchema.safeParse(error.body);
    const fields: Record<string, string> = {};
    for (const [key, messages] of Object.entries(parsed.data?.fields ?? {})) {
      if (messages[0]) fields[key] = messages[0];
    }
    const wait = error.retryAfterSeconds;
    const tooMany = wait ? `Too many requests. Try again in ${formatWait(wait)}.` : fallback;
    return {
      status: error.status,
      code: parsed.data?.error ?? 'http_error',
      message: parsed.data?.message || (error.status === 429 ? tooMany : fallback),
      fields,
      retryAfterSeconds: wait,
    };
  }
  if (isApiClientError(error)) {
    const offline =
      error.code === 'offline' || error.code === 'network' || error.code === 'timeout';
    return {
      status: 0,
      code: error.code,
      message: offline ? NETWORK_FAILURE_TEXT : fallback,
      fields: {},
      retryAfterSeconds: null,
    };
  }
  return { status: 0, code: 'unknown', message: fallback, fields: {}, retryAfterSeconds: null };
}

/** The API's answer for a business the person no longer belongs to (403 not_a_member). */
export function isNotAMember(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    error.status === 403 &&
    toApiFailure(error, '').code === 'not_a_member'
  );
}
