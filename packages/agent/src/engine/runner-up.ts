// The re-ranking rules' shared move: a passage just below the first that is the kind of
// answer the question asks for goes first when it scores close enough to the first.
import type { Passage } from '../types.ts';

/**
 * The first passage after the top, among the first `within`, scoring at least `share` of
 * the top's, that `fits`.
 */
export function runnerUp(
  passages: readonly Passage[],
  within: number,
  share: number,
  fits: (p: Passage) => boolean,
): Passage | undefined {
  const top = passages[0];
  if (!top) return undefined;
  return passages.find((p, i) => i > 0 && i < within && p.score >= share * top.score && fits(p));
}

/** The passages with `first` moved to the front; as they were without one. */
export function withFirst(passages: readonly Passage[], first: Passage | undefined): Passage[] {
  return first ? [first, ...passages.filter((p) => p !== first)] : [...passages];
}
