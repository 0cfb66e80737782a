import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/support/fake-s3.ts';
import { EnvError, parseEnv } from '../../env.ts';
import { createDataDirStore } from './data-dir-store.ts';
import { createFileStore, type FileStore, InvalidStorageKeyError } from './file-store.ts';
import { createS3Store, StorageError } from './s3-store.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text));

/** What every store must do, whatever keeps the bytes. */
function behavesLikeAStore(name: string, open: () => FileStore) {
  describe(name, () => {
    it('puts, gets, replaces and deletes bytes by key', async () => {
      const store = open();
      await store.put('attachments/1/10', bytes('first'), 'text/plain');
      expect((await store.get('attachments/1/10'))?.toString()).toBe('first');
      await store.put('attachments/1/10', bytes('second'), 'text/plain');
      expect((await store.get('attachments/1/10'))?.toString()).toBe('second');
      const binary = new Uint8Array([0, 255, 1, 254, 10, 13]);
      await store.put('attachments/1/11', binary, 'image/png');
      expect([...((await store.get('attachments/1/11')) ?? [])]).toEqual([...binary]);
      await store.delete('attachments/1/10');
      expect(await store.get('attachments/1/10')).toBeNull();
      expect((await store.get('attachments/1/11'))?.length).toBe(6);
    });

    it('answers null for a key never stored and deletes a missing key quietly', async () => {
      const store = open();
      expect(await store.get('attachments/9/404')).toBeNull();
      await expect(store.delete('attachments/9/404')).resolves.toBeUndefined();
    });

    it.each([
      '../outside',
      'attachments/../../etc/passwd',
      '/etc/passwd',
      'a//b',
      '.hidden',
      'a/./b',
      'a\\b',
      'a/b/',
      '',
      '%2e%2e/x',
      'x'.repeat(513),
      'name with space',
      'nul\u0000',
    ])('refuses the unsafe key %j', async (key) => {
      const store = open();
      await expect(store.put(key, bytes('x'), 'text/plain')).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(store.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    });
  });
}

describe('file stores', () => {
  let root: string;
  let s3: FakeS3;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lisa-store-test-'));
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await s3?.close();
  });

  behavesLikeAStore('the data-directory store', () => createDataDirStore(join(root, 'files')));
  behavesLikeAStore('the S3 store (fake S3 on loopback)', () =>
    createS3Store({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    }),
  );

  it('the data-directory store writes only inside its folder, no temporary files left', async () => {
    const store = createDataDirStore(join(root, 'inside'));
    await store.put('attachments/2/1', bytes('kept'), 'text/plain');
    await expect(store.put('../escaped', bytes('x'), 'text/plain')).rejects.toThrow();
    expect(existsSync(join(root, 'escaped'))).toBe(false);
    expect(readdirSync(join(root, 'inside', 'attachments', '2'))).toEqual(['1']);
  });

  it('S3: every request is signed (SigV4, payload hash), objects keep their content type', async () => {
    const store = createFileStore({
      DATA_DIR: root,
      FILES_DIR: undefined,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    expect(store.kind).toBe('s3');
    const before = s3.requests.length;
    await store.put('attachments/3/7', bytes('%PDF-1.7'), 'application/pdf');
    expect(s3.objects.get('attachments/3/7')).toMatchObject({ contentType: 'application/pdf' });
    expect(s3.requests.slice(before)).toEqual([
      {
        method: 'PUT',
        path: `/${s3.bucket}/attachments/3/7`,
        authorization: expect.stringMatching(
          /^AWS4-HMAC-SHA256 Credential=AKIAFAKES3TEST\/\d{8}\/auto\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*x-amz-content-sha256[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
        ),
      },
    ]);
  });

  it('S3: a wrong secret or an unknown bucket is an error naming S3 code, never a silent miss', async () => {
    const wrongSecret = createS3Store({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: 'not-the-secret',
    });
    await expect(wrongSecret.put('a/1', bytes('x'), 'text/plain')).rejects.toThrow(
      new StorageError('S3 PUT answered 403 (SignatureDoesNotMatch)'),
    );
    await expect(wrongSecret.get('a/1')).rejects.toThrow(/403 \(SignatureDoesNotMatch\)/);
    const noBucket = createS3Store({
      endpoint: s3.endpoint,
      bucket: 'missing-bucket',
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
    await expect(noBucket.put('a/1', bytes('x'), 'text/plain')).rejects.toThrow(/NoSuchBucket/);
    expect(s3.objects.has('a/1')).toBe(false);
  });

  it('the data directory is the default; S3 needs all four settings or none', () => {
    const local = parseEnv({ DATA_DIR: root });
    expect(createFileStore(local).kind).toBe('data-dir');
    expect(createFileStore(parseEnv({ ...s3.env() })).kind).toBe('s3');
    const { S3_SECRET_ACCESS_KEY: _left, ...partial } = s3.env();
    expect(() => parseEnv(partial)).toThrow(EnvError);
    expect(() => parseEnv(partial)).toThrow(/S3_SECRET_ACCESS_KEY: needed with the other S3_\*/);
    expect(() => parseEnv({ ...s3.env(), S3_ENDPOINT: 'not a url' })).toThrow(EnvError);
  });
});
