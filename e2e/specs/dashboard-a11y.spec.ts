// Accessibility of the team and inbox screens (ARCHITECTURE: every dashboard feature is
// axe clean): WCAG 2 A and AA rules through axe-core, with real data on the screen.
import { expect, test } from '@playwright/test';
import { account, storeSession } from '../support/accounts.ts';
import { axeViolations as violations } from '../support/axe.ts';
import { urls } from '../support/urls.ts';

test('the team and inbox screens have no WCAG 2 A/AA violations', async ({ page, request }) => {
  const owner = await account(request, 'Axe Clinic', 'axe-owner');
  const invited = await request.post(`${urls.api}/api/team/invites`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email: `axe-invitee-${Date.now()}@example.test`, role: 'agent' },
  });
  expect(invited.status()).toBe(201);
  const chat = await request.post(`${urls.api}/chat`, {
    data: {
      message: 'Can I talk to a human please?',
      business_id: owner.businessId,
      customer_id: `axe-${Date.now()}`,
    },
  });
  expect(chat.ok()).toBe(true);
  await storeSession(page, owner.token, owner.user);

  await page.goto(`${urls.dashboard}/dashboard/team`);
  await expect(page.getByRole('table', { name: 'Team members and pending invites' })).toContainText(
    'Invited',
  );
  expect(await violations(page)).toEqual([]);

  await page.goto(`${urls.dashboard}/dashboard/inbox?status=waiting`);
  await page
    .getByRole('region', { name: 'Conversations' })
    .getByRole('link', { name: /^Visitor #\d+$/ })
    .click();
  await expect(page.getByRole('region', { name: /^Conversation with/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
