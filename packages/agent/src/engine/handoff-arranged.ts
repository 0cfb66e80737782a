// Two ways of asking for a person that name no verb of contact aimed at the visitor.
//
// A meeting arranged with one of the business's people: "our CEO would like a word with your
// sales lead, can you set it up?", "please organise a call between my manager and one of your
// consultants", "mon directeur souhaite un rendez-vous avec votre responsable", "meneja wetu
// anataka kukutana na meneja wenu". Whoever on the visitor's side takes part, the business's
// person is asked for.
//
// A person asked to answer the visitor instead of the bot, often as a polite question: "could
// an actual person answer me rather than the assistant?", "un vrai conseiller pourrait-il me
// répondre à la place de l'assistant ?", "mtu halisi anaweza kunijibu badala ya roboti?".
//
// Both read the message as `intents.ts` cleans it: folded, punctuation gone, apostrophes kept.

const role =
  '(?:(?:[a-z]+ ){0,2}(?:managers?|directors?|team|staff|people|sales|support|consultants?|advis[eo]rs?|experts?|engineers?|founders?|ceo|cto|coo|cfo|boss|head|lead|leads|representatives?|reps?|specialists?|colleagues?|partners?|owners?|trainers?|officers?|account managers?|salespeople|salesperson|guys?|folks|person|people)|someone|somebody|a person)';
const yourRole = `(?:one of |someone (?:from|on|in|at) |somebody (?:from|on|in|at) |a person (?:from|on|in|at) |(?:a |an )?members? of )?(?:your|you guys'?) ${role}\\b`;
const sitting =
  '(?:(?:a |an )?(?:quick |short |brief |first |video |phone |zoom )?(?:word|words|call|meeting|chat|conversation|session|sit down|catch up|intro|introduction|appointment|demo|zoom|video chat)|meet|speak|talk)';
// Working through something together names the meeting by its subject: "go over pricing
// with one of your people", "discuss the contract with your sales team", "review our set-up
// with someone from your team".
const together =
  '(?:go over|go through|run through|talk through|walk through|look over|look at|discuss|review|talk about|sort out|plan|finali[sz]e|negotiate|clarify|check)';
const meetingEn = new RegExp(
  `\\b${sitting} (?:for (?:me|us|him|her|them) )?(?:with|to) ${yourRole}|\\bmeet ${yourRole}|\\b${sitting} between .{1,60}? and ${yourRole}|\\b${together} (?:[\\w'-]+ ){0,5}?with ${yourRole}`,
);
// French and Swahili, the business's person first or after "avec" / "na".
const meetingFr =
  /\b(?:(?:rendez vous|rdv|entretien|rencontre|reunion|appel|echange|s'? ?entretenir|rencontrer|parler|discuter|echanger) |(?:revoir|voir|passer en revue|faire le point sur|discuter de|parler de|negocier|regarder|examiner|etudier) (?:[\w']+ ){0,4}?)avec (?:l'? ?un de |un de |une de |quelqu'? ?un de )?(?:votre|vos) (?:[a-z]+ ){0,1}(?:responsables?|directeur|directrice|equipe|conseill(?:er|ere)s?|commercia(?:l|le|ux)|gerante?|experts?|techniciens?|chef|representante?s?|interlocut(?:eur|rice)|charge|chargee|service)\b/;
const meetingSw =
  /\b(?:(?:kukutana|tukutane|wakutane|akutane|kuongea|kuzungumza|mkutano|kikao) |(?:kujadili|kupitia|kuangalia|kuzungumzia|kuongelea) (?:[a-z]+ ){0,4}?)na (?:mmoja wa )?(?:meneja|mkurugenzi|timu|mtu|watu|wafanyakazi|afisa|mhudumu|wakala|mshauri|mkuu)(?: (?:wa|za|ya) [a-z]+)? (?:wenu|yenu|zenu|kutoka kwenu|wa kampuni yenu)\b|\b(?:meneja|mkurugenzi|timu|afisa|mshauri|mkuu) (?:wenu|yenu)\b/;
// ...asked to be arranged, or wanted: not a how-to or a question about what happens.
const arranging =
  /\b(?:please|pls|kindly|(?:can|could|may) (?:i|we)|love to|keen to|hoping to|hope to|looking to|arrange|set (?:it |that |this |one |something )?up|organi[sz]e|schedule|book|can you|could you|would you|will you|i'?d like|we'?d like|would like|wants?|needs?|want to|i want|we want|let'?s|pouvez vous|pourriez vous|organiser|organisez|planifier|arranger|souhaite|souhaitons|voudrait|voudrais|voudrions|aimerait|aimerais|merci de|svp|s'? ?il vous plait|tafadhali|panga|pangeni|andaa|andaeni|naomba|tunaomba|anataka|tunataka|nataka|ningependa|tungependa)\b/;
