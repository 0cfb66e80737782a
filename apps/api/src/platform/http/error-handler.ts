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
