import { describe, expect, it } from 'vitest';
import { canManageCanned } from './inbox-permissions.ts';

describe('canned response management', () => {
  it('is for owners and admins only', () => {
    expect(canManageCanned('owner')).toBe(true);
    expect(canManageCanned('admin')).toBe(true);
    expect(canManageCanned('agent')).toBe(false);
    expect(canManageCanned(null)).toBe(false);
  });
});
