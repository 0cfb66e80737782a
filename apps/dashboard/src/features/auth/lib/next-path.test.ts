import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps a path on this origin', () => {
    expect(safeNextPath('/dashboard/credits?x=1')).toBe('/dashboard/credits?x=1');
  });
  it('falls back to the dashboard for other origins and schemes', () => {
    for (const next of [
      '//evil.test',
      'https://evil.test',
      'javascript:alert(1)',
      '/\\evil.test',
      '',
    ]) {
      expect(safeNextPath(next)).toBe('/dashboard');
    }
    expect(safeNextPath(null)).toBe('/dashboard');
  });
  it('builds the sign-in path with the encoded return path', () => {
    expect(signInPathFor('/dashboard/credits')).toBe('/signin?next=%2Fdashboard%2Fcredits');
    expect(signInPathFor('/dashboard')).toBe('/signin');
  });
});
