import { z } from 'zod';
import { errorBodySchema } from './errors.ts';
import { storedText } from './stored.ts';

// Wire contract of the account flows under /api/auth/* (SPEC §2 auth screens, §4 session)
// and of the dashboard's own reads (summary, credit history, system status).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const CODE_LENGTH = 6;
/** SPEC-silent choice: emailed codes live 10 minutes and allow 5 attempts. */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

export const emailSchema = storedText('Email', { error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  });

/** Sign-in only checks presence: a stricter rule would leak the password policy's history. */
const anyPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(PASSWORD_MAX_LENGTH, { error: 'Incorrect email or password' });

export const codeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code' });

export const nameSchema = (label: string) =>
  storedText(label, { error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(NAME_MAX_LENGTH, { error: `${label} must be at most ${NAME_MAX_LENGTH} characters` });

export const registerRequestSchema = z.object({
  name: nameSchema('Name'),
  email: emailSchema,
  password: passwordSchema,
  business_name: nameSchema('Business name'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const verifyAccountRequestSchema = z.object({ email: emailSchema, code: codeSchema });
export type VerifyAccountRequest = z.infer<typeof verifyAccountRequestSchema>;

export const emailOnlyRequestSchema = z.object({ email: emailSchema });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: anyPasswordSchema,
  /** Six digits from the authenticator app, when two-factor sign-in is on. */
  totp_code: z.string().trim().optional(),
  /** One of the recovery codes, instead of totp_code. */
  recovery_code: z.string().trim().optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  code: codeSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** SPEC §3 "stored user data": each business has business_name and agent_name. */
export const userBusinessSchema = z.object({
  id: z.number().int(),
  business_name: z.string(),
  agent_name: z.string(),
  role: z.string(),
});
export type UserBusiness = z.infer<typeof userBusinessSchema>;

/** The user record as the server sends it: never a password or two-factor secret. */
export const accountUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    email_verified_at: z.string().nullable(),
    two_factor_enabled: z.boolean(),
    created_at: z.string(),
  })
  .loose();
export type AccountUser = z.infer<typeof accountUserSchema>;

export const meResponseSchema = z.object({
  user: accountUserSchema,
  businesses: z.array(userBusinessSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const signInResponseSchema = meResponseSchema.extend({
  token: z.string(),
  expires_at: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Verifying the emailed code signs the new customer in: the same session as sign-in, plus the notice. */
export const verifyAccountResponseSchema = signInResponseSchema.extend({ message: z.string() });
export type VerifyAccountResponse = z.infer<typeof verifyAccountResponseSchema>;

export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export const twoFactorEnableRequestSchema = z.object({ code: codeSchema });
export const twoFactorEnableResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

export const twoFactorDisableRequestSchema = z.object({
  password: anyPasswordSchema,
  code: z.string().trim().min(1, { error: 'Code is required' }),
});

/**
 * Account-specific values of the shared error body's `error` code (contracts/errors.ts);
 * the generic ones (validation_failed, unauthorized, rate_limited, not_found) apply too.
 */
export const ACCOUNT_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  notVerified: 'account_not_verified',
  twoFactorRequired: 'two_factor_required',
  invalidTwoFactor: 'invalid_two_factor_code',
  invalidCode: 'invalid_code',
  twoFactorAlreadyEnabled: 'two_factor_already_enabled',
  twoFactorNotSetUp: 'two_factor_not_set_up',
} as const;
/** The shared error body plus `reason`: one of ACCOUNT_ERROR_CODES for account cases. */
export const accountErrorBodySchema = errorBodySchema.extend({ reason: z.string().optional() });
export type AccountErrorBody = z.infer<typeof accountErrorBodySchema>;

export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];

/** Texts the server answers with; the dashboard shows them as they come. */
export const ACCOUNT_TEXTS = {
  registered: 'We sent a 6-digit code to your email. Enter it to verify your account.',
  verified: 'Your account is verified. Welcome aboard.',
  codeResent: 'If that account is waiting for verification, a new code is on its way.',
  resetRequested: 'If an account exists for that email, a reset code is on its way.',
  passwordReset: 'Your password has been reset. Sign in with your new password.',
  invalidCredentials: 'Incorrect email or password.',
  notVerified: 'Verify your email before signing in. We can send you a new code.',
  twoFactorRequired: 'Enter the code from your authenticator app.',
  invalidTwoFactor: 'That authentication code is not valid.',
  invalidCode: 'That code is incorrect or has expired. Request a new one.',
  rateLimited: 'Too many attempts. Please wait and try again.',
  unauthorized: 'Sign in to continue.',
} as const;

// --- dashboard reads ---------------------------------------------------------------

export const dashboardSummarySchema = z.object({
  credit_balance: z.number(),
  total_credits_used: z.number(),
  conversations_today: z.number().int(),
  open_handoffs: z.number().int(),
  new_leads: z.number().int(),
  /** Start of "today" the counts use (UTC midnight), ISO. */
  since: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const creditHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** Positive for a top-up, negative for usage. */
  amount: z.number(),
  reason: z.string(),
  created_at: z.string(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

export const creditHistoryResponseSchema = z.object({ data: z.array(creditHistoryEntrySchema) });
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>;

/** One conversation of GET /api/whatsapp-chat-box (SPEC §7: the `data` list). */
export const chatBoxItemSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  status: z.string(),
  contact: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    customer_id: z.string(),
  }),
  last_message: z
    .object({ text: z.string(), sender: z.string(), created_at: z.string() })
    .nullable(),
  handoff_reason: z.string().nullable(),
  last_activity_at: z.string(),
  created_at: z.string(),
});
export type ChatBoxItem = z.infer<typeof chatBoxItemSchema>;
export const chatBoxListSchema = z.object({ data: z.array(chatBoxItemSchema) });

/** Channels the chat box lists: the messaging apps, not the website widget. */
export const MESSAGING_CHANNELS = ['whatsapp', 'facebook-messenger', 'instagram'] as const;

// Tasks: @lisa/contracts/tasks (issue 18 extended them).
