import { describe, expect, it } from 'vitest';
import { progressFetch } from '../src/progress-fetch.ts';

// Upload progress: the request goes through XMLHttpRequest (a fake here) whose upload
// events become whole percentages, and its answer becomes a standard Response.

class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null | undefined;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  aborted = false;
  upload: {
    onprogress:
      | ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)
      | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-extra: 1\r\n';
  }
  send(body?: Blob | null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

describe('progressFetch', () => {
  it('reports the bytes sent as percentages and answers a Response', async () => {
    const seen: number[] = [];
    const doFetch = progressFetch((p) => seen.push(p), { createXhr: () => new FakeXhr() });
    const pending = doFetch('http://api.test/api/attachments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ name: 'a.txt' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/api/attachments');
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer t' });
    expect(await xhr.body?.text()).toBe('{"name":"a.txt"}');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 999, total: 1000 });
    xhr.status = 201;
    xhr.statusText = 'Created';
    xhr.response = new Blob(['{"id":7}']);
    xhr.onload?.();
    const response = await pending;
    expect(seen).toEqual([0, 25, 99, 100]);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-extra')).toBe('1');
    expect(await response.json()).toEqual({ id: 7 });
  });

  it('rejects on a network error and aborts with the signal', async () => {
    const doFetch = progressFetch(() => {}, { createXhr: () => new FakeXhr() });
    const failing = doFetch('http://api.test/x', { method: 'POST', body: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    FakeXhr.last?.onerror?.();
    await expect(failing).rejects.toThrow('Failed to fetch');

    const controller = new AbortController();
    const aborted = doFetch('http://api.test/x', {
      method: 'POST',
      body: 'x',
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(aborted).rejects.toThrow();
    expect(FakeXhr.last?.aborted).toBe(true);
  });

  it('falls back to fetch where there is no XMLHttpRequest', async () => {
    const seen: number[] = [];
    const doFetch = progressFetch((p) => seen.push(p), {
      fetch: async () => new Response('ok'),
    });
    expect(await (await doFetch('http://api.test/x')).text()).toBe('ok');
    expect(seen).toEqual([0, 100]);
  });
});
