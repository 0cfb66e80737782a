import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { extentAttributes } from './asked-extent.ts';
import { eventLengthStated, maximumAsCount, namesAccess } from './asked-limit.ts';

// Some questions ask for a kind of fact a passage either states or does not: a year, a
// headcount, a kind of media. A passage sharing a word of the question ("started", "people",
// "voice") but not stating that fact answers something else ("In which year was Acme
// started?" against "start your trial").
/** A test of a folded text: a pattern, or a predicate where no pattern can say it. */
export type TextTest = RegExp | ((text: string) => boolean);

const passes = (test: TextTest, text: string) =>
  typeof test === 'function' ? test(text) : test.test(text);

export interface AskedAttribute {
  asks: TextTest;
  /**
   * What a passage must hold to state it; a function of the question (with the best
   * passages' texts and the business's names) when it depends on it.
   */
  states:
    | RegExp
    | ((
        question: string,
        texts: readonly string[],
        ignore?: ReadonlySet<string>,
      ) => TextTest | undefined);
  /** How many of the best passages may state it (3 unless said). */
  depth?: number;
}

const year: AskedAttribute = {
  asks: /\b(which|what|in which|in what) year\b|\bwhen (was|were|did)\b.*\b(found|founded|start|started|created|established|launched|begin|began|set up|incorporated|born)\b|\bsince when\b|\bhow old is\b|\b(en )?quelle annee\b|\bdepuis quand\b|\bmwaka gani\b|\b(ilianzishwa|ilianza|ilizinduliwa) lini\b/,
  states: /\b(1[89]|20)\d{2}\b/,
};

const headcount: AskedAttribute = {
  asks: /\bhow many (people|persons|employees|staff|workers|engineers|developers|team members|staff members)\b.*\b(work|works|working|employ|employed|employs|do you have|does( \S+){1,3} have)\b|\bhow (big|large) is (the|your) (team|company|staff)\b|\b(team|company|staff) size\b|\bcombien (d'?employes|de personnes|de salaries)\b|\bwafanyakazi wangapi\b|\bwatu wangapi (wanafanya|wanafanyia)\b/,
  states:
    /\b\d[\d,]*\+?\s+(people|persons|employees|staff|workers|engineers|developers|team members|colleagues)\b|\bteam of \d/,
};

// A kind of media or content, asked of the product ("can it read photos?", "does it answer
// voice notes?"): a passage stating it names the same kind, not a word of it used otherwise
// ("a code sent by voice call").
// The kinds in English, French and Swahili (a translated question keeps the words its
// glossary lacks: "messages vocaux", "ujumbe wa sauti", "picha").
const voice =
  /\bvoice (notes?|messages?|memos?|recordings?)\b|\baudio\b|\b(messages?|notes?) voca(ux|les?)\b|\bvocaux\b|\b(ujumbe|message) (wa )?sauti\b|\bsauti\b/;
const image = /\b(images?|photos?|pictures?|screenshots?|picha)\b/;
const mediaKinds: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [voice, voice],
  [image, image],
  [/\bvideos?\b/, /\bvideos?\b/],
  [/\bstickers?\b|\bemojis?\b|\bgifs?\b/, /\bstickers?\b|\bemojis?\b|\bgifs?\b/],
  [/\b(locations?|pins?)\b.*\bshare|\bshare.*\blocations?\b/, /\blocations?\b/],
];
const media: AskedAttribute = {
  asks: /\b(answer|answers|read|reads|understand|understands|handle|handles|reply|replies|respond to|transcribe|transcribes|process|processes|accept|accepts|receive|receives|support|supports|listen to|open|opens|see|sees|send|sends|lit|lire|comprend|comprendre|recoit|recevoir|accepte|accepter|envoy\w*|traite|ecoute|soma|kusoma|inasoma|pokea|kupokea|inapokea|jibu|kujibu|inajibu|elewa|kuelewa|inaelewa|tuma|kutuma)\b/,
  states: (question) => mediaKinds.find(([asked]) => asked.test(question))?.[1],
};

/**
 * A question pointing back at a kind of media its situation names ("Customers send us voice
 * notes. Can you listen to them?") whose answer never names that kind: the answer is about
 * another kind of message. Texts are folded.
 */
