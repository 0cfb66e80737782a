// File bytes in a directory (FILES_DIR, default DATA_DIR/files): one file per key, written
// to a temporary name and renamed, so a reader never sees half a file. Keys are checked
// (checkStorageKey) and the resolved path must stay inside the root: no key reaches
// outside it. Several API instances share it when the directory is shared (NFS, a volume).
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { checkStorageKey, type FileStore, InvalidStorageKeyError } from './file-store.ts';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export function createDataDirStore(directory: string): FileStore {
  const root = resolve(directory);

  function pathOf(key: string): string {
    const path = resolve(root, checkStorageKey(key));
    if (!path.startsWith(root + sep)) throw new InvalidStorageKeyError('Key leaves the store');
    return path;
  }

  return {
    kind: 'data-dir',

    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
