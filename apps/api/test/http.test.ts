import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '../src/platform/http/version.ts';
import { testDrivers } from './postgres.ts';
import { openTestDatabase, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(testDrivers)('HTTP surface on %s', (driver) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer(driver, {
      env: { CORS_ORIGINS: 'http://127.0.0.1:3000,http://dash.example' },
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('GET /api/health-check answers 200 with status, database and version', async () => {
    const res = await fetch(`${api.url}/api/health-check`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', version: API_VERSION });
  });

  it('reports the release version from the root package.json, never a 0.0.0 placeholder', () => {
    const root = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    );
    expect(API_VERSION).toBe(root.version);
    expect(API_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(API_VERSION).not.toBe('0.0.0');
  });

  it('HEAD /api/health-check answers 200 with no body', async () => {
    const res = await fetch(`${api.url}/api/health-check`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('GET /business/1 names Lisa and its agent', async () => {
    const res = await fetch(`${api.url}/business/1`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      business_name: 'Lisa',
      agent_name: 'Lisa',
      widget_colour: '#4f46e5',
      avatar_url: null,
      greeting: null,
    });
  });

  it('GET /business/:id answers 404 JSON for an unknown id and 400 for a malformed one', async () => {
    const missing = await fetch(`${api.url}/business/424242`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: 'not_found',
      message: 'Business 424242 not found',
    });
    const malformed = await fetch(`${api.url}/business/abc`);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toBe('validation_failed');
  });

  it('answers unknown routes with 404 JSON, never HTML', async () => {
    const res = await fetch(`${api.url}/no/such/page?x=1`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      error: 'not_found',
      message: 'No route for GET /no/such/page',
    });
  });

  it('reads an empty JSON body as no body: bodiless routes go on, routes that need one answer 400', async () => {
    const json = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' };
    const signOut = await fetch(`${api.url}/api/auth/sign-out`, json);
    expect(signOut.status).toBe(401);
    const chat = await fetch(`${api.url}/chat`, json);
    expect(chat.status).toBe(400);
    expect(chat.headers.get('content-type')).toMatch(/application\/json/);
    const broken = await fetch(`${api.url}/chat`, { ...json, body: '{"message":' });
    expect(broken.status).toBe(400);
    const poisoned = await fetch(`${api.url}/chat`, { ...json, body: '{"__proto__":{"x":1}}' });
    expect(poisoned.status).toBe(400);
  });

  it('refuses a JSON body holding a NUL character before any handler runs (400, nothing stored)', async () => {
    const post = (body: string) =>
      fetch(`${api.url}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    // A field the schema types names itself...
    const typed = await post('{"message":"hi\\u0000","business_id":1,"customer_id":"nul-1"}');
    expect(typed.status).toBe(400);
    expect(await typed.json()).toMatchObject({
      message: 'Message contains a control character or broken Unicode. Remove it and try again.',
    });
    // ...and one it lets through untyped is refused before the handler.
    const untyped = await post(
      '{"message":"hi","business_id":1,"customer_id":"nul-2","meta":{"k\\u0000":["x"]}}',
    );
    expect(untyped.status).toBe(400);
    expect(await untyped.json()).toEqual({
      error: 'validation_failed',
      message: 'The request contains a value that cannot be stored',
    });
    // An escaped backslash followed by "u0000" is ordinary text.
    const text = await post('{"message":"a \\\\u0000 b","business_id":1,"customer_id":"nul-3"}');
    expect(text.status).toBe(200);
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    // Compressed for a client that accepts it (fetch decodes it); other routes are not.
    const gzip = { headers: { 'accept-encoding': 'gzip' } };
    const compressed = await fetch(`${api.url}/api/openapi.json`, gzip);
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(((await compressed.json()) as { openapi: string }).openapi).toBe(doc.openapi);
    const health = await fetch(`${api.url}/api/health-check`, gzip);
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health-check', '/business/{id}', '/chat', '/forms/{type}']),
    );
    // Every business-scoped route documents the header that chooses the business.
    const members = (
      doc.paths['/api/team/members'] as {
        get: { parameters: { in: string; name: string }[] };
      }
    ).get;
    expect(members.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'x-lisa-business' }),
    );
    const page = await fetch(`${api.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  // The embeddable widget's calls (/chat, /business/:id, /widget/*) answer any origin's
  // preflight; the widget module then refuses origins a business has not allowed (widget.test.ts).
  it('allows the configured origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/forms/contact`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight('http://dash.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://dash.example');
    const refused = await preflight('http://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${api.url}/business/1`, {
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
  });

  it('sends security headers and a request id, echoing a given one', async () => {
    const res = await fetch(`${api.url}/business/1`, { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    const other = await fetch(`${api.url}/business/1`);
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health check when the database is gone', () => {
  it('answers 503 with database unavailable', async () => {
    const { database, dispose } = await openTestDatabase('pglite');
    const api = await startTestServer('pglite', { database });
    try {
      await database.close();
      const res = await fetch(`${api.url}/api/health-check`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'error',
        database: 'unavailable',
        version: API_VERSION,
      });
      const head = await fetch(`${api.url}/api/health-check`, { method: 'HEAD' });
      expect(head.status).toBe(503);
    } finally {
      await api.close();
      await dispose();
    }
  });
});

describe('rate limit per IP', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer('pglite', { env: { RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 429 JSON with Retry-After past the per-minute limit, but never on the health check', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await fetch(`${api.url}/business/1`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await fetch(`${api.url}/business/1`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(((await res.json()) as { error: string }).error).toBe('rate_limited');
    expect((await fetch(`${api.url}/api/health-check`)).status).toBe(200);
  });
});
