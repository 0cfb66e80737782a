// Where file bytes live (attachments today; generated files next), behind one small
// interface so every API instance reads what any other wrote: a directory on disk by
// default (data-dir-store.ts; shared storage when several instances run), any
// S3-compatible store when S3_* is configured (s3-store.ts). The database keeps only
// the key, the size and the type.
import { join } from 'node:path';
import type { Env } from '../../env.ts';
import { createDataDirStore } from './data-dir-store.ts';
import { createS3Store } from './s3-store.ts';

export interface FileStore {
  /** 'data-dir' or 's3' (logged at start, shown nowhere else). */
  readonly kind: 'data-dir' | 's3';
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key; null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a key that is already gone is fine. */
  delete(key: string): Promise<void>;
}

const MAX_KEY_LENGTH = 512;
/** Segments of letters, digits, dot, dash and underscore, each starting with a letter or digit. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export class InvalidStorageKeyError extends Error {}

/** Throws on a key that could leave its folder or mean different things to different stores. */
export function checkStorageKey(key: string): string {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) {
    throw new InvalidStorageKeyError(`Not a safe storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}

export type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'FILES_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** S3 when its four settings are given (env.ts refuses some without the others), else DATA_DIR. */
export function createFileStore(
  env: StorageEnv,
  options: { fetch?: typeof fetch } = {},
): FileStore {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Store({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }
  return createDataDirStore(env.FILES_DIR ?? join(env.DATA_DIR, 'files'));
}
