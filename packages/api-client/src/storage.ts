// The subset of the Web Storage API the client needs. `window.localStorage` satisfies it;
// tests and servers pass `createMemoryStorage()`.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/**
 * Reads and parses a cached JSON value. Storage can throw (Safari private mode, quota,
 * disabled cookies) and a cached value can be corrupt; both read as "nothing cached".
 */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Writes a JSON value; a full or disabled storage only loses the cache, never the call. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // The cache is an optimisation: failing to write it must not fail the request.
  }
}
