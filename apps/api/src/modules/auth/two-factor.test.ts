// Two-factor sign-in over HTTP: setup, the code at sign-in, no replay, single-use recovery
// codes, turning it off.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { PASSWORD, useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { users } from '../../db/schema/accounts.ts';
import { totpCodeAt } from './two-factor.ts';

describe.each(testDrivers)('accounts: two-factor sign-in (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp, time } = harness;
  const now = () => new Date(Date.now() + time.offsetMs);

  it('turns on two-factor sign-in, asks for the code, refuses a replay, and takes a recovery code once', async () => {
    const { email, token } = await signedUp();
    const setup = await call('POST', '/api/auth/two-factor/setup', undefined, token);
    expect(setup.status).toBe(200);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Lisa:/);
    const secret = setup.body.secret as string;
    const badEnable = await call('POST', '/api/auth/two-factor/enable', { code: '000000' }, token);
    expect(badEnable.status === 401 || totpCodeAt(secret, now()) === '000000').toBe(true);
    const enable = await call(
      'POST',
      '/api/auth/two-factor/enable',
      { code: totpCodeAt(secret, now()) },
      token,
    );
    expect(enable.status).toBe(200);
    const recovery = enable.body.recovery_codes as string[];
    expect(recovery).toHaveLength(10);
    expect((await call('GET', '/api/auth/me', undefined, token)).body.user.two_factor_enabled).toBe(
      true,
    );

    const noCode = await call('POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(noCode).toMatchObject({ status: 401, body: { reason: 'two_factor_required' } });
    const wrongPasswordWith2fa = await call('POST', '/api/auth/sign-in', {
      email,
      password: 'wrong-password',
    });
    expect(wrongPasswordWith2fa.body.reason).toBe('invalid_credentials');

    // The code used to enable belongs to this time step: the next step's code signs in.
    time.offsetMs += 30_000;
    try {
      const code = totpCodeAt(secret, now());
      const withCode = await call('POST', '/api/auth/sign-in', {
        email,
        password: PASSWORD,
        totp_code: code,
      });
      expect(withCode.status).toBe(200);
      const replay = await call('POST', '/api/auth/sign-in', {
        email,
        password: PASSWORD,
        totp_code: code,
      });
      expect(replay).toMatchObject({ status: 401, body: { reason: 'invalid_two_factor_code' } });
    } finally {
      time.offsetMs -= 30_000;
    }

    const withRecovery = await call('POST', '/api/auth/sign-in', {
      email,
      password: PASSWORD,
      recovery_code: recovery[0]?.toUpperCase(),
    });
    expect(withRecovery.status).toBe(200);
    const recoveryAgain = await call('POST', '/api/auth/sign-in', {
      email,
      password: PASSWORD,
      recovery_code: recovery[0],
    });
    expect(recoveryAgain.status).toBe(401);

    const session = withRecovery.body.token as string;
    const disable = await call(
      'POST',
      '/api/auth/two-factor/disable',
      { password: PASSWORD, code: recovery[1] },
      session,
    );
    expect(disable.status).toBe(204);
    expect((await call('POST', '/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(
      200,
    );
  });
  it('keeps the TOTP secret sealed at rest, and still reads a secret stored before sealing', async () => {
    const { email, token } = await signedUp();
    const setup = await call('POST', '/api/auth/two-factor/setup', undefined, token);
    const secret = setup.body.secret as string;
    const db = harness.server.database.db;
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row?.twoFactorSecret).toMatch(/^lisa1\./);
    expect(row?.twoFactorSecret).not.toContain(secret);
    // A row from before sealing holds the secret in clear: it keeps working.
    await db.update(users).set({ twoFactorSecret: secret }).where(eq(users.email, email));
    const enable = await call(
      'POST',
      '/api/auth/two-factor/enable',
      { code: totpCodeAt(secret, now()) },
      token,
    );
    expect(enable.status).toBe(200);
  });
});
