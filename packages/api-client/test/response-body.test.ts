import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createTokenStore,
  HTML_WARNING_TEXT,
  HtmlResponseError,
  type HtmlWarning,
  HttpError,
  InvalidJsonError,
} from '../src/index.ts';
import { rejectionOf, testClient } from './support/clients.ts';
import { type LoopbackServer, sendJson, sendText, startServer } from './support/loopback-server.ts';

let server: LoopbackServer;
afterEach(async () => {
  await server?.close();
});

const LOGIN_PAGE = '<!DOCTYPE html><html><body><h1>Please login to continue</h1></body></html>';
const MAINTENANCE_PAGE = '<!doctype html><html><body>Down for maintenance</body></html>';

/** Serves, for each request in turn, the next of `answers` (the last one repeats). */
async function scripted(answers: Array<[status: number, body: string, contentType: string]>) {
  let i = 0;
  return startServer((_req, res) => {
    const [status, body, type] = answers[Math.min(i, answers.length - 1)] ?? [200, '{}', 'json'];
    i += 1;
    sendText(res, status, body, type);
  });
}

function clientWithToken(url: string) {
  const storage = createMemoryStorage();
  const tokenStore = createTokenStore({ storage });
  tokenStore.set('tok');
  const { client } = testClient(url, { storage, tokenStore });
  const warnings: HtmlWarning[] = [];
  const cleared: string[] = [];
  client.events.on('html-warning', (w) => warnings.push(w));
  client.events.on('token-cleared', ({ reason }) => cleared.push(reason));
  return { client, tokenStore, warnings, cleared };
}

describe('response bodies (SPEC §5, §8)', () => {
  it('parses a JSON body sent as text', async () => {
    server = await scripted([[200, '{"leads":[1,2]}', 'text/plain']]);
    const { client } = testClient(server.url);
    await expect(client.get('/leads')).resolves.toEqual({ leads: [1, 2] });
  });

  it('parses a JSON string that itself holds JSON (a body encoded twice)', async () => {
    server = await scripted([[200, JSON.stringify(JSON.stringify({ a: 1 })), 'application/json']]);
    const { client } = testClient(server.url);
    await expect(client.get('/twice')).resolves.toEqual({ a: 1 });
  });

  it('answers null for an empty body', async () => {
    server = await scripted([[200, '', 'application/json']]);
    const { client } = testClient(server.url);
    await expect(client.get('/empty')).resolves.toBeNull();
  });

  it("fails an HTML body with 'Received HTML instead of JSON'", async () => {
    server = await scripted([[200, MAINTENANCE_PAGE, 'text/html; charset=utf-8']]);
    const { client } = testClient(server.url);
    const error = await rejectionOf(client.get('/page'));
    expect(error).toBeInstanceOf(HtmlResponseError);
    expect(error).toMatchObject({
      code: 'html_response',
      message: 'Received HTML instead of JSON',
    });
  });

  it('recognises HTML by its content even when labelled as JSON', async () => {
    server = await scripted([[200, '  <html><head></head></html>', 'application/json']]);
    const { client } = testClient(server.url);
    expect(await rejectionOf(client.get('/page'))).toMatchObject({ code: 'html_response' });
  });

  it("fails a body that is neither JSON nor HTML with 'Invalid JSON response'", async () => {
    server = await scripted([[200, '{"unterminated": ', 'application/json']]);
    const { client } = testClient(server.url);
    const error = await rejectionOf(client.get('/broken'));
    expect(error).toBeInstanceOf(InvalidJsonError);
    expect(error).toMatchObject({ code: 'invalid_json', message: 'Invalid JSON response' });
  });

  it('warns once after 3 consecutive HTML responses, with the SPEC §8 text for 8 s', async () => {
    server = await scripted([[200, MAINTENANCE_PAGE, 'text/html']]);
    const { client, warnings } = clientWithToken(server.url);

    await rejectionOf(client.get('/1'));
    await rejectionOf(client.get('/2'));
    expect(warnings).toHaveLength(0);
    await rejectionOf(client.get('/3'));

    expect(warnings).toEqual([
      { message: HTML_WARNING_TEXT, durationMs: 8000, count: 3, tokenCleared: false },
    ]);
    expect(HTML_WARNING_TEXT).toBe(
      'Server is returning HTML instead of JSON. Your session may have expired.',
    );
  });

  it('counts only consecutive HTML responses: a JSON answer starts the count again', async () => {
    const html: [number, string, string] = [200, MAINTENANCE_PAGE, 'text/html'];
    server = await scripted([html, html, [200, '{}', 'application/json'], html, html]);
    const { client, warnings } = clientWithToken(server.url);
    for (let i = 0; i < 5; i += 1) await client.get(`/${i}`).catch(() => undefined);
    expect(warnings).toHaveLength(0);
  });

  it('keeps the token when the repeated HTML does not look like a login page', async () => {
    server = await scripted([[200, MAINTENANCE_PAGE, 'text/html']]);
    const { client, tokenStore, cleared } = clientWithToken(server.url);
    for (let i = 0; i < 3; i += 1) await client.get('/x').catch(() => undefined);
    expect(tokenStore.get()).toBe('tok');
    expect(cleared).toEqual([]);
  });

  it.each([
    'Please login to continue',
    'Sign in to your account',
    '401 Unauthorized',
    'Authentication required',
  ])('clears the token after 3 HTML pages mentioning "%s"', async (text) => {
    server = await scripted([[200, `<html><body>${text}</body></html>`, 'text/html']]);
    const { client, tokenStore, warnings, cleared } = clientWithToken(server.url);
    for (let i = 0; i < 3; i += 1) await client.get('/x').catch(() => undefined);
    expect(tokenStore.get()).toBeNull();
    expect(cleared).toEqual(['html-login-page']);
    expect(warnings[0]?.tokenCleared).toBe(true);
  });

  it('does not clear the token before the third login page', async () => {
    server = await scripted([[200, LOGIN_PAGE, 'text/html']]);
    const { client, tokenStore } = clientWithToken(server.url);
    await client.get('/x').catch(() => undefined);
    await client.get('/x').catch(() => undefined);
    expect(tokenStore.get()).toBe('tok');
  });

  it('clears the token on a 401 and fails with an HttpError carrying the status', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 401, { error: 'unauthorized', message: 'Session expired' }),
    );
    const { client, tokenStore, cleared } = clientWithToken(server.url);
    const error = await rejectionOf(client.get('/me'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'http_error', status: 401, message: 'Session expired' });
    expect(tokenStore.get()).toBeNull();
    expect(cleared).toEqual(['unauthorized']);
  });

  it('keeps the token on other errors such as 403', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 403, { error: 'forbidden', message: 'Not your business' }),
    );
    const { client, tokenStore } = clientWithToken(server.url);
    const error = await rejectionOf(client.get('/other-tenant'));
    expect(error).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(tokenStore.get()).toBe('tok');
  });

  it('counts HTML error pages towards the warning but reports their status', async () => {
    server = await scripted([[502, '<html><body>Bad gateway</body></html>', 'text/html']]);
    const { client, warnings } = clientWithToken(server.url);
    const errors = [];
    for (let i = 0; i < 3; i += 1) errors.push(await rejectionOf(client.get('/x')));
    expect(errors.map((e) => (e as HttpError).status)).toEqual([502, 502, 502]);
    expect(warnings).toHaveLength(1);
  });
});
