import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  applyTheme,
  effectiveTheme,
  initialTheme,
  saveTheme,
  type Theme,
  type ThemeEnvironment,
} from './theme-preference.ts';

export interface ThemeContextValue {
  /** What the visitor chose (or the system preference when nothing is saved). */
  theme: Theme;
  /** What the current page renders with (light on the forced paths). */
  appliedTheme: Theme;
  forcedLight: boolean;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** The current location's pathname; decides whether the page is forced light. */
  pathname: string;
  environment?: ThemeEnvironment;
  children: ReactNode;
}

/** Holds the theme choice, saves it, and writes data-theme on <html>. */
export function ThemeProvider({ pathname, environment, children }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => initialTheme(environment));
  const applied = effectiveTheme(theme, pathname);

  useLayoutEffect(() => {
    applyTheme(applied);
  }, [applied]);

  const setTheme = useCallback(
    (next: Theme) => {
      setThemeState(next);
      saveTheme(next, environment);
    },
    [environment],
  );
  const toggleTheme = useCallback(
    () => setTheme(theme === 'dark' ? 'light' : 'dark'),
    [setTheme, theme],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, appliedTheme: applied, forcedLight: applied !== theme, setTheme, toggleTheme }),
    [theme, applied, setTheme, toggleTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
