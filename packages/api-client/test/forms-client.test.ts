import { afterEach, describe, expect, it } from 'vitest';
import { createFormsClient, FormSubmissionError, FormTypeError } from '../src/index.ts';
import { rejectionOf } from './support/clients.ts';
import {
  closedPortUrl,
  type LoopbackServer,
  sendJson,
  sendText,
  startServer,
} from './support/loopback-server.ts';

const servers: LoopbackServer[] = [];
async function serve(...args: Parameters<typeof startServer>) {
  const server = await startServer(...args);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const NOW = new Date('2026-11-22T03:00:00.000Z');

describe('forms (SPEC §5, §7)', () => {
  it.each(['newsletter', 'Contact', '', 'quote '])(
    'rejects the form type %j with the SPEC §5 message and sends nothing',
    async (type) => {
      const server = await serve((_req, res) => sendJson(res, 200, { status: 'success' }));
      const forms = createFormsClient({ host: server.url, fallbackHosts: [] });
      const error = await rejectionOf(forms.submitForm(type, { name: 'Ada' }));
      expect(error).toBeInstanceOf(FormTypeError);
      expect(error.message).toBe(
        `Invalid form type: ${type}. Must be one of: contact, rsvp, demo, quote`,
      );
      expect(error).toMatchObject({ code: 'invalid_form_type' });
      expect(server.requests).toHaveLength(0);
    },
  );

  it.each(['contact', 'rsvp', 'demo', 'quote'])(
    'POSTs a %s form as JSON to {host}/forms/{type} with submittedAt added',
    async (type) => {
      const server = await serve((_req, res) =>
        sendJson(res, 200, { status: 'success', id: 'f1' }),
      );
      const forms = createFormsClient({ host: server.url, fallbackHosts: [], now: () => NOW });

      await expect(
        forms.submitForm(type, { name: 'Ada', email: 'ada@example.com' }),
      ).resolves.toEqual({ status: 'success', id: 'f1' });
      const [request] = server.requests;
      expect(request).toMatchObject({ method: 'POST', path: `/forms/${type}` });
      expect(request?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request?.body ?? '')).toEqual({
        name: 'Ada',
        email: 'ada@example.com',
        submittedAt: '2026-11-22T03:00:00.000Z',
      });
    },
  );

  it('tries the fallback host when the primary cannot be reached', async () => {
    const fallback = await serve((_req, res) =>
      sendJson(res, 200, { status: 'success', id: 'f2' }),
    );
    const forms = createFormsClient({ host: await closedPortUrl(), fallbackHosts: [fallback.url] });
    await expect(forms.submitForm('contact', { name: 'Ada' })).resolves.toMatchObject({ id: 'f2' });
    expect(fallback.requests[0]?.path).toBe('/forms/contact');
  });

  it('tries the fallback host when the primary answers non-OK', async () => {
    const primary = await serve((_req, res) => sendText(res, 502, 'bad gateway'));
    const fallback = await serve((_req, res) =>
      sendJson(res, 200, { status: 'success', id: 'f3' }),
    );
    const forms = createFormsClient({ host: primary.url, fallbackHosts: [fallback.url] });
    await expect(forms.submitForm('demo', { name: 'Ada' })).resolves.toMatchObject({ id: 'f3' });
    expect(primary.requests).toHaveLength(1);
    expect(fallback.requests).toHaveLength(1);
  });

  it("fails a non-OK answer with 'Form submission failed: {status} {statusText} - {body}'", async () => {
    const body = JSON.stringify({
      error: 'validation_failed',
      message: 'Email address is required',
    });
    const server = await serve((_req, res) => sendText(res, 400, body, 'application/json'));
    const forms = createFormsClient({ host: server.url, fallbackHosts: [] });
    const error = await rejectionOf(forms.submitForm('contact', {}));
    expect(error).toBeInstanceOf(FormSubmissionError);
    expect(error.message).toBe(`Form submission failed: 400 Bad Request - ${body}`);
    expect(error).toMatchObject({ code: 'form_submission_failed', status: 400 });
  });

  it('throws the last error when every endpoint fails', async () => {
    const primary = await serve((_req, res) => sendText(res, 500, 'primary down'));
    const fallback = await serve((_req, res) => sendText(res, 503, 'fallback down'));
    const forms = createFormsClient({ host: primary.url, fallbackHosts: [fallback.url] });
    const error = await rejectionOf(forms.submitForm('quote', {}));
    expect(error.message).toBe('Form submission failed: 503 Service Unavailable - fallback down');
    expect(error).toMatchObject({ endpoint: `${fallback.url}/forms/quote` });
  });

  it('falls back to the local API on port 8000 by default, once', () => {
    expect(createFormsClient({ host: 'https://api.lisa.example/' }).endpointsFor('rsvp')).toEqual([
      'https://api.lisa.example/forms/rsvp',
      'http://localhost:8000/forms/rsvp',
    ]);
    expect(createFormsClient({ host: 'http://localhost:8000' }).endpointsFor('demo')).toEqual([
      'http://localhost:8000/forms/demo',
    ]);
  });

  it("submits an RSVP with submittedAt and eventName 'Lisa Live 2025' by default", async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { status: 'success', id: 'r1' }));
    const forms = createFormsClient({ host: server.url, fallbackHosts: [], now: () => NOW });

    await forms.submitRsvp({ name: 'Ada', email: 'ada@example.com', attendance: 'online' });
    await forms.submitRsvp({ name: 'Bo', email: 'bo@example.com', eventName: 'Lisa Live 2026' });

    expect(server.requests.map((r) => r.path)).toEqual(['/forms/rsvp', '/forms/rsvp']);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      attendance: 'online',
      eventName: 'Lisa Live 2025',
      submittedAt: '2026-11-22T03:00:00.000Z',
    });
    expect(JSON.parse(server.requests[1]?.body ?? '')).toMatchObject({
      eventName: 'Lisa Live 2026',
    });
  });

  it('moves on to the next endpoint when one does not answer in time', async () => {
    const slow = await serve(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 800));
      sendJson(res, 200, { id: 'late' });
    });
    const fallback = await serve((_req, res) => sendJson(res, 200, { id: 'on-time' }));
    const forms = createFormsClient({
      host: slow.url,
      fallbackHosts: [fallback.url],
      timeoutMs: 200,
    });
    await expect(forms.submitForm('contact', {})).resolves.toEqual({ id: 'on-time' });
  });
});
