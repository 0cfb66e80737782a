// Everyday phrasings of a follow-up, rewritten into the plain words help pages use: what a
// thing is spent on ("what eats them up?" = what uses them), harm to data ("could that mess
// up our records?" = does it write to them), "what kind of" (= which), and a middle size ("the
// mid-sized option" = the medium one).
const rewrites: ReadonlyArray<readonly [RegExp, string]> = [
  // A typographic apostrophe ("don’t") reads as the typed one, so a contraction stays a
  // function word and is not split into a word of the question ("don").
  [/(?<=\p{L})[’‘](?=\p{L})/gu, "'"],
  // An intensifier after a question word asks nothing ("what exactly eats them up?").
  [/\b(what|which|how|where|when|who|why)\s+(?:exactly|precisely)\b/gi, '$1'],
  [
    /\b(?:eats?|eating|ate|gobbles?|chews?|burns?)\s+(?:(\p{L}+(?:\s+\p{L}+)?)\s+)?(?:up|through)\b/giu,
    'uses $1',
  ],
  [/\b(?:eats?|eating|ate)\s+into\b/gi, 'uses'],
  [/\b(?:mess|messes|messing|messed|screw|screws|screwing)\s+(?:up|with)\b/gi, 'write to'],
  [
    /\b(?:overwrite|overwrites|overwriting|tamper with|tampers with|corrupt|corrupts)\b/gi,
    'write to',
  ],
  // Singular only: "what kinds of X" asks for the kinds, a list.
  [/\bwhat\s+(?:kind|sort)\s+of\b/gi, 'which'],
  [
    /\b(?:mid-sized|mid-size|midsize|midsized|middle-sized|medium-sized|mid-range|mid-tier)\b/gi,
    'medium',
  ],
  // Being up and running is being live ("get us running": the "us" would match "uses"); how
  // quick or fast is how soon.
  [
    /\b(get|be|have|are|is)\s+(?:(?:us|you|it|me|we|everything|things)\s+)?(?:up and )?(?:running|runnin'?|operational)(?=$|[\s?!.,])/gi,
    '$1 live',
  ],
  [/\bhow\s+(?:quick|quickly|fast)\b/gi, 'how soon'],
];

export function turnIdioms(text: string): string {
  const rewritten = rewrites.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
  return rewritten.replace(/ {2,}/g, ' ');
}
