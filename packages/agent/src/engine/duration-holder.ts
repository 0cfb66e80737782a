import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { asksDuration, durationTerms, statesDuration } from './asked-attribute.ts';

// "After I send the quote form, how long until someone answers?": the best passage may share
// the scene's words ("form", "wait", "long" on a page about queues) while a passage a little
// lower holds the thing asked ("quote", "request", "reply") with its length of time ("within
// 2 business days"). A length of time is asked of a thing: the passage holding that thing
// and a length is the one to judge and answer from.

/** How many of the best passages are looked at. */
const depth = 5;

/**
 * The passage stating the asked length of time, then the others stating one; or undefined.
 * `asksLength`: the question is known to ask one ("how soon", "how quickly" in a question
 * whose kind was judged before words were carried into it).
 */
export function durationHolderFirst(
  question: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
  asksLength = asksDuration(foldText(question)),
): Passage[] | undefined {
  const q = foldText(question);
  const top = passages[0];
  if (!top || !asksLength) return undefined;
  // The words naming what the length is of: not the asking, not the business's name.
  const thing = (p: Passage) =>
    new Set(
      (p.matchedTerms ?? [])
        .filter(
          (m) => !m.corrected && !m.synonym && !durationTerms.has(m.term) && !ignore.has(m.term),
        )
        .map((m) => m.term),
    );
  const asked = new Set(analyze(q).filter((t) => !durationTerms.has(t) && !ignore.has(t)));
  // The one holding most of the thing (the earliest of equals), two words of it at least;
  // whether that is enough to answer is judged again on it.
  let holder: Passage | undefined;
  let most = 2;
  for (const p of passages.slice(1, depth)) {
    const held = thing(p);
    if (held.size < most || ![...held].every((t) => asked.has(t))) continue;
    if (!statesDuration(foldText(p.text))) continue;
    holder = p;
    most = held.size + 1;
  }
  if (!holder) return undefined;
  // The others only where they hold two of its words and state a length too: the scene's
  // page answers nothing.
  const its = thing(holder);
  const shares = (p: Passage) => [...thing(p)].filter((t) => its.has(t)).length >= 2;
  return [
    answeringLength(holder, passages),
    ...passages.filter((p) => p !== holder && shares(p) && statesDuration(foldText(p.text))),
  ];
}

/**
 * The holder with the question's words of asking a length ("how long", "wait") counted as
 * matched: the length it states answers them. Their weights are those other passages
 * matched them with.
 */
function answeringLength(holder: Passage, passages: readonly Passage[]): Passage {
  const matched = holder.matchedTerms ?? [];
  if (!holder.coverage || matched.length === 0) return holder;
  const total = matched.reduce((a, m) => a + m.weight, 0) / holder.coverage;
  const have = new Set(matched.map((m) => m.term));
  const added = new Map<string, (typeof matched)[number]>();
  for (const m of passages.flatMap((p) => p.matchedTerms ?? []))
    if (durationTerms.has(m.term) && !m.corrected && !have.has(m.term) && !added.has(m.term))
      added.set(m.term, m);
  if (added.size === 0) return holder;
  const terms = [...matched, ...added.values()];
  const coverage = Math.min(1, terms.reduce((a, m) => a + m.weight, 0) / total);
  return { ...holder, matchedTerms: terms, coverage };
}
