// A `fetch` that reports how much of the request body has been sent, for file uploads
// (the inbox composer's POST /api/attachments, a visitor's POST /chat with files). fetch()
// itself cannot tell: a streamed request body needs HTTP/2 in Chromium, so this sends
// through XMLHttpRequest, whose `upload.onprogress` counts real bytes on the wire, and
// answers a standard Response. Where there is no XMLHttpRequest (Node, workers) it is the
// given fetch and the progress jumps to 100 once the response arrives.

export type UploadProgress = (percent: number) => void;
type FetchInput = Parameters<typeof fetch>[0];

interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body?: Blob | null): void;
  abort(): void;
  responseType: string;
  readonly status: number;
  readonly statusText: string;
  readonly response: unknown;
  upload: {
    onprogress:
      | ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)
      | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

export function progressFetch(
  onProgress: UploadProgress,
  options: {
    fetch?: typeof fetch;
    createXhr?: () => XhrLike;
  } = {},
): typeof fetch {
  // No DOM types in this package: the browser's XMLHttpRequest is looked up at run time.
  const Xhr = (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;
  const createXhr = options.createXhr ?? (Xhr ? () => new Xhr() : undefined);
  const fallback = options.fetch ?? globalThis.fetch.bind(globalThis);
  if (!createXhr) {
    return (async (input: FetchInput, init?: RequestInit) => {
      onProgress(0);
      const response = await fallback(input, init);
      onProgress(100);
      return response;
    }) as typeof fetch;
  }
  return (async (input: FetchInput, init?: RequestInit) => {
    const request = new Request(input, init);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = createXhr();
      const signal = request.signal;
      if (signal?.aborted) {
        reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
        return;
      }
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'blob';
      let last = -1;
      const report = (percent: number) => {
        if (percent !== last) {
          last = percent;
          onProgress(percent);
        }
      };
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          report(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
        }
      };
      xhr.onload = () => {
        done();
        report(100);
        const status = xhr.status;
        const nullBody = status === 204 || status === 205 || status === 304;
        resolve(
          new Response(nullBody ? null : (xhr.response as Blob | null), {
            status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        done();
        reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      };
      report(0);
      xhr.send(body && body.size > 0 ? body : null);
    });
  }) as typeof fetch;
}
