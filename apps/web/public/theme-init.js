// Sets the saved theme (else the system's) before the first paint of a prerendered page,
// as @lisa/ui's ThemeProvider will once the app runs. Loaded blocking from <head> on the
// pages that follow the visitor's choice (scripts/page-head.ts); tiny on purpose.
try {
  const saved = localStorage.getItem('theme');
  document.documentElement.dataset.theme =
    saved === 'light' || saved === 'dark'
      ? saved
      : matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
} catch {
  // Storage can be blocked: the app applies the theme when it starts.
}
