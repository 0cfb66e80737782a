import { describe, expect, it } from 'vitest';
import { testimonialInitials, testimonials } from './testimonials.ts';

describe('testimonials', () => {
  it('has six entries with every field and at least one metric', () => {
    expect(testimonials).toHaveLength(6);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(6);
    for (const t of testimonials) {
      for (const text of [t.id, t.name, t.role, t.company, t.image, t.quote]) {
        expect(text.trim().length).toBeGreaterThan(1);
      }
      expect(t.image).toMatch(/^\/testimonials\/.+\.webp$/);
      expect(Object.keys(t.metrics).length).toBeGreaterThanOrEqual(1);
      for (const [key, label] of Object.entries(t.metrics)) {
        expect(key).toMatch(/^[a-z][A-Za-z]+$/);
        expect(label.length).toBeGreaterThan(3);
      }
    }
  });

  it('makes avatar initials, skipping titles', () => {
    expect(testimonialInitials('Dr. Amani Odhiambo')).toBe('AO');
    expect(testimonialInitials('Grace Muthoni')).toBe('GM');
    expect(testimonialInitials('Cher')).toBe('C');
  });
});
