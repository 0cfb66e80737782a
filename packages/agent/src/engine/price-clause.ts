import { analyze } from '../text/analyzer.ts';
import { attributeTerms } from './question-type.ts';

/**
 * "If our receptionists need a coaching session on the dashboard, what is the hourly rate for
 * training?": the condition before the price asked ("if …,", "when …,") spreads its words
 * over pages that price nothing, and the passage pricing the thing covers too little of the
 * whole message. The asking clause alone, when it still names a thing (a word that is no
 * attribute such as "rate" or "hourly", nor the business's name), so that a bare "what is
 * the fee?" is never searched without its scene. A scene told in a sentence of its own is
 * left to pricedLineFor (price-by-subject.ts): judged alone, "Our devs want to call you from
 * a kiosk. What do you charge to set up API access?" was answered by "Documentation access"
 * where the whole message had been an honest "I don't know".
 */
const sentenceEnd = /(?<=[.!?])\s+/;
const leadingClause =
  /^(?:if|when|whenever|once|since|as|because|suppose|assuming|in case)\b[^,]{3,}?,\s*(?=(?:how|what|which|whats|what's|is|are|does|do|can|could|will|would)\b)/i;

// Words of a rate that name no thing either ("hourly", "apiece").
const rateWords: ReadonlySet<string> = new Set(
  analyze('hourly daily weekly nightly apiece unit per each'),
);

export function priceClauseAlone(
  question: string,
  businessNames: ReadonlySet<string>,
): string | undefined {
  const sentences = question.trim().split(sentenceEnd);
  if (sentences.length > 1) return undefined;
  const clause = question.trim().replace(leadingClause, '');
  if (clause === question.trim()) return undefined;
  const things = analyze(clause).filter(
    (t) => t.length > 2 && !attributeTerms.has(t) && !rateWords.has(t) && !businessNames.has(t),
  );
  return things.length > 0 ? clause : undefined;
}
