import { foldText } from '../text/analyzer.ts';
import { withoutAbsentPerson } from './absent-person.ts';
import { complainsAndAsksWhom } from './bot-complaint.ts';
import { asksForMeeting, asksPersonForBot } from './handoff-arranged.ts';
import { asksToBeGivenPerson, asksToPassConversation } from './handoff-imperative.ts';
import { asksHowThingWorks, asksPersonTakeOver, handsVisitorOver } from './handoff-takeover.ts';

export type SmallTalk = 'greeting' | 'thanks' | 'goodbye';

// Whole-message patterns, matched on folded text ("¡Hola!" -> "hola"). A message that
// carries a question after its greeting ("hi, how much is it?") is not small talk.
const greeting =
  /^(hi+|hey+|hello+|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day)|hi there|hello there|hey there|bonjour|salut|bonsoir|hola|buenos dias|buenas tardes|buenas noches|hallo|guten (morgen|tag|abend)|servus|ola|oi|bom dia|boa tarde|boa noite|ciao|buongiorno|buonasera|goedemorgen|goedemiddag|hoi|habari|habari yako|mambo|jambo|hujambo|salama)( (lisa|there|team|everyone|all))?$/;
const greetingPrefix =
  /^(hi+|hey+|hello+|hiya|good (morning|afternoon|evening)|bonjour|salut|hola|hallo|ola|oi|ciao|hoi|habari|jambo|niaje|mambo|sasa|yo|heyy+)( (lisa|there|team))?\b[\s,.!]*/;
