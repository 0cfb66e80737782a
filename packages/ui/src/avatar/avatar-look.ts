/** "Ada Lovelace" -> "AL", "cher" -> "C": first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const palette = [
  'bg-brand-surface text-brand-ink',
  'bg-accent-surface text-accent-ink',
  'bg-success-surface text-success-ink',
  'bg-warning-surface text-warning-ink',
  'bg-surface-muted text-ink',
] as const;

/** The same name always gets the same colour pair (a small string hash). */
export function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0];
}
