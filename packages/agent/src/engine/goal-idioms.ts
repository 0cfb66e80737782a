// How-to goals in a visitor's everyday words, rewritten into the words help pages use for the
// feature that does it:
// - a bot learning from or trained on the visitor's content is that content added to its
//   knowledge ("how can Lisa learn from those pages?", "can we train the bot on our
//   brochures?" -> "add those pages to the knowledge base");
// - "another one" of something that did not arrive or no longer works is a new one ("I never
//   got the code, how do I get another one?" -> "get a new one"), as help pages offer it.
// A text it does not recognise comes back unchanged.

// What is learnt from: a short phrase up to the end of the clause.
const content = String.raw`((?:the|our|my|those|these|this|that|all|all of)\s+[^.?!,;]{1,60}?)(?=\s+(?:so|to|and|because|when|if|for)\b|[.?!,;]|$)`;

// The bot learns: its name (capitalised), "it" or "the bot" before the verb; "I want to learn
// from the best" is the visitor's own learning.
const bot = String.raw`(?:\p{Lu}[\p{L}-]*|[Ii]t|[Tt]he\s+(?:bot|chatbot|assistant|AI|agent))`;
const learnFrom = new RegExp(
  String.raw`\b(${bot}\s+(?:(?:to|can|could|will|would|should|must)\s+)?)(?:learn|learns|learnt|learned|read|reads|study|studies)\s+(?:(?:everything|things|answers)\s+)?from\s+${content}`,
  'gu',
);
const trainedOn = new RegExp(
  // (A capitalised word is the bot's name, "train Lisa on…"; "train our staff on…" is not it.)
  String.raw`\b(?:[Tt]rain|[Tt]rains|[Tt]raining|[Tt]rained|[Tt]each|[Tt]eaches|[Tt]eaching|[Tt]aught)\s+(?:(?:it|the\s+(?:bot|chatbot|assistant|AI|agent)|\p{Lu}[\p{L}-]*)\s+)?(?:on|from|with|using)\s+${content}`,
  'gu',
);
const anotherOne =
  /\b(get|send|give|request|receive|ask for)\s+(?:(me|us)\s+)?another(?:\s+one)?(?=\s*[?.!,;]|\s*$)/giu;

/** The question with a how-to goal said in the feature's words. */
export function goalIdioms(text: string): string {
  return text
    .replace(
      learnFrom,
      (_m, who: string, what: string) => `${who}add ${what} to the knowledge base`,
    )
    .replace(trainedOn, (_m, what: string) => `add ${what} to the knowledge base`)
    .replace(anotherOne, (_m, verb: string, whom?: string) =>
      whom ? `${verb} ${whom} a new one` : `${verb} a new one`,
    );
}
