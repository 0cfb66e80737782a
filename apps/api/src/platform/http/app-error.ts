// Typed errors with a stable code (@lisa/contracts/errors). Route code throws these; the
// error handler turns them into the one JSON error body, never HTML, never a stack trace.
import type { FieldErrors, KnownErrorCode } from '@lisa/contracts/errors';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: KnownErrorCode,
    message: string,
    readonly options: {
      fields?: FieldErrors;
      /** Seconds, sent as Retry-After on 429 and 503. */
      retryAfterSeconds?: number;
      /** A narrower reason clients may branch on, e.g. free_chat_limit. */
      reason?: string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, 'not_found', message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: FieldErrors) {
    super(400, 'validation_failed', message, fields ? { fields } : {});
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number, reason?: string) {
    super(429, 'rate_limited', message, {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
      ...(reason ? { reason } : {}),
    });
  }
}
