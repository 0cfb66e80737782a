import { analyze } from '../text/analyzer.ts';
import type { AskedAttribute, TextTest } from './asked-attribute.ts';
import { lengthWord } from './asked-limit.ts';

// Facts of an offer a passage either states in so many words or not at all, asked of the
// business's product by visitors of any business: the smallest amount one may buy, whether
// it runs on the visitor's own servers, a plan that costs nothing, and how long until
// something happens ("how long until our data is deleted?"). A neighbouring passage shares
// the question's words (credits, servers, "free" of a free trial, the account) without the
// fact. Each is an attribute of `asked-attribute.ts`: what asks it, and what a passage must
// hold to state it; both on folded text.
const sentencesOf = (text: string) => text.split(/(?<=[.!?;:])\s+|\n+/);

const clausesOf = (sentence: string) => sentence.split(/[,;:()–—]|\s-\s/);

/**
 * A sentence holds `said` of the asked thing, not of a neighbour: with a word of the question
 * (not one of `own`, the words of asking it) that is not the business's name (`ignore`), or in
 * one clause with the business's name. "Any Odoo version, on Odoo Online or self-hosted"
 * hosts Odoo; "Lisa can be installed on-premise" hosts Lisa. `ofAnother`, when given, tells a
 * match that is said of another thing ("a minimum notice" is not a minimum top-up).
 */
function statedWith(
  said: RegExp,
  question: string,
  own: ReadonlySet<string>,
  ignore: ReadonlySet<string> = new Set(),
  ofAnother?: (match: string, sentence: string, asked: ReadonlySet<string>) => boolean,
): TextTest {
  const shared = analyze(question.replace(new RegExp(said.source, 'g'), ' ')).filter(
    (t) => t.length >= 3 && !own.has(t),
  );
  const asked = new Set(analyze(question));
  const saidOf = (s: string) => {
    const m = said.exec(s);
    return m !== null && !ofAnother?.(m[0], s.slice(m.index), asked);
  };
  const has = (text: string, terms: readonly string[]) => {
    const held = new Set(analyze(text));
    return terms.some((t) => held.has(t));
  };
  const things = shared.filter((t) => !ignore.has(t));
  const name = shared.filter((t) => ignore.has(t));
  return (text) =>
    sentencesOf(text).some(
      (s) => saidOf(s) && (has(s, things) || clausesOf(s).some((c) => saidOf(c) && has(c, name))),
    );
}

// A minimum followed by a noun the question does not hold is the minimum of that thing:
// "a minimum notice of two hours" against "the minimum number of hours per top-up".
const minimumOfAnother = (match: string, rest: string, asked: ReadonlySet<string>) => {
  if (!/^(?:minimum|min|smallest|lowest)$/.test(match)) return false;
  const next = rest.slice(match.length).match(/^\s+([\p{L}-]+)/u)?.[1];
  if (!next || /^(?:of|is|for|per|top-?ups?|purchase|order|amount|number|quantity)$/.test(next))
    return false;
  const [term] = analyze(next);
  return term !== undefined && !asked.has(term);
};

