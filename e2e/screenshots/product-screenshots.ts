// Takes the product screenshots the marketing site shows (apps/web/public/screenshots/*.png,
// used by /features): the built dashboard on the seeded demo business, 1280x800, light.
// Re-run whenever those screens change (see apps/web/README.md, "Product screenshots").
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { storeSession } from '../support/accounts.ts';
import { urls } from '../support/urls.ts';

const outDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/public/screenshots',
);

const shots = [
  { file: 'inbox.png', path: '/dashboard/inbox', heading: 'Inbox' },
  { file: 'datacenter.png', path: '/dashboard/datacenter', heading: /Data cent(er|re)/ },
  { file: 'pipeline.png', path: '/dashboard/pipeline', heading: 'Pipeline' },
  { file: 'analytics.png', path: '/dashboard/analytics', heading: 'Analytics' },
] as const;

test('product screenshots of the demo business', async ({ page, request }) => {
  const signIn = await request.post(`${urls.api}/api/auth/sign-in`, {
    data: { email: 'demo@lisa.local', password: 'lisa-demo-2026' },
  });
  expect(signIn.ok(), `demo sign-in: ${signIn.status()}`).toBe(true);
  const body = await signIn.json();
  await storeSession(page, body.token, body.user);
  for (const shot of shots) {
    await page.goto(`${urls.dashboard}${shot.path}`);
    await expect(page.getByRole('heading', { name: shot.heading, level: 1 })).toBeVisible();
    // Data, not spinners: wait until nothing is loading.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    if (shot.file === 'inbox.png') {
      // A conversation handed over to the team, open beside the list.
      await page.getByRole('tab', { name: /^Waiting/ }).click();
      await page.getByRole('region', { name: 'Conversations' }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { name: 'Choose a conversation' })).toBeHidden();
      // The thread has loaded (not its skeleton) once the reply box is there.
      await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    await page.screenshot({ path: join(outDir, shot.file) });
  }
});
