export type Theme = 'light' | 'dark';

/** SPEC §3: the theme choice is kept in local storage under this key. */
export const THEME_STORAGE_KEY = 'theme';

/** SPEC §2: these paths always render light, whatever the visitor chose. */
export const FORCED_LIGHT_PATHS: readonly string[] = [
  '/',
  '/dashboard',
  '/dashboard/team',
  '/dashboard/pipeline',
  '/dashboard/inbox',
  '/dashboard/leads',
  '/dashboard/workflows',
  '/dashboard/integrations',
  '/dashboard/datacenter',
];

export interface ThemeEnvironment {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  matchMedia?: ((query: string) => { matches: boolean }) | null;
}

function defaultEnvironment(): Required<ThemeEnvironment> {
  return {
    storage: typeof localStorage === 'undefined' ? null : localStorage,
    matchMedia: typeof matchMedia === 'undefined' ? null : (q) => matchMedia(q),
  };
}

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** Exact paths only (a trailing slash is ignored): /dashboard/contacts follows the choice. */
export function isForcedLightPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return FORCED_LIGHT_PATHS.includes(normalised);
}

export function readSavedTheme(env: ThemeEnvironment = defaultEnvironment()): Theme | null {
  try {
    const saved = env.storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : null;
  } catch {
    // Storage can throw (privacy mode, quota); the system preference then decides.
    return null;
  }
}

export function systemTheme(env: ThemeEnvironment = defaultEnvironment()): Theme {
  return env.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The saved choice, else the system preference (SPEC §2). */
export function initialTheme(env: ThemeEnvironment = defaultEnvironment()): Theme {
  return readSavedTheme(env) ?? systemTheme(env);
}

export function saveTheme(theme: Theme, env: ThemeEnvironment = defaultEnvironment()): void {
  try {
    env.storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not saving is harmless: the choice still applies for this visit.
  }
}

/** The theme a page renders with: light on the forced paths, else the choice. */
export function effectiveTheme(choice: Theme, pathname: string): Theme {
  return isForcedLightPath(pathname) ? 'light' : choice;
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
}
