// Three shapes of the handoff decision that name no verb of contact aimed at the visitor, or
// name one that is not a request. All read the message as `intents.ts` cleans it: folded,
// punctuation gone, apostrophes kept.
//
// 1. One of the business's people asked to take over the visitor's own conversation from the
//    bot, usually as a polite question: "could one of your staff take over from the bot?",
//    "un membre de votre personnel pourrait-il reprendre cette conversation ?", "mtu wa timu
//    yenu anaweza kuchukua mazungumzo haya badala ya roboti?". The business's side is named
//    ("your …", "votre …", "… yenu"), or the conversation is this one ("this chat", "cette
//    conversation", "mazungumzo haya"), or the bot is the one replaced ("from the bot",
//    "instead of the assistant"): "can a person take over the conversation?" names none of
//    them and asks what the product does.
// 2. A go-ahead that asks to be handed over, after the agent offered a person: "fine by me,
//    pass me along", "works for me, send me over", "cool, hook me up with them".
// 3. A question about how something works that names a person in passing: "please explain
//    how a chat with your agent works", "how does my app show the agent name?". It asks for
//    no one unless the visitor is in it as the one who would talk or be reached (I, we, me, us).

// The business's people: "your staff", "one of your employees", "someone from your team",
// "votre personnel", "un membre de votre équipe", "quelqu'un de chez vous", "mtu wa timu
// yenu", "mfanyakazi wenu".
const yourSide = /\b(?:your|you guys'?|votre|vos)\b|\bde chez vous\b|\b(?:wenu|yenu|zenu|kwenu)\b/;
const personNoun =
  /\b(?:humans?|human beings?|persons?|people|someone|somebody|anyone|anybody|staff|employees?|team ?members?|members?|teammates?|colleagues?|agents?|operators?|representatives?|reps?|advis[eo]rs?|consultants?|managers?|experts?|one of|personnel|humain|humaine|personne|quelqu'? ?un|membre|collegues?|conseill(?:er|ere)s?|employes?|equipe|mtu|watu|binadamu|mfanyakazi|wafanyakazi|mhudumu|wahudumu|timu)\b/;
// The visitor's own people are not asked for: "can my staff take over from the bot?".
const ownSide = /\b(?:my|our|mon|ma|mes|notre|nos|wangu|yetu|wetu|zetu)\b|\bown\b/;
const takeOver =
  /\b(?:take (?:this|my|our|the) (?:chat|conversation) over|take over|taking over|takes over|took over|step in|stepping in|carry on|carrying on|continue|continuing|pick up|picking up|handle|handling|reprendre|reprenne|prendre le relais|prenne le relais|continuer|poursuivre|prendre la suite|prendre en charge|kuchukua|achukue|kuendelea|aendelee|kushika|ashike|kupokea|apokee)\b/;
const thisConversation =
  /\b(?:this|my|our) (?:chat|conversation|thread|discussion|exchange|case)\b|\bfrom (?:here|this point|now)(?: on)?\b|\b(?:cette|cet|notre|ma) (?:conversation|discussion|echange|demande)\b|\bmazungumzo (?:haya|yetu|yangu)\b|\bhaya mazungumzo\b/;
const botWord =
  "(?:the |this |a |your |le |la |ce |cette |un |une |l'? ?|du |de l'? ?)?(?:bots?|robots?|chatbots?|chat bot|ai|ia|assistant|assistante|virtual assistant|assistant virtuel|machines?|automated replies|roboti|mashine|boti)\\b";
const replacesBot = new RegExp(
  `\\b(?:from |instead of |rather than |in place of |a la place (?:de |du |des )?|au lieu (?:de |du |des |d'? ?)?|plutot que (?:de |d'? ?)?|le relais (?:de |du |d'? ?)?|badala ya |kutoka kwa )${botWord}`,
);
// A question about how the feature works, or one that puts the takeover in a condition.
const featureQuestion =
  /^(?:how|what|when|why|where|which|does|do|explain|tell me|describe|comment|quand|pourquoi|vipi|lini)\b|\b(?:if|when|whenever|once|si|quand|lorsque|kama|ikiwa)\b/;

/** One of the business's people is asked to take over the visitor's conversation from the bot. */
export function asksPersonTakeOver(text: string): boolean {
  if (!takeOver.test(text) || featureQuestion.test(text)) return false;
  const theirs = yourSide.test(text) && personNoun.test(text);
  const withoutOwn = text.replace(ownSide, ' ');
  if (!personNoun.test(withoutOwn) || (ownSide.test(text) && !theirs)) return false;
  // Two of the three signs: "can your team handle payments?" names only the business's people.
  const signs = [theirs, thisConversation.test(text), replacesBot.test(text)];
  return signs.filter(Boolean).length >= 2;
}

// A verb of handing over with the visitor as its object: "pass me along", "send us over",
// "hook me up", "transférez-moi", "nipeleke".
const handsMe =
  /\b(?:pass|put|send|hand|transfer|switch|move|forward|hook|patch|connect|bump|take|route|escalate) (?:me|us)\b|\b(?:passez|transferez|envoyez|redirigez|mettez|passe|transfere|envoie|mets) (?:moi|nous)\b|\b(?:nipeleke|tupeleke|nihamishe|tuhamishe|niunganishe|tuunganishe|nipitishe)\b/;
const asksOrDeclines =
  /\b(?:how|what|which|when|where|why|who|much|many|price|cost|costs|no|not|never|don'?t|dont|later|bye|goodbye|comment|quel|quelle|combien|pourquoi|non|pas|gani|ngapi|nini|vipi|lini|wapi|hapana|siyo|sitaki)\b/;

/** A short go-ahead that asks to be handed over: "fine by me, pass me along". */
export function handsVisitorOver(message: string, text: string): boolean {
  return (
    !message.includes('?') &&
    text.split(' ').length <= 12 &&
    handsMe.test(text) &&
    !asksOrDeclines.test(text.replace(/\bno (?:worries|problem|probs)\b/g, ' '))
  );
}

const explainOrAsk =
  /^(?:(?:please|pls|kindly|can you|could you|would you) )?(?:(?:explain|describe|tell me|show me|walk me through|help me understand)(?: to me| to us)? )?(?:how|what|why|which|where)\b/;
const visitorInIt = /\b(?:i|i'?m|i'?d|i'?ll|we|we'?re|we'?d|me|us)\b/;

/** A question about how something works, with the visitor nowhere in it as a party. */
export function asksHowThingWorks(text: string): boolean {
  const rest = text.replace(/^(?:please|pls|kindly) /, '');
  const withoutExplain = rest.replace(
    /^(?:(?:can you|could you|would you) )?(?:explain|describe|tell me|show me|walk me through|help me understand)(?: to me| to us)? /,
    '',
  );
  return explainOrAsk.test(text) && !visitorInIt.test(withoutExplain);
}
