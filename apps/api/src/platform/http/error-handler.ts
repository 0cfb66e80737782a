// Every error leaves the server as the JSON body of @lisa/contracts/errors: a stable code,
// a message a person can read, field errors for bad input. No HTML, no stack traces.
import type { ErrorBody, FieldErrors } from '@lisa/contracts/errors';
import { ROOT_FIELD } from '@lisa/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

function fieldErrorsFromValidation(
  validation: { instancePath: string; message?: string | undefined }[],
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of validation) {
    const key =
      issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || ROOT_FIELD;
    const list = fields[key] ?? [];
    const message = issue.message ?? 'Invalid value';
    if (!list.includes(message)) list.push(message);
    fields[key] = list;
  }
  return fields;
}

/**
 * PostgreSQL errors caused by a value rather than by the server: untranslatable character
 * (NUL), character not in repertoire (lone surrogate), numeric value out of range, invalid
 * text representation. Drizzle wraps the driver's error, so the causes are walked.
 */
const UNSTORABLE_VALUE_CODES = new Set(['22P05', '22021', '22003', '22P02']);

function isUnstorableValue(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_VALUE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function send(reply: FastifyReply, status: number, body: ErrorBody & { reason?: string }) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.options.retryAfterSeconds));
      }
      return send(reply, error.statusCode, {
        error: error.code,
        message: error.message,
        ...(error.options.fields ? { fields: error.options.fields } : {}),
        ...(error.options.reason ? { reason: error.options.reason } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrorsFromValidation(error.validation);
      const first = error.validation[0]?.message ?? 'The request is not valid';
      return send(reply, 400, { error: 'validation_failed', message: first, fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return send(reply, 413, {
        error: 'payload_too_large',
        message: 'The request body is too large',
      });
    }
    if (status === 429) {
      return send(reply, 429, {
        error: 'rate_limited',
        message: error.message || 'Too many requests',
      });
    }
    if (status === 415) {
      return send(reply, 415, {
        error: 'validation_failed',
        message: 'Send the body as JSON (Content-Type: application/json)',
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, bad content length) carry safe messages.
      return send(reply, status, {
        error: status === 404 ? 'not_found' : 'validation_failed',
        message: error.message,
      });
    }
    if (isUnstorableValue(error)) {
      // A value a contract let through but the database refuses: still the caller's input.
      // Logged as a warning so the missing contract rule gets noticed and added.
      request.log.warn({ err: error }, 'the database refused a value: tighten the contract');
      return send(reply, 400, {
        error: 'validation_failed',
        message: 'The request contains a value that cannot be stored',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, { error: 'internal', message: 'Something went wrong on our side' });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, {
      error: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}
