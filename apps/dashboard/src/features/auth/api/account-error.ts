import { ACCOUNT_TEXTS, accountErrorBodySchema } from '@lisa/contracts/accounts';

/** A failed account call, with the server's stable code and per-field messages. */
export class AccountApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** First message per field, ready to show beside its input. */
  readonly fields: Record<string, string>;
  /** Seconds to wait, from Retry-After, on a 429. */
  readonly retryAfterSeconds: number | null;

  constructor(options: {
    code: string;
    message: string;
    status: number;
    fields?: Record<string, string>;
    retryAfterSeconds?: number | null;
  }) {
    super(options.message);
    this.name = 'AccountApiError';
    this.code = options.code;
    this.status = options.status;
    this.fields = options.fields ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export const NETWORK_ERROR_TEXT =
  'Could not reach the server. Check your connection and try again.';

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Builds the error for a refused account call from its status, body and Retry-After. */
export function toAccountError(answer: {
  status: number;
  body: unknown;
  retryAfterSeconds: number | null;
}): AccountApiError {
  const { status, body, retryAfterSeconds } = answer;
  if (status === 429) {
    return new AccountApiError({
      code: 'rate_limited',
      message: retryAfterSeconds
        ? `Too many attempts. Try again in ${formatWait(retryAfterSeconds)}.`
        : ACCOUNT_TEXTS.rateLimited,
      status: 429,
      retryAfterSeconds,
    });
  }
  const parsed = accountErrorBodySchema.safeParse(body);
  if (parsed.success) {
    const fields: Record<string, string> = {};
    for (const [key, messages] of Object.entries(parsed.data.fields ?? {})) {
      if (messages[0]) fields[key] = messages[0];
    }
    return new AccountApiError({
      // The narrower reason (invalid_credentials, two_factor_required...) when there is one.
      code: parsed.data.reason ?? parsed.data.error,
      message: parsed.data.message,
      status,
      fields,
    });
  }
  return new AccountApiError({
    code: 'server_error',
    message: `The server could not complete the request (${status}). Please try again.`,
    status,
  });
}
