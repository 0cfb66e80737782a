import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path.ts';

describe('landingPath', () => {
  const fresh = { step: 'agent-type', started: false, finished: false } as const;

  it('sends a just-verified registration into the set-up', () => {
    expect(landingPath(fresh, 'verified')).toBe('/agent-type');
  });

  it('resumes a set-up left half way at the step reached', () => {
    const halfWay = { step: 'onboarding-data', started: true, finished: false } as const;
    expect(landingPath(halfWay, 'signed-in')).toBe('/onboarding-data');
    expect(landingPath({ ...halfWay, step: 'agent-setup' }, 'verified')).toBe(
      '/agent-setup?onboarding=1',
    );
  });

  it('never sends a finished business, or one that never opened it, anywhere but the dashboard', () => {
    const done = { step: 'team-member', started: true, finished: true } as const;
    expect(landingPath(done, 'signed-in')).toBe('/dashboard');
    expect(landingPath(done, 'verified')).toBe('/dashboard');
    expect(landingPath(fresh, 'signed-in')).toBe('/dashboard');
    expect(landingPath(null, 'verified')).toBe('/dashboard');
  });
});
