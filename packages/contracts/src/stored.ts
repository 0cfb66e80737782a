import { z } from 'zod';

// What the database can hold, said once for every contract: any string a route stores is a
// `storedText(...)`, any id a request names is a `dbIdSchema` / `dbIdParamSchema`. Input past
// these bounds is a 400 with a message, never an insert that fails with a 500.

/** Largest value of a PostgreSQL `integer` / `serial` column: every id in the database. */
export const MAX_DB_ID = 2_147_483_647;
/** Same bound for any other integer column a request writes (versions, counts). */
export const MAX_DB_INT = 2_147_483_647;

/**
 * C0 control characters other than tab, newline and carriage return. PostgreSQL refuses NUL
 * in `text` and `jsonb`; the others are kept out too, since no person types them and they
 * break logs, CSV exports and terminals.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** A UTF-16 surrogate without its pair: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `value` cannot be stored as text, or null when it can. */
export function unstorableTextReason(value: string): 'control' | 'surrogate' | null {
  if (CONTROL_CHARACTER.test(value)) return 'control';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  return null;
}

export function isStorableText(value: string): boolean {
  return unstorableTextReason(value) === null;
}

/** The message for a field whose text cannot be stored. */
export function unstorableTextMessage(label: string): string {
  return `${label} contains a control character or broken Unicode. Remove it and try again.`;
}

/**
 * A string a route stores: refuses NUL and other control characters (tab, newline and
 * carriage return are fine) and lone surrogates before any other check. Chain the usual
 * `.trim().min().max()` after it.
 *
 * ```ts
 * name: storedText('Name').trim().min(1, { error: 'Name is required' }).max(120)
 * ```
 */
export function storedText(label: string, options: { error?: string } = {}) {
  return z
    .string({ error: options.error ?? `${label} must be text` })
    .refine(isStorableText, { error: unstorableTextMessage(label), abort: true });
}

/** A row id in a JSON body: a whole number from 1 to MAX_DB_ID. */
export function dbIdSchema(label = 'Id') {
  const message = `${label} must be a positive whole number`;
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_DB_ID, { error: `${label} is too large` });
}

/**
 * A row id in a path, a query string or a widget's data attribute: 42 or "42", a whole
 * number from 1 to MAX_DB_ID (never 0, -1, 1.5, "1e3" or "abc").
 */
export function dbIdParamSchema(label = 'Id') {
  const message = `${label} must be a positive whole number`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,15}$/)
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(dbIdSchema(label));
}
