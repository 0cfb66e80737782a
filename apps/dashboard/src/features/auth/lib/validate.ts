import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Runs a contracts schema on form values: the parsed data, or the first message per field. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; fields: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_root';
    if (!fields[key]) fields[key] = issue.message;
  }
  return { ok: false, fields };
}
