import { z } from 'zod';

// SPEC §3 "User record" and "Local storage items": the user is kept locally as the server
// returned it, minus secrets that must never sit in browser storage.

/** Fields removed before a user record is merged or saved anywhere client-side. */
export const SECRET_USER_FIELDS = [
  'password',
  'two_factor_secret',
  'two_factor_recovery_codes',
] as const;
type SecretUserField = (typeof SECRET_USER_FIELDS)[number];

/** A copy of `record` without the secret fields; the input is left untouched. */
export function sanitizeUser<T extends Record<string, unknown>>(
  record: T,
): Omit<T, SecretUserField> {
  const copy: Record<string, unknown> = { ...record };
  for (const field of SECRET_USER_FIELDS) delete copy[field];
  return copy as Omit<T, SecretUserField>;
}

/** Whatever the server returns, as long as it is an object (SPEC §5: else discarded). */
export const storedUserSchema = z.looseObject({});
export type StoredUser = z.infer<typeof storedUserSchema>;

export const businessSummarySchema = z.object({
  id: z.number().int().positive().optional(),
  business_name: z.string(),
  agent_name: z.string(),
});
export type BusinessSummary = z.infer<typeof businessSummarySchema>;

/** SPEC §3 "stored user data": the businesses the signed-in user belongs to. */
export const storedUserDataSchema = z.object({
  businesses: z.array(businessSummarySchema).default([]),
});
export type StoredUserData = z.infer<typeof storedUserDataSchema>;
