// A new customer's first minute in the dashboard (issue #22), on a desktop (1280x800) and a
// phone (390x844): verifying the emailed code signs them in, the two-factor dialog shows a QR
// code of the otpauth URI next to the copyable key, and the version shown is the release's.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { account, codeFor, PASSWORD, storeSession, uniqueEmail } from '../support/accounts.ts';
import { urls } from '../support/urls.ts';

const releaseVersion: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
];

/** True when the element's centre is the element itself (or inside it): nothing covers it. */
async function uncovered(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

for (const { name, size } of viewports) {
  test.describe(`first run on a ${name}`, () => {
    test.use({ viewport: size });

    test('verifying the emailed code signs the new customer in and starts the set-up', async ({
      page,
    }) => {
      const email = uniqueEmail(`firstrun-${name}`);
      await page.goto(`${urls.dashboard}/register`);
      await page.getByLabel('Full name').fill('Grace Hopper');
      await page.getByLabel('Business name').fill('Hopper Labs');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/verify-account\?email=/);

      await page.getByLabel('Verification code').fill(await codeFor(email));
      await page.getByRole('button', { name: 'Verify account' }).click();

      // A new business starts in the guided set-up (issue 15); the dashboard is a link away.
      await expect(page).toHaveURL(`${urls.dashboard}/agent-type`);
      await expect(page.getByText('Your account is verified. Welcome aboard.')).toBeVisible();
      await page.goto(`${urls.dashboard}/dashboard`);
      await expect(page.getByRole('heading', { name: 'Welcome back, Grace' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      // The session is real and kept: a reload stays on the dashboard.
      await page.reload();
      await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
      await expect(page.getByRole('heading', { name: 'Welcome back, Grace' })).toBeVisible();
    });

    test('two-factor setup shows a QR code of the otpauth URI and the key as text', async ({
      page,
      request,
    }) => {
      const owner = await account(request, 'QR Co', `qr-${name}`);
      await storeSession(page, owner.token, owner.user);
      await page.goto(`${urls.dashboard}/dashboard`);
      await page.getByRole('button', { name: 'Security' }).click();
      const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
      await dialog.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

      const qr = dialog.getByRole('img', {
        name: 'QR code to add Lisa to your authenticator app',
      });
      await expect(qr).toBeVisible();
      const box = await qr.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(160);
      expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(1);
      // A real module grid: an otpauth URI needs at least a version-4 code (33 modules) plus
      // the 4-module quiet zone on each side.
      const viewBox = (await qr.getAttribute('viewBox')) ?? '';
      expect(Number(viewBox.split(' ')[2])).toBeGreaterThanOrEqual(33 + 8);
      expect(((await qr.locator('path').getAttribute('d')) ?? '').length).toBeGreaterThan(1000);
      expect(await uncovered(page, '[data-testid="qr-code"]')).toBe(true);

      const otpauth = await dialog
        .getByRole('link', { name: 'Open in an authenticator app' })
        .getAttribute('href');
      expect(otpauth).toMatch(/^otpauth:\/\/totp\//);
      const secret = (await dialog.locator('code').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^[A-Z2-7]+=*$/);
      expect(otpauth).toContain(`secret=${secret}`);
      await expect(dialog.getByRole('button', { name: 'Copy the setup key' })).toBeVisible();
    });

    test('system status shows the release version, as /api/health-check reports it', async ({
      page,
      request,
    }) => {
      expect(releaseVersion).toMatch(/^\d+\.\d+\.\d+$/);
      expect(releaseVersion).not.toBe('0.0.0');
      const health = await request.get(`${urls.api}/api/health-check`);
      expect((await health.json()).version).toBe(releaseVersion);

      const owner = await account(request, 'Version Co', `version-${name}`);
      await storeSession(page, owner.token, owner.user);
      await page.goto(`${urls.dashboard}/dashboard/system-status`);
      await expect(page.getByText(`Version ${releaseVersion}, answered in`)).toBeVisible();
      await expect(page.getByText('Version 0.0.0')).toHaveCount(0);
    });
  });
}
