import { describe, expect, it } from 'vitest';
import { canManageCanned, canManageInboxSettings } from './inbox-permissions.ts';

describe('canned response management', () => {
  it('is for owners and admins only', () => {
    expect(canManageCanned('owner')).toBe(true);
    expect(canManageCanned('admin')).toBe(true);
    expect(canManageCanned('agent')).toBe(false);
    expect(canManageCanned(null)).toBe(false);
  });
});

describe('inbox settings management', () => {
  it('is for owners and admins only', () => {
    expect(canManageInboxSettings('owner')).toBe(true);
    expect(canManageInboxSettings('admin')).toBe(true);
    expect(canManageInboxSettings('agent')).toBe(false);
    expect(canManageInboxSettings(undefined)).toBe(false);
  });
});
