import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';

// Each run gets its own artifacts folder (the workers inherit the variable), so two runs
// at once on one checkout do not delete each other's traces.
process.env.LISA_E2E_RUN ??= String(process.pid);

export default defineConfig({
  testDir: './specs',
  outputDir: `test-results/run-${process.env.LISA_E2E_RUN}`,
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
});
