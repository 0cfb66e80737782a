// Everyday ways of asking whether an assistant invents answers, rewritten into the word help
// pages use for it, "guess": "will it make something up?", "does the bot hallucinate?", "will it
// invent an answer?", "bluff". What is made up stays out: the question is whether it guesses.
// "What is it made up of?" asks for parts, not about guessing.
const madeUp =
  /\b(?:make|makes|making|made)\s+(?:(?:something|stuff|things|it|an answer|answers|facts|info|information|anything|things)\s+)?up\b(?!\s+of\b)(?:\s+(?:something|stuff|things|an answer|answers|facts|info|information|anything))?/gi;
const invents =
  /\b(?:invent|invents|invented|inventing|fabricate|fabricates|fabricated|fabricating)\s+(?:an?\s+)?(?:answers?|facts?|things|stuff|something|information|info|replies|responses)\b|\b(?:hallucinate|hallucinates|hallucinated|hallucinating|bluff|bluffs|bluffing)\b/gi;

export function guessIdioms(text: string): string {
  return text.replace(madeUp, 'guess').replace(invents, 'guess');
}
