// Browser storage behind a small interface: tests pass an in-memory map, the browser
// passes localStorage. Reads and writes never throw (private mode, quota, disabled
// storage): SPEC §8 says stored-data failures are ignored silently.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Keys chat-core owns in local storage (SPEC §3 "Local storage items"). */
export const CHAT_STORAGE_KEYS = {
  deviceId: 'lisa-device-id',
  chatHistory: 'lisa-chat-history',
  /** Written by the dashboard after sign-in: { businesses: [{ business_name, agent_name }] }. */
  userData: 'lisa-user-data',
  heroMessageCount: 'lisa-hero-chat-count',
  /** The floating chat's conversation on the server: { conversation_id, visitor_token, after? }. */
  chatSession: 'lisa-chat-session',
} as const;

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/** localStorage when the page can use it, else a memory map for this page view. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__lisa_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

export function readItem(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Quota or disabled storage: the chat keeps working for this page view.
  }
}

export function removeItem(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Same as writeItem.
  }
}

export function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = readItem(storage, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
