// Signing up, verifying and signing in over HTTP against the real server, a fresh database
// and the SMTP test server: codes are read from delivered mail; enumeration-safe answers.
import { ACCOUNT_TEXTS } from '@lisa/contracts/accounts';
import { codeFrom } from '@lisa/test-smtp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSessions, users } from '../../../src/db/schema/accounts.ts';
import { testDrivers } from '../../../test/postgres.ts';
import { PASSWORD, useAccountsHarness } from '../../../test/support/accounts-harness.ts';

describe.each(testDrivers)('accounts: sign-up and sign-in (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, register, signedUp, uniqueEmail, time } = harness;
  const server = () => harness.server;
  const mailbox = () => harness.mailbox;

  it('signs up, verifies with the emailed code, signs in and reads the user without secrets', async () => {
    const email = uniqueEmail();
    const code = await register(email.toUpperCase());
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call('POST', '/api/auth/verify-account', { email, code });
    expect(verified).toMatchObject({ status: 200, body: { message: ACCOUNT_TEXTS.verified } });
    // Verifying signs the new customer in: the answer carries a working session.
    expect(verified.body.token).toMatch(/^[\w-]{43}$/);
    expect(verified.body.user).toMatchObject({ email, name: 'Ada Lovelace' });
    expect(verified.body.user).not.toHaveProperty('password_hash');
    expect(verified.body.businesses).toEqual([
      { id: expect.any(Number), business_name: 'Acme Bakery', agent_name: 'Lisa', role: 'owner' },
    ]);
    const firstMe = await call('GET', '/api/auth/me', undefined, verified.body.token);
    expect(firstMe).toMatchObject({ status: 200, body: { user: { email } } });

    const signIn = await call('POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.body.token).toMatch(/^[\w-]{43}$/);
    expect(signIn.body.businesses).toEqual([
      { id: expect.any(Number), business_name: 'Acme Bakery', agent_name: 'Lisa', role: 'owner' },
    ]);

    const me = await call('GET', '/api/auth/me', undefined, signIn.body.token);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, name: 'Ada Lovelace', two_factor_enabled: false });
    for (const secret of [
      'password',
      'password_hash',
      'two_factor_secret',
      'two_factor_recovery_codes',
    ]) {
      expect(me.body.user).not.toHaveProperty(secret);
    }
    const credit = await call('GET', '/api/credit', undefined, signIn.body.token);
    expect(credit).toMatchObject({
      status: 200,
      body: { credit_balance: 1000, total_credits_used: 0 },
    });
  });

  it('stores an argon2id hash (19 MiB, 2 iterations) and only a digest of the session token', async () => {
    const { email, token } = await signedUp();
    const [user] = await server().database.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const rows = await server()
      .database.db.select({ tokenHash: userSessions.tokenHash })
      .from(userSessions)
      .where(eq(userSessions.userId, user?.id ?? 0));
    expect(rows.length).toBe(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.tokenHash).not.toContain(token.slice(0, 10));
  });

  it('refuses sign-in before verification, and names it only to someone with the password', async () => {
    const email = uniqueEmail();
    await register(email);
    const right = await call('POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ error: 'forbidden', reason: 'account_not_verified' });
    const wrong = await call('POST', '/api/auth/sign-in', { email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.reason).toBe('invalid_credentials');
  });

  it('answers sign-in, reset and resend the same way whether or not the email exists', async () => {
    const { email } = await signedUp();
    const unknown = uniqueEmail();
    const wrongPassword = await call('POST', '/api/auth/sign-in', {
      email,
      password: 'nope-nope-nope',
    });
    const noAccount = await call('POST', '/api/auth/sign-in', {
      email: unknown,
      password: 'nope-nope-nope',
    });
    expect(noAccount.status).toBe(wrongPassword.status);
    expect(noAccount.body).toEqual(wrongPassword.body);
    expect(noAccount.body.message).toBe(ACCOUNT_TEXTS.invalidCredentials);

    const before = mailbox().countTo(email);
    const known = await call('POST', '/api/auth/forgot-password', { email });
    const missing = await call('POST', '/api/auth/forgot-password', { email: unknown });
    expect(known).toMatchObject({ status: 202, body: { message: ACCOUNT_TEXTS.resetRequested } });
    expect(missing.status).toBe(known.status);
    expect(missing.body).toEqual(known.body);
    await mailbox().waitFor(email, { after: before });
    await server().server.context.mailer.drain();
    expect(mailbox().countTo(unknown)).toBe(0);

    const resendKnown = await call('POST', '/api/auth/resend-code', { email });
    const resendMissing = await call('POST', '/api/auth/resend-code', { email: unknown });
    expect(resendMissing.body).toEqual(resendKnown.body);
    expect(resendMissing.status).toBe(resendKnown.status);
  });

  it('answers a sign-up for a taken address like any other and mails its owner instead', async () => {
    const { email } = await signedUp();
    const before = mailbox().countTo(email);
    const again = await call('POST', '/api/auth/register', {
      name: 'Mallory',
      email,
      password: 'mallory-password',
      business_name: 'Mallory Inc',
    });
    expect(again).toMatchObject({ status: 202, body: { message: ACCOUNT_TEXTS.registered } });
    const notice = await mailbox().waitFor(email, { after: before });
    expect(notice.raw).toContain('already');
    expect(
      (await call('POST', '/api/auth/sign-in', { email, password: 'mallory-password' })).status,
    ).toBe(401);
    expect((await call('POST', '/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it('validates bodies with clear field errors and changes nothing', async () => {
    const bad = await call('POST', '/api/auth/register', {
      name: '',
      email: 'not-an-email',
      password: 'short',
      business_name: 'X',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_failed');
    expect(Object.keys(bad.body.fields)).toEqual(
      expect.arrayContaining(['name', 'email', 'password']),
    );
    const rows = await server()
      .database.db.select()
      .from(users)
      .where(eq(users.email, 'not-an-email'));
    expect(rows).toEqual([]);
  });

  it('makes a code single-use, voids it after 5 wrong tries, and expires it after 10 minutes', async () => {
    // single use
    const first = uniqueEmail();
    const code = await register(first);
    expect((await call('POST', '/api/auth/verify-account', { email: first, code })).status).toBe(
      200,
    );
    const reuse = await call('POST', '/api/auth/verify-account', { email: first, code });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({
      reason: 'invalid_code',
      message: ACCOUNT_TEXTS.invalidCode,
    });

    // five wrong tries
    const second = uniqueEmail();
    const right = await register(second);
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const attempt = await call('POST', '/api/auth/verify-account', {
        email: second,
        code: wrongCode,
      });
      expect(attempt.status).toBe(400);
    }
    expect(
      (await call('POST', '/api/auth/verify-account', { email: second, code: right })).status,
    ).toBe(400);

    // a resend voids the old code and the new one works
    const before = mailbox().countTo(second);
    expect((await call('POST', '/api/auth/resend-code', { email: second })).status).toBe(202);
    const fresh = codeFrom(await mailbox().waitFor(second, { after: before }));
    expect(
      (await call('POST', '/api/auth/verify-account', { email: second, code: fresh })).status,
    ).toBe(200);

    // expiry
    const third = uniqueEmail();
    const late = await register(third);
    time.offsetMs += 10 * 60_000 + 1000;
    try {
      expect(
        (await call('POST', '/api/auth/verify-account', { email: third, code: late })).status,
      ).toBe(400);
    } finally {
      time.offsetMs -= 10 * 60_000 + 1000;
    }
  });
});
