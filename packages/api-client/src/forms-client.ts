import { DEFAULT_RSVP_EVENT_NAME } from '@lisa/contracts/events';
import { type FormType, isFormType } from '@lisa/contracts/form-values';
import { API_TIMEOUT_MS, LOCAL_FORMS_HOST } from './constants.ts';
import { FormSubmissionError, FormTypeError } from './errors.ts';
import { trimSlash } from './health-check.ts';
import { parseJsonBody } from './parse-body.ts';

// SPEC §7 Forms: POST {api host}/forms/{type} with the fields plus submittedAt, the primary
// host first, then the local development API on port 8000; the last error is thrown when
// every endpoint fails. Field rules are the server's to enforce (its 400 body ends up in
// the error message), so only the type is checked here, with SPEC §5's message.

export interface FormsClientOptions {
  /** The API origin tried first, e.g. `https://api.lisa.example`. */
  host: string;
  /** Tried in order after `host`; SPEC §7 default `http://localhost:8000`. `[]` for none. */
  fallbackHosts?: readonly string[];
  fetch?: typeof fetch;
  now?: () => Date;
  /** Per endpoint. */
  timeoutMs?: number;
}

export type FormFields = Record<string, unknown>;

export interface FormsClient {
  /** The endpoints tried, in order, for a type. */
  endpointsFor(type: FormType): string[];
  /** Resolves with the parsed JSON answer of the first endpoint that accepts the form. */
  submitForm(type: string, fields: FormFields): Promise<unknown>;
  /** SPEC §3 RSVP helper: adds submittedAt and eventName (default 'Lisa Live 2025'). */
  submitRsvp(fields: FormFields): Promise<unknown>;
}

export function createFormsClient(options: FormsClientOptions): FormsClient {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  // The same host twice would only double the wait on a failure.
  const hosts = [
    ...new Set([options.host, ...(options.fallbackHosts ?? [LOCAL_FORMS_HOST])].map(trimSlash)),
  ];

  const endpointsFor = (type: FormType) => hosts.map((host) => `${host}/forms/${type}`);

  const postTo = async (endpoint: string, body: string): Promise<unknown> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetchFn(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      const reason = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : 'unreachable';
      throw new FormSubmissionError(
        `Form submission failed: ${endpoint} ${reason}`,
        endpoint,
        undefined,
        {
          cause: error,
        },
      );
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      throw new FormSubmissionError(
        `Form submission failed: ${response.status} ${response.statusText} - ${text}`,
        endpoint,
        response.status,
      );
    }
    try {
      return parseJsonBody(text, response.headers.get('content-type'), response.status);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new FormSubmissionError(
        `Form submission failed: ${message}`,
        endpoint,
        response.status,
        {
          cause: error,
        },
      );
    }
  };

  const submitForm = async (type: string, fields: FormFields): Promise<unknown> => {
    if (!isFormType(type)) throw new FormTypeError(type);
    const body = JSON.stringify({ ...fields, submittedAt: now().toISOString() });
    let lastError: unknown;
    for (const endpoint of endpointsFor(type)) {
      try {
        return await postTo(endpoint, body);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  };

  return {
    endpointsFor,
    submitForm,
    submitRsvp: (fields) => {
      const eventName =
        typeof fields.eventName === 'string' && fields.eventName.trim()
          ? fields.eventName
          : DEFAULT_RSVP_EVENT_NAME;
      return submitForm('rsvp', { ...fields, eventName });
    },
  };
}
