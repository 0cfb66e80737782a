import { analyze, foldText } from '../text/analyzer.ts';
import { asksBareList } from './bare-list-ask.ts';
import { asksOffer } from './capability.ts';
import { asksListByCue } from './list-cues.ts';
import { mainClause } from './main-clause.ts';
import { asksPriceManner } from './manner-asked.ts';
import { asksOneOffCharge } from './one-off-charge.ts';
import { taggedQuestion } from './tag-question.ts';

/**
 * What a question asks for, which decides the shape of its answer: one price, one
 * duration, one count, a whole list, the steps of a how-to, a yes or no about a feature,
 * a way to reach the business, or anything else (the greedy extractive answer).
 */
export type QuestionKind =
  | 'price'
  | 'duration'
  | 'count'
  | 'list'
  | 'how-to'
  | 'yes-no'
  | 'contact'
  | 'general';

// Matched on folded English text (the glossary has already translated French and Swahili
// key words). Order matters: "list the prices" is a list, "how much to set up" a price.
const listNouns =
  'options|choices|kinds?|types?|sorts?|formats?|varieties|plans|packages|integrations|channels|workflows|industries|sectors|bands|tiers|sizes|languages|tools|apps|features|sources|steps|stages|phases|notifications|platforms|services|products';
const listAsk = new RegExp(
  `^(list|name|enumerate|show me|outline)\\b|\\b(what|which) (are|r) (the |your |all )?\\w+|\\b(what|which) (\\w+ ){0,2}(${listNouns})\\b|\\b(all|every) (the |of the |your )?(\\w+ )?(${listNouns}|prices)\\b|\\b(options|choices)\\b|\\bwhat (can|does) \\w+ (offer|include|support)\\b|\\bwhat does (the |your |a )?(\\w+ ){1,8}(include|contain|come with)\\b|\\bwhat('?s| is)? (comes?|included|do (?:i|we|you) get|does one get) (in|with)\\b|\\bwhat'?s in (the|a|an|your)\\b|\\bwhich (\\w+ ){0,2}\\w{2,}[^s\\W]s (do|does|can|are|will|would)\\b|\\bwhat (do|does|will|would) (i|we|you|one) need\\b|\\b(requirements|prerequisites)\\b|^which ones\\b`,
);
const kindsAsk =
  /^(?:(?:in|on|from|through|via|with|into) )?(?:what|which) (?:\w+ )?(?!(?:hours|days|times|weeks|months|years) )\w{2,}[^s\W]s (?:can|could|do|does|will|would|are|is|should|must) /;
// Besides the words of paying: "what monthly amount…" (an amount, not "the amount of
// storage"), and what a thing adds to the bill ("what does that person add monthly?").
const priceAsk =
  /\b(how much|price[sd]?|pricing|costs?|costing|fees?|charges?|charged|bill|billed|pay|paying|rates?|expensive|cheap|usd|kes|ksh|dollars?|shillings?|per (month|year|hour|user|credit))\b|\$|\bwhat\b.*(?<!\b(?:after|in|within|for|once|twice|than|about|over|under|of|from) )\b(?:a|each|every) (?:month|year|week)\W*$|\b(?:what|which)(?: \w+)? amount\b(?! of\b)|\badds?\b(?: \w+){0,2} (?:monthly|per month|a month|each month|yearly|per year|a year|to (?:the|our|my) (?:bill|invoice|total))\b/;
const durationAsk =
  /\bhow long\b|\bhow (many|much) (days?|hours?|weeks?|months?|minutes?|time)\b|\bhow (soon|quickly|fast)\b|\bwhen (will|do|does|can)\b|\bwithin how\b/;
const countAsk = /\bhow many\b|\bnumber of\b/;
// ("How is that done?" after the goal asks the way to it.)
const howToAsk =
  /\b(walk me through|guide me|show me how|explain how|instructions?|procedure|process to)\b|\bhow (do|can|should|would|to|does one)\b|\bhow (?:is|are|can|could|would) (?:it|that|this|these|those|they) (?:be )?(?:done|achieved|set up|configured|arranged)\b|\bsteps?\b|\b(set ?up|setting up|install|connect|configure|integrate|enable|add|embed|get started|start)\b|\b(?:installs|installing|connects|connecting|configures|configuring|enables|enabling|embeds|embedding)\b/;
