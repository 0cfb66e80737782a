// A word of place or nationality qualifying the visitor's audience ("our Brazilian customers",
// "Kenyan shoppers", "European users") says who the visitor serves, not what the question is
// about: the knowledge need not hold it for the rest of the question to be answerable. A name
// that is no adjective ("Android users", "PayPal customers") stays a thing asked about.

import { baseForms } from '../language/wordnet/wordnet.ts';

const audience =
  /^(customers?|clients?|users?|visitors?|shoppers?|buyers?|patients?|students?|guests?|members?|callers?|people|audiences?|markets?|travell?ers?|tourists?|families|parents?|readers?|fans?|followers?|subscribers?|tenants?|farmers?|traders?|suppliers?|partners?|staff|employees?|speakers?)$/;

const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}-]/gu, '');

/** `word` is an adjective (of place, nationality, language) and `next` names people. */
export function qualifiesAudience(word: string, next: string | undefined): boolean {
  const w = bare(word);
  const n = bare(next ?? '');
  return w.length > 2 && audience.test(n) && baseForms(w, 'adj').length > 0;
}
