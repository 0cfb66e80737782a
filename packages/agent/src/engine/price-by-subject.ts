import { analyze, words } from '../text/analyzer.ts';
import type { Passage, Retriever } from '../types.ts';
import { answerUnits, moneyPattern } from './compose-answer.ts';
import { attributeTerms, classifyQuestion } from './question-type.ts';

// Words of a title that say what kind of page it is, not which thing it is about.
const pageWords = new Set(analyze('faq using with for about the and your our guide overview'));

const holdsAmount = (text: string) => (text.match(moneyPattern) ?? []).length > 0;

/**
 * The price of a thing the visitor names by what it is rather than by its name ("the chat
 * bubble on our site", "our task manager", "insta dm bot"): the question finds the thing's
 * own page, which states no price, while the price list names the thing only by its name.
 * The subject is then the best passage's title (the page's thing: "Web Widget", "Asana"),
 * and the price is searched again as "<title> <the question's price words>"; the answer is
 * then composed from the first passage found that holds an amount in a line naming the
 * subject (none: the first answer stands).
 * Not for an FAQ entry (its answer answers its question) nor when the question already
 * names the thing (then the price list was searchable by it).
 */
export async function priceBySubject(
  retriever: Retriever,
  businessId: number,
  question: string,
  passages: readonly Passage[],
  businessNames: ReadonlySet<string>,
): Promise<{ question: string; passages: Passage[] } | undefined> {
  const top = passages[0];
  if (!top || top.question || classifyQuestion(question) !== 'price') return undefined;
  if (holdsAmount(top.text)) return undefined;
  const asked = new Set(analyze(question));
  const subject = analyze(top.title).filter(
    (t) => !pageWords.has(t) && !businessNames.has(t) && !attributeTerms.has(t),
  );
  if (subject.length === 0 || subject.every((t) => asked.has(t))) return undefined;
  const priceWords = words(question).filter((w) => {
    const [term] = analyze(w);
    return term !== undefined && attributeTerms.has(term);
  });
  // The new question must still read as a price question ("how much to set up X" keeps
  // only "set up" as a word: "price" is added, in the knowledge's language).
  const kept = `${top.title} ${priceWords.join(' ')}`.trim();
  const query = classifyQuestion(kept) === 'price' ? kept : `${kept} price`;
  const found = await retriever.search(businessId, query, 8);
  // The first passage found that prices the subject in one of its lines.
  const names = (p: Passage) =>
    answerUnits(p.text).some((u) => {
      if (!holdsAmount(u.text)) return false;
      const terms = new Set(analyze(u.text));
      return subject.every((t) => terms.has(t));
    });
  const priced = found.find(names);
  if (!priced) return undefined;
  return { question: query, passages: [priced, ...found.filter((p) => p !== priced)] };
}
