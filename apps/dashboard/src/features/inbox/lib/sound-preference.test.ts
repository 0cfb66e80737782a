import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MUTED_STORAGE_KEY, soundPreference } from './sound-preference.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('soundPreference', () => {
  it('is on by default and keeps a mute in lisa.inbox.muted', () => {
    expect(soundPreference.isMuted()).toBe(false);
    soundPreference.setMuted(true);
    expect(storage.getItem(MUTED_STORAGE_KEY)).toBe('true');
    expect(soundPreference.isMuted()).toBe(true);
    soundPreference.setMuted(false);
    expect(storage.getItem(MUTED_STORAGE_KEY)).toBeNull();
  });

  it('tells subscribers about a change', () => {
    const listener = vi.fn();
    const unsubscribe = soundPreference.subscribe(listener);
    soundPreference.setMuted(true);
    unsubscribe();
    soundPreference.setMuted(false);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('survives a blocked storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(() => soundPreference.setMuted(true)).not.toThrow();
  });
});
