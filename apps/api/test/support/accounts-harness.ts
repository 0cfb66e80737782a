// One test file's account world: the real server on a fresh database, sending its mail to
// the SMTP test server, with a clock the test can move (time.offsetMs), and the helpers
// the account suites share: call an endpoint, register, and sign up a verified user.
import { codeFrom, startTestSmtpServer, type TestSmtpServer } from '@lisa/test-smtp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestDriver } from '../postgres.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export const PASSWORD = 'correct horse battery';

export interface AccountsHarness {
  readonly server: TestServer;
  readonly mailbox: TestSmtpServer;
  /** Added to the server's clock. */
  time: { offsetMs: number };
  uniqueEmail(): string;
  call(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    extraHeaders?: Record<string, string>,
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the JSON bodies it expects field by field
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** Registers `email` and returns the code mailed to it. */
  register(email: string, business?: string): Promise<string>;
  /** A verified, signed-in owner of a new business. */
  signedUp(business?: string): Promise<{ email: string; token: string; businessId: number }>;
}

/** Starts the server and the mailbox before the file's tests and stops them after. */
export function useAccountsHarness(
  driver: TestDriver,
  options: { env?: Record<string, string> } = {},
): AccountsHarness {
  let server: TestServer | undefined;
  let mailbox: TestSmtpServer | undefined;
  const time = { offsetMs: 0 };
  let counter = 0;

  beforeAll(async () => {
    mailbox = await startTestSmtpServer();
    server = await startTestServer(driver, {
      env: { SMTP_URL: mailbox.url, ...options.env },
      clock: () => new Date(Date.now() + time.offsetMs),
    });
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the accounts harness has not started');
    return value;
  };

  const harness: AccountsHarness = {
    get server() {
      return started(server);
    },
    get mailbox() {
      return started(mailbox);
    },
    time,
    uniqueEmail: () => `person${++counter}-${Date.now()}@example.test`,

    async call(method, path, body, token, extraHeaders) {
      const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${harness.server.url}${path}`, {
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
    },

    async register(email, business = 'Acme Bakery') {
      const before = harness.mailbox.countTo(email);
      const answer = await harness.call('POST', '/api/auth/register', {
        name: 'Ada Lovelace',
        email,
        password: PASSWORD,
        business_name: business,
      });
      expect(answer.status).toBe(202);
      const mail = await harness.mailbox.waitFor(email, { after: before });
      return codeFrom(mail);
    },

    async signedUp(business = 'Acme Bakery') {
      const email = harness.uniqueEmail();
      const code = await harness.register(email, business);
      // Verifying signs the new customer in: its answer carries the session.
      const verified = await harness.call('POST', '/api/auth/verify-account', { email, code });
      expect(verified.status).toBe(200);
      return {
        email,
        token: verified.body.token as string,
        businessId: verified.body.businesses[0].id as number,
      };
    },
  };
  return harness;
}
