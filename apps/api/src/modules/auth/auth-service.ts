// The account flows: sign up, verify (which signs the new customer in), resend, sign in (with the second factor when it is
// on: two-factor-service.ts), forgot and reset password, sign out, the signed-in user's
// record. Answers that
// could tell whether an email has an account (sign-up, resend, forgot, sign-in failures)
// are the same either way.
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_TEXTS,
  type MeResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignInResponse,
  type VerifyAccountResponse,
} from '@lisa/contracts/accounts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { businesses } from '../../db/schema/core.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RandomSource } from '../../platform/security/secrets.ts';
import type { ResolvedSession, Sessions } from '../../platform/security/sessions.ts';
import { addOwner, insertTrialBusiness } from '../business/new-business.ts';
import { accountExistsMail, resetMail, verificationMail } from './account-mail.ts';
import { invalidCode, invalidCredentials } from './auth-errors.ts';
import type { AccountLimiter } from './auth-limits.ts';
import { type UserRow, userView } from './auth-views.ts';
import { consumeCode, issueCode } from './codes.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { findUserById, type TwoFactorService } from './two-factor-service.ts';
import { businessesOf } from './user-businesses.ts';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export interface AccountServiceOptions {
  db: Database;
  mailer: Mailer;
  clock: () => Date;
  limiter: AccountLimiter;
  sessions: Sessions;
  twoFactor: TwoFactorService;
  random?: RandomSource;
}

export function createAccountService(options: AccountServiceOptions) {
  const { db, mailer, clock, limiter, sessions, twoFactor } = options;

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    return user;
  }

  /** A new session in the user's first business: what sign-in and verification answer. */
  async function openSession(userId: number, meta: RequestMeta): Promise<SignInResponse> {
    const owned = await businessesOf(db, userId);
    const first = owned[0];
    if (!first) {
      throw new AppError(403, 'forbidden', 'This account does not belong to any business.');
    }
    const session = await sessions.create(userId, first.id, meta.userAgent);
    return {
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      user: userView(await findUserById(db, userId)),
      businesses: owned,
    };
  }

  return {
    async register(input: RegisterRequest, meta: RequestMeta): Promise<{ message: string }> {
      await limiter.consume('signUp', meta.ip, input.email);
      const now = clock();
      const existing = await findByEmail(input.email);
      if (existing?.emailVerifiedAt) {
        await mailer.send(accountExistsMail(existing.email, existing.name));
        return { message: ACCOUNT_TEXTS.registered };
      }
      const passwordHash = await hashPassword(input.password);
      const code = await db.transaction(async (tx) => {
        if (existing) {
          // Nobody has proved they own this address yet: the latest sign-up's details win,
          // and only a code sent to the inbox can activate them.
          await tx
            .update(users)
            .set({ name: input.name, passwordHash, updatedAt: now })
            .where(eq(users.id, existing.id));
          const [owned] = await tx
            .select({ businessId: memberships.businessId })
            .from(memberships)
            .where(eq(memberships.userId, existing.id))
            .orderBy(asc(memberships.id))
            .limit(1);
          if (owned) {
            await tx
              .update(businesses)
              .set({ name: input.business_name, updatedAt: now })
              .where(eq(businesses.id, owned.businessId));
          }
          return issueCode(tx, existing.id, 'verify_account', now, options.random);
        }
        const businessId = await insertTrialBusiness(tx, input.business_name, now);
        const [user] = await tx
          .insert(users)
          .values({
            name: input.name,
            email: input.email,
            passwordHash,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned no row');
        await addOwner(tx, user.id, businessId);
        return issueCode(tx, user.id, 'verify_account', now, options.random);
      });
      await mailer.send(verificationMail(input.email, input.name, code));
      return { message: ACCOUNT_TEXTS.registered };
    },

    async verifyAccount(
      email: string,
      code: string,
      meta: RequestMeta,
    ): Promise<VerifyAccountResponse> {
      await limiter.consume('verify', meta.ip, email);
      const user = await findByEmail(email);
      if (!user || user.emailVerifiedAt) throw invalidCode();
      const now = clock();
      const ok = await db.transaction(async (tx) => {
        const matched = await consumeCode(tx, user.id, 'verify_account', code, now);
        if (matched) {
          await tx
            .update(users)
            .set({ emailVerifiedAt: now, updatedAt: now })
            .where(eq(users.id, user.id));
        }
        return matched;
      });
      if (!ok) throw invalidCode();
      // The code proves the address, and the password was chosen moments ago at sign-up: the
      // new customer is signed in here rather than asked for it again (two-factor cannot be on
      // yet, as turning it on needs a session).
      return { message: ACCOUNT_TEXTS.verified, ...(await openSession(user.id, meta)) };
    },

    async resendCode(email: string, meta: RequestMeta) {
      await limiter.consume('resend', meta.ip, email);
      const user = await findByEmail(email);
      if (user && !user.emailVerifiedAt) {
        const code = await issueCode(db, user.id, 'verify_account', clock(), options.random);
        await mailer.send(verificationMail(user.email, user.name, code));
      }
      return { message: ACCOUNT_TEXTS.codeResent };
    },

    async signIn(input: SignInRequest, meta: RequestMeta): Promise<SignInResponse> {
      await limiter.consume('signIn', meta.ip, input.email);
      const user = await findByEmail(input.email);
      if (!user) {
        await verifyAgainstDummy(input.password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
      // Past this point the caller knows the password, so naming the next step leaks nothing.
      if (!user.emailVerifiedAt) {
        throw new AppError(403, 'forbidden', ACCOUNT_TEXTS.notVerified, {
          reason: ACCOUNT_ERROR_CODES.notVerified,
        });
      }
      if (user.twoFactorEnabledAt) {
        await twoFactor.checkSecondFactor(
          user,
          input.totp_code || undefined,
          input.recovery_code || undefined,
        );
      }
      return openSession(user.id, meta);
    },

    async forgotPassword(email: string, meta: RequestMeta) {
      await limiter.consume('reset', meta.ip, email);
      const user = await findByEmail(email);
      if (user) {
        const code = await issueCode(db, user.id, 'reset_password', clock(), options.random);
        await mailer.send(resetMail(user.email, user.name, code));
      }
      return { message: ACCOUNT_TEXTS.resetRequested };
    },

    async resetPassword(input: ResetPasswordRequest, meta: RequestMeta) {
      await limiter.consume('reset', meta.ip, input.email);
      const user = await findByEmail(input.email);
      if (!user) throw invalidCode();
      const now = clock();
      const passwordHash = await hashPassword(input.password);
      const ok = await db.transaction(async (tx) => {
        const matched = await consumeCode(tx, user.id, 'reset_password', input.code, now);
        if (matched) {
          // The code proves the inbox is theirs, so an unverified address is verified too.
          await tx
            .update(users)
            .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
            .where(eq(users.id, user.id));
        }
        return matched;
      });
      if (!ok) throw invalidCode();
      await sessions.revokeAll(user.id);
      return { message: ACCOUNT_TEXTS.passwordReset };
    },

    async signOut(session: ResolvedSession): Promise<void> {
      await sessions.revoke(session.sessionId);
    },

    async me(session: ResolvedSession): Promise<MeResponse> {
      const user = await findUserById(db, session.userId);
      return { user: userView(user), businesses: await businessesOf(db, user.id) };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
