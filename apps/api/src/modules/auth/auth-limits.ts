// Per-IP and per-email limits on the account endpoints, as sliding windows counted by the
// API's one database-backed limiter (platform/limits/usage-window.ts), so they hold across
// restarts and API instances. Defaults follow Chatwoot's: 5 sign-ins per 5 min per IP and
// 10 per 15 min per email; 5 resets per 30 min per IP and 5 per hour per email. Sign-up,
// code resend and verification get the same shape.
import type { Database } from '../../db/client.ts';
import { consumeWindows, hashedUsageKey } from '../../platform/limits/usage-window.ts';

const tryAgainIn = (seconds: number) =>
  `Too many attempts. Try again in ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`;

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface ActionLimits {
  ip: LimitRule;
  email: LimitRule;
}

const MINUTE = 60_000;

export const ACCOUNT_LIMITS = {
  signIn: { ip: { max: 5, windowMs: 5 * MINUTE }, email: { max: 10, windowMs: 15 * MINUTE } },
  reset: { ip: { max: 5, windowMs: 30 * MINUTE }, email: { max: 5, windowMs: 60 * MINUTE } },
  signUp: { ip: { max: 5, windowMs: 30 * MINUTE }, email: { max: 5, windowMs: 60 * MINUTE } },
  resend: { ip: { max: 5, windowMs: 30 * MINUTE }, email: { max: 5, windowMs: 60 * MINUTE } },
  verify: { ip: { max: 10, windowMs: 15 * MINUTE }, email: { max: 10, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, ActionLimits>;

export type LimitedAction = keyof typeof ACCOUNT_LIMITS;

/** The global per-IP budget the account limits are measured against (env default). */
export const DEFAULT_REQUESTS_PER_MINUTE = 300;

export interface AccountLimiter {
  /**
   * Counts one attempt of `action` for this IP and email, or throws a 429 (with
   * Retry-After) when either window is full. A refused attempt is not counted.
   */
  consume(action: LimitedAction, ip: string, email: string): Promise<void>;
}

export interface AccountLimiterOptions {
  db: Database;
  clock: () => Date;
  /**
   * Multiplies the per-IP maxima. An operator who raises RATE_LIMIT_PER_MINUTE above its
   * default (many people behind one address; the e2e suite, where one browser plays every
   * visitor) raises these in proportion. Per-email limits never change.
   */
  ipFactor?: number;
}

export function createAccountLimiter(options: AccountLimiterOptions): AccountLimiter {
  const ipFactor = Math.max(1, options.ipFactor ?? 1);
  return {
    async consume(action, ip, email) {
      const rules = ACCOUNT_LIMITS[action];
      const now = options.clock();
      const checks = [
        {
          kind: `account_${action}_ip`,
          key: hashedUsageKey('lisa-account-limit:ip', ip),
          max: Math.floor(rules.ip.max * ipFactor),
          windowMs: rules.ip.windowMs,
        },
        {
          kind: `account_${action}_email`,
          key: hashedUsageKey('lisa-account-limit:email', email),
          max: rules.email.max,
          windowMs: rules.email.windowMs,
        },
      ];
      await consumeWindows(options.db, checks, now, tryAgainIn);
    },
  };
}
