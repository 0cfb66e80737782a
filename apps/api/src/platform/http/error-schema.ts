// The error body of @lisa/contracts/errors plus the optional `reason` this API adds on 429s
// (free_chat_limit, new_conversation_limit, customer_rate_limit) so clients can tell which
// limit they met. Route schemas list it so the serializer keeps the field.
import { errorBodySchema } from '@lisa/contracts/errors';
import { z } from 'zod';

export const apiErrorSchema = errorBodySchema.extend({
  reason: z.string().optional(),
});

/** A route's error responses: each status listed answers the house error body. */
export function errorResponses<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof errorBodySchema> {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as Record<
    Code,
    typeof errorBodySchema
  >;
}
