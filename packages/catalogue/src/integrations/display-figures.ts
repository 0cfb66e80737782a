// DISPLAY PLACEHOLDERS. SPEC §2 says the integrations page shows a pseudo rating and
// install count "derived from the app id; these figures are fake placeholders". They are
// not measured and must never be presented as real statistics elsewhere. Derived from a
// hash of the id so every render, server or client, shows the same figure.

/** FNV-1a, 32 bit: tiny, stable across runtimes, well spread for short ids. */
function hashId(id: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Placeholder rating between 4.3 and 4.9, one decimal. */
export function displayRating(id: string): number {
  const step = hashId(id, 0) % 7; // 0..6
  return (43 + step) / 10;
}

/** Placeholder install count from '5k+' to '29k+'. */
export function displayInstalls(id: string): string {
  const thousands = 5 + (hashId(id, 0x9e3779b9) % 25); // 5..29
  return `${thousands}k+`;
}
