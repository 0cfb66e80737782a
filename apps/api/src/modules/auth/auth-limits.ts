// Per-IP and per-email limits on the account endpoints, as sliding windows counted by the
// API's one database-backed limiter (platform/limits/usage-window.ts), so they hold across
// restarts and API instances. Defaults follow Chatwoot's: 5 sign-ins per 5 min per IP and
// 10 per 15 min per email; 5 resets per 30 min per IP and 5 per hour per email. Sign-up,
// code resend and verification get the same shape.
import type { Database } from '../../db/client.ts';
import { TooManyRequestsError } from '../../platform/http/app-error.ts';
import {
  hashedUsageKey,
  lockUsage,
  recordUsage,
  usageSince,
} from '../../platform/limits/usage-window.ts';

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
          rule: rules.ip,
          factor: ipFactor,
        },
        {
          kind: `account_${action}_email`,
          key: hashedUsageKey('lisa-account-limit:email', email),
          rule: rules.email,
          factor: 1,
        },
      ];
      await options.db.transaction(async (tx) => {
        let retryAfterMs = 0;
        for (const check of checks) {
          await lockUsage(tx, check.kind, check.key);
          const since = new Date(now.getTime() - check.rule.windowMs);
          const usage = await usageSince(tx, check.kind, check.key, since);
          if (usage.used >= Math.floor(check.rule.max * check.factor)) {
            const oldest = usage.oldest?.getTime() ?? now.getTime();
            retryAfterMs = Math.max(retryAfterMs, oldest + check.rule.windowMs - now.getTime());
          }
        }
        if (retryAfterMs > 0) {
          const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
          throw new TooManyRequestsError(
            `Too many attempts. Try again in ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
            seconds,
          );
        }
        await recordUsage(tx, checks, now);
      });
    },
  };
}
