// The auth module: /api/auth/* (sign-up, verification, sign-in with an optional second
// factor, password reset, sign-out, the signed-in user, two-factor setup). The sessions it
// signs in are the context's, which the session guard and /ws resolve.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { createAccountLimiter, DEFAULT_REQUESTS_PER_MINUTE } from './auth-limits.ts';
import { type AuthServices, authRoutes } from './auth-routes.ts';
import { createAccountService } from './auth-service.ts';
import { createTwoFactorService } from './two-factor-service.ts';

export const authModule: ApiModule<AuthServices> = {
  prefix: '/api/auth',
  services: ({ db, mailer, clock, sessions, env, secrets }) => {
    const twoFactor = createTwoFactorService({ db, clock, sessions, secrets });
    const limiter = createAccountLimiter({
      db,
      clock,
      ipFactor: env.RATE_LIMIT_PER_MINUTE / DEFAULT_REQUESTS_PER_MINUTE,
    });
    const accounts = createAccountService({ db, mailer, clock, limiter, sessions, twoFactor });
    return { accounts, twoFactor };
  },
  routes: authRoutes,
};
