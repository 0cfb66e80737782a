// Per-IP and per-email limits on the account endpoints, over HTTP. TRUST_PROXY lets the
// test play several addresses through X-Forwarded-For; RATE_LIMIT_PER_MINUTE stays at its
// default so the account limits apply as shipped.
import { startTestSmtpServer, type TestSmtpServer } from '@lisa/test-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';

import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { ACCOUNT_LIMITS } from './auth-limits.ts';

describe.each(testDrivers)('account rate limits (%s)', (driver) => {
  let server: TestServer;
  let mailbox: TestSmtpServer;
  let offsetMs = 0;
  let ipCounter = 0;
  const nextIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    mailbox = await startTestSmtpServer();
    server = await startTestServer(driver, {
      env: { SMTP_URL: mailbox.url, TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '300' },
      clock: () => new Date(Date.now() + offsetMs),
    });
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  async function post(path: string, body: unknown, ip: string) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { error?: string },
    };
  }

  it('allows 5 sign-ins per 5 minutes per IP, then answers 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const attempt = await post(
        '/api/auth/sign-in',
        { email: `ip-${i}@example.test`, password: 'x' },
        ip,
      );
      expect(attempt.status).toBe(401);
    }
    const blocked = await post(
      '/api/auth/sign-in',
      { email: 'ip-6@example.test', password: 'x' },
      ip,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('rate_limited');
    const wait = Number(blocked.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(300);
    // another address is not held back
    expect(
      (await post('/api/auth/sign-in', { email: 'other@example.test', password: 'x' }, nextIp()))
        .status,
    ).toBe(401);
    // the window slides
    offsetMs += 5 * 60_000 + 1000;
    try {
      expect(
        (await post('/api/auth/sign-in', { email: 'late@example.test', password: 'x' }, ip)).status,
      ).toBe(401);
    } finally {
      offsetMs -= 5 * 60_000 + 1000;
    }
  });

  it('allows 10 sign-ins per 15 minutes per email, from any number of addresses', async () => {
    const email = 'target@example.test';
    for (let i = 0; i < ACCOUNT_LIMITS.signIn.email.max; i += 1) {
      expect(
        (await post('/api/auth/sign-in', { email, password: `guess-${i}` }, nextIp())).status,
      ).toBe(401);
    }
    const blocked = await post('/api/auth/sign-in', { email, password: 'guess-11' }, nextIp());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(15 * 60);
  });

  it('allows 5 resets per 30 minutes per IP and 5 per hour per email', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/api/auth/forgot-password', { email: `r${i}@example.test` }, ip)).status,
      ).toBe(202);
    }
    const byIp = await post('/api/auth/forgot-password', { email: 'r6@example.test' }, ip);
    expect(byIp.status).toBe(429);
    expect(Number(byIp.retryAfter)).toBeLessThanOrEqual(30 * 60);

    const email = 'reset-target@example.test';
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/auth/forgot-password', { email }, nextIp())).status).toBe(202);
    }
    const byEmail = await post('/api/auth/forgot-password', { email }, nextIp());
    expect(byEmail.status).toBe(429);
    expect(Number(byEmail.retryAfter)).toBeLessThanOrEqual(60 * 60);
    // reset-password attempts share the same budget
    const reset = await post(
      '/api/auth/reset-password',
      { email, code: '123456', password: 'new password here' },
      nextIp(),
    );
    expect(reset.status).toBe(429);
  });

  it('limits sign-ups and code resends per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < ACCOUNT_LIMITS.signUp.ip.max; i += 1) {
      const answer = await post(
        '/api/auth/register',
        {
          name: 'N',
          email: `signup-${i}@example.test`,
          password: 'long enough',
          business_name: 'B',
        },
        ip,
      );
      expect(answer.status).toBe(202);
    }
    const blocked = await post(
      '/api/auth/register',
      { name: 'N', email: 'signup-x@example.test', password: 'long enough', business_name: 'B' },
      ip,
    );
    expect(blocked.status).toBe(429);

    const resendIp = nextIp();
    for (let i = 0; i < ACCOUNT_LIMITS.resend.ip.max; i += 1) {
      expect(
        (await post('/api/auth/resend-code', { email: `signup-${i}@example.test` }, resendIp))
          .status,
      ).toBe(202);
    }
    expect(
      (await post('/api/auth/resend-code', { email: 'signup-0@example.test' }, resendIp)).status,
    ).toBe(429);
  });
});
