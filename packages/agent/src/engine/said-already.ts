import { analyze } from '../text/analyzer.ts';
import { attributeTerms, type QuestionKind } from './question-type.ts';

/**
 * A later part of a message whose best answer an earlier part already gave: "what does the
 * Large locker cost and what is included?" (the price line says what it holds), "for the
 * Gold plan, what support do we get, and is a manager part of it?" (the Gold line names
 * the manager). Composed alone, its answer opens with a sentence already said; composed
 * with the said sentences left out, it opens with the next best line — a neighbour's price,
 * another page's sentence — that holds no thing the part asks about which the said
 * sentences did not already hold, so the part adds nothing. "What does Asana cost, and what
 * about Odoo?" keeps its Odoo line: Odoo was not said. Only a yes/no or general part: a
 * price, duration or count asks a value the next line may state ("where are the docs, and
 * how fast does sales answer a quote?"), a list or a how-to its own whole shape. Units are the answers' sentences (see create-agent-engine's sentencesOf).
 */
export function answeredAlready(
  kind: QuestionKind,
  question: string,
  alone: readonly string[],
  instead: readonly string[],
  said: ReadonlySet<string>,
): boolean {
  if ((kind !== 'yes-no' && kind !== 'general') || said.size === 0) return false;
  const first = alone.find((u) => u.length > 0);
  if (first === undefined || !said.has(first)) return false;
  const asked = new Set(analyze(question).filter((t) => !attributeTerms.has(t)));
  const saidTerms = new Set(analyze([...said].join(' ')));
  const next = instead.find((u) => u.length > 0) ?? '';
  return !analyze(next).some((t) => asked.has(t) && !saidTerms.has(t));
}