const howOrAbout =
  /^(?:how|what|when|why|where|which|who|does|do|did|is|are|was|explain|tell me|describe|show me|comment|quand|pourquoi|vipi|je,? (?:timu|meneja))\b/;

// The visitor's own customers meeting the business's people is a question about the service:
// "we want our customers to talk with your support team".
const theirCustomers =
  /\b(?:customers?|clients?|visitors?|users?|shoppers?|patients?|students?|buyers?|callers?|guests?|tenants?|citizens?|clients?|wateja|mteja)\b/;

/** The message asks that the visitor's side meet or speak with one of the business's people. */
export function asksForMeeting(text: string): boolean {
  if (howOrAbout.test(text) || theirCustomers.test(text)) return false;
  return (
    (meetingEn.test(text) || meetingFr.test(text) || meetingSw.test(text)) && arranging.test(text)
  );
}

const bot =
  "(?:the |this |a |your |le |la |ce |cette |un |une |l'? ?)?(?:bots?|robots?|chatbots?|chat bot|ai|ia|assistant|assistante|virtual assistant|assistant virtuel|machines?|automated replies|roboti|mashine|boti)\\b";
const instead = `\\b(?:instead of |rather than |in place of |a la place (?:de |du |des )?|au lieu (?:de |du |des |d'? ?)?|plutot que (?:de |d'? ?)?|badala ya )${bot}`;
const insteadOfBot = new RegExp(instead);
// A person as such: "a human", "an actual person", "un vrai conseiller", "mtu halisi" — not
// "someone", which also asks who knows ("could someone answer me this?").
const realPerson =
  /\b(?:humans?|human beings?|(?:real|actual|live|human) (?:person|people|agent|advis[eo]r|one)|a person|persons?|people|staff|team ?members?|members? of (?:your |the )?(?:staff|team)|someone (?:from|on|in) your team|advis[eo]rs?|consultants?|operators?|representatives?|humain|humaine|(?:vrai|vraie|veritable) (?:personne|conseill(?:er|ere)|agent|humain)|une personne|conseill(?:er|ere)|operat(?:eur|rice)|binadamu|mtu halisi|mtu wa kweli|mhudumu|mshauri)\b/;
// The visitor as the one answered: "answer me", "reply to us", "me répondre", "m'aider",
// "kunijibu", "nisaidie".
const answersVisitor =
  /\b(?:answer|reply to|respond to|help|assist|serve|attend to|deal with|talk to|speak to|chat with|handle|get back to|call|contact|email|phone|ring) (?:me|us)\b|\b(?:me|nous) (?:repondre|rappeler|aider|conseiller|servir|parler)\b|\bm'? ?(?:aider|assister)\b|\b(?:ku|a|wa|u)?(?:ni|tu)(?:jibu|saidie|saidia|hudumie|hudumia)\b|\b(?:ku|a)(?:ni|tu)(?:jibu|saidia|hudumia)\b/;
// ...or the visitor, in the first person, wanting the person: "can I talk to a human instead
// of the bot?", "je préfère un humain plutôt que le robot".
const visitorVoice =
  /(?:^|\s)(?:(?:i|we)(?: really)? (?:want|need|prefer|would (?:like|rather|prefer)|'?d (?:like|rather|prefer))|(?:can|could|may) (?:i|we)|let me|je (?:veux|voudrais|prefere|prefererais|souhaite)|j'? ?(?:aimerais|prefere)|(?:puis|pourrais) je|nataka|naomba|ningependa|napendelea)(?:\s|$)/;

/** The message asks that a person, not the bot, answer the visitor. */
export function asksPersonForBot(text: string): boolean {
  if (!realPerson.test(text)) return false;
  if (insteadOfBot.test(text)) return answersVisitor.test(text) || visitorVoice.test(text);
  // Without the bot named, a person asked to answer the visitor in so many words, in the
  // form of a polite question: "un vrai conseiller pourrait-il me répondre ?".
  return (
    answersVisitor.test(text) &&
    /\b(?:could|would|can|pourrait|pourraient|peut|peuvent|anaweza|wanaweza|inawezekana)\b/.test(
      text,
    )
  );
}
