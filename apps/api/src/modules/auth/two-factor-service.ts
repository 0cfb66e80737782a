// Two-factor sign-in (TOTP, RFC 6238, with single-use recovery codes): setting it up,
// turning it on and off, and checking the second factor when a user with it signs in.

import { ACCOUNT_ERROR_CODES, ACCOUNT_TEXTS } from '@lisa/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { isSealed } from '../../platform/security/secret-box.ts';
import type { RandomSource } from '../../platform/security/secrets.ts';
import type { ResolvedSession, Sessions } from '../../platform/security/sessions.ts';
import { invalidCredentials, invalidSecondFactor } from './auth-errors.ts';
import type { UserRow } from './auth-views.ts';
import { verifyPassword } from './passwords.ts';
import {
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  useRecoveryCode,
} from './two-factor.ts';

export interface TwoFactorServiceOptions {
  db: Database;
  clock: () => Date;
  sessions: Sessions;
  /** Seals the TOTP secret at rest (issue 23); rows written before it are read as they are. */
  secrets: SecretBox;
  random?: RandomSource;
}

/** The signed-in user's row; a session whose user is gone is unauthorised. */
export async function findUserById(db: Database, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError(401, 'unauthorized', ACCOUNT_TEXTS.unauthorized);
  return user;
}

export function createTwoFactorService(options: TwoFactorServiceOptions) {
  const { db, clock, sessions } = options;
  const findById = (id: number) => findUserById(db, id);
  const sealContext = (userId: number) => `user:${userId}:totp`;
  /** The user's TOTP secret in clear, or null. */
  const totpSecretOf = (user: UserRow): string | null => {
    const stored = user.twoFactorSecret;
    if (!stored) return null;
    return isSealed(stored) ? options.secrets.open(stored, sealContext(user.id)) : stored;
  };

  const service = {
    /** Checks the second factor of a user with two-factor sign-in on; consumes what it uses. */
    async checkSecondFactor(
      user: UserRow,
      totpCode: string | undefined,
      recoveryCode: string | undefined,
    ): Promise<void> {
      const now = clock();
      const totpSecret = totpSecretOf(user);
      if (totpCode && totpSecret) {
        const step = matchTotpStep(totpSecret, totpCode, now);
        if (step === null || (user.twoFactorLastStep !== null && step <= user.twoFactorLastStep)) {
          throw invalidSecondFactor();
        }
        await db.update(users).set({ twoFactorLastStep: step }).where(eq(users.id, user.id));
        return;
      }
      if (recoveryCode) {
        const remaining = useRecoveryCode(user.twoFactorRecoveryCodes, recoveryCode);
        if (!remaining) throw invalidSecondFactor();
        await db
          .update(users)
          .set({ twoFactorRecoveryCodes: remaining, updatedAt: now })
          .where(eq(users.id, user.id));
        return;
      }
      throw new AppError(401, 'unauthorized', ACCOUNT_TEXTS.twoFactorRequired, {
        reason: ACCOUNT_ERROR_CODES.twoFactorRequired,
      });
    },

    async setUp(session: ResolvedSession) {
      const user = await findById(session.userId);
      if (user.twoFactorEnabledAt) {
        throw new AppError(409, 'conflict', 'Two-factor sign-in is already on.', {
          reason: ACCOUNT_ERROR_CODES.twoFactorAlreadyEnabled,
        });
      }
      const { secret } = newTotpSecret();
      await db
        .update(users)
        .set({
          twoFactorSecret: options.secrets.seal(secret, sealContext(user.id)),
          updatedAt: clock(),
        })
        .where(eq(users.id, user.id));
      return { secret, otpauth_url: otpauthUrl(secret, user.email) };
    },

    async enable(session: ResolvedSession, code: string) {
      const user = await findById(session.userId);
      if (user.twoFactorEnabledAt) {
        throw new AppError(409, 'conflict', 'Two-factor sign-in is already on.', {
          reason: ACCOUNT_ERROR_CODES.twoFactorAlreadyEnabled,
        });
      }
      const totpSecret = totpSecretOf(user);
      if (!totpSecret) {
        throw new AppError(409, 'conflict', 'Start the two-factor setup first.', {
          reason: ACCOUNT_ERROR_CODES.twoFactorNotSetUp,
        });
      }
      const now = clock();
      const step = matchTotpStep(totpSecret, code, now);
      if (step === null) throw invalidSecondFactor();
      const recovery = newRecoveryCodes(options.random);
      await db
        .update(users)
        .set({
          twoFactorEnabledAt: now,
          twoFactorLastStep: step,
          twoFactorRecoveryCodes: recovery.digests,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      // Other sessions were opened with one factor only.
      await sessions.revokeAll(user.id, session.sessionId);
      return { recovery_codes: recovery.codes };
    },

    async disable(session: ResolvedSession, password: string, code: string) {
      const user = await findById(session.userId);
      if (!user.twoFactorEnabledAt) {
        throw new AppError(409, 'conflict', 'Two-factor sign-in is not on.', {
          reason: ACCOUNT_ERROR_CODES.twoFactorNotSetUp,
        });
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
      const looksLikeTotp = /^\d{6}$/.test(code.replace(/\s+/g, ''));
      await service.checkSecondFactor(
        user,
        looksLikeTotp ? code : undefined,
        looksLikeTotp ? undefined : code,
      );
      await db
        .update(users)
        .set({
          twoFactorEnabledAt: null,
          twoFactorSecret: null,
          twoFactorRecoveryCodes: [],
          twoFactorLastStep: null,
          updatedAt: clock(),
        })
        .where(eq(users.id, user.id));
    },
  };
  return service;
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
