// How-to goals in a visitor's everyday words, rewritten into the words help pages use for the
// feature that does it:
// - a bot learning from or trained on the visitor's content is that content added to its
//   knowledge ("how can Lisa learn from those pages?", "can we train the bot on our
//   brochures?" -> "add those pages to the knowledge base");
// - "another one" of something that did not arrive or no longer works is a new one ("I never
//   got the code, how do I get another one?" -> "get a new one"), as help pages offer it.
// - business data pulled or brought into the product is imported ("what are the steps to pull
//   it in?", "what brings that catalogue into Lisa?" -> "how do I import that catalogue into
//   Lisa?"), only of data or a pronoun: bringing the bot into a channel is connecting it.
// - something put into a calendar or diary is booked there ("put driving lessons straight
//   into our instructor's calendar" -> "book driving lessons straight into…").
// - a to-do is a task ("I want a to-do created in Asana");
// - two of one reply received are duplicates ("the customer gets two answers" -> "gets
//   duplicate answers"), as help pages name what they avoid.
// - the top of a screen is its header ("put the names at the top of our chat screen" -> "in
//   the header of our chat screen").
// - the bot put on a messaging number or account is connected to it ("how do I put Lisa on
//   our WhatsApp number?" -> "connect Lisa to our WhatsApp number"); put on a website it is
//   installed there, as help pages already say, so a site is left as it is.
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

const data = String.raw`(?:it|them|that|this|those|these|(?:the|our|my|that|this|those|these|all)\s+(?:[\p{L}-]+\s+){0,2}?(?:catalogues?|catalogs?|products?|inventory|stock|prices?|data|contacts?|customers?|records?|items?|listings?|orders?|leads?|files?|documents?|spreadsheets?|sheets?))`;
const pull =
  '(?:pull|pulls|pulling|bring|brings|bringing|fetch|fetches|fetching|load|loads|loading)';
// "What brings X into Lisa?" asks the way it gets there.
const whatBrings = new RegExp(
  String.raw`(^\W*|[.;:!?]\s*)what\s+${pull}\s+(${data})\s+(?:in|into|over|across)\b`,
  'giu',
);
const pulledIn = new RegExp(String.raw`\b${pull}\s+(${data})\s+(in|into|over|across)\b`, 'giu');

const putInCalendar =
  /\b(?:put|puts|putting|add|adds|adding|place|places|placing|enter|enters|entering|write|writes|writing)\s+([^.?!,;]{1,40}?)\s+((?:straight|directly|right)\s+)?(into|in|onto|on|to)\s+((?:the|our|my|your|his|her|their)\s+(?:[\p{L}-]+(?:['’]s)?\s+)?(?:calendars?|diar(?:y|ies)|schedules?|planners?|agendas?))\b/giu;

const toDo = /\bto-?dos?\b/giu;
const twoReplies =
  /\b(get|gets|getting|got|receive|receives|receiving|received|see|sees|saw)\s+(?:two|2)\s+(answers?|replies|responses?|messages?|emails?|confirmations?|notifications?|reminders?)\b/giu;

const topOfScreen =
  /\b(?:at|on|in)\s+the\s+top\s+of\s+((?:the|our|my|your|its|their)\s+(?:[\p{L}-]+\s+){0,2}?(?:screens?|pages?|windows?|panels?|chats?|apps?|widgets?|sites?|views?|forms?))\b/giu;

// Either case for a verb's first letter: the bot's name must keep its capital (no "i" flag).
const anyCase = (verbs: string) =>
  verbs
    .split('|')
    .map((v) => `[${v.charAt(0).toUpperCase()}${v.charAt(0)}]${v.slice(1)}`)
    .join('|');
const botOnAccount = new RegExp(
  String.raw`\b(?:${anyCase('put|puts|putting|get|gets|getting|add|adds|adding')})\s+(${bot})\s+(?:on|onto|to|in|into)\s+((?:the|our|my|your|their)\s+(?:[\p{L}-]+\s+){0,2}?(?:numbers?|lines?|accounts?|profiles?|handles?|inbox(?:es)?|channels?|workspaces?))\b`,
  'gu',
);

/** The question with a how-to goal said in the feature's words. */
export function goalIdioms(text: string): string {
  return text
    .replace(
      learnFrom,
      (_m, who: string, what: string) => `${who}add ${what} to the knowledge base`,
    )
    .replace(trainedOn, (_m, what: string) => `add ${what} to the knowledge base`)
    .replace(whatBrings, (_m, lead: string, what: string) => `${lead}how do I import ${what} into`)
    .replace(pulledIn, (_m, what: string, to: string) =>
      to.toLowerCase() === 'into' ? `import ${what} into` : `import ${what}`,
    )
    .replace(
      putInCalendar,
      (_m, what: string, straight: string | undefined, _into: string, calendar: string) =>
        `book ${what} ${straight ?? ''}into ${calendar}`,
    )
    .replace(botOnAccount, 'connect $1 to $2')
    .replace(toDo, (word: string) => (/s$/i.test(word) ? 'tasks' : 'task'))
    .replace(twoReplies, '$1 duplicate $2')
    .replace(topOfScreen, 'in the header of $1')
    .replace(anotherOne, (_m, verb: string, whom?: string) =>
      whom ? `${verb} ${whom} a new one` : `${verb} a new one`,
    );
}
