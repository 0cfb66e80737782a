import { STORAGE_KEYS } from './constants.ts';
import { createMemoryStorage, type KeyValueStorage } from './storage.ts';

// SPEC §4 "Session": the token is loaded from storage at start, setting it stores it,
// setting an empty token clears it. Other tabs see the change through the storage itself;
// this store notifies subscribers in the tab that made the change.

export interface TokenStore {
  get(): string | null;
  /** Stores the token; an empty or blank token clears it, as a logout does. */
  set(token: string | null): void;
  clear(): void;
  /** Called with the new token (null when cleared); returns the unsubscribe function. */
  subscribe(listener: (token: string | null) => void): () => void;
}

export interface TokenStoreOptions {
  storage?: KeyValueStorage;
  key?: string;
}

export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const storage = options.storage ?? createMemoryStorage();
  const key = options.key ?? STORAGE_KEYS.token;
  const listeners = new Set<(token: string | null) => void>();

  const read = (): string | null => {
    try {
      const value = storage.getItem(key);
      return value?.trim() ? value : null;
    } catch {
      return null;
    }
  };

  const notify = (token: string | null) => {
    for (const listener of [...listeners]) listener(token);
  };

  const clear = () => {
    const had = read() !== null;
    try {
      storage.removeItem(key);
    } catch {
      // A storage that cannot be written still forgets nothing we could reach.
    }
    if (had) notify(null);
  };

  return {
    get: read,
    set(token) {
      if (!token?.trim()) {
        clear();
        return;
      }
      storage.setItem(key, token);
      notify(token);
    },
    clear,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
