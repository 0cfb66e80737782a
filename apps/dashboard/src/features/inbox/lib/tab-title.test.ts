import { describe, expect, it } from 'vitest';
import { titleWithoutWaitingCount, titleWithWaitingCount } from './tab-title.ts';

describe('tab title count', () => {
  it('puts "(N) " before the title', () => {
    expect(titleWithWaitingCount('Lisa', 3)).toBe('(3) Lisa');
  });

  it('replaces an earlier count instead of stacking them', () => {
    expect(titleWithWaitingCount('(3) Lisa', 12)).toBe('(12) Lisa');
  });

  it('restores the plain title at 0 or an unknown count', () => {
    expect(titleWithWaitingCount('(3) Lisa', 0)).toBe('Lisa');
    expect(titleWithWaitingCount('(3) Lisa', undefined)).toBe('Lisa');
  });

  it('leaves a title that only looks alike in the middle', () => {
    expect(titleWithoutWaitingCount('Lisa (2) beta')).toBe('Lisa (2) beta');
  });
});
