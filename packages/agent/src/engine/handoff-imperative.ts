import { foldText } from '../text/analyzer.ts';

// Two imperatives that ask for a person without a verb of talking: both read the message as
// `intents.ts` cleans it (folded, punctuation gone, apostrophes kept), one sentence at a time:
// the imperative opens its sentence, whatever the sentences before it say.
//
// 1. The visitor's own conversation handed to a person: "pass this chat to one of your
//    support people", "move my conversation over to a human", "could you forward this
//    thread to someone on your team?", "transférez cette conversation à un conseiller",
//    "hamisha mazungumzo haya kwa mhudumu". The conversation is this one (this, my, cette,
//    haya) and whoever receives it is a person who is not the visitor's own ("my colleague").
//    "does Lisa pass the chat to a human?" and "how do I transfer a chat to a teammate?" ask
//    about the product: no "this chat", or a question word before the verb.
// 2. A person asked to be given, at the start of a sentence: "give me a real agent", "get me
//    someone from your team", "donnez-moi un vrai conseiller", "trouvez-moi quelqu'un",
//    "nipe mhudumu wa kweli", "nipatie mtu halisi". Whatever the sentences before it say
//    ("I'm not satisfied with the computer's answers."), the imperative asks.

const handVerb =
  '(?:pass|hand|transfer|move|forward|send|switch|route|escalate|give|shift|redirect|passez|passe|transferez|transfere|transferer|envoyez|envoie|redirigez|confiez|confie|hamisha|hamishia|peleka|pelekea|tuma|tumia|pitisha)';
const conversation =
  '(?:(?:this|my|our|the current) (?:chat|conversation|thread|discussion|case|ticket|query|question|request|enquiry|inquiry)|(?:cette|ma|notre) (?:conversation|discussion|demande|question)|(?:ce|mon|notre) (?:chat|echange|dossier)|mazungumzo (?:haya|yangu|yetu)|haya mazungumzo|swali (?:hili|langu)|ombi (?:hili|langu))';
// The one it goes to: a person of the business, not the visitor's own ("my colleague").
const recipient =
  "(?:over |along |on |through )?(?:to|a|au|aux|kwa|kwenda kwa) ((?:[a-z']+ ){0,4}?(?:humans?|human beings?|persons?|people|someone|somebody|anyone|anybody|staff|employees?|team ?members?|teammates?|colleagues?|agents?|operators?|representatives?|reps?|advis[eo]rs?|consultants?|managers?|supervisors?|experts?|specialists?|team|salespeople|salesperson|humain|humaine|personne|quelqu'? ?un|conseill(?:er|ere)s?|collegues?|equipe|operat(?:eur|rice)s?|responsable|mtu|watu|binadamu|mhudumu|wahudumu|mfanyakazi|wafanyakazi|wakala|mshauri|timu)\\b(?!'s))";
const handsConversation = new RegExp(
  `(?:^|\\b(?:please|pls|kindly|can you|could you|would you|will you|can u|pouvez vous|pourriez vous|merci de|tafadhali|naomba)\\s)(?:(?:please|pls|kindly|just) )?${handVerb}\\b(?: (?:it|la|le))? ${conversation}\\b(?: (?:over|along|on|through))? ${recipient}`,
);
// ...the visitor's own people are not the business's person: "to one of my colleagues".
const ownSide = /\b(?:my|our|mon|ma|mes|notre|nos|wangu|yetu|wetu|zetu)\b/;

const passesConversation = (text: string): boolean => {
  const m = handsConversation.exec(text);
  if (!m) return false;
  const after = text
    .slice(m.index + m[0].length)
    .split(' ')
    .slice(0, 3)
    .join(' ');
  return !ownSide.test(`${m[1]} ${after}`);
};

/** A sentence of the message asks that this conversation be handed to the business's people. */
export function asksToPassConversation(message: string): boolean {
  return sentences(message).some(passesConversation);
}

// Giving, in the three languages, with the visitor as the one given to.
const giveMe =
  '(?:(?:please |pls |kindly |just )?(?:give|get|find|bring|send|fetch) (?:me|us)|(?:donnez|donne|trouvez|trouve|passez|passe|amenez|amene|envoyez|envoie|mettez|mets)[ -]?(?:moi|nous)|(?:tafadhali |naomba )?(?:nipe|tupe|nipatie|tupatie|nitafutie|tutafutie|niletee|tuletee|nipatieni|nipeni|tupeni|niletee))';
// A person as such (not "someone's number"): real, human or of the business's side.
const personGiven =
  "(?:(?:a|an|the|one|some|your|any|un|une|l'? ?un|l'? ?une) )?(?:(?:real|actual|live|human|proper|vrai|vraie|veritable|autre) )?(?:humans?|human beings?|persons?|people|someone|somebody|agents?|operators?|representatives?|reps?|advis[eo]rs?|consultants?|staff|team ?members?|humain|humaine|personne|quelqu'? ?un|conseill(?:er|ere)|agent|operat(?:eur|rice)|interlocut(?:eur|rice)|mtu|binadamu|mhudumu|wakala|mfanyakazi|mshauri)\\b(?!'s| s\\b)";
// Said at the start of one of the message's sentences.
const givesPerson = new RegExp(`^${giveMe} ${personGiven}`);
// ...not to do something for the visitor's own customers: "give me someone to answer my
// customers at night" asks about staffing. A plain clause after the person is fine.
const forOthers =
  /\b(?:my|our|mes|nos) (?:customers?|clients?|visitors?|users?|patients?)\b|\bwateja wangu\b/;

/** A sentence of the message asks that the visitor be given a person. */
export function asksToBeGivenPerson(message: string): boolean {
  return sentences(message).some((s) => givesPerson.test(s) && !forOthers.test(s));
}

const sentences = (message: string): string[] =>
  message
    .split(/[.!?;]+\s+|[.!?;]+$/)
    .map(clean)
    .filter(Boolean);

const clean = (s: string): string =>
  foldText(s)
    .replace(/[’‘`´]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
