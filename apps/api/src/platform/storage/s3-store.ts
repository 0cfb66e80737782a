// File bytes in any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2,
// Wasabi...): PUT, GET and DELETE of objects, path-style (`<endpoint>/<bucket>/<key>`, which
// every one of them accepts), signed with AWS Signature Version 4 by aws4fetch (a small,
// dependency-free signer on Web Crypto; see apps/api/README.md). The payload's SHA-256 is
// signed too, so a store rejects a body changed on the way. The operator configures this
// endpoint, so it goes through the plain fetch, not the outbound policy for URLs that
// businesses supply.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { checkStorageKey, type FileStore } from './file-store.ts';

export interface S3StoreOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Default: the global fetch (tests may pass their own). */
  fetch?: typeof fetch;
  /** A request that has not answered in this many ms fails (default 30 s). */
  timeoutMs?: number;
}

export class StorageError extends Error {}

/** The `<Code>` of an S3 error body, if any (never the whole body: it may echo the key). */
async function s3Code(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? 'no error code';
}

export function createS3Store(options: S3StoreOptions): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
  });
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;

  function urlOf(key: string): string {
    return `${base}/${checkStorageKey(key).split('/').map(encodeURIComponent).join('/')}`;
  }

  async function send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    const body = init.body as Uint8Array | undefined;
    const headers = new Headers(init.headers);
    headers.set(
      'x-amz-content-sha256',
      createHash('sha256')
        .update(body ?? new Uint8Array())
        .digest('hex'),
    );
    const signed = await client.sign(urlOf(key), { ...init, method, headers });
    return doFetch(signed, { signal: AbortSignal.timeout(timeoutMs) });
  }

  async function fail(action: string, response: Response): Promise<never> {
    throw new StorageError(`S3 ${action} answered ${response.status} (${await s3Code(response)})`);
  }

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      const response = await send('PUT', key, {
        body: bytes,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) await fail('PUT', response);
      await response.body?.cancel();
    },

    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },

    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail('DELETE', response);
      await response.body?.cancel();
    },
  };
}
