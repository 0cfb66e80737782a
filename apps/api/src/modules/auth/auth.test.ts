// Every account flow over HTTP against the real server, a fresh database and a real SMTP
// server on loopback: codes are read from delivered mail.
import { ACCOUNT_TEXTS } from '@lisa/contracts/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testDrivers } from '../../../test/postgres.ts';
import { codeFrom, startMailbox, type TestMailbox } from '../../../test/support/test-mailbox.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { userSessions, users } from '../../db/schema/accounts.ts';
import { contacts, conversations, tasks } from '../../db/schema/core.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../platform/security/sessions.ts';
import { totpCodeAt } from './two-factor.ts';

const PASSWORD = 'correct horse battery';

describe.each(testDrivers)('accounts (%s)', (driver) => {
  let server: TestServer;
  let mailbox: TestMailbox;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  let counter = 0;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(driver, { env: { SMTP_URL: mailbox.url }, clock: now });
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  const uniqueEmail = () => `person${++counter}-${Date.now()}@example.test`;

  async function call(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the JSON bodies it expects field by field
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      headers: response.headers,
    };
  }

  async function register(email: string, business = 'Acme Bakery') {
    const before = mailbox.countTo(email);
    const answer = await call('POST', '/api/auth/register', {
      name: 'Ada Lovelace',
      email,
      password: PASSWORD,
      business_name: business,
    });
    expect(answer.status).toBe(202);
    const mail = await mailbox.waitFor(email, { after: before });
    return codeFrom(mail);
  }

  async function signedUp(business = 'Acme Bakery') {
    const email = uniqueEmail();
    const code = await register(email, business);
    expect((await call('POST', '/api/auth/verify-account', { email, code })).status).toBe(200);
    const signIn = await call('POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    return {
      email,
      token: signIn.body.token as string,
      businessId: signIn.body.businesses[0].id as number,
    };
  }

  it('signs up, verifies with the emailed code, signs in and reads the user without secrets', async () => {
    const email = uniqueEmail();
    const code = await register(email.toUpperCase());
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call('POST', '/api/auth/verify-account', { email, code });
    expect(verified).toMatchObject({ status: 200, body: { message: ACCOUNT_TEXTS.verified } });

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
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const rows = await server.database.db
      .select({ tokenHash: userSessions.tokenHash })
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

    const before = mailbox.countTo(email);
    const known = await call('POST', '/api/auth/forgot-password', { email });
    const missing = await call('POST', '/api/auth/forgot-password', { email: unknown });
    expect(known).toMatchObject({ status: 202, body: { message: ACCOUNT_TEXTS.resetRequested } });
    expect(missing.status).toBe(known.status);
    expect(missing.body).toEqual(known.body);
    await mailbox.waitFor(email, { after: before });
    await server.server.context.mailer.drain();
    expect(mailbox.countTo(unknown)).toBe(0);

    const resendKnown = await call('POST', '/api/auth/resend-code', { email });
    const resendMissing = await call('POST', '/api/auth/resend-code', { email: unknown });
    expect(resendMissing.body).toEqual(resendKnown.body);
    expect(resendMissing.status).toBe(resendKnown.status);
  });

  it('answers a sign-up for a taken address like any other and mails its owner instead', async () => {
    const { email } = await signedUp();
    const before = mailbox.countTo(email);
    const again = await call('POST', '/api/auth/register', {
      name: 'Mallory',
      email,
      password: 'mallory-password',
      business_name: 'Mallory Inc',
    });
    expect(again).toMatchObject({ status: 202, body: { message: ACCOUNT_TEXTS.registered } });
    const notice = await mailbox.waitFor(email, { after: before });
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
    const rows = await server.database.db
      .select()
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
    const before = mailbox.countTo(second);
    expect((await call('POST', '/api/auth/resend-code', { email: second })).status).toBe(202);
    const fresh = codeFrom(await mailbox.waitFor(second, { after: before }));
    expect(
      (await call('POST', '/api/auth/verify-account', { email: second, code: fresh })).status,
    ).toBe(200);

    // expiry
    const third = uniqueEmail();
    const late = await register(third);
    offsetMs += 10 * 60_000 + 1000;
    try {
      expect(
        (await call('POST', '/api/auth/verify-account', { email: third, code: late })).status,
      ).toBe(400);
    } finally {
      offsetMs -= 10 * 60_000 + 1000;
    }
  });

  it('resets a password with the emailed code and ends every open session', async () => {
    const { email, token } = await signedUp();
    const before = mailbox.countTo(email);
    expect((await call('POST', '/api/auth/forgot-password', { email })).status).toBe(202);
    const code = codeFrom(await mailbox.waitFor(email, { after: before }));
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
    offsetMs += SESSION_IDLE_MS + 1000;
    try {
      expect((await call('GET', '/api/auth/me', undefined, idle.token)).status).toBe(401);
    } finally {
      offsetMs -= SESSION_IDLE_MS + 1000;
    }

    const busy = await signedUp();
    const start = offsetMs;
    try {
      // A request every 20 minutes keeps it alive until the absolute end.
      while (offsetMs - start < SESSION_ABSOLUTE_MS - 20 * 60_000) {
        offsetMs += 20 * 60_000;
        expect((await call('GET', '/api/auth/me', undefined, busy.token)).status).toBe(200);
      }
      offsetMs = start + SESSION_ABSOLUTE_MS + 1000;
      expect((await call('GET', '/api/auth/me', undefined, busy.token)).status).toBe(401);
    } finally {
      offsetMs = start;
    }
  });

  it('needs a bearer token for the business endpoints', async () => {
    for (const path of [
      '/api/credit',
      '/api/whatsapp-chat-box',
      '/api/tasks',
      '/api/dashboard/summary',
    ]) {
      const answer = await call('GET', path);
      expect(answer.status).toBe(401);
      expect((await call('GET', path, undefined, 'made-up-token')).status).toBe(401);
    }
  });

  it("keeps each tenant to its own conversations and tasks: another business's ids are 404", async () => {
    const a = await signedUp('Business A');
    const b = await signedUp('Business B');
    const db = server.database.db;
    const [contact] = await db
      .insert(contacts)
      .values({
        businessId: b.businessId,
        customerId: 'wa-254700000001',
        phone: '+254700000001',
        name: 'Wanjiru',
      })
      .returning();
    const [conversation] = await db
      .insert(conversations)
      .values({
        businessId: b.businessId,
        contactId: contact?.id ?? 0,
        channel: 'whatsapp',
        status: 'open',
      })
      .returning();
    const [widgetChat] = await db
      .insert(conversations)
      .values({ businessId: b.businessId, contactId: contact?.id ?? 0, channel: 'web_widget' })
      .returning();
    const [task] = await db
      .insert(tasks)
      .values({
        businessId: b.businessId,
        title: 'Call Wanjiru back',
        conversationId: conversation?.id ?? null,
      })
      .returning();

    const bList = await call('GET', '/api/whatsapp-chat-box', undefined, b.token);
    expect(bList.status).toBe(200);
    expect(bList.body.data.map((c: { id: number }) => c.id)).toEqual([conversation?.id]);
    expect(bList.body.data.map((c: { id: number }) => c.id)).not.toContain(widgetChat?.id);
    expect(
      (await call('GET', `/api/whatsapp-chat-box/${conversation?.id}`, undefined, b.token)).status,
    ).toBe(200);
    const bTasks = await call('GET', '/api/tasks', undefined, b.token);
    expect(bTasks.body.data).toEqual([
      expect.objectContaining({ id: task?.id, title: 'Call Wanjiru back' }),
    ]);

    expect((await call('GET', '/api/whatsapp-chat-box', undefined, a.token)).body).toEqual({
      data: [],
    });
    expect((await call('GET', '/api/tasks', undefined, a.token)).body).toEqual({ data: [] });
    const foreignChat = await call(
      'GET',
      `/api/whatsapp-chat-box/${conversation?.id}`,
      undefined,
      a.token,
    );
    expect(foreignChat.status).toBe(404);
    expect(foreignChat.body.error).toBe('not_found');
    expect((await call('GET', `/api/tasks/${task?.id}`, undefined, a.token)).status).toBe(404);
    const summaryA = await call('GET', '/api/dashboard/summary', undefined, a.token);
    const summaryB = await call('GET', '/api/dashboard/summary', undefined, b.token);
    expect(summaryA.body).toMatchObject({ conversations_today: 0, open_handoffs: 0, new_leads: 0 });
    expect(summaryB.body).toMatchObject({ conversations_today: 2, open_handoffs: 1, new_leads: 1 });
  });

  it('reads the credit history from the ledger', async () => {
    const { token } = await signedUp();
    const history = await call('GET', '/api/credit/history', undefined, token);
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([expect.objectContaining({ amount: 1000, reason: 'grant' })]);
  });

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
    offsetMs += 30_000;
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
      offsetMs -= 30_000;
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

  it('lets /ws in with a live dashboard token and not with a revoked one', async () => {
    const { token, businessId } = await signedUp();
    const first = await wsAuth(server.wsUrl, token);
    expect(first).toMatchObject({ type: 'ready', scope: 'business', business_id: businessId });
    await call('POST', '/api/auth/sign-out', undefined, token);
    const second = await wsAuth(server.wsUrl, token);
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
