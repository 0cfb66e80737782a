import { nounAncestors } from '../language/wordnet/wordnet.ts';
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
