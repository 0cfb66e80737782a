// Accounts for the dashboard specs: a verified owner signed in through the API (the account
// screens have a spec of their own), a session put in the dashboard's storage the way a
// sign-in leaves it, and what the loopback SMTP server received (codes, invite links).

import type { ReceivedMail } from '@lisa/test-smtp';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { mailsTo } from './mailbox.ts';
import { urls } from './urls.ts';

export const PASSWORD = 'correct horse battery';
let counter = 0;

export const uniqueEmail = (tag: string) =>
  `${tag}-${process.pid}-${Date.now()}-${++counter}@example.test`;

export interface Account {
  email: string;
  token: string;
  user: Record<string, unknown>;
  businessId: number;
}

/** A mail's text with quoted-printable undone (soft line breaks, =XX escapes). */
function textOf(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the newest mail to `email` to contain `pattern`, and returns the first group. */
export async function fromMail(email: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        try {
          const mail = mailsTo(email).at(-1);
          found = mail ? (pattern.exec(textOf(mail))?.[1] ?? '') : '';
        } catch {
          found = ''; // the harness is rewriting the mailbox file; read again
        }
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return found;
}

export const codeFor = (email: string) => fromMail(email, /code(?: is|:)\s*(\d{6})/i);

/** A verified owner of a new business, signed in through the API. */
export async function account(
  request: APIRequestContext,
  business = 'Session Co',
  tag = 'session',
): Promise<Account> {
  const email = uniqueEmail(tag);
  const registered = await request.post(`${urls.api}/api/auth/register`, {
    data: { name: 'Session Tester', email, password: PASSWORD, business_name: business },
  });
  expect(registered.status()).toBe(202);
  const verified = await request.post(`${urls.api}/api/auth/verify-account`, {
    data: { email, code: await codeFor(email) },
  });
  expect(verified.ok()).toBe(true);
  const signIn = await request.post(`${urls.api}/api/auth/sign-in`, {
    data: { email, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const body = await signIn.json();
  return { email, token: body.token, user: body.user, businessId: body.businesses[0].id };
}

/** Puts a session in the dashboard's storage the way a sign-in leaves it. */
export async function storeSession(page: Page, token: string, user?: unknown): Promise<void> {
  await page.goto(`${urls.dashboard}/signin`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('lisa.token', t as string);
      if (u !== undefined)
        localStorage.setItem('lisa.user', typeof u === 'string' ? u : JSON.stringify(u));
    },
    [token, user] as const,
  );
}
