import { analyze } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';

// The part points back to the earlier subject itself; a subject only guessed for it (a
// topic kept because the knowledge answers there) leaves its passages as they are.
const pointsBack = /\b(?:it|its|they|them|their|that one|this one)\b|\bthere$/i;

/**
 * A later part of a message asked of the earlier part's subject ("How much is printing, and
 * does it skip duplicate copies there?" -> "… printing") is answered from that subject's
 * passages: another page may share more of the part's own words ("avoid duplicate bookings"
 * on the meeting-room page) but speaks of something else. `part` is the part as the visitor
 * wrote it, pointing back ("it", "there"), `asked` the part with the subject carried; the passages that hold a carried word
 * (title, section, question or text) come alone, in their order. Unchanged when nothing
 * was carried, or no passage holds the subject.
 */
export function onCarriedSubject(
  passages: readonly Passage[],
  part: string,
  asked: string,
): Passage[] | undefined {
  if (part === asked || !pointsBack.test(part.trim().replace(/[?!.]+$/, ''))) return undefined;
  const own = new Set(analyze(part));
  const carried = [...new Set(analyze(asked))].filter((t) => !own.has(t));
  if (carried.length === 0) return undefined;
  const holds = (p: Passage) => {
    const terms = new Set(analyze(`${p.title} ${p.section ?? ''} ${p.question ?? ''} ${p.text}`));
    return carried.some((t) => terms.has(t));
  };
  const kept = passages.filter(holds);
  return kept.length > 0 && kept.length < passages.length ? kept : undefined;
}
