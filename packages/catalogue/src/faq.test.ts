import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_NO_MATCH_TEXT, faqItems, filterFaq } from './faq.ts';

describe('faq', () => {
  it('has ten items, one in each of the ten SPEC §3 categories', () => {
    expect(faqItems).toHaveLength(10);
    expect(FAQ_CATEGORIES).toEqual([
      'Integration',
      'Customization',
      'Channels',
      'Security',
      'Support',
      'Pricing',
      'Language Support',
      'Analytics',
      'Implementation',
      'Capabilities',
    ]);
    expect(faqItems.map((item) => item.category)).toEqual([...FAQ_CATEGORIES]);
    for (const item of faqItems) {
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.length).toBeGreaterThan(80);
    }
  });

  it('repeats the SPEC §1 claims it mentions exactly', () => {
    const text = faqItems.map((item) => item.answer).join(' ');
    expect(text).toContain('30+ languages');
    expect(text).toContain('50+ tools');
    expect(text).toContain('1-2 weeks');
    expect(text).toContain('14-day free trial, no credit card required');
  });

  it('filters by category and by text in question or answer, case-insensitively', () => {
    expect(filterFaq({ category: 'Pricing' }).map((item) => item.category)).toEqual(['Pricing']);
    expect(filterFaq({ category: 'All' })).toHaveLength(10);
    expect(filterFaq({ query: 'WHATSAPP' }).length).toBeGreaterThanOrEqual(2);
    expect(filterFaq({ query: 'swahili', category: 'Language Support' })).toHaveLength(1);
    expect(filterFaq({ query: 'swahili', category: 'Security' })).toHaveLength(0);
    expect(filterFaq({ query: '   ' })).toHaveLength(10);
  });

  it('has the SPEC §8 empty-state text', () => {
    expect(FAQ_NO_MATCH_TEXT).toBe('No questions found matching your search');
  });
});
