// The web widget's Business Key (SPEC §3): shown masked in the embed snippet, kept in full
// in the dashboard. Masking keeps the prefix (so people recognise the kind of key) and the
// last four characters (so they can tell two keys apart).

const VISIBLE_TAIL = 4;
const MASK = '••••••••';

export function maskBusinessKey(key: string): string {
  const prefixEnd = key.lastIndexOf('_') + 1;
  const prefix = key.slice(0, prefixEnd);
  const secret = key.slice(prefixEnd);
  if (secret.length <= VISIBLE_TAIL) return `${prefix}${MASK}`;
  return `${prefix}${MASK}${secret.slice(-VISIBLE_TAIL)}`;
}
