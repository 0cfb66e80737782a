import { describe, expect, it } from 'vitest';
import {
  describeType,
  filterEndpoints,
  groupEndpoints,
  isOpenApiDocument,
  loadOpenApi,
  type OpenApiDocument,
} from './openapi.ts';

const doc: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'Lisa API', version: '1.0.0' },
  paths: {
    '/chat': { post: { tags: ['chat'], summary: 'Send a visitor message' } },
    '/api/health-check': { get: { summary: 'Health' }, head: { summary: 'Health (no body)' } },
  },
};

describe('openapi reference helpers', () => {
  it('groups operations by first tag, untagged under General', () => {
    const groups = groupEndpoints(doc);
    expect([...groups.keys()]).toEqual(['chat', 'General']);
    expect(groups.get('General')?.map((e) => e.method)).toEqual(['GET', 'HEAD']);
  });

  it('filters endpoints by every word of the query, dropping empty groups', () => {
    const groups = groupEndpoints(doc);
    expect(filterEndpoints(groups, '')).toBe(groups);
    const chat = filterEndpoints(groups, '  POST chat ');
    expect([...chat.keys()]).toEqual(['chat']);
    const health = filterEndpoints(groups, 'health head');
    expect(health.get('General')?.map((e) => e.method)).toEqual(['HEAD']);
    expect(filterEndpoints(groups, 'nothing-like-this').size).toBe(0);
  });

  it('describes schema types for people', () => {
    expect(describeType({ type: 'string', format: 'email' })).toBe('string (email)');
    expect(describeType({ type: 'array', items: { type: 'string' } })).toBe('array of string');
    expect(describeType({ enum: ['contact', 'rsvp'] })).toBe('one of: contact, rsvp');
    expect(describeType({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string or null');
  });

  it('rejects answers that are not OpenAPI documents', async () => {
    expect(isOpenApiDocument({ hello: 'world' })).toBe(false);
    const fakeFetch = (async () =>
      new Response('<html>login</html>', { status: 200 })) as typeof fetch;
    await expect(loadOpenApi('http://api.test', fakeFetch)).rejects.toMatchObject({
      code: 'OPENAPI_LOAD_FAILED',
    });
    const failing = (async () => new Response('nope', { status: 503 })) as typeof fetch;
    await expect(loadOpenApi('http://api.test', failing)).rejects.toThrow('The API answered 503');
  });
});
