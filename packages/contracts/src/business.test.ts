import { describe, expect, it } from 'vitest';
import { businessLookupSchema, DEFAULT_BUSINESS_LOOKUP } from './business.ts';

describe('businessLookupSchema', () => {
  it("defaults to 'Business' and 'Lisa'", () => {
    expect(DEFAULT_BUSINESS_LOOKUP).toEqual({ business_name: 'Business', agent_name: 'Lisa' });
    expect(businessLookupSchema.safeParse({ business_name: 'Duka' }).success).toBe(false);
  });
});