export function situationMediaUnstated(
  question: string,
  situation: string,
  answer: string,
): boolean {
  if (!passes(media.asks, question) || !/\b(?:it|them|they|those|these|this|that)\b/.test(question))
    return false;
  const kind = mediaKinds.find(([asked]) => asked.test(situation))?.[1];
  return kind !== undefined && !kind.test(answer);
}

// A count of things: "how many assistants can one account create?" is answered by a number
// of assistants (or "unlimited"), not by a passage on creating an assistant. The counted
// thing is the word after "how many" (its stem, so "assistant" meets "assistants").
const numberWord =
  '\\d[\\d,.]*\\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundreds?|thousands?|millions?|dozens?|single|both|any number of|up to|a limit of|limit of';
const determinerOrOf =
  /^(of|more|other|the|a|an|your|our|my|different|separate|individual|total|extra|additional)$/;
const notCounted =
  /^(times|time|can|could|do|does|did|am|are|is|was|were|will|would|should|may|must|might|have|has|you|we|i|they|he|she|it|there)$/;
// "How many days" asks a duration and "how many shillings" a price: other checks' work.
const unitOrMoney =
  /^(seconds?|minutes?|hours?|days?|weeks?|months?|years?|times?|usd|kes|ksh|dollars?|shillings?|bob|euros?|pounds?|cents?|credits?)$/;
const priceWord = /\b(price|prices|cost|costs|fee|fees|charge|charges|pay|paid|much|usd|kes|ksh)\b/;
// Words a visitor uses for the same counted thing: the pieces of software a product
// connects to ("how many apps" against "50+ tools").
const kinGroups: ReadonlyArray<string> = [
  'app apps tool tools integration integrations connection connections platform platforms',
];
const rootOf = (stem: string) => (stem.length > 4 ? stem.replace(/[ie]$/, '') : stem);
const kinOf = new Map(
  kinGroups.flatMap((group) => {
    const roots = [...new Set(analyze(group).map(rootOf))];
    const pattern = `(?:${roots.join('|')})`;
    return roots.map((r) => [r, pattern] as const);
  }),
);
const countedKin = (stem: string): string | undefined => kinOf.get(stem);

/** The root of the counted thing of a "how many …" question (or of its kind), or undefined. */
function countedRoot(question: string): string | undefined {
  // A translated question may put it last: "can create assistant how many" (Swahili
  // "wasaidizi wangapi").
  // ("bei ya X ni ngapi", "price X how many", asks a price).
  const after =
    question.match(/\b(?:how many|number of) ((?:[\p{L}-]+ ){0,2}[\p{L}-]+)/u)?.[1] ??
    (priceWord.test(question) ? undefined : question.match(/\b([\p{L}-]+) how many\W*$/u)?.[1]) ??
    '';
  // The counted thing ends its phrase, and is plural: "how many Slack channels can…".
  const phrase: string[] = [];
  for (const w of after.split(' ').filter((w) => !determinerOrOf.test(w))) {
    if (notCounted.test(w)) break;
    phrase.push(w);
  }
  const noun = phrase.filter((w) => /s$/.test(w)).pop() ?? phrase[0];
  const [stem] = noun ? analyze(noun) : [];
  if (!stem || /^\d/.test(stem) || !noun || unitOrMoney.test(noun)) return undefined;
  // A stem may end where its word does not ("compani" of "company").
  return rootOf(stem);
}

// A counted thing said in a word of its kind: a number of any of them counts it.
const kinPattern = (root: string) => countedKin(root) ?? root;

const numberOf = (root: string) => `\\b(${numberWord})\\b(?:[^\\s.;:]*\\s+){1,3}?${root}`;

/** What states a number of the (folded) question's counted thing: "50+ tools" for "how many apps". */
export function countOfAskedThing(question: string): RegExp | undefined {
  if (!count.asks.test(question)) return undefined;
  const root = countedRoot(question);
  return root ? new RegExp(numberOf(kinPattern(root))) : undefined;
}

