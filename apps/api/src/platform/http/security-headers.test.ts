import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './security-headers.ts';

describe('computeSecurityHeaders', () => {
  it("gives helmet's headers for the options, computed once", () => {
    const headers = computeSecurityHeaders({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    // helmet removes this one; it must not appear as a header to send
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('leaves out what the options turn off', () => {
    const headers = computeSecurityHeaders({ contentSecurityPolicy: false, hsts: false });
    expect(headers).not.toHaveProperty('content-security-policy');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
