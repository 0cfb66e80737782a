import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createTokenStore,
  STORAGE_KEYS,
  type StorageEventSource,
} from '../src/index.ts';

describe('token store (SPEC §4 session)', () => {
  it('loads the token already in storage at start', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.token]: 'saved' });
    expect(createTokenStore({ storage }).get()).toBe('saved');
  });

  it('stores a token and tells subscribers', () => {
    const storage = createMemoryStorage();
    const store = createTokenStore({ storage });
    const seen: Array<string | null> = [];
    store.subscribe((token) => seen.push(token));

    store.set('abc');

    expect(storage.getItem(STORAGE_KEYS.token)).toBe('abc');
    expect(seen).toEqual(['abc']);
  });

  it('treats setting an empty token as a logout that clears it', () => {
    const storage = createMemoryStorage();
    const store = createTokenStore({ storage });
    const seen: Array<string | null> = [];
    store.set('abc');
    store.subscribe((token) => seen.push(token));

    store.set('  ');

    expect(store.get()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(seen).toEqual([null]);
  });

  it('does not notify when clearing a store that holds no token', () => {
    const store = createTokenStore();
    const seen: Array<string | null> = [];
    const unsubscribe = store.subscribe((token) => seen.push(token));
    store.clear();
    unsubscribe();
    store.set('later');
    expect(seen).toEqual([]);
  });

  it('reads no token from a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(createTokenStore({ storage: broken }).get()).toBeNull();
  });

  it('tells subscribers about a token another tab wrote, while subscribed', () => {
    const storage = createMemoryStorage();
    const storageEvents = new EventTarget();
    // A browser's window types its 'storage' listener with StorageEvent; EventTarget is generic.
    const store = createTokenStore({
      storage,
      storageEvents: storageEvents as unknown as StorageEventSource,
    });
    const seen: Array<string | null> = [];
    const otherTab = (key: string | null) =>
      storageEvents.dispatchEvent(Object.assign(new Event('storage'), { key }));

    const unsubscribe = store.subscribe((token) => seen.push(token));
    storage.setItem(STORAGE_KEYS.token, 'from-other-tab');
    otherTab(STORAGE_KEYS.token);
    otherTab('lisa.theme');
    storage.removeItem(STORAGE_KEYS.token);
    otherTab(null);
    unsubscribe();
    otherTab(STORAGE_KEYS.token);

    expect(seen).toEqual(['from-other-tab', null]);
  });
});
