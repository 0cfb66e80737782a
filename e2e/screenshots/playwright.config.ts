import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';

// Product screenshots for the marketing site (issue 22): the real dashboard, built, on the
// seeded demo business, started by the e2e global setup. Not part of the e2e suite.
//   pnpm turbo run build --filter=@lisa/api --filter=@lisa/dashboard --filter=@lisa/web
//   cd e2e && pnpm exec playwright test --config screenshots/playwright.config.ts
process.env.LISA_E2E_RUN ??= `screenshots-${process.pid}`;

export default defineConfig({
  testDir: '.',
  testMatch: 'product-screenshots.ts',
  outputDir: `../test-results/run-${process.env.LISA_E2E_RUN}`,
  globalSetup: '../support/global-setup.ts',
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  },
});
