import { describe, expect, it } from 'vitest';
import { createVisitorTokens, VISITOR_TOKEN_TTL_SECONDS } from './visitor-token.ts';

describe('visitor tokens', () => {
  const at = (iso: string) => () => new Date(iso);

  it('round-trips the business and conversation it was signed for', () => {
    const tokens = createVisitorTokens('secret', at('2026-01-01T00:00:00Z'));
    const token = tokens.sign({ businessId: 3, conversationId: 42 });
    expect(tokens.verify(token)).toEqual({
      businessId: 3,
      conversationId: 42,
      issuedAt: 1767225600,
    });
  });

  it('rejects a token signed with another secret', () => {
    const token = createVisitorTokens('one').sign({ businessId: 1, conversationId: 1 });
    expect(createVisitorTokens('two').verify(token)).toBeNull();
  });

  it('rejects a token whose conversation was edited', () => {
    const tokens = createVisitorTokens('secret');
    const parts = tokens.sign({ businessId: 1, conversationId: 7 }).split('.');
    parts[2] = '8';
    expect(tokens.verify(parts.join('.'))).toBeNull();
  });

  it('rejects malformed tokens', () => {
    const tokens = createVisitorTokens('secret');
    for (const bad of ['', 'v1', 'v2.1.1.1.sig', 'v1.a.b.c.sig', 'v1.1.1.1']) {
      expect(tokens.verify(bad)).toBeNull();
    }
  });

  it('expires after 30 days', () => {
    const signer = createVisitorTokens('secret', at('2026-01-01T00:00:00Z'));
    const token = signer.sign({ businessId: 1, conversationId: 1 });
    const later = (seconds: number) =>
      createVisitorTokens(
        'secret',
        () => new Date(Date.parse('2026-01-01T00:00:00Z') + seconds * 1000),
      );
    expect(later(VISITOR_TOKEN_TTL_SECONDS).verify(token)).not.toBeNull();
    expect(later(VISITOR_TOKEN_TTL_SECONDS + 1).verify(token)).toBeNull();
  });
});
