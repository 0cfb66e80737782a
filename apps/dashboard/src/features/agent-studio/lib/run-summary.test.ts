import { describe, expect, it } from 'vitest';
import { runSummary } from './run-summary.ts';

describe('runSummary', () => {
  const run = {
    id: 1,
    passed: 2,
    failed: 1,
    regressions: 1,
    trigger: 'knowledge' as const,
    ran_at: '2026-11-26T06:00:00.000Z',
    results: [],
  };

  it('says what started the run and what got worse', () => {
    expect(runSummary(run)).toMatch(
      /\(after a knowledge change\): 2 passed, 1 failed, 1 got worse$/,
    );
    expect(runSummary({ ...run, trigger: 'manual', regressions: 0 })).toMatch(
      /\(Run all\): 2 passed, 1 failed$/,
    );
    expect(runSummary({ ...run, trigger: 'settings' })).toContain('after a settings change');
  });
});