const count = {
  asks: /\bhow many [\p{L}]|\bnumber of [\p{L}]|[\p{L}] how many\W*$/u,
  states: (question, texts) => {
    const root = countedRoot(question);
    if (!root) return undefined;
    // "The channels you pick" counts them too ("each workflow costs…" does not).
    const counted = `\\b(unlimited|no limit|as many as you|any number of|no maximum)\\b|${numberOf(kinPattern(root))}|\\b${root}\\w*\\s+(?:that\\s+)?you\\s+(pick|choose|select|want|need|like|add)\\b`;
    // Passages naming the thing without a number of it talk about it without counting it;
    // passages that never name it (the question's "seats", their "users") may count it in
    // their own word, so any number there may be the count.
    const named = new RegExp(`\\b${root}`);
    return new RegExp(
      texts.some((t) => named.test(t)) ? counted : `${counted}|\\b(\\d|${numberWord})\\b`,
    );
  },
} satisfies AskedAttribute;

// A duration: "how long do you keep transcripts?" is answered by a length of time (or
// "until you delete them", "never expire"), not by a passage on keeping a page's text.
// Lengths of time are common (a trial, a rollout, "immediately"), so only the passage that
// would answer counts.
const duration = {
  depth: 1,
  asks: /\bhow long\b(?! (is|are) (the|a|an|your|my|our) [\p{L}]+ (text|message|name|title|answer))|\bfor how (long|many (days|weeks|months|years))\b|\bretention (period|policy)\b|\bretain(ed)?\b.*\bfor\b|\bwhen (do|does|will|are|is)\b.*\b(delete|deleted|deletes|erase|erased|purge|purged|remove|removed)\b/u,
  states:
    /\b(seconds?|minutes?|mins?|hours?|hrs?|days?|daily|weeks?|weekly|months?|monthly|years?|yearly|annual|forever|indefinitely|permanently|never (expire|expires|deleted)|do not expire|don'?t expire|until (you|it|they|the)|instantly|immediately|right away|straight away|real time|on request|at your request|when you ask|ms|milliseconds?|characters?|chars?|px|pixels?|\d+\s?(s|h|d)\b)/,
} satisfies AskedAttribute;

/** Whether a (folded) question asks a length of time, and whether a (folded) text states one. */
export const asksDuration = (q: string) => duration.asks.test(q);
export const statesDuration = (text: string) => duration.states.test(text);

// The words of asking how long ("how long does it take", "how long do they last").
export const durationTerms = new Set(
  analyze(
    'how long longer take takes taking last lasts lasting keep kept time times duration period quick quickly fast soon usually normally wait waiting',
  ),
);

/**
 * A length of time asked of a thing ("how long does a refund take?") and the passage that
 * would answer matched only the asking ("long", "take"): it gives the length of something
 * else (going live), not of the refund.
 */
function durationOfNothingAsked(
  q: string,
  top: Passage | undefined,
  ignore: ReadonlySet<string>,
): boolean {
  if (!top?.matchedTerms || !duration.asks.test(q)) return false;
  const asked = analyze(q).filter((t) => !durationTerms.has(t) && !ignore.has(t));
  const held = top.matchedTerms.filter(
    (m) => !m.corrected && !durationTerms.has(m.term) && !ignore.has(m.term),
  );
  return asked.length > 0 && held.length === 0;
}

// A refund, a guarantee or a warranty is a policy the knowledge states in those words or
// not at all: "do we get a refund on the setup fee?" is not answered by the setup fee.
const moneyWord =
  '(\\b(fees?|prices?|costs?|credits?|plans?|subscriptions?|payments?|pay|paid|charges?|charged|deposits?|money|cards?|invoices?|cancel\\w*|usd|kes|ksh)\\b|\\$|\\d)';
const policyWords = /\b(refund\w*|money back|reimburs\w*|guarantee[ds]?|warrant(y|ies))\b/;
// A refund the visitor's own customers ask for ("a task for a refund", "a task in Asana for a
// refund", "a chat about a refund", "when a shopper wants a refund", "a refund we promised") is
// a case the visitor's team handles, not a policy of the business.
const othersRefund =
  /\b(our|my|a|the|their)\s+(customers?|shoppers?|clients?|buyers?|guests?|patients?|students?|callers?|visitors?|users?)\b|\b(tasks?|tickets?|requests?|cases?|complaints?|chats?|conversations?|messages?|emails?|calls?|questions?|enquir(y|ies)|inquir(y|ies))\s+(?:(?:in|on|into)\s+[\w-]+\s+)?(for|about|on|asking for)\s+(a\s+|the\s+)?refund|\brefund\s+(requests?|tasks?|tickets?|cases?)\b|\brefunds?\s+(?:that\s+)?(we|i)\s+(promised|owe|approved|agreed|offered)\b/;
// Asked with something else ("refundable or do they expire?"), the other part may be known.
const policy: AskedAttribute = {
  asks: new RegExp(
    `^(?![^]*(${othersRefund.source}))[^]*${policyWords.source}(?![^]*\\b(or|and)\\b)`,
  ),
  states: (question) => {
    const asked = question.match(policyWords)?.[1] ?? '';
    const root = asked.startsWith('refund')
      ? 'refund\\w*|money back|reimburs\\w*|non-refundable'
      : asked.startsWith('reimburs') || asked === 'money back'
        ? 'refund\\w*|money back|reimburs\\w*'
        : asked.startsWith('warrant')
          ? 'warrant(y|ies)'
          : 'guarantee[ds]?';
    // ...said of money paid: "refunds … become tasks" is the visitor's customers' refunds.
    return new RegExp(
      `(^|[.;!?]\\s)[^.;!?]*(\\b(${root})\\b[^.;!?]*${moneyWord}|${moneyWord}[^.;!?]*\\b(${root})\\b)`,
    );
  },
};

// The size of a file: "what's the max file size?", "how big can a PDF be?", "the biggest PDF
// I can upload", "a limit in MB".
const fileSize: AskedAttribute = {
  asks: /\bfile ?sizes?\b|\b(max(imum)?|largest|biggest|limit)\b.*\bsizes?\b|\bhow (big|large|heavy) (can|may|could|is|are)\b.*\b(files?|uploads?|documents?|pdfs?|images?|attachments?|videos?)\b|\b(max(imum)?|largest|biggest|heaviest|longest)( \w+)? (files?|uploads?|documents?|pdfs?|docx|attachments?|spreadsheets?|csvs?)\b|\b(kb|mb|gb|kilobytes?|megabytes?|gigabytes?|megs?)\b/,
  states:
    /\b\d+(\.\d+)?\s?(kb|mb|gb|kilobytes?|megabytes?|gigabytes?|bytes?)\b|\bno (size )?limit\b|\bany size\b/,
};

// A way to pay ("can I pay by bank transfer?", "which payment methods do you take?"): a passage
// states it when it names that way with a word of paying, not when it names a bank among its
// customers. Asked without a way ("payment methods"), any way of paying named with paying.
const payWays =
  'bank transfers?|wire transfers?|paypal|cards?|credit cards?|debit cards?|visa|mastercard|m-?pesa|mobile money|cash|cheques?|checks?|crypto\\w*|bitcoin|invoices?|direct debit|standing orders?|apple pay|google pay|stripe';
const paymentWay: AskedAttribute = {
  depth: 2,
  asks: new RegExp(
    `\\b(pay|paying|payment|payments|paid)\\b[^?.!]*\\b(by|with|via|using|through|in)\\s+(${payWays})\\b|\\b(payment|paying) (methods?|options?|ways?)\\b|\\bways? (to|of) pay\\b|\\baccept (${payWays})\\b`,
  ),
  states: (question) => {
    const way = question.match(new RegExp(`\\b(${payWays})\\b`))?.[1];
    const ways = way ? way.replace(/s$/, '').replace(/[-\s]/g, '.?') : `${payWays}`;
    const paying =
      '(pay|pays|paid|paying|payment|payments|accept|accepts|accepted|billed|checkout)';
    return new RegExp(
      `(^|[.;!?]\\s)[^.;!?]*(\\b${paying}\\b[^.;!?]*\\b(${ways})|\\b(${ways})\\w*\\b[^.;!?]*\\b${paying}\\b)`,
    );
  },
};

// Who owns, founded or made the business: a passage naming its founder or owner ("founded by",
// "CEO"), not one using "owns" of a conversation.
const founder: AskedAttribute = {
  asks: /^(who|whom) (owns|owned|founded|started|created|built|made|set up)\b|\bwho (is|are) (the|your|its) (ceo|founders?|co-?founders?|owners?|chief executive|managing director)\b|\b(name of|names of) (the|your|its) (ceo|founders?|owners?)\b/,
  states:
    /\b(founded|owned|created|built|started|set up|run|led) by\b|\b(ceo|founders?|co-?founders?|chief executive|managing director)\b/,
};

// An app of the business's own ("is there a Lisa mobile app?", "do you have a desktop app?"):
// a passage offering one to download, not one about the visitor's own app ("your mobile app").
const ownApp: AskedAttribute = {
  // ("the phone app" is one the question already knows of: WhatsApp's.)
  asks: /\b(a|an|your|any)\s+([\p{L}-]+\s+){0,2}(mobile|desktop|ios|iphone|android|phone|smartphone|windows|mac)\s+(app|apps|application|client|version)\b/u,
  states:
    /\b(app store|google play|play store|download (the|our) app|our (mobile |desktop )?app|(ios|android|desktop|mobile) app (is|for)\b)/,
};

// A rate of throughput ("how many messages per second?"): stated per that unit.
const rate: AskedAttribute = {
  asks: /\b(per|a|each|every) (second|sec|minute|min)\b/,
  states: (question) => {
    const unit = question.match(/\b(?:per|a|each|every) (second|sec|minute|min)\b/)?.[1] ?? '';
    const stem = unit.startsWith('sec') ? 'sec(ond)?' : 'min(ute)?';
    return new RegExp(`\\b(per|a|each|every|/)\\s?${stem}\\b|\\d+\\s?/\\s?${stem.slice(0, 3)}`);
  },
};

// An upper bound on a count ("the most team members one account can add"): that count.
const maximum: AskedAttribute = {
  asks: (q) => maximumAsCount(q) !== undefined,
  states: (question, texts) => {
    const asCount = maximumAsCount(question);
    return asCount ? count.states(asCount, texts) : undefined;
  },
};

// The length of one event ("how long does Meta take to approve a template?"): stated with
// the event's verb in its sentence, in one of the best passages.
const eventLength: AskedAttribute = {
  asks: (q) => eventLengthStated(q) !== undefined,
  states: eventLengthStated,
};

// Access for disabled visitors ("screen readers", "blind customers"): named in so many words.
const accessibility: AskedAttribute = {
  asks: namesAccess,
  states: () => namesAccess,
};

const attributes: readonly AskedAttribute[] = [
  maximum,
  accessibility,
  eventLength,
  paymentWay,
  founder,
  ownApp,
  rate,
  year,
  headcount,
  media,
  count,
  duration,
  policy,
  fileSize,
  ...extentAttributes,
];

// The visitor telling of their own situation before asking ("We track refunds in Asana. What
// is the fee to link it?"): the statement says what they do, the question what they ask.
const ownSituation = /^(?:we|i|our|my)\b[^.!?]*[.!]\s+(?=\S)/;
const askedPart = (question: string): string => {
  let asked = question;
  for (let m = asked.match(ownSituation); m; m = asked.match(ownSituation))
    asked = asked.slice(m[0].length);
  return asked;
};

/**
 * The question asks for a year, a headcount, a kind of media, a count, a length of time or a
 * refund, and none of the best passages states one: whatever words they share, they do not
 * hold the answer.
 */
export function attributeUnstated(
  question: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string> = new Set(),
): boolean {
  const q = foldText(question);
  if (durationOfNothingAsked(q, passages[0], ignore)) return true;
  const best = passages.slice(0, 3).map((p) => foldText(`${p.question ?? ''} ${p.text}`));
  const asked = askedPart(q);
  for (const attribute of attributes) {
    if (!passes(attribute.asks, asked)) continue;
    const states =
      typeof attribute.states === 'function'
        ? attribute.states(asked, best, ignore)
        : attribute.states;
    const texts = best.slice(0, attribute.depth ?? 3);
    if (states && !texts.some((text) => passes(states, text))) return true;
  }
  return false;
}
