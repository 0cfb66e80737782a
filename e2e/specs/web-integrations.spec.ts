import {
  displayInstalls,
  displayRating,
  findIntegration,
  integrationApps,
  topPicks,
} from '@lisa/catalogue/integrations';
import { expect, test } from '@playwright/test';
import { urls } from '../support/urls.ts';
import { openWebPage } from '../support/web-page.ts';

/** The dashboard's token key (@lisa/api-client STORAGE_KEYS.token; e2e does not depend on it). */
const TOKEN_KEY = 'lisa.token';

test.describe('integrations page', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await openWebPage(page, '/integrations');
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  });

  test('shows Top picks and one row of 260 px cards per category with placeholder figures', async ({
    page,
  }) => {
    const picks = page.getByRole('region', { name: 'Top picks' });
    await expect(picks.getByRole('link')).toHaveCount(topPicks.length);
    await expect(picks.getByRole('link').first()).toHaveAccessibleName(topPicks[0]?.name ?? '');

    const messaging = page.getByRole('list', { name: 'Messaging apps' });
    await expect(messaging.getByRole('link')).toHaveCount(3);
    const whatsapp = messaging.getByRole('link', { name: 'WhatsApp' });
    const box = await whatsapp.boundingBox();
    expect(box?.width).toBe(260);
    await expect(whatsapp).toContainText(displayRating('whatsapp').toFixed(1));
    await expect(whatsapp).toContainText(`${displayInstalls('whatsapp')} installs`);
    // The row scrolls sideways rather than wrapping.
    await expect(messaging).toHaveCSS('overflow-x', 'auto');
    // Email has no app, so it has no section.
    await expect(page.getByRole('heading', { name: 'Email', level: 2 })).toHaveCount(0);
  });

  test('search filters apps by name, case-insensitively, and hides categories with no match', async ({
    page,
  }) => {
    await page.getByRole('searchbox', { name: 'Search apps' }).fill('wHaTs');
    await expect(page.getByRole('region', { name: 'Top picks' })).toHaveCount(0);
    await expect(page.getByTestId('integration-card')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Messaging', level: 2 })).toBeVisible();
    for (const hidden of ['Web Widget', 'API', 'Collaboration', 'Productivity', 'CRM']) {
      await expect(page.getByRole('heading', { name: hidden, level: 2, exact: true })).toHaveCount(
        0,
      );
    }
    await page.getByRole('searchbox', { name: 'Search apps' }).fill('o');
    const expected = integrationApps.filter((a) => a.name.toLowerCase().includes('o')).length;
    await expect(page.getByTestId('integration-card')).toHaveCount(expected);
    await page.getByRole('searchbox', { name: 'Search apps' }).fill('zzz');
    await expect(page.getByTestId('integration-card')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText('No apps match');
  });

  test('the category list scrolls smoothly to its section', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Categories' });
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'CRM' }).click();
    await expect(page.getByRole('heading', { name: 'CRM', level: 2 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('the category list is hidden on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  });

  test('a card opens the access gate of its app', async ({ page }) => {
    await page.getByRole('list', { name: 'CRM apps' }).getByRole('link', { name: 'Odoo' }).click();
    await expect(page).toHaveURL(/\/integrations\/access\/odoo$/);
    await expect(page.getByRole('heading', { name: 'Odoo', level: 1 })).toBeVisible();
  });
});

test.describe('access gate', () => {
  test('shows the app details from the catalogue and sends a signed-out visitor to sign in', async ({
    page,
  }) => {
    const app = findIntegration('web-widget');
    if (!app) throw new Error('web-widget missing from the catalogue');
    await page.goto(`${urls.web}/integrations/access/web-widget`);
    await expect(page.getByRole('heading', { name: app.name, level: 1 })).toBeVisible();
    await expect(page.getByText(app.description)).toBeVisible();
    await expect(page.getByText(app.features[0] ?? '')).toBeVisible();
    await expect(page.getByText(app.instructions[0] ?? '')).toBeVisible();
    await expect(page.getByText(app.howToConnect?.[0] ?? '')).toBeVisible();
    await expect(page.getByText(app.faq[0]?.q ?? '')).toBeVisible();
    const button = page.getByRole('link', { name: 'Sign in to connect Web Widget' });
    await expect(button).toHaveAttribute(
      'href',
      `${urls.dashboard}/signin?next=${encodeURIComponent('/dashboard/integrations/web-widget')}`,
    );
    await button.click();
    await expect(page).toHaveURL(
      `${urls.dashboard}/signin?next=%2Fdashboard%2Fintegrations%2Fweb-widget`,
    );
  });

  test('sends a signed-in visitor straight to the setup screen', async ({ page }) => {
    await page.goto(`${urls.web}/`);
    await page.evaluate((key) => localStorage.setItem(key, 'token-123'), TOKEN_KEY);
    await page.goto(`${urls.web}/integrations/access/slack`);
    await expect(page.getByRole('link', { name: 'Set up Slack' })).toHaveAttribute(
      'href',
      `${urls.dashboard}/dashboard/integrations/slack`,
    );
  });

  test('an unknown app id shows a clear not-found state with a link back', async ({ page }) => {
    await page.goto(`${urls.web}/integrations/access/not-an-app`);
    await expect(page.getByRole('heading', { name: 'Integration not found' })).toBeVisible();
    await expect(page.getByText('not-an-app')).toBeVisible();
    await page.getByRole('link', { name: 'Back to integrations' }).click();
    await expect(page).toHaveURL(/\/integrations$/);
  });
});
