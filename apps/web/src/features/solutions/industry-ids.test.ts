import { describe, expect, it } from 'vitest';
import { industryForUseCase, resolveIndustryId } from './industry-ids.ts';

describe('industry ids', () => {
  it('falls back to customer-service for an unknown or missing industry', () => {
    expect(resolveIndustryId('bakeries')).toBe('customer-service');
    expect(resolveIndustryId(undefined)).toBe('customer-service');
    expect(resolveIndustryId('fintech')).toBe('fintech');
  });

  it('maps use cases to industries as SPEC §2 lists them', () => {
    for (const id of [
      'customer-service',
      'real-estate',
      'education',
      'healthcare',
      'e-commerce',
      'government',
      'fintech',
    ]) {
      expect(industryForUseCase(id)).toBe(id);
    }
    expect(industryForUseCase('impact-and-ngos')).toBe('ngo');
    expect(industryForUseCase('space-travel')).toBe('customer-service');
    expect(industryForUseCase(undefined)).toBe('customer-service');
  });
});
