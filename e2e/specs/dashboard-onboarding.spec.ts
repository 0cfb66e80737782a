// The guided set-up end to end (issue 15): a new business starts from the dashboard's launch
// checklist, chooses its agent's purpose, feeds it a small FAQ made here, asks it in the
// "Ask your agent" box and gets the answer with its source, reloads mid-way and resumes
// (text half typed into a dialog, the question and an invite's email all come back),
// walks on to the end, and finds the checklist ticked from what it really did (axe clean,
// and usable at 390 px).
import { expect, type Page, test } from '@playwright/test';
import { account, codeFor, PASSWORD, storeSession, uniqueEmail } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { urls } from '../support/urls.ts';

const FAQ_CSV = [
  'question,answer',
  'Do you deliver on Sundays?,"Yes, we deliver on Sundays from 10 am to 2 pm."',
  'Where is the shop?,Our shop is at 12 Market Street.',
  '',
].join('\n');

test('a new business goes through onboarding and lands on its checklist', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Marigold Bakery', 'onboarding');
  await storeSession(page, owner.token, owner.user);

  // The dashboard of a new business: the checklist with nothing done yet.
  await page.goto(`${urls.dashboard}/dashboard`);
  const checklist = page.getByRole('region', { name: 'Launch checklist' });
  await expect(checklist).toContainText('0 of 6 done');
  await expect(checklist).toContainText('Your agent has answered 0 questions yet.');
  await checklist.getByRole('link', { name: 'Start setup' }).click();

  // Step 1: what the agent is for.
  await expect(page).toHaveURL(/\/agent-type$/);
  await expect(page.getByRole('heading', { name: 'Choose your agent', level: 1 })).toBeVisible();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: /Bookings/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the settings screen, in onboarding mode.
  await expect(page).toHaveURL(/\/agent-setup\?onboarding=1$/);
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to your data' }).click();

  // Step 3: data, through the data centre's own upload.
  await expect(page).toHaveURL(/\/onboarding-data$/);
  await expect(page.getByRole('heading', { name: 'Add your data', level: 1 })).toBeVisible();
  // The knowledge base size and its limits; another size is chosen (no payment taken).
  const size = page.getByRole('region', { name: /^Knowledge base size/ });
  await expect(size).toContainText('Knowledge base size: Medium');
  await expect(size).toContainText('0 of 100 sources');
  await size.getByRole('button', { name: 'Change size' }).click();
  const picker = page.getByRole('dialog', { name: 'Knowledge base size' });
  await expect(picker.getByRole('link', { name: 'Contact sales' })).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await picker.getByRole('radio', { name: /^Large/ }).check();
  await picker.getByRole('button', { name: 'Choose this size' }).click();
  await expect(picker).toBeHidden();
  await expect(size).toContainText('Knowledge base size: Large');
  await expect(size).toContainText('0 of 500 sources');
  await page.getByLabel('Files to add').setInputFiles({
    name: 'faq.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FAQ_CSV),
  });
  const yourData = page.getByRole('region', { name: 'Your data', exact: true });
  await expect(yourData.getByText('faq', { exact: true })).toBeVisible();
  await expect(yourData.getByText('Ready')).toBeVisible();

  // Ask the agent: the answer comes from the FAQ, with its source.
  const askBox = page.getByRole('region', { name: 'Ask your agent' });
  await askBox.getByLabel('Your question').fill('Do you deliver on Sundays?');
  await askBox.getByRole('button', { name: 'Ask' }).click();
  await expect(askBox).toContainText('Sundays from 10 am to 2 pm');
  await expect(askBox).toContainText(/From: .*faq/);
  expect(await axeViolations(page)).toEqual([]);

  // Text half typed into a dialog survives a reload: the dialog opens again with it.
  await page.getByRole('button', { name: 'Paste text' }).click();
  const pasteText = page.getByRole('dialog', { name: 'Paste text' });
  await pasteText.getByLabel('Title', { exact: true }).fill('Opening hours');
  await pasteText.getByLabel('Text', { exact: true }).fill('We open at 7 am every day.');
  await page.reload();
  await expect(pasteText.getByLabel('Text', { exact: true })).toHaveValue(
    'We open at 7 am every day.',
  );
  await expect(pasteText.getByLabel('Title', { exact: true })).toHaveValue('Opening hours');
  await pasteText.getByRole('button', { name: 'Add text' }).click();
  await expect(yourData.getByText('Opening hours', { exact: true })).toBeVisible();

  // A reload keeps what was added, and the question asked; the dashboard resumes here.
  await page.reload();
  await expect(yourData.getByText('faq', { exact: true })).toBeVisible();
  await expect(askBox.getByLabel('Your question')).toHaveValue('Do you deliver on Sundays?');
  await page.goto(`${urls.dashboard}/dashboard`);
  await expect(checklist.getByRole('link', { name: 'Continue setup' })).toHaveAttribute(
    'href',
    '/onboarding-data',
  );
  await checklist.getByRole('link', { name: 'Continue setup' }).click();
  await expect(page).toHaveURL(/\/onboarding-data$/);
  await page.getByRole('link', { name: 'Continue', exact: true }).click();

  // Step 4: where the agent works; step 5: the team (both skipped here).
  await expect(page).toHaveURL(/\/onboarding-apps$/);
  await expect(page.getByRole('link', { name: 'Get the website snippet' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Skip this step' }).click();
  await expect(page).toHaveURL(/\/onboarding\/team-member$/);
  // An email typed and not sent survives a reload.
  await page.getByLabel('Teammate 1 email').fill('grace@marigold.test');
  await page.reload();
  await expect(page.getByLabel('Teammate 1 email')).toHaveValue('grace@marigold.test');
  await page.getByRole('link', { name: 'Skip for now' }).click();

  // The dashboard: what was done is ticked, what is left links to where it is done.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(checklist).toContainText('3 of 6 done');
  await expect(checklist.getByText('Set up your agent (done)')).toBeVisible();
  await expect(checklist.getByText('Add your data (done)')).toBeVisible();
  await expect(checklist.getByText('Test your agent (done)')).toBeVisible();
  await expect(
    checklist.getByRole('link', { name: 'Install the widget on your website (to do)' }),
  ).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Connect a channel (to do)' })).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Invite a teammate (to do)' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // 390 px: the checklist and the set-up screens fit without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(checklist).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto(`${urls.dashboard}/agent-type`);
  await expect(page.getByRole('radio', { name: /Bookings/ })).toBeChecked();
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${urls.dashboard}/onboarding-data`);
  await expect(page.getByRole('region', { name: 'Ask your agent' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

async function signInThroughScreen(page: Page, email: string): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${urls.dashboard}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new registration lands in the set-up, resumes it on sign-in, and not once finished', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('onboarding-landing');
  await page.goto(`${urls.dashboard}/register`);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Business name').fill('Lovelace Looms');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-account\?email=/);
  await page.getByLabel('Verification code').fill(await codeFor(email));
  await page.getByRole('button', { name: 'Verify account' }).click();

  // Verified: straight into the first step of the guided set-up.
  await expect(page).toHaveURL(/\/agent-type$/);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByRole('radio', { name: /Bookings/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/agent-setup\?onboarding=1$/);
  await expect(page.getByText('Step 2 of 5')).toBeVisible();

  // A greeting typed but not saved survives leaving the page and coming back.
  await page.getByLabel('Greeting').fill('Welcome to the looms!');
  await page.getByRole('link', { name: 'Continue to your data' }).click();
  await expect(page).toHaveURL(/\/onboarding-data$/);
  await page.goBack();
  await expect(page.getByLabel('Greeting')).toHaveValue('Welcome to the looms!');

  // Signing in again (another device, say) resumes at the step reached.
  await signInThroughScreen(page, email);
  await expect(page).toHaveURL(/\/agent-setup\?onboarding=1$/);

  // Reaching the last step finishes the set-up: from then on, sign-in lands on the dashboard.
  const finished = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/onboarding') && response.request().method() === 'PATCH',
  );
  await page.goto(`${urls.dashboard}/onboarding/team-member`);
  // Its status, not its body: the page may navigate on before a body is read. That it
  // finished is proved next: sign-in lands on the dashboard.
  expect((await finished).ok()).toBe(true);
  await signInThroughScreen(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
});
