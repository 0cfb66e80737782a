// The account screens end to end: sign up, read the code from the loopback SMTP server,
// verify, sign in, land on /dashboard and stay signed in across a reload; field
// validation, server errors, the ?next= return path, /login, and a password reset.
import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { mailsTo } from '../support/mailbox.ts';
import { urls } from '../support/urls.ts';

const PASSWORD = 'correct horse battery';
let counter = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${process.pid}-${Date.now()}-${++counter}@example.test`;

/** The newest 6-digit code mailed to `email` after `after` earlier mails. */
async function codeFor(email: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        let mails: ReturnType<typeof mailsTo> = [];
        try {
          mails = mailsTo(email);
        } catch {
          // The harness rewrites the mailbox file as mail arrives: a half-written read retries.
          return '';
        }
        const mail = mails.length > after ? mails[mails.length - 1] : undefined;
        code = /code(?: is|:)\s*(\d{6})/i.exec(mail?.raw ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

async function signUpThroughScreens(page: Page, email: string): Promise<void> {
  await page.goto(`${urls.dashboard}/register`);
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Business name').fill('Hopper Compilers');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-account\?email=/);
  await expect(page.getByText('We sent a 6-digit code to your email.')).toBeVisible();
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('signs up, verifies with the emailed code, is signed in and stays signed in', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await signUpThroughScreens(page, email);
  const code = await codeFor(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify account' }).click();

  // Verifying signs the new customer in (no second trip through /signin) and starts the
  // guided set-up (dashboard-onboarding.spec.ts); the dashboard is one link away.
  await expect(page).toHaveURL(`${urls.dashboard}/agent-type`);
  await expect(page.getByText('Your account is verified. Welcome aboard.')).toBeVisible();
  await page.goto(`${urls.dashboard}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace' })).toBeVisible();
  // The stored user never holds secrets.
  const stored = await page.evaluate(() => localStorage.getItem('lisa.user') ?? '');
  expect(stored).toContain(email);
  expect(stored).not.toMatch(/password|two_factor_secret|two_factor_recovery_codes/);
});

test('checks fields before sending and shows the server’s answer when it refuses', async ({
  page,
}) => {
  await page.goto(`${urls.dashboard}/register`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.goto(`${urls.dashboard}/signin`);
  await signIn(page, uniqueEmail('nobody'), 'wrong password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/signin/);

  await page.goto(`${urls.dashboard}/verify-account`);
  await page.getByLabel('Email').fill('someone@example.test');
  await page.getByLabel('Verification code').fill('12');
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page.getByText('Enter the 6-digit code', { exact: true })).toBeVisible();
});

test('an unverified account is told to verify, and /resend-otp sends a new code', async ({
  page,
}) => {
  const email = uniqueEmail('unverified');
  await signUpThroughScreens(page, email);
  await codeFor(email);
  await page.goto(`${urls.dashboard}/signin`);
  await signIn(page, email);
  await expect(page.getByRole('alert')).toContainText('Verify your email before signing in.');
  await page.getByRole('link', { name: 'Verify your account' }).click();
  await expect(page).toHaveURL(/\/verify-account\?email=/);
  await page.getByRole('link', { name: 'Send a new code' }).click();
  await expect(page).toHaveURL(/\/resend-otp\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/verify-account\?email=/);
  const fresh = await codeFor(email, 1);
  await page.getByLabel('Verification code').fill(fresh);
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/agent-type`);
});

test('/login goes to /signin, and ?next= brings the visitor back where they were headed', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('next');
  const registered = await request.post(`${urls.api}/api/auth/register`, {
    data: { name: 'Next Person', email, password: PASSWORD, business_name: 'Next Co' },
  });
  expect(registered.status()).toBe(202);
  const code = await codeFor(email);
  expect(
    (await request.post(`${urls.api}/api/auth/verify-account`, { data: { email, code } })).ok(),
  ).toBe(true);

  await page.goto(`${urls.dashboard}/login`);
  await expect(page).toHaveURL(`${urls.dashboard}/signin`);

  await page.goto(`${urls.dashboard}/dashboard/credits`);
  await expect(page).toHaveURL(`${urls.dashboard}/signin?next=%2Fdashboard%2Fcredits`);
  await signIn(page, email);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/credits`);
  await expect(page.getByRole('heading', { name: 'Credits', exact: true })).toBeVisible();

  // A return path to another origin is ignored.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${urls.dashboard}/signin?next=//evil.example/steal`);
  await signIn(page, email);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
});

test('resets a forgotten password with the emailed code', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await request.post(`${urls.api}/api/auth/register`, {
    data: { name: 'Reset Person', email, password: PASSWORD, business_name: 'Reset Co' },
  });
  const code = await codeFor(email);
  await request.post(`${urls.api}/api/auth/verify-account`, { data: { email, code } });

  await page.goto(`${urls.dashboard}/signin`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await expect(
    page.getByText('If an account exists for that email, a reset code is on its way.'),
  ).toBeVisible();
  const resetCode = await codeFor(email, 1);
  await page.getByLabel('Reset code').fill(resetCode);
  await page.getByLabel('New password', { exact: true }).fill('an entirely new password');
  await page.getByLabel('Confirm new password').fill('an entirely new password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await signIn(page, email, 'an entirely new password');
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
});

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it. */
function totp(base32: string, at: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

test('turns on two-factor sign-in from the dashboard and then signs in with a code', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('twofactor');
  await request.post(`${urls.api}/api/auth/register`, {
    data: { name: 'Totp Person', email, password: PASSWORD, business_name: 'Totp Co' },
  });
  await request.post(`${urls.api}/api/auth/verify-account`, {
    data: { email, code: await codeFor(email) },
  });
  await page.goto(`${urls.dashboard}/signin`);
  await signIn(page, email);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);

  await page.getByRole('button', { name: 'Security' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await dialog.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await dialog.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await dialog.getByLabel('Authentication code').fill(totp(secret, Date.now()));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/signin`);
  await signIn(page, email);
  await expect(page.getByRole('alert')).toHaveText('Enter the code from your authenticator app.');
  // The next time step's code: the one used to turn it on cannot be replayed.
  await page.getByLabel('Authentication code').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
});
