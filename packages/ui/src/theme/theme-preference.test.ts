import { describe, expect, it } from 'vitest';
import {
  effectiveTheme,
  FORCED_LIGHT_PATHS,
  initialTheme,
  isForcedLightPath,
  readSavedTheme,
  saveTheme,
  THEME_STORAGE_KEY,
} from './theme-preference.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      data.set(k, v);
    },
  };
}

const prefersDark = () => ({ matches: true });
const prefersLight = () => ({ matches: false });

describe('theme preference', () => {
  it('uses the saved choice before the system preference', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: 'light' });
    expect(initialTheme({ storage, matchMedia: prefersDark })).toBe('light');
  });

  it('falls back to the system preference when nothing valid is saved', () => {
    expect(initialTheme({ storage: memoryStorage(), matchMedia: prefersDark })).toBe('dark');
    expect(
      initialTheme({ storage: memoryStorage({ theme: 'purple' }), matchMedia: prefersLight }),
    ).toBe('light');
  });

  it('treats throwing storage as no saved choice', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSavedTheme({ storage, matchMedia: null })).toBeNull();
    expect(() => saveTheme('dark', { storage, matchMedia: null })).not.toThrow();
  });

  it('saves the choice under the theme key', () => {
    const storage = memoryStorage();
    saveTheme('dark', { storage, matchMedia: null });
    expect(storage.data.get('theme')).toBe('dark');
  });

  it('forces light on exactly the SPEC paths', () => {
    for (const path of FORCED_LIGHT_PATHS) expect(isForcedLightPath(path)).toBe(true);
    expect(isForcedLightPath('/dashboard/')).toBe(true);
    expect(isForcedLightPath('/dashboard/contacts')).toBe(false);
    expect(isForcedLightPath('/pricing')).toBe(false);
    expect(isForcedLightPath('/dashboard/integrations/slack')).toBe(false);
    expect(effectiveTheme('dark', '/')).toBe('light');
    expect(effectiveTheme('dark', '/about')).toBe('dark');
  });
});
