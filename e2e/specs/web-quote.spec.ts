import { expect, type Locator, type Page, test } from '@playwright/test';
import { mailsTo } from '../support/mailbox.ts';
import { urls } from '../support/urls.ts';
import { openWebPage } from '../support/web-page.ts';

// SPEC §3/§4/§5/§8/§9 enterprise quote form, inline and in the modal. The server stores
// each quote and mails the sales team (SALES_EMAIL, default sales@lisa.local) a notice
// naming the stored id, which is how a spec reads the stored quote back.

const SALES_EMAIL = 'sales@lisa.local';

/** YYYY-MM-DD of today (UTC) plus whole days / years, as the form's window computes it. */
function utcDate(days: number, years = 0): string {
  const now = new Date();
  const date = new Date(
    Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), now.getUTCDate() + days),
  );
  return date.toISOString().slice(0, 10);
}

function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(label, { exact: false });
}

async function fillRequired(
  scope: Page | Locator,
  who: { name: string; email: string; company: string },
) {
  await field(scope, 'Full Name').fill(who.name);
  await field(scope, 'Email Address').fill(who.email);
  await field(scope, 'Phone Number').fill('+254 712 345 678');
  await field(scope, 'Company Name').fill(who.company);
  await field(scope, 'Job Title').fill('Head of Support');
  await field(scope, 'Target Deployment Date').fill(utcDate(10));
  await scope.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await scope.getByRole('checkbox', { name: /Privacy Policy/ }).check();
}

