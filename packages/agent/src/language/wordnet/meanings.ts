import { type Relation, relatedLemmas } from './wordnet.ts';

// Query expansion by meaning: the words WordNet relates to a visitor's word, as plain folded
// words a knowledge base may hold. Synonyms in the word's most frequent sense and its
// derivational forms ("die" -> expire, death; "illness" -> sickness, ill). Measured on the
// evaluation sets: a second sense, adjectives' "similar to", verb groups and one hypernym
// step for nouns each let off-topic questions through or cost answers (see the report).

export interface Meaning {
  /** A single folded word ("expire"). */
  word: string;
  relation: Relation;
}

const relations: readonly Relation[] = ['derivation'];
const senses = 1;
const targetSenses = 2;
const cache = new Map<string, readonly Meaning[]>();

/**
 * Single words related in meaning to a folded word or a phrasal verb ("log in", "run out").
 */
export function meaningsOf(phrase: string): readonly Meaning[] {
  const cached = cache.get(phrase);
  if (cached) return cached;
  const out: Meaning[] = [];
  // Numbers and codes ("20", "1st") are matched as written.
  if (/\d/.test(phrase)) return out;
  const seen = new Set<string>([phrase.replaceAll(' ', '')]);
  for (const r of relatedLemmas(phrase.replaceAll(' ', '_'), {
    senses,
    relations,
    targetSenses,
  })) {
    // A multi-word lemma is a phrase the visitor would write apart ("set up"), and its
    // joined form is another word ("setup"): only single words are matched.
    if (/[^a-z]/.test(r.lemma) || r.lemma.length < 3) continue;
    const word = r.lemma;
    if (seen.has(word)) continue;
    seen.add(word);
    out.push({ word, relation: r.relation });
  }
  if (cache.size > 50_000) cache.clear();
  cache.set(phrase, out);
  return out;
}
