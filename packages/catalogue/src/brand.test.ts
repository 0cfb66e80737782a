import { describe, expect, it } from 'vitest';
import { brand, copyrightLine, seo, showcaseRoutes } from './brand.ts';

describe('brand', () => {
  it('names the product once for every app', () => {
    expect(brand).toMatchObject({
      name: 'Lisa',
      shortName: 'Lisa AI',
      assistantName: 'Lisa',
      apiAppId: 'lisa-api',
      showcaseName: 'Lisa Live',
      showcasePath: '/lisa-live',
      cachePrefix: 'lisa-',
      defaultRsvpEventName: 'Lisa Live 2025',
    });
  });

  it('derives the three event routes from the showcase path', () => {
    expect(showcaseRoutes).toEqual({
      event: '/lisa-live',
      attend: '/lisa-live/attend',
      confirmInvite: '/lisa-live/confirm-invite',
    });
  });

  it('gives SEO defaults with a large-image twitter card', () => {
    expect(seo.title).toBe('Lisa AI');
    expect(seo.twitterCard).toBe('summary_large_image');
    expect(seo.description.length).toBeGreaterThan(50);
    expect(seo.description.length).toBeLessThanOrEqual(300);
  });

  it('writes the copyright line for a given year', () => {
    expect(copyrightLine(2025)).toBe('© 2025 Lisa. All rights reserved.');
  });
});
