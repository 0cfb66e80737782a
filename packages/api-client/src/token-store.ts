import { STORAGE_KEYS } from './constants.ts';
import { createMemoryStorage, type KeyValueStorage } from './storage.ts';

// SPEC §4 "Session": the token is loaded from storage at start, setting it stores it,
// setting an empty token clears it. Subscribers hear about changes made in this tab and,
// when a `storageEvents` source (window) is given, about changes made in other tabs.

export interface TokenStore {
  get(): string | null;
  /** Stores the token; an empty or blank token clears it, as a logout does. */
  set(token: string | null): void;
  clear(): void;
  /** Called with the new token (null when cleared); returns the unsubscribe function. */
  subscribe(listener: (token: string | null) => void): () => void;
}

/** `window` satisfies it: the browser fires `storage` when another tab writes. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

export interface TokenStoreOptions {
  storage?: KeyValueStorage;
  key?: string;
  storageEvents?: StorageEventSource;
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

  // A `storage` event with a null key means another tab cleared the whole storage.
  const onStorage = (event: { key: string | null }) => {
    if (event.key === key || event.key === null) notify(read());
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
      // Listen to other tabs only while someone listens here.
      if (listeners.size === 0) options.storageEvents?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          options.storageEvents?.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}
