import { baseForms, nounAncestors } from '../language/wordnet/wordnet.ts';
import { foldText } from '../text/analyzer.ts';

// "Will Lisa reply to a French tourist in French?", "a Kenyan pharmacist": a capitalised word
// before a person describes who the person is (a nationality, a language, an employer); the
// person is the visitor's customer or colleague, someone the knowledge speaks of as a customer
// or a team member, not a thing of the named kind it never mentions ("a WhatsApp group", "the
// Slack reels").

/** Whether a word's most frequent noun sense is a kind of person (WordNet). */
export function namesPerson(word: string): boolean {
  return nounAncestors(foldText(word).toLowerCase(), 1).has('person');
}

/**
 * Whether a capitalised word and the word after it describe a person: an adjective (a
 * nationality, a language: "French", "Kenyan") before a kind of person ("tourist"). A product
 * name is no adjective, so "M-Pesa vouchers" stays a thing of a named kind.
 */
export function describesPerson(name: string, word: string): boolean {
  const adjective = foldText(name)
    .toLowerCase()
    .replace(/[^\p{L}-]/gu, '');
  return baseForms(adjective, 'adj').length > 0 && namesPerson(word);
}

const personPronoun = /^(?:he|she|him|her|his|hers|they|them|their|theirs)$/i;

/**
 * Whether every word of a question pointing back is a personal pronoun and the situation names
 * a person for it ("A renter who hired from us writes in again. Does Lisa make a new record for
 * him?"): the question alone asks the same of any customer, so it may be judged without the
 * situation's other words.
 */
export function pointsAtPerson(question: string, situation: string): boolean {
  const pointers =
    question.match(
      /\b(?:it|its|it's|itself|they|them|their|theirs|this|that|these|those|one|ones|both|either|there|here|he|she|him|her|his)\b/gi,
    ) ?? [];
  if (pointers.length === 0 || !pointers.every((p) => personPronoun.test(p))) return false;
  const words = situation.match(/\p{L}+/gu) ?? [];
  return words.some((w) => w.length > 2 && /^\p{Ll}/u.test(w) && namesPerson(w));
}