// The lower bound of what one buys or pays: "the smallest number of credits I can buy", "the
// minimum top-up", "the least I can spend", "le minimum d'achat", "kiwango cha chini".
// ("The cheapest plan" and "the lowest price" ask a price the price checks already judge.)
const minimumTerms = new Set(
  analyze(
    'min minimum smallest least lowest fewest possible allowed required number amount quantity count size value can could buy bought purchase get pay need must have there',
  ),
);
export const minimumAmount: AskedAttribute = {
  asks: /\b(?:min|minimum|smallest|least|lowest|fewest)\b(?: possible| allowed| required)?(?: (?:number|amount|quantity|count|size|value|order|purchase|top-?up|recharge|deposit|spend|spending|payment|commitment|pack|bundle)s?\b)|\bminimum (?:d'?achat|de commande|de recharge)\b|\b(?:le|la) plus petite? (?:quantite|nombre|recharge|montant)\b|\bkiwango cha chini\b|\bangalau (?:ngapi|kiasi gani)\b|\bhow (?:few|little) \w+ (?:can|could|may|must) (?:i|we)\b|\bat least how (?:many|much)\b/,
  // ...in a sentence about what was asked: "minimum notice" of a booking is not a minimum top-up.
  states: (question, _texts, ignore) =>
    statedWith(
      /\b(?:minimum|min|at least|as (?:few|little|low) as|no minimum|smallest|lowest|starting (?:at|from)|any (?:amount|number)|however (?:many|much)|from (?:just |only )?(?:\$|usd |kes |ksh )?\d)/,
      question,
      minimumTerms,
      ignore,
      minimumOfAnother,
    ),
};

// Where the software runs: "can it be installed on-premise?", "on our own servers", "self-
// hosted", "sur nos propres serveurs", "kwenye seva zetu". A passage states it with those
// words in a sentence that shares another word of the question (the product's name, "install"):
// "any Odoo version, on Odoo Online or self-hosted" is another product's hosting.
const hostingWord =
  '(?:on-? ?prem(?:ise|ises)?|self-? ?host(?:ed|ing)?|own (?:servers?|hardware|infrastructure|data ?cent(?:re|er)s?)|private cloud|air-? ?gapped|hosted (?:by us|for you|only)|cloud-? ?only|saas only|(?:sur|dans) (?:nos|vos|mes|leurs) (?:propres )?serveurs|sur site|seva (?:zetu|zenu|zangu|yetu|yenu))';
// ("From our own server, how do I send…" says where a call comes from, not where Lisa runs.)
const hostingAsked = new RegExp(
  `(?<!\\bfrom (?:our|my) )\\b${hostingWord}\\b|\\b(?:install|run|deploy|host)(?:ed|ing)? (?:it |this |them |the [\\w-]+ |[\\w-]+ )?(?:on|in|at) (?:our|my) (?:own )?(?:servers?|premises|network|machines?|computers?|infrastructure|data ?cent(?:re|er))\\b|\\bhost (?:it|this|them) (?:ourselves|myself|internally|locally)\\b`,
);
const hostingTerms = new Set(
  analyze(
    'on premise premises self host hosted hosting own server servers hardware infrastructure private cloud install installed run deploy can could be is are',
  ),
);
export const hostingMode: AskedAttribute = {
  asks: hostingAsked,
  states: (question, _texts, ignore) =>
    statedWith(
      new RegExp(`\\b${hostingWord}`),
      question.replace(hostingAsked, ' '),
      hostingTerms,
      ignore,
    ),
};

// An offer that costs nothing, asked as a kind of plan: "is there a free plan?", "a free tier
// we can stay on", "une formule gratuite", "mpango wa bure". A free trial is not one: it ends.
// (Free setup, free support, a free demo are what the knowledge may state: not asked here.)
const freeOffer =
  '(?:free (?:plans?|tiers?|versions?|editions?|accounts?|packages?|options?|forever)|freemium|forever free|free for ever|(?:plan|formule|offre|version) gratuite?|gratuit (?:pour toujours|a vie)|(?:mpango|kifurushi) wa bure|bure milele)';
// ...or as going on without paying: "can we keep using it for free after the trial?", "stay
// free once the 14 days end", "continuer gratuitement", "kuendelea bure".
const goOnFree =
  '(?:(?:keep|keeps|stay|stays|remain|continue|carry on|go on)\\b[^?.!]*\\b(?:for free|free of charge|without paying|at no cost)|(?:stay|remain)s? free|continuer gratuitement|rester gratuit|kuendelea (?:bure|bila kulipa))';
export const freePlan: AskedAttribute = {
  asks: new RegExp(`\\b${freeOffer}\\b|\\b${goOnFree}\\b`),
  states: new RegExp(
    `\\b${freeOffer}\\b|\\b(?:plans?|tiers?|versions?|editions?|accounts?|packages?|options?) (?:is|are|stays?|remains?) (?:completely |always |totally |forever )?free\\b|\\$0(?![.,]\\d)\\b|(?<![\\d.,])\\b0 (?:usd|kes|ksh)\\b|\\b(?:usd|kes|ksh) 0(?![.,]?\\d)|\\bno charge\\b|\\bat no cost\\b|\\bfree of charge\\b|\\bcosts? nothing\\b`,
  ),
};

// How long until something is done to a thing: "how long until our data is wiped?", "how long
// before the invoice is sent?", "how long till my account gets deleted". A passage states it
// when one sentence holds both a length of time and that doing (or a word of the same doing:
// wiped or deleted).
const untilDone =
  /\bhow (?:long|soon|many (?:days|weeks|months|hours))\b[^?.!]*?\b(?:until|till|til|before|after which)\b[^?.!]*?\b(?:is|are|gets?|will be|would be|be|becomes?|get)\b (?:\w+ )?(\p{L}{3,}(?:ed|en))\b/u;
const lightDone =
  /^(?:done|given|taken|seen|been|gotten|got|used|made|set|needed|wanted|allowed|ready|finished|completed|started|asked|charged|billed|paid|noticed|told|updated|changed)$/;
const doingKin: ReadonlyArray<string> = [
  'wipe wiped delete deleted erase erased remove removed purge purged destroy destroyed clear cleared',
  'close closed cancel cancelled canceled deactivate deactivated terminate terminated',
  'send sent deliver delivered',
];
const doneRoots = (verb: string): string[] => {
  const group = doingKin.find((g) => g.split(' ').includes(verb));
  return [...new Set(analyze(group ?? verb))].map((s) => (s.length > 4 ? s.slice(0, 4) : s));
};
export const timeUntilDone: AskedAttribute = {
  asks: (q) => {
    const verb = q.match(untilDone)?.[1];
    return verb !== undefined && !lightDone.test(verb);
  },
  states: (question) => {
    const verb = question.match(untilDone)?.[1];
    if (!verb) return undefined;
    const done = new RegExp(`\\b(?:${doneRoots(verb).join('|')})`);
    return (text) => sentencesOf(text).some((s) => lengthWord.test(s) && done.test(s));
  },
};

/** The attributes of this module, in the order `asked-attribute.ts` tries them. */
export const extentAttributes: readonly AskedAttribute[] = [
  minimumAmount,
  hostingMode,
  freePlan,
  timeUntilDone,
];
