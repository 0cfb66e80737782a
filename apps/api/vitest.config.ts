import { defineConfig } from 'vitest/config';

// Each test file starts a real server on loopback with its own fresh database; starting
// an embedded PGlite takes seconds on a busy 2-core machine, hence the long hook timeout;
// test/global-setup.ts builds one migrated template that every file copies.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    globalSetup: ['test/global-setup.ts'],
  },
});