const yesNoAsk =
  /^(is|are|does|do|can|could|will|would|has|have|should|must|shall|did|am)\b|\b(is there|are there|do you|does it|can i|can it|can lisa|does lisa)\b/;
// Where the visitor acts, or what they press, to do something is answered by the way to
// do it (its menu path and steps): "where in the app do I enter my key?", "what do I click
// to link my CRM?", "which button do I press to connect…".
const actionVerbs =
  'click|press|tap|select|choose|pick|type|enter|paste|put|add|fill|upload|find|go|open|turn|switch|set|change|link|hook|connect|sign|log|download|install';
// ...or asked in the passive: "where in the dashboard are API tokens generated?", "where is
// the widget colour changed?".
const wherePassive = String.raw`^where (?:(?:in|on|inside|within) (?:\w+ ){1,3})?(?:is|are) (?:\w+ ){1,4}(?:generated|created|issued|made|found|managed|changed|edited|configured|set up|entered|added|uploaded|connected|installed|enabled|disabled|turned on|turned off|switched on|switched off|reset|renewed|revoked)$`;
const placeOfAction = new RegExp(
  `^where (?:(?:in|on|inside|within) (?:\\w+ ){1,3})?(?:do|can|should|would|must) (?:i|we|you) (?:\\w+ )?(?:${actionVerbs})\\b|^(?:what|which)(?: \\w+){0,2} (?:do|should|must|can) (?:i|we) (?:${actionVerbs})(?: on| in)? (?:to|so|for|if)\\b|^(?:what|which) (?:button|menu|tab|link|page|screen|setting|option)s? (?:do|should|must|can) (?:i|we)\\b|${wherePassive}`,
);
// What the visitor must do to reach a goal asks for the way to do it, though it opens like a
// list or a "what" question: "what are the steps to X", "what do I do so X", "what do we
// need to do to X", "what is the process for X"; and, after a problem told as a scene, a bare
// "what do I do?" or "what now?" ("…it does not appear in the picker. What do I do?").
const asksWayTo =
  /^(?:so |and |ok )?(?:what|which) (?:are|r|is|were) (?:the |your )?(?:steps?|stages?|process|procedure|things? (?:i|we) (?:need|have|must) to do) (?:to|for|so|if|in order to)\b|^(?:so |and |ok )?what (?:do|should|must|would|can|shall) (?:i|we) (?:need to |have to |then )?do (?:to|so|for|if|in order|first|next|now|with|about)\b|\bwhat (?:do|should|must|can|shall) (?:i|we) do(?: then| about it| about that)?$|(?:^|\b(?:so|ok|then) )what now$/;
