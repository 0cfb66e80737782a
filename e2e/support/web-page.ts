import type { Page } from '@playwright/test';
import { urls } from './urls.ts';

/**
 * Waits until the marketing page responds to input. A prerendered page is on screen (and
 * its buttons and fields visible) before its code has run; every page marks `#root` with
 * `data-hydrated` once its code has hydrated or rendered it (apps/web HydrationSignal).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens `path` of the marketing site and waits for it to hydrate before the spec acts. */
export async function openWebPage(page: Page, path: string): Promise<void> {
  await page.goto(`${urls.web}${path}`);
  await waitForHydration(page);
}

/** Reloads the marketing page and waits for it to hydrate again. */
export async function reloadWebPage(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}
