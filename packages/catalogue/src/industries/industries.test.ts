import { describe, expect, it } from 'vitest';
import { findIntegration } from '../integrations/index.ts';
import {
  getIndustry,
  INDUSTRY_IDS,
  industries,
  industryForUseCase,
  industryList,
  resolveIndustryId,
} from './index.ts';

describe('industries', () => {
  it('has the 8 ids of SPEC §2 in tab order', () => {
    expect(industryList.map((industry) => industry.id)).toEqual([
      'customer-service',
      'real-estate',
      'healthcare',
      'e-commerce',
      'education',
      'ngo',
      'government',
      'fintech',
    ]);
  });

  it.each(INDUSTRY_IDS)('%s fills every field of SPEC §1 with its own copy', (id) => {
    const industry = industries[id];
    expect(industry.id).toBe(id);
    for (const text of [industry.title, industry.subtitle, industry.description]) {
      expect(text.trim().length).toBeGreaterThan(3);
    }
    expect(industry.colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(industry.stats.length).toBeGreaterThanOrEqual(4);
    expect(industry.painPoints.length).toBeGreaterThanOrEqual(3);
    expect(industry.impact.length).toBeGreaterThanOrEqual(3);
    expect(industry.features).toHaveLength(4);
    expect(industry.benefits.length).toBeGreaterThanOrEqual(3);
    expect(industry.workflow).toHaveLength(4);
    expect(industry.testimonial.quote.length).toBeGreaterThan(60);
    expect(industry.caseStudy.results.length).toBeGreaterThanOrEqual(2);
    for (const appId of industry.integrations) expect(findIntegration(appId)?.id).toBe(appId);
    expect(JSON.stringify(industry)).not.toMatch(/lorem|ipsum|todo|tbd/i);
  });

  it('gives each industry a distinct description, colour and testimonial', () => {
    const unique = (values: string[]) => new Set(values).size;
    expect(unique(industryList.map((i) => i.description))).toBe(8);
    expect(unique(industryList.map((i) => i.colour))).toBe(8);
    expect(unique(industryList.map((i) => i.testimonial.name))).toBe(8);
  });
});

describe('resolveIndustryId', () => {
  it('keeps an allowed id', () => {
    for (const id of INDUSTRY_IDS) expect(resolveIndustryId(id)).toBe(id);
  });

  it('falls back to customer-service for an unknown or missing id', () => {
    expect(resolveIndustryId('retail')).toBe('customer-service');
    expect(resolveIndustryId('')).toBe('customer-service');
    expect(resolveIndustryId(undefined)).toBe('customer-service');
    expect(resolveIndustryId(null)).toBe('customer-service');
    expect(resolveIndustryId('Healthcare')).toBe('customer-service');
    expect(getIndustry('nope').id).toBe('customer-service');
  });
});

describe('industryForUseCase', () => {
  it('maps the seven same-named use cases to themselves', () => {
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
  });

  it('maps impact-and-ngos to ngo', () => {
    expect(industryForUseCase('impact-and-ngos')).toBe('ngo');
  });

  it('sends an unknown use case to customer-service', () => {
    expect(industryForUseCase('agriculture')).toBe('customer-service');
    expect(industryForUseCase('ngo')).toBe('customer-service');
    expect(industryForUseCase(undefined)).toBe('customer-service');
  });
});