/** "What do I click to…", "where in the app do I type…", "which button do I press": where the visitor acts. */
export const asksPlaceOfAction = (question: string): boolean =>
  placeOfAction.test(
    foldText(question)
      .replace(/[^\p{L}\p{N}$'\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
const asksInclusion =
  /^(?:is|are|does|do|will|would)\b(?!.*\bhow much\b).*\b(?:included|includes?|covered|part of)\b/;
const composition =
  /^(?:so |and |but )?what (?:adds up to|makes up|goes into|counts towards|is included in)\b|\b(?:consists? of|is composed of)\b|(?:\bis|\bare|\bwhat ?'?s) (?:it|they|this|that|the \w+(?: \w+)?) (?:made up of|made of|built up from)\W*$/;
const asksRequirement = /\b(?:i|we|you) (?:need|require)\b|\b(?:needed|required)\b/;
const contactAsk =
  /\b(contact|email address|e-mail|phone number|call you|reach you|get in touch|your address|office|where are you)\b/;

/** Whether a question asks for a price or an amount of money. */
export function asksPrice(question: string): boolean {
  return priceAsk.test(withoutPageNames(foldText(question))) || asksOneOffCharge(question);
}

/** "the pricing page", "the pricing calculator" name a page, they do not ask a price; nor does a rate limit. */
const withoutPageNames = (q: string) =>
  q
    .replace(/\b(?:pricing|prices?) (page|calculator|site)\b/g, '$1')
    // "Could Lisa overwrite our prices?": the visitor's own prices are a thing asked about.
    .replace(/\b(our|my) (own )?(prices|pricing|price list|rates|fees)\b/g, '$1 $2 catalogue')
    // "Will the import write to the prices in Odoo?": prices changed or read are data acted on.
    .replace(
      /\b((?:over)?writes? to|overwrites?|changes?|modify|modifies|edits?|alters?|touch(?:es)?|updates?|deletes?|syncs?|reads?|imports?|mess(?:es)? (?:with|up)) (the |any |their |its )?(prices|pricing|price list)\b/g,
      '$1 $2catalogue',
    )
    // "What is the rate limit?" asks how many requests, not a rate charged.
    .replace(/\brate[- ]limit/g, 'limit');

export function classifyQuestion(question: string): QuestionKind {
  // "Do you have pages for industries? Which ones?" asks for them.
  // "Give me the full list of…", "name all of them", "tell me every case…" (list-cues.ts).
  if (asksBareList(question) || asksListByCue(question)) return 'list';
  // "If one of my staff replies, does the bot keep talking?" asks yes or no after its scene;
  // "I signed up. Where do I type the code?" where to act; "People ask for prices in the
  // comments. Will you answer them?" whether, though its scene names prices.
  // "We only use Gmail, is that enough for Meet?" asks whether, after its statement.
  const main = mainClause(question) ?? taggedQuestion(question);
  const asked = main === undefined ? undefined : kindOf(main);
  if (asked !== undefined && asked !== 'general') return asked;
  // "We are a charity. What can Lisa do for us?" asks what, not whether.
  if (asked === 'general' && asksOffer(question)) return 'general';
  return kindOf(question);
}

function kindOf(question: string): QuestionKind {
  const q = foldText(question)
    .replace(/[^\p{L}\p{N}$'\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "What adds up to the setup fee?", "what is the bill made of?": what it is made of, not
  // how much it is.
  if (composition.test(q)) return 'list';
  // "What is the one-time Messenger setup?" asks its price (one-off-charge.ts).
  const price = priceAsk.test(withoutPageNames(q)) || asksOneOffCharge(q);
  if (asksWayTo.test(q) && !price) return 'how-to';
  // "What are the one-off fees to connect X?" asks X's setup price (a price asked of a list's
  // subject naming no item still gets the list).
  if (price && asksOneOffCharge(q) && /^(what|which) (are|r)\b/.test(q)) return 'price';
  // "Will Lisa go through all the channels?" asks whether, whatever it names after.
  if (listAsk.test(q) && !/^(is|are|does|do|can|could|will|would|should|how much)\b/.test(q))
    return 'list';
  // "In what forms can I send it?", "what formats do you read?": the kinds of a thing, unless
  // the things are prices ("what fees do you charge").
  if (kindsAsk.test(q) && !price) return 'list';
  // "Are the carrier's fees included in what we pay you?" asks whether a charge is part of
  // another, not how much either is.
  if (price && asksInclusion.test(q)) return 'yes-no';
  // "Are fees billed in euros?": the currency or a condition, not the amount (manner-asked.ts).
  if (price && asksPriceManner(q)) return 'yes-no';
  if (durationAsk.test(q)) return 'duration';
  // "how many seats before paying for more" counts seats; "how much" is a price. A "how
  // many" that counts nothing after it, in a price question, asks how much ("bei ya X ni
  // ngapi?" -> "price X how many").
  // "How many KES a month?", "how many dollars" count money: a price.
  const countsMoney = /\bhow many (usd|kes|ksh|dollars?|shillings?|euros?|pounds?)\b/.test(q);
  if (countAsk.test(q) && !countsMoney && !(price && /\bhow many$/.test(q))) return 'count';
  if (price) return 'price';
  // "What would Lisa do for a county office?" names the visitor's office, not the business's.
  // "Which phone number do we need for WhatsApp?" asks what the visitor must have, not how to
  // reach the business.
  if (contactAsk.test(q) && !howToAsk.test(q) && !asksOffer(q) && !asksRequirement.test(q))
    return 'contact';
  // "how can I sign up?" asks for steps, though "can I" reads like a yes or no.
  if (/^(how|walk|guide|show me how|explain how)\b/.test(q) && howToAsk.test(q)) return 'how-to';
  if (placeOfAction.test(q)) return 'how-to';
  // "What does Lisa do for estate agents?" asks what, whatever auxiliary follows the
  // question word (after a preposition too: "in what forms can I…"): only a question
  // opening with an auxiliary asks yes or no.
  if (
    yesNoAsk.test(q) &&
    !/^((in|on|at|from|for|with|by|to|into) )?(what|which|where|when|who|why|how)\b/.test(q)
  )
    return 'yes-no';
  if (howToAsk.test(q)) return 'how-to';
  return 'general';
}

// Two questions in one message: "how much is X? and how long does Y take", "what does X
// cost and how do I connect it". Each part must be a question on its own (a question word
// or an auxiliary at its start), so "Slack and Asana" stays one question.
const questionStart =
  /^(?:(?:and\s+)?(?:below|above|under|over|for|in|on|at|from|with|to|by|after|before)\s+(?=how|what|which|when|where)\b)?(how|what|whats|what's|which|when|where|who|why|is|are|does|do|did|can|could|will|would|should|must|may|list|and how|and what|and which|and when|and where|and is|and are|and does|and do|and can|also)\b/i;

// "How much is the Slack setup, can it post a daily summary?": a comma or semicolon
// followed by a question of its own, when the text before it is a question too (asked
// with a question word: "If I upgrade, how much …" is one question) and each side has
// three words or more.
const bareComma =
  /\s*[,;]\s+(?=(?:how|what|which|when|where|who|why|does|do|can|could|will|would|is|are)\s+\S+\s+\S+)/i;
// "When I request a quote, where …" opens with a clause, not a question.
const opensQuestion =
  /^(?:how|what|whats|what's|which|where|who|why|is|are|does|do|can|could|will|would)\b/i;

function bareCommaSplit(text: string): string[] {
  if (!opensQuestion.test(text)) return [text];
  const at = text.search(bareComma);
  if (at < 0) return [text];
  const first = text.slice(0, at);
  const rest = text.slice(at).replace(/^\s*[,;]\s+/, '');
  if (first.split(/\s+/).length < 3) return [text];
  return [first, ...bareCommaSplit(rest)];
}

/** The questions of a message, in order (one when it holds only one). */
export function splitQuestions(message: string): string[] {
  const parts: string[] = [];
  for (const piece of message.split(/\?+\s*/)) {
    const text = piece.trim();
    if (text.length === 0) continue;
    // "...setup and how long does it take": split before a conjunction that opens a question.
    // A preposition may come first: "…, and below what width does it go full screen".
    const inner = text.split(
      /\s*(?:,\s*)?\b(?:and|also|plus)\s+(?=(?:(?:below|above|under|over|for|in|on|at|from|with|to|by|after|before)\s+)?(?:how|what|which|when|where|is|are|does|do|can|will|must|should|could|would|did|may)\b)/i,
    );
    for (const p of inner) if (p.trim().length > 0) parts.push(...bareCommaSplit(p.trim()));
  }
  const questions = parts.filter((p) => p.split(/\s+/).length >= 2);
  if (questions.length < 2) return [message];
  // A fragment that is not a question of its own ("thanks") goes back to its neighbour.
  // "…? Also, what happens when …", "…? And, can I …": the question without its "also".
  const own = questions.map((q) => q.replace(/^(and|also|plus)\b,?\s+/i, ''));
  if (
    !questions
      .slice(1)
      .every((p, i) => questionStart.test(p) || questionStart.test(own[i + 1] ?? ''))
  )
    return [message];
  return own;
}

/**
 * Index terms of the words that say what is asked about a thing (its price, setup, time,
 * steps), as opposed to the thing itself: "Slack" in "how much is the Slack setup?".
 */
export const attributeTerms: ReadonlySet<string> = new Set(
  analyze(
    `price prices pricing cost costs fee fees charge charges bill billed pay paid payment setup set install
installation connect connection configure configuration integrate integration sync synced syncing synchronise synchronize monthly month
annual annually year yearly hour hours day days week weeks time long steps step work works
available include included offer offers support rate rates exchange take takes
taking need needs get gets go goes make makes much many long soon fast quick
one-time onetime one-off once upfront`,
  ),
);
