import { invalidFormTypeMessage } from '@lisa/contracts/form-values';

// Typed errors with stable codes: callers branch on `code`, never on message text. The
// messages are SPEC §5/§7/§8 texts where the spec gives one.

export type ApiClientErrorCode =
  | 'offline'
  | 'html_response'
  | 'invalid_json'
  | 'invalid_response'
  | 'http_error'
  | 'timeout'
  | 'network'
  | 'invalid_form_type'
  | 'form_submission_failed'
  | 'chat_failed';

export abstract class ApiClientError extends Error {
  abstract readonly code: ApiClientErrorCode;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** SPEC §8: the offline check failed, so the request was refused before it was sent. */
export class OfflineError extends ApiClientError {
  readonly code = 'offline';
  constructor() {
    super('Network offline');
  }
}

/** SPEC §8: a response that should be JSON came back as an HTML page. */
export class HtmlResponseError extends ApiClientError {
  readonly code = 'html_response';
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super('Received HTML instead of JSON');
  }
}

/** SPEC §8: the response body is neither JSON nor HTML. */
export class InvalidJsonError extends ApiClientError {
  readonly code = 'invalid_json';
  constructor(
    readonly status: number,
    readonly body: string,
    options?: { cause?: unknown },
  ) {
    super('Invalid JSON response', options);
  }
}

/** The body is JSON but not the shape the call expects (checked with a zod schema). */
export class InvalidResponseError extends ApiClientError {
  readonly code = 'invalid_response';
  constructor(
    readonly body: unknown,
    options?: { cause?: unknown },
  ) {
    super('Unexpected response shape', options);
  }
}

/** A non-2xx answer. `body` is the parsed JSON when there was some, else the raw text. */
export class HttpError extends ApiClientError {
  readonly code = 'http_error';
  /** Seconds from the Retry-After header (a 429 or 503), when the server sent one. */
  readonly retryAfterSeconds: number | null;
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    message?: string,
    details: { retryAfterSeconds?: number | null } = {},
  ) {
    super(message ?? `Request failed with status ${status}${statusText ? ` ${statusText}` : ''}`);
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}

/** No response within the timeout (15 s for the API, SPEC §9). */
export class TimeoutError extends ApiClientError {
  readonly code = 'timeout';
  constructor(
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super(`Request timed out after ${timeoutMs} ms`, options);
  }
}

/** The request never got an answer: connection refused, reset, DNS failure. */
export class NetworkError extends ApiClientError {
  readonly code = 'network';
  constructor(options?: { cause?: unknown }) {
    super('Network request failed', options);
  }
}

/** SPEC §5: the form type given to the submit helper is not one of the four. */
export class FormTypeError extends ApiClientError {
  readonly code = 'invalid_form_type';
  constructor(readonly formType: string) {
    super(invalidFormTypeMessage(formType));
  }
}

/** SPEC §7: a forms endpoint answered non-OK, or could not be reached. */
export class FormSubmissionError extends ApiClientError {
  readonly code = 'form_submission_failed';
  constructor(
    message: string,
    readonly endpoint: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type ChatErrorReason =
  | 'invalid_request'
  | 'network'
  | 'timeout'
  | 'http'
  | 'invalid_response';

/**
 * SPEC §8: the chat request failed. `message` says what went wrong for a developer;
 * `userMessage` is the text the widget shows, flagged as an error.
 */
export class ChatError extends ApiClientError {
  readonly code = 'chat_failed';
  readonly reason: ChatErrorReason;
  readonly status: number | undefined;
  readonly body: string | undefined;
  constructor(
    message: string,
    readonly userMessage: string,
    details: { reason: ChatErrorReason; status?: number; body?: string; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.reason = details.reason;
    this.status = details.status;
    this.body = details.body;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}
