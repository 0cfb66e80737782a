export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * The `?next=` return path, only when it stays on this origin: a path starting with one
 * slash. Anything else ("//evil.test", "https://...", "javascript:") falls back to the
 * dashboard, so the sign-in page cannot be used as an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return DEFAULT_AFTER_SIGN_IN;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if ([...next].some((char) => char.charCodeAt(0) < 0x20)) return DEFAULT_AFTER_SIGN_IN;
  return next;
}

/** `/signin?next=...` for the path the visitor was headed to. */
export function signInPathFor(path: string): string {
  if (!path || path === DEFAULT_AFTER_SIGN_IN) return '/signin';
  return `/signin?next=${encodeURIComponent(path)}`;
}
