import { foldText } from '../text/analyzer.ts';

// A website's assistant answers questions about its business; it does not do errands for the
// visitor. "Translate 'good morning' into Arabic", "write me a poem", "summarise this
// article" ask it to perform a task, and a passage sharing the task's word (a languages
// page, a page on writing) does not perform it. The request is made to the assistant: an
// imperative, or "can you…", "I need you to…", "(can you) help me…"; "can the bot translate
// messages?" asks about the product and stays a question.
const toAssistant =
  "^(?:(?:hi|hey|hello|ok|okay|so|now|and|also|lisa)[,!.]?\\s+)*(?:please |pls |kindly |quickly |just )?(?:(?:can|could|would|will) (?:you|u) (?:please |pls |kindly |quickly |just )?|(?:i|we) (?:need|want|would like|'?d like) (?:you|u) to |help me (?:to )?|(?:peux|pouvez|pourriez|pourrais)[- ](?:tu|vous) |(?:tafadhali |naomba )?(?:u|mu)?(?:ni|tu)?){0,2}";

// Turning a text the visitor brings into another: its object is their text ("this article",
// a quotation, "my email"), not the business's pages, which are asked about instead.
const transform =
  '(?:translate|traduis|traduisez|traduire|tafsiri|summari[sz]e|sum up|paraphrase|rewrite|rephrase|reword|proofread|spell ?check|resume|resumez|fupisha)';
const theirText =
  '(?:["“«\'‘]|this\\b|these\\b|the following\\b|(?:my|our|a|an|the) (?:\\w+ )?(?:article|text|essay|paragraph|sentence|phrase|word|words|email|e-mail|letter|document|report|story|book|chapter|speech|poem|song|lyrics|message|note|passage|news|homework|assignment|cv|resume)s?\\b|(?:ce|cet|cette|mon|ma|mes) |(?:hii|huu|hiki|haya|maneno)\\b)';
const transformRequest = new RegExp(
  `${toAssistant}${transform}\\s+(?:(?:it|this|that) )?${theirText}`,
);
// ...or into a language: "translate good morning into Arabic", "traduis bonjour en arabe".
const intoLanguage = new RegExp(
  `${toAssistant}(?:translate|traduis|traduisez|traduire|tafsiri)\\b.+\\b(?:into|to|in|en|kwa|kwenda)\\s+\\p{L}+\\s*(?:for me|please|pls|svp|tafadhali)?[?.!]*$`,
  'u',
);

// Making up a piece of writing or a joke: "write me a poem", "compose a short story", "tell
// us a joke". The kinds are what anyone asks a writer for, whatever the business.
// Told or given, a story may be the business's own ("tell me a customer story"): only a joke,
// a riddle or a poem is made up on the spot.
const toldPieces =
  '(?:poems?|poetry|haikus?|limericks?|songs?|lyrics|raps?|jokes?|riddles?|pickup lines?|fun facts?|bedtime stor(?:y|ies)|fairy tales?|po[eè]mes?|blagues?|devinettes?|chansons?|shairi|mashairi|utani|vitendawili|kitendawili|wimbo|nyimbo)';
const writtenPieces = `(?:${toldPieces.slice(3, -1)}|stor(?:y|ies)|essays?|speech(?:es)?|love letters?|cover letters?|tweets?|captions?|slogans?|novels?|blog posts?|homework|birthday (?:wish|wishes|messages?)|histoires?|hadithi)`;
const piece = (verbs: string, pieces: string) =>
  new RegExp(
    `${toAssistant}(?:${verbs})\\b(?:[- ](?:me|us|moi|nous))?(?: (?:for|to) (?:me|us))? (?:a |an |some |another |one more |my |une? |des |la |le )?(?:[\\w'-]+ ){0,2}${pieces}\\b`,
  );
const compose = piece(
  'write|compose|draft|create|generate|make up|come up with|ecris|ecrivez|ecrire|redige|redigez|andika|niandikie|tuandikie|nitungie|tunga',
  writtenPieces,
);
// Writing asked for the visitor's own use — a letter, an email, a CV, a speech: anything one
// writes to someone, a reply to a given message. Only the verbs of writing take these ("create
// an invitation link" is not a composition; "can you draft replies in Slack?" asks about the
// product), and the piece may be the visitor's ("write my cover letter") or for someone
// ("draft a thank-you letter to our donors", "write a reply to this review").
const writingPieces =
  '(?:letters?|e-?mails?|cards?|cvs?|resumes?|essays?|articles?|speech(?:es)?|toasts?|eulog(?:y|ies)|invitations?|announcements?|apolog(?:y|ies)|bios?|biograph(?:y|ies)|newsletters?|press releases?|motivation letters?|statements? of purpose|personal statements?|(?:repl(?:y|ies)|responses?|answers?) to (?:my|our|this|that|his|her|their|a|an|the)|lettres?|courriels?|mails?|discours|invitations?|annonces?|barua|insha|hotuba|wasifu|tangazo|matangazo|mwaliko)';
const writeFor = piece(
  'write|compose|draft|pen|redige|redigez|rediger|ecris|ecrivez|ecrire|andika|niandikie|tuandikie',
  writingPieces,
);
const tell = piece(
  'tell|give|sing|recite|share|raconte|racontez|dis|nieleze|nisimulie|niimbie|nipe',
  toldPieces,
);

/** Whether a (whole) message asks the assistant to perform a task rather than about the business. */
export function asksForTask(message: string): boolean {
  const q = foldText(message).replace(/\s+/g, ' ').trim();
  return (
    transformRequest.test(q) ||
    intoLanguage.test(q) ||
    compose.test(q) ||
    writeFor.test(q) ||
    tell.test(q)
  );
}
