// The team end to end: an owner invites an agent from the team screen, the invite mail is
// read from the loopback SMTP server, the agent chooses a password on the invite screen and
// lands in the business with the inbox but no team or settings screen; the owner removes
// them and the agent's open tab loses access at once. Also: a closed invite says why.
import { expect, test } from '@playwright/test';
import { account, fromMail, PASSWORD, storeSession, uniqueEmail } from '../support/accounts.ts';
import { urls } from '../support/urls.ts';

const inviteLink = (email: string) =>
  fromMail(email, /(https?:\/\/\S+\/invite\?token=[A-Za-z0-9_-]+)/);

test('an owner invites an agent, who joins with a password, works the inbox, and loses access when removed', async ({
  browser,
  request,
}) => {
  test.slow();
  const owner = await account(request, 'Harbour Dental', 'team-owner');
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await storeSession(ownerPage, owner.token, owner.user);
  await ownerPage.goto(`${urls.dashboard}/dashboard/team`);
  await expect(ownerPage.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();

  const agentEmail = uniqueEmail('team-agent');
  await ownerPage.getByRole('button', { name: 'Invite teammate' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Invite a teammate' });
  await dialog.getByLabel('Email').fill(agentEmail);
  await dialog.getByLabel('Role').selectOption('agent');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(ownerPage.getByText(`Invite sent to ${agentEmail}.`)).toBeVisible();
  const table = ownerPage.getByRole('table', { name: 'Team members and pending invites' });
  await expect(table.getByRole('row', { name: new RegExp(agentEmail) })).toContainText(/invited/i);

  // The agent opens the mailed link in a browser of their own, with no account yet.
  const link = await inviteLink(agentEmail);
  expect(link.startsWith(`${urls.dashboard}/invite?token=`)).toBe(true);
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await agentPage.goto(link);
  await expect(agentPage.getByRole('heading', { name: 'Join Harbour Dental' })).toBeVisible();
  await agentPage.getByLabel('Your name').fill('Grace Hopper');
  await agentPage.getByLabel('Password').fill(PASSWORD);
  await agentPage.getByRole('button', { name: 'Join Harbour Dental' }).click();
  await expect(agentPage).toHaveURL(`${urls.dashboard}/dashboard`);

  // The agent's navigation: the inbox, no team or settings screens; the API agrees.
  const nav = agentPage.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Inbox' })).toBeVisible();
  for (const hidden of ['Team', 'Data center', 'Workflows', 'Integrations', 'Campaigns']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await nav.getByRole('link', { name: 'Inbox' }).click();
  await expect(agentPage).toHaveURL(`${urls.dashboard}/dashboard/inbox`);
  await agentPage.goto(`${urls.dashboard}/dashboard/team`);
  await expect(
    agentPage.getByText('Your role in this business does not include this screen.'),
  ).toBeVisible();

  // The owner sees the agent as an active member now, and removes them.
  await ownerPage.reload();
  const row = table.getByRole('row', { name: new RegExp(agentEmail) });
  await expect(row).toContainText('Grace Hopper');
  await expect(row).toContainText(/active/i);
  await ownerPage.getByRole('button', { name: `Actions for ${agentEmail}`, exact: true }).click();
  await ownerPage.getByRole('menuitem', { name: 'Remove from team' }).click();
  await ownerPage
    .getByRole('alertdialog')
    .or(ownerPage.getByRole('dialog'))
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(ownerPage.getByText('Grace Hopper was removed from the team.')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(agentEmail) })).toHaveCount(0);

  // The agent's open tab loses access at once: they belong to no other business.
  await expect(agentPage).toHaveURL(/\/signin/, { timeout: 15_000 });
  await ownerContext.close();
  await agentContext.close();
});

test('an invite link that was withdrawn says so and what to do', async ({ page, request }) => {
  const owner = await account(request, 'Northwind Clinic', 'team-revoke');
  const email = uniqueEmail('team-revoked');
  const created = await request.post(`${urls.api}/api/team/invites`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email, role: 'admin' },
  });
  expect(created.status()).toBe(201);
  const link = await inviteLink(email);
  const revoked = await request.delete(
    `${urls.api}/api/team/invites/${(await created.json()).id}`,
    {
      headers: { authorization: `Bearer ${owner.token}` },
    },
  );
  expect(revoked.status()).toBe(204);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Invite withdrawn' })).toBeVisible();
  await expect(
    page.getByText('This invite was withdrawn. Ask the business owner if you should still join.'),
  ).toBeVisible();
});

test('onboarding invites teammates and can be skipped', async ({ page, request }) => {
  const owner = await account(request, 'Onboarding Bakery', 'team-onboarding');
  await storeSession(page, owner.token, owner.user);
  await page.goto(`${urls.dashboard}/onboarding/team-member`);
  const email = uniqueEmail('team-onboarded');
  await page.getByLabel('Teammate 1 email').fill(email);
  await page.getByLabel('Teammate 1 role').selectOption('admin');
  await page.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByText('Invite sent.')).toBeVisible();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  expect(await inviteLink(email)).toContain('/invite?token=');

  await page.goto(`${urls.dashboard}/onboarding/team-member`);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
});
