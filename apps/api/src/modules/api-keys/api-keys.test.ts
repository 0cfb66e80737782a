// API keys: made by an owner, shown once, stored as a digest; a key calls the member routes
// its scopes cover, in its own business only, at most API_KEY_REQUESTS_PER_MINUTE a minute;
// revoked or expired keys answer 401; routes for people only answer 403 whatever the scope.
import {
  API_KEY_PREFIX,
  API_KEY_REQUESTS_PER_MINUTE,
  PUBLIC_API_TEXTS,
} from '@lisa/contracts/public-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { apiKeys } from '../../db/schema/public-api.ts';
import { digest } from '../../platform/security/secrets.ts';

describe.each(testDrivers)('API keys on %s', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call } = harness;

  async function makeKey(token: string, scopes: string[], extra: object = {}) {
    const made = await call('POST', '/api/api-keys', { name: 'Zapier', scopes, ...extra }, token);
    expect(made.status).toBe(201);
    return made.body as { id: number; key: string; hint: string };
  }

  it('shows a new key once and stores only its digest', async () => {
    const owner = await harness.signedUp();
    const made = await makeKey(owner.token, ['conversations:read']);
    expect(made.key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(made.key.length).toBeGreaterThan(40);
    expect(made.key.startsWith(made.hint.replace('…', ''))).toBe(true);

    const list = await call('GET', '/api/api-keys', undefined, owner.token);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(made.key);
    expect(list.body.keys[0]).toMatchObject({ id: made.id, name: 'Zapier', revoked_at: null });

    const [row] = await harness.server.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, made.id));
    expect(row?.digest).toBe(digest(made.key));
    expect(JSON.stringify(row)).not.toContain(made.key);
  });

  it('calls the routes its scopes cover and no others', async () => {
    const owner = await harness.signedUp();
    const { key } = await makeKey(owner.token, ['conversations:read']);

    const listed = await call('GET', '/api/conversations', undefined, key);
    expect(listed.status).toBe(200);
    const used = await call('GET', '/api/api-keys', undefined, owner.token);
    expect(used.body.keys[0].last_used_at).not.toBeNull();

    const reply = await call('POST', '/api/conversations/1/messages', { text: 'hi' }, key);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(PUBLIC_API_TEXTS.keyOutOfScope);

    for (const [method, path] of [
      ['GET', '/api/team/members'],
      ['GET', '/api/api-keys'],
      ['GET', '/api/webhooks'],
      ['POST', '/api/auth/sign-out'],
    ] as const) {
      const answer = await call(method, path, undefined, key);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.message).toBe(PUBLIC_API_TEXTS.keyDashboardOnly);
    }
  });

  it('refuses bad input and changes nothing', async () => {
    const owner = await harness.signedUp();
    for (const body of [
      { name: '', scopes: ['conversations:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['everything:write'] },
      { name: 'x', scopes: ['contacts:read'], expires_at: 'tomorrow' },
      { name: 'x', scopes: ['contacts:read'], expires_at: '2001-01-01T00:00:00Z' },
    ]) {
      const answer = await call('POST', '/api/api-keys', body, owner.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const list = await call('GET', '/api/api-keys', undefined, owner.token);
    expect(list.body.keys).toEqual([]);
  });

  it('stops working when revoked or expired', async () => {
    const owner = await harness.signedUp();
    const revoked = await makeKey(owner.token, ['conversations:read']);
    expect(
      (await call('DELETE', `/api/api-keys/${revoked.id}`, undefined, owner.token)).status,
    ).toBe(204);
    const afterRevoke = await call('GET', '/api/conversations', undefined, revoked.key);
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.message).toBe(PUBLIC_API_TEXTS.keyInvalid);

    const expiring = await makeKey(owner.token, ['conversations:read'], {
      expires_at: new Date(Date.now() + harness.time.offsetMs + 60 * 60 * 1000).toISOString(),
    });
    expect((await call('GET', '/api/conversations', undefined, expiring.key)).status).toBe(200);
    harness.time.offsetMs += 2 * 60 * 60 * 1000;
    try {
      expect((await call('GET', '/api/conversations', undefined, expiring.key)).status).toBe(401);
    } finally {
      harness.time.offsetMs -= 2 * 60 * 60 * 1000;
    }
    expect(
      (await call('GET', '/api/conversations', undefined, `${API_KEY_PREFIX}forged`)).status,
    ).toBe(401);
  });

  it('acts only in its own business', async () => {
    const a = await harness.signedUp('Business A');
    const b = await harness.signedUp('Business B');
    const { key } = await makeKey(a.token, ['conversations:read']);
    const other = await call('GET', '/api/conversations', undefined, key, {
      'x-lisa-business': String(b.businessId),
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(PUBLIC_API_TEXTS.keyOtherBusiness);
    const bKeys = await call('GET', '/api/api-keys', undefined, b.token);
    expect(bKeys.body.keys).toEqual([]);
    const revokeForeign = await call(
      'DELETE',
      `/api/api-keys/${(await makeKey(b.token, ['contacts:read'])).id}`,
      undefined,
      a.token,
    );
    expect(revokeForeign.status).toBe(404);
  });

  it(`answers 429 with Retry-After past ${API_KEY_REQUESTS_PER_MINUTE} requests a minute`, async () => {
    const owner = await harness.signedUp();
    const { key } = await makeKey(owner.token, ['conversations:read']);
    const other = await makeKey(owner.token, ['conversations:read']);
    for (let i = 0; i < API_KEY_REQUESTS_PER_MINUTE; i += 1) {
      const answer = await call('GET', '/api/conversations?limit=1', undefined, key);
      expect(answer.status).toBe(200);
    }
    const limited = await call('GET', '/api/conversations?limit=1', undefined, key);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Per key: another key of the same business is not limited by this one.
    expect((await call('GET', '/api/conversations?limit=1', undefined, other.key)).status).toBe(
      200,
    );
  });
});