const howAreYou =
  /^(how are you( doing)?( today)?|how'?s it going|what'?s up|sup|ca va|comment ca va|que tal|como estas|wie geht'?s|wie geht es (ihnen|dir)|tudo bem|come stai|hoe gaat het|u?hali gani)$/;
const thanks =
  /^((many |great |ok |okay |awesome |perfect |cool |great,? )?(thanks?( you)?|thank u|thx|ty|cheers|much appreciated|appreciate it)( (so|very) much| a lot| a ton| lisa)?( for (your|the) help)?|that'?s (very |really )?(helpful|great|perfect|useful)|that (helps|helped)|(very |really )?helpful|great help|merci( beaucoup)?|gracias|muchas gracias|danke( schon| sehr)?|vielen dank|obrigad[oa]|grazie( mille)?|dank je( wel)?|bedankt|asante( sana)?)$/;
const goodbye =
  /^((ok |okay |alright )?(bye+|goodbye|good bye|bye bye|see (you|ya)( later| soon)?|later|take care|have a (nice|good|great) (day|one|evening)|good night|that'?s all|that is all|nothing else|no thanks|no thank you)|au revoir|adieu|adios|hasta luego|chao|tschuss|auf wiedersehen|tchau|ate logo|arrivederci|tot ziens|doei|kwaheri|tutaonana)$/;

// A phone's curly apostrophe ("I’d like") is the typed one.
const clean = (message: string): string =>
  foldText(message)
    .replace(/[’‘`´]/g, "'")
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What kind of small talk a whole message is, if it is nothing else. */
export function detectSmallTalk(message: string): SmallTalk | undefined {
  const text = clean(message);
  if (text.length === 0) return undefined;
  if (greeting.test(text) || howAreYou.test(text)) return 'greeting';
  // "hello, how are you?" and "thanks, bye!" are still small talk.
  const parts = foldText(message)
    .split(/[,.!;]+|\band\b/)
    .map(clean)
    .filter(Boolean);
  if (thanks.test(text)) return 'thanks';
  if (goodbye.test(text)) return 'goodbye';
  const kinds = parts.map((p) =>
    greeting.test(p) || howAreYou.test(p)
      ? 'greeting'
      : thanks.test(p)
        ? 'thanks'
        : goodbye.test(p)
          ? 'goodbye'
          : undefined,
  );
  if (kinds.length > 1 && kinds.every((k) => k !== undefined)) {
    // The last part decides the tone of the reply: "thanks, bye" is a goodbye.
    return kinds[kinds.length - 1];
  }
  return undefined;
}

/** The message without a leading greeting ("Hi Lisa, what is it?" -> "what is it?"). */
export function stripGreeting(message: string): string {
  const folded = foldText(message);
  const m = folded.match(greetingPrefix);
  if (!m || m[0].length >= folded.length) return message;
  return message.slice(m[0].length).trim() || message;
}

// A request for a person: a verb of contact aimed at a human, in the visitor's own voice.
// "How does human handoff work?" asks about the feature and must not hand over.
const person =
  '(a |an |the |some |your )?(real |actual |live |human |other )?(human( being)?|person|people|agent|operator|representative|rep|someone( real)?|somebody|staff|team ?member|teammate|manager|supervisor|support (team|staff|agent)|sales (team|rep|person)|customer (service|support)( agent| rep| representative)?|man|woman)';
// A team named by what it does: "put me through to sales", "transfer me to billing".
const department =
  '(the |your )?(sales|support|billing|accounts|customer care|customer service|helpdesk|help desk)( department| desk| team| people)?';
const contactVerb =
  '(talk|speak|chat|connect|be connected|get through|reach|contact|get in touch|escalate)';
// Whether a person is there for the visitor now: "is a real agent free to talk?", "are any
// humans online right now?", "is somebody around to help me?". The message ends there: "is a
// live agent available on the free plan?" asks about the product.
const availableNow = new RegExp(
  [
    '^((hello|hi|hey) )?((is|are) (there )?)?(a |an |any |some )?(real |actual |live |human )?(humans?|persons?|people|agents?|operators?|representatives?|reps?|staff|team ?members?|someone|somebody|anyone|anybody)( (real|human|at all))?( (from|of|on) (your|the) (team|staff|side|end|company))? (available|around|online|free|there|here|on (the )?(line|chat))( (to|who can|that can) (talk|chat|speak|help)( (to|with) (me|us)| me| us)?)?( (now|right now|today|at the moment|currently))?$',
    // "est-ce qu'un conseiller est disponible ?", "y a-t-il quelqu'un pour m'aider ?"
    "^((bonjour|salut|allo) )?(est ce qu'? ?(il y a )?|y a t il |il y a |y a )?(un |une )?(vrai |vraie |veritable )?(quelqu'? ?un|humain|personne|conseill(er|ere)|agent|operat(eur|rice))( (de|d'?) ?(votre|l'?) ?equipe)?( est)?( (de )?(disponible|dispo|la|en ligne)| pour m'? ?aider| (qui peut|pour|peut) (me repondre|m'? ?aider))?( maintenant| en ce moment)?$",
    // "kuna mtu yeyote hapa?", "kuna mhudumu anayepatikana sasa?", "mtu yupo?"
    '^((habari|samahani|je) )?(kuna|yupo|yuko) (mtu|binadamu|mhudumu|wakala|mfanyakazi)( (yeyote|halisi|wa kweli|wa huduma|wa timu|anayepatikana|yupo|hapa|sasa|mtandaoni|wa kunisaidia|anayeweza kunisaidia))*$|^(mtu|mhudumu|binadamu) (yupo|yuko)( hapa| sasa)?$',
  ].join('|'),
);

const handoffPatterns: RegExp[] = [
  new RegExp(
    `\\b(i|we)( really)? (want|need|would like|'?d like|wanna|prefer|must|have to) (to )?${contactVerb} (to|with)? ?${person}\\b`,
  ),
  new RegExp(
    `\\b(can|could|may|let) (i|me|we|us) (please )?${contactVerb} (to|with)? ?${person}\\b`,
  ),
  new RegExp(`^(please )?${contactVerb} (to|with)? ?${person}\\b`),
  new RegExp(
    `\\b(connect|transfer|put|pass|escalate|hand|route|forward|redirect) (me|us|this|it)( (over|through|on))? (to|with) (one of |any of )?(${person}|${department})\\b`,
  ),
  new RegExp(`\\b(get|give|find|send|bring) me ${person}\\b`),
  /\b(i|we) (really )?(want|need|would like|'?d like|prefer) (to have )?(a |an |the |some )?(real |actual |live )?(human( being)?|person|representative|operator|real agent|live agent|someone real|human agent)( please| now)?$/,
  /\b(is there|are there|is anyone|is somebody|is someone) (a |an )?(real |actual |live )?(human|person|people|anyone|somebody|someone)( (there|here|available|i can talk to))?\b/,
  /\b(are you|is this) (a )?(bot|robot|machine|real)\b.*\b(human|person)\b/,

  /^(human|agent|operator|representative|real person|live agent|live chat|human please|agent please|person please|human agent|a human|a real person|talk to human|speak to human)( please| now| pls| plz)?$/,
  // Other languages: "parler à un humain", "hablar con una persona", "mit einem Menschen sprechen".
  /\b(parler|discuter) (a|avec) (un|une|quelqu'?un)( vrai| vraie| d'?humain)?( (humain|personne|agent|conseiller|conseillere|operateur))?\b/,
  /\b(hablar|comunicarme|contactar) con (un|una|alguien)( persona| humano| agente| asesor| operador)?( real| humana)?\b/,
  /\b(mit|einen?) (einem |einer )?(menschen|mensch|mitarbeiter|mitarbeiterin|person|berater)\b.*\b(sprechen|reden|verbinden)\b/,
  /\b(falar|conversar) com (um|uma|alguem)( pessoa| humano| atendente| agente)?( real| humana)?\b/,
  /\b(parlare|chattare) con (un|una|qualcuno)( persona| umano| operatore| agente)?( reale| vera)?\b/,
  /\b(spreken|praten) met (een|iemand)( mens| medewerker| persoon)?\b/,
  /\b(kuzungumza|ongea|niunganishe) na (mtu|binadamu|wakala|mhudumu)\b/,
];

// Beyond the whole-phrase patterns above: a message that names a person (a human, someone
// from the team, customer care, "un conseiller", "mtu wa huduma") together with a way of
// reaching them (talk, call back, put through, parler, kuongea) or a request (I want,
// I'd rather, je voudrais, naomba), said in the visitor's own voice ("I", "me", an
// imperative), anywhere in the message. Questions about what the product does ("does
// Lisa transfer to a person?") are in the third person and stay questions.
const personWord =
  /\b(whoever|humans?|human beings?|(real|actual|live) (one|person|people|agent|human)|person|people|someone|somebody|anyone|anybody|agents?|operators?|representatives?|reps?|staff|team ?members?|members? of (your |the )?(staff|team)|teammates?|manager|supervisor|customer (care|service|support)|support (team|staff|people|desk)|sales (team|people|person|rep|reps|guys|department)|salespeople|salesperson|salesman|saleswoman|colleagues?|consultants?|advis[eo]rs?|specialists?|your (team|people|colleagues?)|humain|une? personne|quelqu'? ?un|conseill(er|ere)|operat(eur|rice)|votre equipe|service client|mtu|watu|binadamu|wakala|mhudumu|wahudumu|mfanyakazi|wafanyakazi|timu yenu|huduma kwa wateja)\b/;
const reachWord =
  /\b(talk|talking|speak|speaking|chat|chatting|deal|call|calls|ring|phone|contact|reach|connect|connected|transfer|transferred|route me|forward me|redirect me|put (me )?through|get through|escalate|hand me|pass me|call me back|call back|get back to me|parler|discuter|joindre|contacter|passez moi|passer|(mettre|mettez|mets|mettre) (moi |nous )?en (relation|contact)|rappeler|rappelle|echanger|kuongea|kuzungumza|ongea|niongee|nizungumze|zungumza|tuongee|niunganishe|unganisha|nipigie|kupiga simu|naye)\b/;
const requestWord =
  /\b(want|wanna|need|would like|'?d like|rather|prefer|get me|give me|bring me|find me|(can|could|may) (i|we) (get|have|speak|talk)|veux|voudrais|souhaite|aimerais|besoin|nataka|naomba|ninataka|ningependa|nahitaji|nipe|nipatie|nitafutie|niletee|nileteeni|tuletee)\b/;
const ownVoice =
  /(^|\s)j'|(^|\s)(i|i'?d|i'?m|me|my|we|us|our|let me|let us|please|pls|je|j|moi|nous|puis je|pourrais je|passez moi|nataka|naomba|ninataka|ningependa|nahitaji|niongee|nizungumze|niunganishe|nipigie|naweza|kuna|niletee|nileteeni|tuletee)(\s|$)|^(connect|transfer|put|get|find|bring|give|call|ring|escalate|route|forward|redirect|passez|mettez|niunganishe|nipe)\b/;
const aboutProduct =
  /\b(lisa|it|the bot|your bot|the assistant|the ai|the chatbot|your agent|the agent|this agent)\b( (can|will|does|could))? (hand|hands|transfer|transfers|pass|passes|escalate|escalates|connect|connects|notify|notifies|alert|alerts)\b|^(how|what|when|why|does|do|is|are|can lisa|can the|can your|can it|will lisa|will it)\b.*\b(handoff|hand off|handover|hand over|takeover|take over|transfer|escalat\w*)\b|^((how|what|when|why|where) )?(can|could|does|do|will|would|is) (lisa|the bot|your bot|it|the assistant|the ai|the chatbot|your agent|the agent)\b/;

const actsOnVisitor =
  /\b(call|calls|contact|phone|ring|email|e-mail|text|message|reach|get back to|get in touch with|follow up with|help) (me|us)\b|\bon the (line|phone)\b/;
const handsVisitor =
  /(^|\b(please|pls|can you|could you|would you|kindly)\s)(hand|pass|put|transfer|switch|move|connect) (me|us)( over| through| on)? to\b/;
// A person taking over the visitor's own conversation, named by "this" or "my": "could a
// real agent take over this chat?" asks for one now; "can a person take over the
// conversation?" asks what the product does.
const takesOverThis =
  /\b(take over|takeover|join|handle|pick up|continue) (this|my|our) (chat|conversation|case)\b/;
const hypothetical =
  /^(if|what if|suppose|supposing|in case|whenever|once)\b|\b(does|do|will|would) (the bot|your bot|lisa|the assistant|the ai|the chatbot|the agent)\b/;

// Refusing the bot is asking for the alternative: "no more bot", "not the robot", "tired of
// this bot", "pas de robot", "arrête le robot", "sitaki kuongea na mashine". Asked as a
// question it is about the product ("how do I stop the bot replying?"), so it counts only
// when it is not a question.
const botWord =
  '(bots?|robots?|machines?|ai|chatbots?|automated (replies|answers)|automatic replies|roboti|mashine|boti)';
const refusal =
  "(no more|not|not talking to|no|stop|quit|enough( of| with)?|done with|tired of|sick of|fed up with|hate|(do not|don'?t|dont) (want|like)( to talk to| to speak to| to chat with)?|without|pas( de| d'?| avec)?|plus de|assez( de| du| avec)?|sans|arrete[sz]?|ne veux pas( parler a| parler avec| de)?|ne veux plus( parler a| parler avec| de)?|sitaki( kuongea na| kuzungumza na| kuchat na)?|sipendi|hakuna|si(?= (roboti|mashine|boti))|siyo|sio|hapana|bila|acha|achana na)";
const refusesBot = new RegExp(
  `\\b${refusal}( (a|an|the|this|that|your|these|those|le|la|les|ce|cette|un|une|l))? ?${botWord}\\b`,
);
// A bot and a person named together in a short message that asks nothing: "I hate bots, a
// person please", "ce robot ne sert à rien, un humain".
const mentionsBot = new RegExp(`\\b${botWord}\\b`);
// ...unless it names the feature or asks to hear about it: "explain bot to human transfer".
const aboutFeature =
  /\b(handoffs?|hand ?offs?|handovers?|hand ?overs?|takeovers?|transfers?|escalat\w*|routing)\b|^(tell me|explain|describe|show me|expliquez|explique|nieleze|eleza)\b/;
// A person asked for in so many words, in French or Swahili: "un vrai humain svp", "mtu
// halisi tafadhali".
const personAlone =
  /^((un|une) )?(vrai |vraie |veritable )?(humain|personne|conseill(er|ere)|operat(eur|rice)|agent)( (humain|reel|reelle))?( svp| s'?il vous plait| maintenant| merci| tout de suite)?$|^(mtu|binadamu|mhudumu|wakala)( halisi| wa kweli)?( tafadhali| sasa| haraka)?$/;

// A question about the people themselves ("can our staff still use the app?", "do your
// agents work weekends?"): they are its subject, not someone asked for, unless they act on
// the visitor ("can your team call me?").
const aboutPeople =
  /^((how|when|where|why|what|which) )?(can|could|do|does|will|would|is|are|should|may|must|shall) (our|my|the|your|their|his|her) (own )?(staff|team|agents?|people|employees?|colleagues?|workers?|teammates?|team ?members?|operators?|reps?|representatives?|managers?)\b/;
const visitorObject = /\b(me|us)\b/;
const asQuestion =
  /\?\s*$|^(how|what|when|why|where|which|who|can|could|does|do|will|would|is|are|should|may)\b/;

/**
 * The reason to hand over when the visitor explicitly asks for a person, else undefined.
 * `agentName` is the name the visitor may call the bot by.
 */
export function detectHandoffRequest(message: string, agentName?: string): string | undefined {
  // "without anyone clicking", "with nobody on shift": a person named as absent asks for no one.
  const text = withoutAbsentPerson(clean(message));
  if (text.length === 0) return undefined;
  // Questions about the feature ("does Lisa support human handoff?") are not requests.
  if (
    /\b(handoff|hand off|handover|hand over|takeover|take over)\b/.test(text) &&
    /^(how|what|does|do|is|can lisa|can the|can your|can it|explain|tell me about)\b/.test(text)
  ) {
    return undefined;
  }
  // A conditional or a question about what the bot does is about the product, however it
  // names people: "If one of my staff replies to a customer, does the bot keep talking?".
  if (hypothetical.test(text)) return undefined;
  if (availableNow.test(text))
    return `Visitor asked for a person: "${message.trim().slice(0, 200)}"`;
  if (
    asksForMeeting(text) ||
    asksPersonForBot(text) ||
    asksPersonTakeOver(text) ||
    asksToPassConversation(message) ||
    asksToBeGivenPerson(message)
  )
    return `Visitor asked for a person: "${message.trim().slice(0, 200)}"`;
  if (aboutPeople.test(text) && !visitorObject.test(text)) return undefined;
  if (complainsAndAsksWhom(text, agentName))
    return `Visitor asked for a person: "${message.trim().slice(0, 200)}" (the bot did not help)`;
  const asking = asQuestion.test(message.trim());
  // A question about others ("Do people on my site need to log in before they can chat?")
  // or about how the product works ("…; what lets Lisa start answering again?") asks for
  // no one: its subject is not the one who would help, nor the visitor's own want.
  if (asking && aboutOthers.test(clean(lastClause(message)))) return undefined;
  const short = text.split(' ').length <= 10;
  if (
    !asking &&
    (refusesBot.test(text) ||
      (short && mentionsBot.test(text) && personWord.test(text) && !aboutFeature.test(text)))
  )
    return `Visitor asked for a person: "${message.trim().slice(0, 200)}" (refused the bot)`;
  if (personAlone.test(text))
    return `Visitor asked for a person: "${message.trim().slice(0, 200)}"`;
  // A person named inside a clause of time or condition is part of a scene, not the one asked
  // for: "how can the chat open by itself when someone lands on the page?", "comment être
  // prévenu quand un client veut parler à un humain ?". Only the main clauses are read.
  const main = withoutOwnPeople(withoutAbsentPerson(mainClauses(message)));
  const asked = main.length > 0 && asksInClause(main, asksHowThingWorks(text));
  return asked ? `Visitor asked for a person: "${message.trim().slice(0, 200)}"` : undefined;
}

function asksInClause(text: string, howItWorks: boolean): boolean {
  return (
    handoffPatterns.some((p) => p.test(text)) ||
    // A person as the one who acts on the visitor ("have a salesperson contact me", "can
    // someone call us back?") or the visitor handed to anyone ("hand me over to a
    // colleague of yours"): the structure of a request, whoever is named.
    (personWord.test(text) && actsOnVisitor.test(text) && !aboutProduct.test(text)) ||
    handsVisitor.test(text) ||
    (personWord.test(text) &&
      takesOverThis.test(text) &&
      !/^(when|how|what|why|where|does|do|will|would)\b/.test(text)) ||
    (personWord.test(text) &&
      (reachWord.test(text) || requestWord.test(text)) &&
      ownVoice.test(text) &&
      !howItWorks &&
      !aboutProduct.test(text))
  );
}

// The visitor's own people ("my agents", "our sales people") are not the person asked for:
// "I need my agents to get alerts" wants something for them.
const ownPeople =
  /\b(my|our|mes|nos|mon|notre|wangu|yetu) (own )?(staff|team|team ?members?|agents?|people|sales (people|team|reps?)|salespeople|colleagues?|employees?|workers?|reps?|representatives?|operators?|managers?|agents humains|equipe|conseillers?|wafanyakazi|timu)\b|\b(wafanyakazi|timu|wahudumu) (wangu|yetu)\b/g;
const withoutOwnPeople = (text: string) => text.replace(ownPeople, ' ').replace(/\s+/g, ' ').trim();

// Someone else wanting a person, asked about: "my customers want to talk to a real person, can
// Lisa do that?", "comment un client peut-il parler à un humain ?", "mteja anawezaje…".
const othersWant = new RegExp(
  [
    '\\b(my|our|the|a|an|your|some|many|most|their) (own )?(customers?|clients?|visitors?|users?|shoppers?|patients?|students?|buyers?|callers?|guests?|members?|parents?|tenants?|citizens?)\\b( \\S+){0,2} (want|wants|need|needs|ask|asks|asking|would like|prefer|prefers|try|tries|request|requests|could|can|would|should|may|might|wish|wishes)\\b',
    // "we want our customers to talk to your team", "let my clients reach a person"
    "\\b(want|wants|need|needs|would like|'?d like|allow|allows|let|lets|help|helps|get) (my|our|the|all|some) (own )?(customers?|clients?|visitors?|users?|shoppers?|patients?|students?|buyers?|callers?|guests?|members?|parents?|tenants?|citizens?) to\\b",
    "^((comment|quand|pourquoi|est ce qu'?|ou) ?)(un|une|le|la|les|mes|nos|vos|des) (client|cliente|clients|clientes|visiteurs?|utilisateurs?|patients?|acheteurs?|gens)\\b",
    '^(je |vipi )?(mteja|wateja|mgeni|wageni)\\b',
  ].join('|'),
);

// Words opening a clause of time or condition; "when" asks a question when a verb of asking
// follows ("when can I talk to someone?").
const subordinator =
  /\b(when|whenever|if|once|while|until|after|before|as soon as|in case|so that|quand|lorsque|lorsqu|des que|si|kama|ikiwa|endapo|wakati)\b(?! (can|could|do|does|did|will|would|is|are|should|may|shall)\b)/;

/**
 * The message without its clauses of time or condition, nor those where someone else wants a
 * person, cleaned like `clean`.
 */
function mainClauses(message: string): string {
  return foldText(message)
    .split(/[,;:]/)
    .map((clause) => {
      const m = subordinator.exec(clause);
      return clean(m ? clause.slice(0, m.index) : clause);
    })
    .filter((clause) => clause && !othersWant.test(clause))
    .join(' ');
}

const lastClause = (message: string) =>
  message
    .trim()
    .split(/[;:.!]\s+/)
    .pop() ?? message;
const aboutOthers =
  /^(?:(?:do|does|did|must|should|will|would|are|is|has|have) (?!you\b|u\b|there\b|someone\b|somebody\b|anyone\b|anybody\b|a\b|an\b|one\b|i\b|we\b|me\b|us\b|your\b|ur\b)[\p{L}']+|what (?:lets|makes|happens|does|do|is|are)\b)/u;

// One or more ways of saying yes in a row ("sure, go ahead", "yes please do", "oui
// d'accord", "ndiyo sawa"), with an optional please/thanks.
const yesWord =
  "(?:yes|yeah|yep|yup|sure|ok|okay|please|please do|go ahead|go on|go for it|do it|do that|alright|all right|of course|definitely|absolutely|that would be great|that would help|yes i would|i'?d like that|i would like that|oui|volontiers|d'?accord|bien s[uû]r|allez-y|allez y|si|ja|sim|ndiyo|ndio|sawa|haya|poa)";
const affirmative = new RegExp(
  `^${yesWord}(?: ${yesWord}){0,3}(?: please| thanks| thank you| s'?il vous pla[iî]t| svp| merci| tafadhali| asante)?$`,
);

/** Whether a message accepts an offer ("yes please"). */
export function isAffirmative(message: string): boolean {
  return affirmative.test(clean(message));
}

// Waiting for the person, in the visitor's own voice: "I will hold", "we're happy to hang on",
// "I'm standing by", "I'll stay on the line", "je patiente", "je reste en ligne", "nipo hapa".
const waits =
  "(?:(?:i'?ll|i will|i can|i'?m|i am|we'?ll|we will|we can|we'?re|we are|(?:(?:i'?m|i am|we'?re|we are) )?(?:happy|glad) to|i don'?t mind|no problem,? i'?ll)(?: just)? (?:wait|waiting|hold|holding|hold on|holding on|hang on|hanging on|stand by|standing by|stay(?:ing)? on the line|stay(?:ing)? (?:here|online|around)|be (?:right )?here)(?: for (?:them|him|her|it|someone|a person|their reply|a reply|the reply|your team))?(?: here| then| meanwhile)?|(?:i'?m )?(?:standing by|still here)|take your time|no rush|(?:je vais |j'? ?)attend(?:s|re)(?: (?:leur|sa|votre) reponse| ici)?|je (?:patiente|reste (?:en ligne|la|ici|connecte))|(?:je vais )?patienter|prenez votre temps|nitasubiri|tutasubiri|nasubiri|nitangoja|ninasubiri|ninangoja|nangoja|tunasubiri|nipo(?: hapa)?|niko hapa|nitakuwepo|nitabaki(?: hapa)?)";
// Accepting an offer of a person takes more words than a bare yes: "ok go ahead and connect
// me", "sure, do it", "oui allez-y, mettez-moi en relation", "sawa, niunganishe". Each part
// is a yes, a go-ahead or the asked-for connection; nothing else (a new question) may stand.
const goAhead =
  '(?:' +
  waits +
  "|(?:would|will|could) help|(?:is|are|sounds|seems) (?:fine|ok|okay|good|great|perfect)|works|will do|(?:that|it|this|one|which)?'?d be (?:great|good|nice|better|perfect|fine|helpful|ideal|lovely|best)|would be (?:great|good|nice|better|perfect|fine|helpful|ideal|lovely|best)|sounds (?:good|great|fine|perfect)|(?:ce )?serait (?:bien|super|parfait|mieux|top|genial)|(?:c'?est|ca) (?:mieux|super)|itakuwa (?:vizuri|bora|poa|safi)|ni bora|go ahead|go on|sure thing|do it|do that|do so|please do|let'?s do (?:it|that)|make it so|that'?d be (?:great|good|nice)|that would be (?:great|good|nice)|i'?d like that|yes i would|i would|i do|i will|right away|now|then|fine|great|good|cool|perfect|vas y|allez y|faites le|faites|c'?est bon|parfait|volontiers|naam|kweli|endelea|fanya hivyo|tafadhali)";
const connection =
  "(?:(?:please |pls |just )?(?:connect|transfer|put|pass|hand|switch)(?: me| us)?(?: over| through| on)?(?: to (?:them|someone|somebody|a person|a human|your team|the team|one|him|her))?|(?:mettez|mets|mettre) (?:moi|nous) en (?:relation|contact)|passez moi quelqu'? ?un|niunganishe|tuunganishe|niunganishe na mtu|niunganishe nao|unganisha)";
// The person offered, or wanting it, said back: "yes, a person please", "oui, un
// conseiller", "ndiyo, mtu", "je veux bien", "sure why not", "ndio nataka".
const personBack =
  "(?:(?:to )?(?:talk|speak|chat)(?: to| with)? )?(?:to |with )?(?:a |an |the |one of |some |un |une |your )?(?:real |vrai |vraie |live )?(?:person|human|someone|somebody|agent|teammate|team|them|him|her|conseill(?:er|ere)|humain|personne|quelqu'? ?un|mtu|binadamu|mhudumu)(?: real| reel| halisi| from (?:your|the) team| de (?:votre|l) ?equipe| wa timu)?(?: (?:please|pls|svp|tafadhali))?";
const wanting =
  "(?:je veux bien|why not|pourquoi pas|nataka|ninataka|naomba|nipe|nipatie|passez moi|i want|i'?d like|we'?d like|i would like)";
const acceptance = new RegExp(
  `^(?:(?:${yesWord}|${goAhead}|${connection}|${personBack}|${wanting})(?: and| et| na| then)?\\s*)+(?:please|pls|thanks|thank you|s'?il vous pla[iî]t|svp|merci|tafadhali|asante)?$`,
);

const weakOnly =
  /^(?:(?:now|then|fine|great|good|cool|perfect|parfait|them|him|her|one|team)[\s,.!]*)+$/;

/** Whether a message accepts an offer of a person: a yes, a go-ahead or "connect me". */
export function acceptsOffer(message: string): boolean {
  const text = clean(message.replace(/-/g, ' '));
  // A reply of a dozen words or more says something else (and keeps the pattern cheap).
  if (text.length === 0 || text.split(' ').length > 12) return false;
  // "great" or "cool" alone may only close the topic; with a yes or a go-ahead it accepts.
  if (weakOnly.test(text)) return false;
  if (affirmative.test(text) || acceptance.test(text) || handsVisitorOver(message, text))
    return true;
  // A yes, then words that ask nothing and do not close the chat: "yeah, get them on",
  // "sure, let me talk to them", "ok whoever is free".
  const rest = text.match(yesThenRest)?.[1];
  return rest !== undefined && !message.includes('?') && !asksOrCloses.test(rest);
}

const yesThenRest = new RegExp(`^${yesWord}\\b(.+)$`);
const asksOrCloses =
  /\b(how|what|which|when|where|why|who|whom|whose|can|could|does|do|did|is|are|was|will|would|should|much|many|price|cost|costs|thanks|thank|bye|goodbye|no|not|never|later|comment|quel|quelle|combien|pourquoi|merci|non|pas|gani|ngapi|nini|vipi|lini|wapi|asante|hapana|siyo)\b/;

const negative =
  /^(no|nope|nah|no thanks|no thank you|not now|not really|no need|non|nein|nee|hapana|nao)( thanks| thank you| merci| gracias| danke)?$/;

/** Whether a message declines ("no thanks"). */
export function isNegative(message: string): boolean {
  return negative.test(clean(message));
}
