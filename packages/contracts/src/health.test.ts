import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from './health.ts';

describe('healthResponseSchema', () => {
  it('accepts ok and a database outage', () => {
    expect(
      healthResponseSchema.safeParse({ status: 'ok', database: 'ok', version: '1.2.25' }).success,
    ).toBe(true);
    expect(
      healthResponseSchema.safeParse({
        status: 'error',
        database: 'unavailable',
        version: '1.2.25',
      }).success,
    ).toBe(true);
    expect(
      healthResponseSchema.safeParse({ status: 'degraded', database: 'ok', version: '1' }).success,
    ).toBe(false);
  });
});
