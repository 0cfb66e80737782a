// Property-based fuzzing of every operation in /api/openapi.json (issue 23): parameters and
// bodies generated from the operation's own schema, then broken — wrong types, huge and deep
// values, control characters, lone surrogates, __proto__/constructor keys, out-of-range
// numbers, wrong content types, truncated JSON. Whatever comes in: no 5xx, every error is
// the JSON error body, and a 4xx stores nothing (every table's row count is unchanged).
//
// `npm test` runs FUZZ_RUNS (default 8) cases per operation; `pnpm --filter @lisa/api fuzz`
// runs 100 (about 15 min). FUZZ_SEED replays a failure (fast-check prints the seed and the shrunk case).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../src/db/schema/accounts.ts';
import { OutboundBlockedError } from '../src/platform/security/outbound-policy.ts';
import { createSessions } from '../src/platform/security/sessions.ts';
import { testDrivers } from './postgres.ts';
import { rowCounts } from './support/row-counts.ts';
import { createBusiness, startTestServer, type TestServer } from './support/test-server.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI documents are walked as plain JSON
type Json = any;

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query' | 'header'; schema: Json; required?: boolean }[];
  body: Json | null;
}

/**
 * Tables a refused request may still write, and why. usage_events holds the limiters'
 * counters (platform/limits/usage-window.ts): a wrong invite token must count toward
 * "stops guessing after 30 tries", or guessing would be free.
 */
/** Routes whose success is a file (a download, a CSV export), not JSON; their errors still are. */
const SENDS_FILES = ['/api/attachments', '/api/contacts/export.csv', '/api/analytics/export.csv'];
/** Pages a person opens from an email: the route's own errors are pages too (HTML). */
const SENDS_PAGES = ['/api/campaigns/unsubscribe/'];

const WRITES_ALLOWED_ON_4XX = new Set<string>(['usage_events']);

// ---- generating from a schema --------------------------------------------------------

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  'x\udfffy',
  '\uffff',
  '😀',
  '\u202e',
  '%00',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'a'.repeat(10_000),
];
const NASTY_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary' }));
const nastyNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.double({ noNaN: true }));
const anyJson = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

function fromSchema(schema: Json, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object' || depth > 5) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants) && variants.length > 0) {
    return fc.oneof(...variants.map((v: Json) => fromSchema(v, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
    return fromSchema(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time') {
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      }
      if (schema.format === 'uri') return fc.webUrl();
      if (typeof schema.pattern === 'string') {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length < 200);
        } catch {}
      }
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 40)),
      });
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -11) + 1, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000, 1_000_000),
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties: Record<string, Json> = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        record[key] = fromSchema(value, depth + 1);
      return fc.record(record, { requiredKeys: (schema.required ?? []) as string[] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---- breaking what was generated ------------------------------------------------------

/** A request body as sent: the raw text and its content type. */
interface RawBody {
  text: string | Buffer;
  contentType: string | null;
}

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Sets `value` at a random key of an object (or replaces a non-object). */
function withField(base: unknown, key: string | null, value: unknown): unknown {
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    const keys = Object.keys(base);
    const target = key ?? keys[0] ?? 'x';
    return { ...(base as object), [target]: value };
  }
  return value;
}

function brokenBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  const json = (value: unknown): RawBody => ({
    text: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  const keyOf = (value: unknown) =>
    value && typeof value === 'object'
      ? fc.constantFrom(null, ...Object.keys(value))
      : fc.constant(null);
  return fc.oneof(
    // As generated (also exercises the happy paths).
    valid.map(json),
    // Wrong type or nasty value in one field.
    valid.chain((v) => fc.tuple(keyOf(v), anyJson).map(([k, bad]) => json(withField(v, k, bad)))),
    // Control characters and surrogates inside every string field.
    valid.chain((v) =>
      fc
        .constantFrom('\u0000', '\ud800', '\u001f', '\udc00x')
        .map((bad) =>
          json(
            JSON.parse(JSON.stringify(v ?? null), (_k, x) =>
              typeof x === 'string' ? `${x}${bad}` : x,
            ),
          ),
        ),
    ),
    // Out-of-range numbers in one field.
    valid.chain((v) =>
      fc
        .tuple(keyOf(v), fc.constantFrom(...NASTY_NUMBERS))
        .map(([k, n]) => json(withField(v, k, n))),
    ),
    // Huge and deep values.
    valid.chain((v) =>
      fc
        .tuple(keyOf(v), fc.constantFrom(100_000, 1_000_000))
        .map(([k, n]) => json(withField(v, k, 'x'.repeat(n)))),
    ),
    valid.chain((v) =>
      fc.tuple(keyOf(v), fc.constantFrom(100, 5_000)).map(([k, depth]) => {
        const text = JSON.stringify(withField(v, k, '__DEEP__')).replace(
          '"__DEEP__"',
          deepArray(depth),
        );
        return { text, contentType: 'application/json' };
      }),
    ),
    valid.map((v) => json(Array.from({ length: 10_000 }, () => v))),
    // Prototype keys (sent as text: an object literal would set the prototype instead).
    valid.chain((v) =>
      fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) => {
        const inner = JSON.stringify(v && typeof v === 'object' && !Array.isArray(v) ? v : {});
        const sep = inner === '{}' ? '' : ',';
        return {
          text: `{"${key}":{"isAdmin":true,"prototype":{"polluted":1}}${sep}${inner.slice(1)}`,
          contentType: 'application/json',
        };
      }),
    ),
    // The whole body of another type.
    anyJson.map(json),
    // Truncated JSON and bytes that are not UTF-8.
    valid.chain((v) => {
      const text = JSON.stringify(v) ?? 'null';
      return fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((cut) => ({
        text: text.slice(0, cut),
        contentType: 'application/json',
      }));
    }),
    fc.constant({
      text: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0xc3, 0x28, 0x7d]),
      contentType: 'application/json',
    }),
    // Wrong content types around a valid body.
    valid.chain((v) =>
      fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/xml',
          null,
        )
        .map((contentType) => ({ text: JSON.stringify(v) ?? 'null', contentType })),
    ),
  );
}