test.describe('inline quote form', () => {
  test.beforeEach(async ({ page }) => {
    await openWebPage(page, '/enterprise-quote');
    await expect(page.getByRole('heading', { name: 'Request an enterprise quote' })).toBeVisible();
  });

  test('has every field with its type, default and a Cancel link home', async ({ page }) => {
    await expect(field(page, 'Email Address')).toHaveAttribute('type', 'email');
    await expect(field(page, 'Phone Number')).toHaveAttribute('type', 'tel');
    const customers = field(page, 'Expected Number of Customers');
    await expect(customers).toHaveAttribute('type', 'number');
    await expect(customers).toHaveAttribute('min', '1');
    await expect(customers).toHaveValue('100');
    await expect(page.getByRole('radio', { name: /Standard · KES 5,000\/mo/ })).toBeChecked();
    await expect(
      page.getByRole('radio', { name: /Professional · KES 10,000\/mo/ }),
    ).not.toBeChecked();
    await expect(page.getByRole('radio', { name: /Enterprise · KES 20,000\/mo/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Custom · Tailored/ })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Integrations Needed' }).getByRole('checkbox'),
    ).toHaveCount(12);
    await expect(
      page.getByRole('group', { name: 'Workflows Needed' }).getByRole('checkbox'),
    ).toHaveCount(17);
    await expect(
      page.getByRole('group', { name: 'Data Sources' }).getByRole('checkbox'),
    ).toHaveCount(4);
    await expect(field(page, 'Target Deployment Date')).toHaveAttribute('min', utcDate(3));
    await expect(field(page, 'Target Deployment Date')).toHaveAttribute('max', utcDate(0, 1));
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${urls.web}/`);
  });

  test('names each missing required field and sends nothing', async ({ page }) => {
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().includes('/forms/')) posted += 1;
    });
    await field(page, 'Expected Number of Customers').fill('');
    await page.getByRole('button', { name: 'Request Quote' }).click();
    for (const message of [
      'Full name is required',
      'Email address is required',
      'Phone number is required',
      'Company name is required',
      'Job title is required',
      'Target deployment date is required',
      'Expected number of customers must be a whole number of at least 1',
      'You must agree to the Terms of Service',
      'You must agree to the Privacy Policy',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, 'Full Name')).toBeFocused();
    await fillRequired(page, { name: 'Ann', email: 'not-an-email', company: 'Acme' });
    await field(page, 'Expected Number of Customers').fill('0');
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(
      page.getByText('Expected number of customers must be a whole number of at least 1'),
    ).toBeVisible();
    await expect(page.getByText('Full name is required')).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test('accepts the deployment window edges and refuses a day outside either edge', async ({
    page,
  }) => {
    await fillRequired(page, {
      name: 'Edge Tester',
      email: 'edge@example.com',
      company: 'Edges Ltd',
    });
    const date = field(page, 'Target Deployment Date');
    const submit = page.getByRole('button', { name: 'Request Quote' });
    for (const outside of [utcDate(2), utcDate(1, 1)]) {
      await date.fill(outside);
      await submit.click();
      await expect(
        page.getByText(`Target deployment date must be between ${utcDate(3)} and ${utcDate(0, 1)}`),
      ).toBeVisible();
    }
    await date.fill(utcDate(0, 1));
    await submit.click();
    await expect(page.getByText('Thank you! Your request has been sent.')).toBeVisible();
    await openWebPage(page, '/enterprise-quote');
    await fillRequired(page, {
      name: 'Edge Tester',
      email: 'edge2@example.com',
      company: 'Edges Ltd',
    });
    await field(page, 'Target Deployment Date').fill(utcDate(3));
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByText('Thank you! Your request has been sent.')).toBeVisible();
  });

  test('submits, shows the success panel and the server stores the quote', async ({ page }) => {
    const company = `Quote Co ${Date.now()}`;
    await fillRequired(page, { name: 'Wanjiru Kamau', email: 'wanjiru@example.com', company });
    await field(page, 'Expected Number of Customers').fill('2500');
    await page.getByRole('radio', { name: /Enterprise · KES 20,000/ }).check();
    await page.getByRole('checkbox', { name: 'WhatsApp' }).check();
    await page.getByRole('checkbox', { name: 'Website' }).check();
    await page.getByRole('checkbox', { name: 'Appointment Scheduling' }).check();
    await page.getByRole('checkbox', { name: 'Web URLs' }).check();
    await field(page, 'Additional Information').fill('Clinic bookings on WhatsApp');

    const request = page.waitForRequest(
      (r) => r.url().endsWith('/forms/quote') && r.method() === 'POST',
    );
    let releaseResponse: () => void = () => {};
    const held = new Promise<void>((r) => {
      releaseResponse = r;
    });
    // Hold the answer a moment to see the submitting state.
    await page.route('**/forms/quote', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Request Quote' }).click();
    const submitting = page.getByRole('button', { name: /Submitting/ });
    await expect(submitting).toBeDisabled();
    await expect(submitting.getByRole('status', { name: 'Submitting' })).toBeVisible();
    releaseResponse();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      company,
      phoneNumber: '+254 712 345 678',
      jobTitle: 'Head of Support',
      usecase: 'Clinic bookings on WhatsApp',
      expectedCustomers: '2500',
      integrationsNeeded: ['WhatsApp', 'Website'],
      workflowsNeeded: ['Appointment Scheduling'],
      dataSources: ['Web URLs'],
      supportPackage: 'Enterprise',
      deploymentDate: utcDate(10),
      agreedToTerms: true,
      agreedToPrivacy: true,
    });
    expect(typeof body.submittedAt).toBe('string');

    const panel = page
      .getByRole('status')
      .filter({ hasText: 'Thank you! Your request has been sent.' });
    await expect(panel).toContainText('We will get back to you within 2 business days.');

    await expect
      .poll(() => mailsTo(SALES_EMAIL).filter((m) => m.raw.includes(company)).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const notice = mailsTo(SALES_EMAIL).find((m) => m.raw.includes(company))?.raw ?? '';
    expect(notice).toMatch(/New enterprise quote request #\d+/);
    expect(notice).toContain('supportPackage: Enterprise');
    expect(notice).toContain('expectedCustomers: 2500');
  });

  test('shows the not-success text when the server does not answer success', async ({ page }) => {
    await page.route('**/forms/quote', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error' }),
      }),
    );
    await fillRequired(page, { name: 'Ann', email: 'ann@example.com', company: 'Acme' });
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to send request. Please try again.');
    await expect(page.getByRole('button', { name: 'Request Quote' })).toBeEnabled();
    await expect(field(page, 'Full Name')).toHaveValue('Ann');
  });

  test('shows the try-later text when the request fails', async ({ page }) => {
    await page.route('**/forms/quote', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal', message: 'down' }),
      }),
    );
    await fillRequired(page, { name: 'Ann', email: 'ann@example.com', company: 'Acme' });
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to send request. Please try again later.',
    );
  });
});

test.describe('quote modal', () => {
  test('opens from the site, has a close button, and closes itself 3 s after success', async ({
    page,
  }) => {
    await openWebPage(page, '/solutions/customer-service');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request an enterprise quote' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Contact Us' }).click();
    await expect(dialog.getByRole('link', { name: 'Cancel' })).toHaveCount(0);
    const company = `Modal Co ${Date.now()}`;
    await fillRequired(dialog, { name: 'Otieno', email: 'otieno@example.com', company });
    // Fake timers from here on, so the 3 s are counted exactly.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await dialog.getByRole('button', { name: 'Request Quote' }).click();
    await expect(dialog.getByText('Thank you! Your request has been sent.')).toBeVisible();
    await expect(dialog).toContainText('within 2 business days');
    await page.clock.runFor(2900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => mailsTo(SALES_EMAIL).some((m) => m.raw.includes(company)), { timeout: 10_000 })
      .toBe(true);
  });
});
