import { analyze } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { attributeTerms, type QuestionKind } from './question-type.ts';

/**
 * A later part of a message whose best answer an earlier part already gave: "what does the
 * Large locker cost and what is included?" (the price line says what it holds), "for the
 * Gold plan, what support do we get, and is a manager part of it?" (the Gold line names
 * the manager). Composed alone, its answer opens with a sentence already said; composed
 * with the said sentences left out, it opens with the next best line. That line adds
 * something only when it holds a word the part asks that nothing said held ("what does
 * Asana cost, and what about Odoo?": Odoo; "what does a team desk cost, and what is
 * included?": the line of what is included) and stands in a passage about the thing the
 * said answer named of the part's words (a neighbour's price, or another page's
 * "including", speaks of something else). Otherwise the part adds nothing. Only a yes/no
 * or general part: a price, duration or count asks a value the next line may state ("where
 * are the docs, and how fast does sales answer a quote?"), a list or a how-to its own whole
 * shape. Units are the answers' sentences (see create-agent-engine's sentencesOf).
 */
export function answeredAlready(
  kind: QuestionKind,
  question: string,
  alone: readonly string[],
  instead: readonly string[],
  said: ReadonlySet<string>,
  passages: readonly Passage[],
): boolean {
  if ((kind !== 'yes-no' && kind !== 'general') || said.size === 0) return false;
  const first = alone.find((u) => u.length > 0);
  if (first === undefined || !said.has(first)) return false;
  const next = instead.find((u) => u.length > 0);
  if (next === undefined) return true;
  const asked = new Set(analyze(question));
  const saidTerms = new Set(analyze([...said].join(' ')));
  const adds = analyze(next).some((t) => asked.has(t) && !saidTerms.has(t));
  const source = passages.find((p) => p.text.includes(next));
  const about = new Set(
    analyze(source ? `${source.title} ${source.section ?? ''} ${source.text}` : next),
  );
  // The thing as the said answer named it ("team desk", "Large knowledge base").
  const onThing = [...asked].every(
    (t) => attributeTerms.has(t) || !saidTerms.has(t) || about.has(t),
  );
  return !(adds && onThing);
}
