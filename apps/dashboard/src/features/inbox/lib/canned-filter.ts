// "/" at the start of the composer opens the canned responses, filtered by what follows.
import type { CannedResponse } from '@lisa/contracts/inbox';

/**
 * The short-code query when the text is "/" followed by no whitespace ("/ref" -> "ref"),
 * else null (the picker is closed).
 */
export function cannedQuery(text: string): string | null {
  const match = /^\/(\S*)$/.exec(text);
  return match ? (match[1] ?? '').toLowerCase() : null;
}

/** Short codes starting with the query first, then those containing it; by code within each. */
export function filterCanned(
  responses: readonly CannedResponse[],
  query: string,
  limit = 8,
): CannedResponse[] {
  const q = query.trim().toLowerCase();
  const byCode = (a: CannedResponse, b: CannedResponse) => a.short_code.localeCompare(b.short_code);
  const starts = responses.filter((item) => item.short_code.toLowerCase().startsWith(q));
  const contains = responses.filter(
    (item) =>
      !item.short_code.toLowerCase().startsWith(q) && item.short_code.toLowerCase().includes(q),
  );
  return [...starts.sort(byCode), ...contains.sort(byCode)].slice(0, limit);
}

/** The highlighted row after an arrow key, wrapping around. */
export function moveHighlight(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return 0;
  return (current + direction + count) % count;
}
