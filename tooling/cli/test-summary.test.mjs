import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedTaskTails, summariseTestOutput } from './test-summary.mjs';

test('adds up Vitest, Playwright and node:test counts behind turbo prefixes', () => {
  const output = [
    '@lisa/catalogue:test:       Tests  41 passed (41)',
    '@lisa/api:test:       Tests  2 failed | 30 passed | 1 skipped (33)',
    '@lisa/e2e:e2e:   12 passed (30.2s)',
    '@lisa/e2e:e2e:   171 passed (8.8m)',
    '@lisa/e2e:e2e:   1 failed',
    '@lisa/static-server:test: # pass 3',
    '@lisa/static-server:test: # fail 0',
    'unrelated line 5 passed',
  ].join('\n');
  assert.deepEqual(summariseTestOutput(output), { passed: 257, failed: 3 });
});

test('keeps the last lines of each failed task, without its passing tests', () => {
  const output = [
    '@lisa/web:test:  ✓ src/a.test.ts (4 tests)',
    '@lisa/api:test:  Tests  3 passed (3)',
    '@lisa/web:test: Error: unhandled rejection in read-health',
    '@lisa/web:test:  Tests  25 passed (25)',
    '@lisa/web#test:  ERROR  command (/x/apps/web) pnpm run test exited (1)',
  ].join('\n');
  assert.deepEqual(failedTaskTails(output), [
    {
      task: '@lisa/web#test',
      lines: [
        '@lisa/web:test: Error: unhandled rejection in read-health',
        '@lisa/web:test:  Tests  25 passed (25)',
      ],
    },
  ]);
});
