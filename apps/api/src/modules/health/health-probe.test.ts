import { describe, expect, it } from 'vitest';
import { createHealthProbe } from './health-probe.ts';

describe('health probe', () => {
  it('shares one ping between concurrent checks', async () => {
    let pings = 0;
    const probe = createHealthProbe(async () => {
      pings += 1;
      return true;
    });
    expect(await Promise.all([probe.check(), probe.check(), probe.check()])).toEqual([
      true,
      true,
      true,
    ]);
    expect(pings).toBe(1);
  });

  it('reuses an answer for maxAgeMs, then pings again', async () => {
    let clock = 0;
    let up = true;
    let pings = 0;
    const probe = createHealthProbe(
      async () => {
        pings += 1;
        return up;
      },
      { maxAgeMs: 1000, now: () => clock },
    );
    expect(await probe.check()).toBe(true);
    up = false;
    clock = 999;
    expect(await probe.check()).toBe(true);
    clock = 1000;
    expect(await probe.check()).toBe(false);
    expect(pings).toBe(2);
  });

  it('counts a failing ping as down', async () => {
    const probe = createHealthProbe(async () => {
      throw new Error('gone');
    });
    expect(await probe.check()).toBe(false);
  });
});
