import { z } from 'zod';

// The one error body every Lisa endpoint answers with. Clients branch on `error` (stable
// code), show `message` to people, and put `fields` next to the inputs they belong to.

export const ERROR_CODES = [
  'validation_failed',
  'not_found',
  'rate_limited',
  'payload_too_large',
  'unauthorized',
  'forbidden',
  /** 403: the caller is not (or no longer) a member of the business the request names. */
  'not_a_member',
  'conflict',
  'internal',
] as const;
export type KnownErrorCode = (typeof ERROR_CODES)[number];

/** Field path ("email", "attachments.0.name") to its messages. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.object({
  /** Stable machine code, one of ERROR_CODES for Lisa's own endpoints. */
  error: z.string().min(1),
  message: z.string(),
  fields: fieldErrorsSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Key for issues about the body as a whole rather than one field. */
export const ROOT_FIELD = '_root';

/** Groups a ZodError's messages by dotted field path, in the order they were raised. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? ROOT_FIELD : issue.path.map(String).join('.');
    const messages = fields[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    fields[key] = messages;
  }
  return fields;
}

/** A 'validation_failed' body whose message is the first problem found. */
export function validationErrorBody(error: z.ZodError): ErrorBody {
  const first = error.issues[0];
  return {
    error: 'validation_failed',
    message: first?.message ?? 'The request is not valid',
    fields: fieldErrorsFromZod(error),
  };
}

export function errorBody(code: KnownErrorCode, message: string, fields?: FieldErrors): ErrorBody {
  return fields ? { error: code, message, fields } : { error: code, message };
}
