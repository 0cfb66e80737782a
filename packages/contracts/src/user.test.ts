import { describe, expect, it } from 'vitest';
import {
  businessSummarySchema,
  sanitizeUser,
  storedUserDataSchema,
  storedUserSchema,
} from './user.ts';

describe('sanitizeUser', () => {
  it('drops password, two_factor_secret and two_factor_recovery_codes and keeps the rest', () => {
    const record = {
      id: 4,
      email: 'wanjiku@example.com',
      name: 'Wanjiku',
      password: 'hash',
      two_factor_secret: 'secret',
      two_factor_recovery_codes: ['a', 'b'],
      plan: { credits: 100 },
    };
    const clean = sanitizeUser(record);
    expect(clean).toEqual({
      id: 4,
      email: 'wanjiku@example.com',
      name: 'Wanjiku',
      plan: { credits: 100 },
    });
    expect(Object.keys(clean)).not.toContain('password');
  });

  it('leaves the input record untouched', () => {
    const record = { id: 1, password: 'hash' };
    sanitizeUser(record);
    expect(record).toEqual({ id: 1, password: 'hash' });
  });
});

describe('storedUserSchema', () => {
  it('keeps every field of an object', () => {
    expect(storedUserSchema.parse({ id: 1, anything: ['x'] })).toEqual({ id: 1, anything: ['x'] });
  });

  it('rejects a value that is not an object', () => {
    for (const bad of ['user', 42, null, undefined, true, ['a']]) {
      expect(storedUserSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('stored user data', () => {
  it('holds a list of businesses with name and agent name', () => {
    const data = { businesses: [{ id: 1, business_name: 'Lisa', agent_name: 'Lisa' }] };
    expect(storedUserDataSchema.parse(data)).toEqual(data);
    expect(storedUserDataSchema.parse({})).toEqual({ businesses: [] });
    expect(businessSummarySchema.safeParse({ business_name: 'Duka' }).success).toBe(false);
  });
});