/**
 * encodeURIComponent, except that a lone surrogate is sent as the bytes a careless encoder
 * would produce (ED A0 80 for U+D800): invalid UTF-8, which is what an attacker sends.
 */
function encodePathSegment(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(value[i] as string);
    }
  }
  return out;
}

function paramValue(schema: Json): fc.Arbitrary<string> {
  return fc.oneof(
    fromSchema(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    fc.constantFrom(
      '1',
      '2',
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      '2147483648',
      '99999999999999999999',
    ),
    nastyString,
  );
}

// ---- the suite ---------------------------------------------------------------------------

describe.each(testDrivers)('fuzzing every operation of /api/openapi.json on %s', (driver) => {
  let api: TestServer;
  let operations: Operation[] = [];
  let token = '';
  let businessId = 0;
  let renewSession: () => Promise<string>;

  beforeAll(async () => {
    api = await startTestServer(driver, {
      // No generated URL leaves the machine (nor waits for DNS): every fetch is refused.
      outbound: async () => {
        throw new OutboundBlockedError('The fuzz suite fetches nothing');
      },
    });
    const document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as Json;
    for (const [path, methods] of Object.entries(document.paths as Record<string, Json>)) {
      for (const [method, op] of Object.entries(methods as Record<string, Json>)) {
        operations.push({
          method: method.toUpperCase(),
          path,
          params: op.parameters ?? [],
          body: op.requestBody?.content?.['application/json']?.schema ?? null,
        });
      }
    }
    businessId = await createBusiness(api.database, { name: 'Fuzz Bakery', credits: 1_000_000 });
    const db = api.database.db;
    const [user] = await db
      .insert(users)
      .values({
        name: 'Fuzz Owner',
        email: `fuzz-${Date.now()}@example.test`,
        passwordHash: 'unused',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await db.insert(memberships).values({ userId: user.id, businessId, role: 'owner' });
    renewSession = async () =>
      (await createSessions({ db, clock: () => new Date() }).create(user.id, businessId, null))
        .token;
    token = await renewSession();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('reads every operation from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(50);
    operations = operations.filter((op) => op.path !== '/api/docs');
  });

  it(
    `answers ${RUNS} broken requests per operation with no 5xx, JSON errors, nothing stored on a 4xx`,
    async () => {
      const failures: string[] = [];
      for (const op of operations) {
        const pathParams = op.params.filter((p) => p.in === 'path');
        const queryParams = op.params.filter((p) => p.in === 'query');
        const request = fc.record({
          path: fc.tuple(...pathParams.map((p) => paramValue(p.schema)), fc.constant('')),
          query: fc.tuple(
            ...queryParams.map((p) => fc.option(paramValue(p.schema), { nil: undefined })),
            fc.constant(undefined),
          ),
          body: op.body
            ? brokenBody(fromSchema(op.body))
            : fc.option(brokenBody(anyJson), { nil: null }),
          business: fc.option(fc.constantFrom('abc', '2147483648', '0', '99', String(businessId)), {
            nil: undefined,
            freq: 4,
          }),
          signedIn: fc.boolean(),
        });
        try {
          await fc.assert(
            fc.asyncProperty(request, async (input) => {
              let url = op.path;
              pathParams.forEach((p, i) => {
                url = url.replace(`{${p.name}}`, encodePathSegment(input.path[i] as string));
              });
              const search = queryParams
                .map((p, i) => [p.name, input.query[i]] as const)
                .filter(([, value]) => value !== undefined)
                .map(([name, value]) => `${name}=${encodePathSegment(value as string)}`)
                .join('&');
              const headers: Record<string, string> = { accept: 'application/json' };
              // Signing out ends the suite's own session: it gets a fresh one after.
              if (input.signedIn) headers.authorization = `Bearer ${token}`;
              if (input.business !== undefined) headers['x-lisa-business'] = input.business;
              const body = input.body;
              if (body?.contentType) headers['content-type'] = body.contentType;
              const sendsBody = body && op.method !== 'GET' && op.method !== 'HEAD';
              const before = await rowCounts(api.database);
              const response = await fetch(`${api.url}${url}${search ? `?${search}` : ''}`, {
                method: op.method,
                headers,
                // A route that answers with a redirect (an OAuth callback) is judged by its own
                // answer, not by the page it sends the browser to.
                redirect: 'manual',
                ...(sendsBody ? { body: body.text } : {}),
              });
              const text = await response.text();
              const where = `${op.method} ${url}?${search} -> ${response.status} ${text.slice(0, 200)}`;
              expect(response.status, where).toBeLessThan(500);
              const redirected = response.status >= 300 && response.status < 400;
              if (redirected) expect(response.headers.get('location'), where).toBeTruthy();
              const isJson = /^application\/json/.test(response.headers.get('content-type') ?? '');
              const isPage = SENDS_PAGES.some((prefix) => op.path.startsWith(prefix));
              if (response.status >= 400 && isPage && !isJson) {
                // The route's own page; what is refused before it (bad bytes) is the usual JSON.
                expect(response.headers.get('content-type') ?? '', where).toMatch(/^text\/html/);
                expect(text, where).toMatch(/<h1>[^<]+<\/h1>/);
              } else if (response.status >= 400) {
                expect(isJson, where).toBe(true);
                const parsed = JSON.parse(text);
                expect(typeof parsed.error, where).toBe('string');
                expect(typeof parsed.message, where).toBe('string');
              }
              if (response.status >= 400) {
                const after = await rowCounts(api.database);
                for (const table of WRITES_ALLOWED_ON_4XX) {
                  delete before[table];
                  delete after[table];
                }
                expect(after, where).toEqual(before);
              } else if (
                text.length > 0 &&
                !redirected &&
                !isPage &&
                !SENDS_FILES.some((prefix) => op.path.startsWith(prefix))
              ) {
                expect(isJson, where).toBe(true);
              }
              if (op.path === '/api/auth/sign-out' || op.path === '/api/team/leave') {
                token = await renewSession();
              }
            }),
            {
              numRuns: RUNS,
              ...(SEED !== undefined ? { seed: SEED } : {}),
              endOnFailure: RUNS > 50,
            },
          );
        } catch (error) {
          const cause = (error as Error).cause;
          failures.push(
            `${op.method} ${op.path}: ${(error as Error).message.slice(0, 2000)}\n${cause instanceof Error ? cause.message.slice(0, 2000) : ''}`,
          );
        }
      }
      if (failures.length > 0) console.error(failures.join('\n\n'));
      expect(failures).toEqual([]);
      // About 0.1 s a case on PGlite: the default 60 s would cut a long run short.
    },
    Math.max(120_000, RUNS * 60 * 1_000),
  );
});
