export {
  applyTheme,
  effectiveTheme,
  FORCED_LIGHT_PATHS,
  initialTheme,
  isForcedLightPath,
  isTheme,
  readSavedTheme,
  saveTheme,
  systemTheme,
  THEME_STORAGE_KEY,
  type Theme,
  type ThemeEnvironment,
} from './theme-preference.ts';
export {
  type ThemeContextValue,
  ThemeProvider,
  type ThemeProviderProps,
  useTheme,
} from './theme-provider.tsx';
export { ThemeToggle } from './theme-toggle.tsx';
