import { describe, expect, it } from 'vitest';
import { cx } from './class-names.ts';

describe('cx', () => {
  it('joins the truthy parts with single spaces', () => {
    expect(cx('a', false, null, undefined, '', 'b')).toBe('a b');
  });
});
