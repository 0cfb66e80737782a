// Everyday ways of naming who does something or what a judgement is, rewritten into the plain
// verb a help page uses: "can Lisa be the one to start the chat?" asks whether Lisa starts it
// first;
// "will it tell them what is wrong with their tooth?" asks whether it diagnoses.
const rewrites: ReadonlyArray<readonly [RegExp, string]> = [
  // "be the one to start", "be the one who replies", "be the ones that send": before the other.
  [/\bbe\s+the\s+ones?\s+(?:to|who|that)\s+(\p{L}+)/giu, '$1 first'],
  // "tell them what is wrong with", "say what's wrong with", "work out what is wrong with".
  [
    /\b(?:tell|tells|telling|say|says|explain|explains|work out|works out|figure out|figures out)\s+(?:(?:them|him|her|me|us|you|the\s+\p{L}+|a\s+\p{L}+|their\s+\p{L}+|my\s+\p{L}+|our\s+\p{L}+)\s+)?what(?:'s|’s|\s+is|\s+was)\s+wrong\s+with\b/giu,
    'diagnose',
  ],
];

/** Who does it and what it judges, in the words help pages use. */
export function roleIdioms(text: string): string {
  return rewrites.reduce((t, [pattern, plain]) => t.replace(pattern, plain), text);
}
