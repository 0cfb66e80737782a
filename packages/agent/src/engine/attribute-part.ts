import { analyze } from '../text/analyzer.ts';
import { subjectOf, thingWords } from './follow-up.ts';
import { attributeTerms } from './question-type.ts';

/**
 * A later part of a message that asks only an attribute — no thing of its own, no pronoun
 * for one: "what does the Large locker cost and what is included?", "how much is printing,
 * and how long does it take?" once its "it" is gone, "Printing: the price, and how do I set
 * up?". It asks the attribute of the thing the earlier part asked about, as an elliptical
 * follow-up turn does ("and what's included?"), so the earlier part's thing joins it. A
 * scene the earlier part sets first ("For an NGO with piles of documents, what does …")
 * is no part of the thing. Undefined when the part names something of its own.
 */
export function attributeOfEarlier(
  part: string,
  before: string,
  names: ReadonlySet<string>,
): string | undefined {
  const own = analyze(part).filter((t) => !names.has(t));
  if (own.length === 0 || own.some((t) => !attributeTerms.has(t))) return undefined;
  // A name of its own ("and what does Odoo cost?") is the part's own subject.
  if (/\s\p{Lu}\p{L}/u.test(` ${part.trim().split(/\s+/).slice(1).join(' ')}`)) return undefined;
  // "We run an older Odoo release. Will it be compatible": statements first, then a question
  // pointing back to them; the thing is what they name (Odoo), not the scene's words.
  const statements = before.trim().split(/(?<=[.!])\s+(?=\p{Lu})/u).length > 1;
  const thing = statements ? subjectOf(before, names) : thingWords(askedClause(before), names);
  if (thing.length === 0) return undefined;
  const said = new Set(own);
  const added = thing.filter((w) => !said.has(analyze(w)[0] ?? w));
  return added.length > 0 ? `${part.trim().replace(/[?!.]+$/, '')} ${added.join(' ')}` : undefined;
}

// "For an NGO with piles of documents, what does the Large knowledge base cost": the clause
// after the last comma, when it is the question.
const questionOpens =
  /^(?:how|what|whats|what's|which|when|where|who|why|is|are|does|do|can|could|will|would)\b/i;

function askedClause(question: string): string {
  const clauses = question.split(/\s*,\s*/);
  const last = clauses.at(-1) ?? question;
  return clauses.length > 1 && questionOpens.test(last) ? last : question;
}
