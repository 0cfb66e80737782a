import type { ApiKey } from '@lisa/contracts/public-api';
import { describe, expect, it } from 'vitest';
import { describeScopes, keyState } from './public-api-labels.ts';

const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: 1,
  name: 'Zapier',
  hint: 'lisa_sk_abcd…',
  scopes: ['conversations:read'],
  created_by: null,
  created_at: '2026-11-01T00:00:00Z',
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
  ...over,
});

describe('public API labels', () => {
  it('describes scopes by area in a fixed order', () => {
    expect(describeScopes(['contacts:read', 'conversations:write', 'conversations:read'])).toBe(
      'Conversations: read, write · Contacts: read',
    );
    expect(describeScopes([])).toBe('');
  });

  it('tells active, expired and revoked keys apart', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    expect(keyState(key(), now)).toBe('active');
    expect(keyState(key({ expires_at: '2026-11-19T00:00:00Z' }), now)).toBe('expired');
    expect(keyState(key({ expires_at: '2026-12-19T00:00:00Z' }), now)).toBe('active');
    expect(keyState(key({ revoked_at: '2026-11-02T00:00:00Z' }), now)).toBe('revoked');
  });
});
