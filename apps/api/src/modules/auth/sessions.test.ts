// Dashboard sessions over HTTP: a password reset ends them, sign-out revokes, idle and
// absolute expiry, and /ws lets a live token in but not a revoked one.
import { ACCOUNT_TEXTS } from '@lisa/contracts/accounts';
import { codeFrom } from '@lisa/test-smtp';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../src/platform/security/sessions.ts';
import { testDrivers } from '../../../test/postgres.ts';
import { PASSWORD, useAccountsHarness } from '../../../test/support/accounts-harness.ts';

describe.each(testDrivers)('accounts: sessions (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp, time } = harness;
  const server = () => harness.server;
  const mailbox = () => harness.mailbox;

  it('resets a password with the emailed code and ends every open session', async () => {
    const { email, token } = await signedUp();
    const before = mailbox().countTo(email);
    expect((await call('POST', '/api/auth/forgot-password', { email })).status).toBe(202);
    const code = codeFrom(await mailbox().waitFor(email, { after: before }));
    const wrong = await call('POST', '/api/auth/reset-password', {
      email,
      code: code === '123456' ? '654321' : '123456',
      password: 'a brand new password',
    });
    expect(wrong.status).toBe(400);
    const reset = await call('POST', '/api/auth/reset-password', {
      email,
      code,
      password: 'a brand new password',
    });
    expect(reset).toMatchObject({ status: 200, body: { message: ACCOUNT_TEXTS.passwordReset } });
    expect((await call('GET', '/api/auth/me', undefined, token)).status).toBe(401);
    expect((await call('POST', '/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/auth/sign-in', { email, password: 'a brand new password' })).status,
    ).toBe(200);
  });

  it('revokes the token on sign-out', async () => {
    const { token } = await signedUp();
    expect((await call('GET', '/api/auth/me', undefined, token)).status).toBe(200);
    expect((await call('POST', '/api/auth/sign-out', undefined, token)).status).toBe(204);
    const after = await call('GET', '/api/auth/me', undefined, token);
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('unauthorized');
    expect((await call('GET', '/api/credit', undefined, token)).status).toBe(401);
  });

  it('ends a session after 30 idle minutes and after 12 hours however active', async () => {
    const idle = await signedUp();
    time.offsetMs += SESSION_IDLE_MS + 1000;
    try {
      expect((await call('GET', '/api/auth/me', undefined, idle.token)).status).toBe(401);
    } finally {
      time.offsetMs -= SESSION_IDLE_MS + 1000;
    }

    const busy = await signedUp();
    const start = time.offsetMs;
    try {
      // A request every 20 minutes keeps it alive until the absolute end.
      while (time.offsetMs - start < SESSION_ABSOLUTE_MS - 20 * 60_000) {
        time.offsetMs += 20 * 60_000;
        expect((await call('GET', '/api/auth/me', undefined, busy.token)).status).toBe(200);
      }
      time.offsetMs = start + SESSION_ABSOLUTE_MS + 1000;
      expect((await call('GET', '/api/auth/me', undefined, busy.token)).status).toBe(401);
    } finally {
      time.offsetMs = start;
    }
  });

  it('lets /ws in with a live dashboard token and not with a revoked one', async () => {
    const { token, businessId } = await signedUp();
    const first = await wsAuth(server().wsUrl, token);
    expect(first).toMatchObject({ type: 'ready', scope: 'business', business_id: businessId });
    await call('POST', '/api/auth/sign-out', undefined, token);
    const second = await wsAuth(server().wsUrl, token);
    expect(second.type).not.toBe('ready');
  });
});

function wsAuth(url: string, token: string): Promise<{ type: string; [key: string]: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error('no answer on /ws')), 10_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      clearTimeout(timer);
      socket.close();
      resolve(JSON.parse(String(data)));
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve({ type: 'closed', code });
    });
    socket.on('error', reject);
  });
}
