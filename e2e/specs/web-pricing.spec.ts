import {
  CREDIT_TIERS,
  calculatePricing,
  DEFAULT_PRICING_STATE,
  formatKes,
  formatMoney,
  kesToUsd,
  PRICING_INTEGRATIONS,
  type PricingStateInput,
} from '@lisa/catalogue/pricing';
import { expect, type Page, test } from '@playwright/test';
import { urls } from '../support/urls.ts';
import { openWebPage } from '../support/web-page.ts';

// Every figure the page shows is checked against the catalogue's calculator for the same
// inputs, so the page cannot drift from the pricing rules.

const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`);

async function expectFigures(page: Page, input: PricingStateInput) {
  const e = calculatePricing(input);
  const money = (usd: number) => formatMoney(usd, e.state.currency);
  await expect(figure(page, 'Monthly total')).toHaveText(money(e.totalMonthlyUsd));
  await expect(figure(page, 'Credit cost')).toHaveText(money(e.creditCostUsd));
  await expect(figure(page, 'Credits')).toHaveText(
    `${e.state.credits.toLocaleString('en-US')} (${formatKes(e.creditCostKes)})`,
  );
  await expect(figure(page, 'Additional users')).toHaveText(money(e.additionalUserCostUsd));
  await expect(figure(page, 'Support')).toHaveText(money(e.supportMonthlyUsd));
  await expect(figure(page, 'Integrations setup')).toHaveText(money(e.setup.integrationsUsd));
  await expect(figure(page, 'Workflows setup')).toHaveText(money(e.setup.workflowsUsd));
  await expect(figure(page, 'Knowledge base setup')).toHaveText(money(e.setup.knowledgeBaseUsd));
  await expect(figure(page, 'Training')).toHaveText(money(e.setup.trainingUsd));
  await expect(figure(page, 'Setup (one-time)')).toHaveText(money(e.setupCostUsd));
  await expect(figure(page, 'Annual total')).toHaveText(money(e.totalAnnualUsd));
  const rows = page.getByRole('table', { name: 'Tier breakdown' }).locator('tbody tr');
  await expect(rows).toHaveCount(e.tierBreakdown.length);
  for (const [i, row] of e.tierBreakdown.entries()) {
    const cost =
      e.state.currency === 'KES' ? formatKes(row.cost) : formatMoney(kesToUsd(row.cost), 'USD');
    await expect(rows.nth(i)).toHaveText(
      `${row.tier.label}${row.used.toLocaleString('en-US')}${cost}`,
    );
  }
}

test.beforeEach(async ({ page }) => {
  await openWebPage(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
});

test('starts from the SPEC §4 defaults and shows their totals', async ({ page }) => {
  await expect(page.getByLabel('Credits per month')).toHaveValue('1000');
  await expect(page.getByLabel('Number of users')).toHaveValue('2');
  await expect(page.getByLabel('Training hours')).toHaveValue('4');
  await expect(page.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^Web Widget/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: /^Customer Onboarding/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('radio', { name: /^Medium/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  await expectFigures(page, DEFAULT_PRICING_STATE);
  // The catalogue documents these figures for the defaults.
  await expect(figure(page, 'Monthly total')).toHaveText('$157.70');
  await expect(figure(page, 'Setup (one-time)')).toHaveText('$1,220.00');
  await expect(figure(page, 'Annual total')).toHaveText('$3,112.45');
});

test('recomputes the totals after each input changes', async ({ page }) => {
  const state = { ...DEFAULT_PRICING_STATE } as Record<string, unknown>;

  await page.getByLabel('Credits per month').fill('7500');
  state.credits = 7500;
  await expectFigures(page, state);

  await page.getByLabel('Number of users').fill('6');
  state.users = 6;
  await expectFigures(page, state);

  await page.getByLabel('Training hours').fill('10');
  state.trainingHours = 10;
  await expectFigures(page, state);

  await page.getByText(/^Large ·/).click();
  state.knowledgeBase = 'large';
  await expectFigures(page, state);

  await page.getByText(/^Enterprise ·/).click();
  state.supportPackage = 'enterprise';
  await expectFigures(page, state);

  await page.getByRole('button', { name: /^WhatsApp/ }).click();
  await page.getByRole('button', { name: /^Web Widget/ }).click();
  await expect(page.getByRole('button', { name: /^Web Widget/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  state.integrations = ['whatsapp'];
  await expectFigures(page, state);

  await page.getByRole('button', { name: /^Lead Qualification/ }).click();
  await page.getByRole('button', { name: /^Support Triage/ }).click();
  state.workflows = ['Customer Onboarding', 'Lead Qualification', 'Support Triage'];
  await expectFigures(page, state);

  await page.getByText(/^Small ·/).click();
  await page.getByText(/^Basic ·/).click();
  state.knowledgeBase = 'small';
  state.supportPackage = 'basic';
  await expectFigures(page, state);
});

test('prices credits progressively at each band edge', async ({ page }) => {
  for (const credits of [
    1000, 1001, 2000, 2001, 5000, 5001, 10000, 10001, 20000, 20001, 50000, 50001,
  ]) {
    await page.getByLabel('Credits per month').fill(String(credits));
    await expectFigures(page, { ...DEFAULT_PRICING_STATE, credits });
  }
  // 1001 credits: 1000 at KES 1.00 plus one at KES 0.80.
  await page.getByLabel('Credits per month').fill('1001');
  await expect(figure(page, 'Credits')).toHaveText('1,001 (KES 1,000.80)');
});

test('repairs bad numbers silently', async ({ page }) => {
  const credits = page.getByLabel('Credits per month');
  await credits.fill('');
  await expectFigures(page, { ...DEFAULT_PRICING_STATE, credits: 1 });
  await credits.blur();
  await expect(credits).toHaveValue('1');

  await credits.fill('-40');
  await credits.blur();
  await expect(credits).toHaveValue('1');

  await credits.fill('2500.9');
  await credits.blur();
  await expect(credits).toHaveValue('2500');

  const users = page.getByLabel('Number of users');
  await users.fill('0');
  await users.blur();
  await expect(users).toHaveValue('1');

  const hours = page.getByLabel('Training hours');
  await hours.fill('-3');
  await hours.blur();
  await expect(hours).toHaveValue('0');
  await hours.fill('');
  await hours.blur();
  await expect(hours).toHaveValue('0');

  await expectFigures(page, {
    ...DEFAULT_PRICING_STATE,
    credits: 2500,
    users: 1,
    trainingHours: 0,
  });
  // No message is shown for any of it.
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the currency toggle changes the display only', async ({ page }) => {
  await page.getByLabel('Credits per month').fill('3000');
  await page.getByRole('button', { name: 'KES' }).click();
  await expect(page.getByRole('button', { name: 'KES' })).toHaveAttribute('aria-pressed', 'true');
  await expectFigures(page, { ...DEFAULT_PRICING_STATE, credits: 3000, currency: 'KES' });
  const kes = calculatePricing({ ...DEFAULT_PRICING_STATE, credits: 3000, currency: 'KES' });
  await expect(figure(page, 'Monthly total')).toHaveText(formatMoney(kes.totalMonthlyUsd, 'KES'));
  await page.getByRole('button', { name: 'USD' }).click();
  await expectFigures(page, { ...DEFAULT_PRICING_STATE, credits: 3000 });
});

test('lists only the first 12 catalogue apps and the credit tiers table', async ({ page }) => {
  const group = page.getByRole('group', { name: 'Integrations' });
  await expect(group.getByRole('button')).toHaveCount(12);
  for (const app of PRICING_INTEGRATIONS) {
    await expect(group.getByRole('button', { name: new RegExp(`^${app.name}`) })).toBeVisible();
  }
  const tiers = page.getByRole('table', { name: 'Credit pricing tiers' }).locator('tbody tr');
  await expect(tiers).toHaveCount(CREDIT_TIERS.length);
  await expect(tiers.first()).toContainText('1.00');
  await expect(tiers.last()).toContainText('0.49');
});

test('the estimate card links to the quote form and to sales', async ({ page }) => {
  const card = page.getByRole('complementary', { name: 'Estimated costs' });
  await expect(card.getByRole('link', { name: 'Request setup' })).toHaveAttribute(
    'href',
    '/enterprise-quote',
  );
  await expect(card.getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await card.getByRole('link', { name: 'Request setup' }).click();
  await expect(page).toHaveURL(/\/enterprise-quote$/);
});

test('/detailed-pricing redirects to /pricing', async ({ page }) => {
  await page.goto(`${urls.web}/detailed-pricing`);
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
});
