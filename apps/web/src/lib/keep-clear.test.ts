import { describe, expect, it } from 'vitest';
import { liftToClear } from './keep-clear.ts';

const launcher = { left: 1200, right: 1256, top: 720, bottom: 776 };

describe('liftToClear', () => {
  it('stays put when nothing is under it', () => {
    expect(liftToClear(launcher, [{ left: 0, right: 600, top: 700, bottom: 760 }], 480)).toBe(0);
    expect(liftToClear(launcher, [{ left: 1100, right: 1250, top: 100, bottom: 200 }], 480)).toBe(
      0,
    );
  });

  it('lifts just above a control it would cover, with a gap', () => {
    // A Send button at 740–776 under the launcher: lift so its bottom is 8 px above 740.
    expect(liftToClear(launcher, [{ left: 1150, right: 1240, top: 740, bottom: 776 }], 480)).toBe(
      44,
    );
  });

  it('keeps lifting past stacked controls, capped', () => {
    const stack = [
      { left: 1150, right: 1240, top: 740, bottom: 776 },
      { left: 1150, right: 1240, top: 690, bottom: 730 },
    ];
    expect(liftToClear(launcher, stack, 480)).toBe(94);
    expect(liftToClear(launcher, stack, 50)).toBe(50);
  });
});
