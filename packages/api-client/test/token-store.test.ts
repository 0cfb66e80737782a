import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createTokenStore, STORAGE_KEYS } from '../src/index.ts';

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
});
