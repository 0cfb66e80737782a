// "Will it see what they are about?", "can staff read what each one is about?": what a thing
// is about is its details, the word help pages use ("the details of my other meetings"). The
// visitor's words are all function words, so the question matched nothing of what it asks.
const about =
  /\bwhat (it|they|this|that|these|those|each one|each) (?:is|are|was|were) (?:all )?about\b/gi;

const object: Readonly<Record<string, string>> = { they: 'them', 'each one': 'each' };

/** The question with "what they are about" said as "the details of them". */
export function detailIdioms(text: string): string {
  return text.replace(
    about,
    (_m, pronoun: string) => `the details of ${object[pronoun.toLowerCase()] ?? pronoun}`,
  );
}
