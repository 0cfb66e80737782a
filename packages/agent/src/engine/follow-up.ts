import { foldText } from '../text/analyzer.ts';
import { stopwords } from '../text/stopwords.ts';
import { extremesAsked } from './extremes.ts';

// An elliptical follow-up names a new subject and leans on the previous question for what
// is asked about it: "and for Asana?", "what about the annual plan?", "ok and messenger".
const connector =
  /^(?:(?:ok|okay|alright|right|so|hmm|cool|great|nice|thanks)[\s,]+)?(?:(?:and )?(?:the )?same(?: thing| question| deal| again)?,?(?: but)?(?: for| with| about)?(?=\s+\S)(?<=(?:thing|question|deal|again|but|for|with|about))|and|what about|how about|and what about|and how about|likewise(?: for| with)?|ditto(?: for| with)?|also|then|et|et pour|et pour le|et pour la|et le|et la|et les|et si|na|na je|vipi kuhusu|je kuhusu|kuhusu)\b[\s,]*(?:(?:for|with|on|the|a|an|pour|sur|de)\b\s*)?/i;
// ...or keeps the subject and asks something new about it: "how much is its setup?".
const pronoun =
  /\b(it|its|it's|itself|that|this|them|they|their|those|these|that one|this one|ça|cela|il|elle|yake|hiyo|hii)\b/i;

// What a question asks about a subject, carried over to an elliptical follow-up: the
// attribute ("how much", "setup", "per month", "connect") and the kind of thing ("plan",
// "integration"). The subject itself (Slack, WhatsApp, the Standard plan) is what the
// follow-up replaces.
const attributeWords = new Set(
  `how much many long price prices pricing cost costs fee fees setup set up install installation
connect connecting connection configure steps step monthly month months annual annually year yearly
per hour hours day days week weeks time support plan plans package packages tier tiers integration
integrations workflow workflows credit credits user users limit limits included include includes
does do can is are what which when where who why work works available offer offers language
languages channel channels feature features trial free discount minimum maximum bill billed
billing charge charged pay paid every one-time once onetime`.split(/\s+/),
);

const periodWords = new Set(
  'monthly month months annual annually year yearly weekly week hourly hour daily day'.split(' '),
);

const wordsOf = (text: string) =>
  foldText(text)
    .replace(/[^\p{L}\p{N}$'\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * The message as a question that stands alone, using the previous question for what it
 * leaves out; undefined when the message already stands alone. `previous` is the previous
 * visitor question, itself already standalone.
 */
export function rewriteFollowUp(
  message: string,
  previous: string | undefined,
  names: ReadonlySet<string> = new Set(),
): string | undefined {
  if (!previous) return undefined;
  const text = message.trim().replace(/[?!.]+$/, '');
  const count = wordsOf(text).length;
  if (count === 0) return undefined;
  if (count > 10) return pointsBack(text, previous, names) ?? itAsObject(text, previous, names);
  const m = text.match(connector);
  const rest = m ? text.slice(m[0].length).trim() : '';
  // "and what does it cost?": after the connector comes no new subject, only what is asked
  // about the previous one (a pronoun, attribute and function words): read it as such.
  const namesNothing =
    pronoun.test(rest) &&
    wordsOf(rest.replace(/\b(?:that|this) one\b/gi, 'it')).every(
      (w) => stopwords.has(w) || attributeWords.has(w) || pronoun.test(w),
    );
  if (m && m[0].length > 0 && m[0].length < text.length && !namesNothing) {
    // "ok and Trello's fee?" after the business's price of another thing asks the same price
    // of Trello: the possessive names the thing priced, not a company billing its own.
    const subject = wordsOf(previous).some((w) => priceWords.has(w))
      ? rest.replace(/(\p{L})['’]s\b/gu, '$1')
      : rest;
    // A new period ("the annual plan" after a monthly one) replaces the old one.
    const newPeriod = wordsOf(subject).some((w) => periodWords.has(w));
    const carried = wordsOf(previous).filter(
      (w) => attributeWords.has(w) && !(newPeriod && periodWords.has(w)),
    );
    // Nothing to carry ("tell me about Slack" -> "and Asana?"): ask the previous question
    // about the new subject by appending it.
    if (carried.length === 0) return `${previous.replace(/[?!.]+$/, '')} ${subject}`;
    // "and the biggest one?": a superlative ranks the previous question's things ("the
    // small knowledge base"), so they come along; a name ("and the Enterprise one?") names
    // its thing itself and replaces the previous one.
    if (/\bones?$/i.test(subject) && extremesAsked(subject).length > 0) {
      const thing = wordsOf(previous).filter((w) => !stopwords.has(w) && !attributeWords.has(w));
      return `${carried.join(' ')} ${subject.replace(/\s*\bones?$/i, '')} ${thing.join(' ')}`.trim();
    }
    return `${carried.join(' ')} ${subject}`;
  }
  if (pronoun.test(text)) {
    // What the message says of its own, after the connector ("right, and the one-time fee
    // for that?": the fee, not "right").
    const own = wordsOf(m ? rest : text).filter(
      (w) => !stopwords.has(w) && !attributeWords.has(w) && !pronoun.test(w),
    );
    // "how much is its setup?": the message brings no subject of its own, so the previous
    // question's subject (its words that are neither attributes nor function words) joins it.
    if (own.length <= 1) {
      // The previous question's names, when it wrote some ("Can Lisa book appointments in
      // Google Calendar?" -> Lisa, Google Calendar): what it did with them ("book
      // appointments") is not the subject "that integration" points to.
      // A plural pronoun ("the cheapest of them") points to the plural things the previous
      // question asked about ("the care plans on your website": care plans, not website).
      const plural = pluralPronoun.test(text) && namedIn(previous, names).length === 0;
      const subject =
        (plural ? pluralPhrase(previous, names) : undefined) ?? subjectOf(previous, names);
      if (subject.length > 0) return `${text} ${subject.join(' ')}`;
    }
    // "what ends up in the task it creates?" after "Is Asana one of your connections?": the
    // message says more of its own, but its "it" is still the thing the previous question
    // named, as long as the message names no thing itself.
    const named = namedIn(previous, names);
    if (
      /\b(?:it|its|it's|itself)\b/i.test(text) &&
      named.length > 0 &&
      namedIn(text, names).length === 0
    ) {
      const said = new Set(wordsOf(text));
      const added = named.filter((w) => !said.has(w));
      if (added.length > 0) return `${text} ${added.join(' ')}`;
    }
  }
  return pointsBack(text, previous, names);
}

const priceWords = new Set(
  'price prices pricing cost costs fee fees charge charged pay paid bill billed much'.split(' '),
);
const pluralPronoun = /\b(them|they|their|those|these)\b/i;

/**
 * The previous question's plural noun with the content words written just before it
 * ("Tell me about the care plans on your website" -> care plans); undefined when it has none.
 */
function pluralPhrase(previous: string, names: ReadonlySet<string>): string[] | undefined {
  const words = wordsOf(previous);
  const content = (w: string) => !stopwords.has(w) && !names.has(w) && !/\d/.test(w);
  const at = words.findIndex(
    (w) => w.length > 3 && /[^s]s$/.test(w) && content(w) && !periodWords.has(w),
  );
  if (at < 0) return undefined;
  let start = at;
  while (start > 0 && at - start < 2 && content(words[start - 1] ?? '')) start--;
  return words.slice(start, at + 1);
}

// An "it" as the object of a verb or a preposition ("how do I make it show up?", "I cannot
// find it in the list"), not the "it" that opens a sentence ("does it take long", "is it").
const objectIt =
  /\b(?:make|get|set|put|connect|use|see|find|move|keep|turn|stop|add|link|show|have|let|at|to|with|into|onto|from|for)\s+it\b(?!\s+(?:to|that)\b)/i;

/**
 * A longer follow-up ("our channel is private, how do I make it show up?" after "What does
 * the Slack integration do?") that names no thing of its own and points back with an
 * object "it": the previous question's named thing joins it.
 */
function itAsObject(text: string, previous: string, names: ReadonlySet<string>) {
  if (!objectIt.test(text) || namedIn(text, names).length > 0) return undefined;
  const said = new Set(wordsOf(text));
  const added = namedIn(previous, names).filter((w) => !said.has(w));
  return added.length > 0 ? `${text} ${added.join(' ')}` : undefined;
}

/** The capitalised words after a question's first word ("Is Asana one of …" -> asana). */
function namedWords(question: string): string[] {
  return question
    .split(/\s+/)
    .slice(1)
    .filter((w) => /^\p{Lu}/u.test(w))
    .flatMap(wordsOf);
}

/** The things a question names, the business's own names and function words left out. */
function namedIn(question: string, names: ReadonlySet<string>): string[] {
  return namedWords(question).filter(
    (w) => !names.has(w) && !stopwords.has(w) && !attributeWords.has(w),
  );
}

// Kinds of thing among the attribute words: "unused ones" after "each credit" are credits.
const kindWords = new Set(
  `plan plans package packages tier tiers integration integrations workflow workflows credit
credits user users channel channels feature features language languages`.split(/\s+/),
);

/**
 * The words naming the thing a question asks about: neither attributes (its kind, "credit",
 * "plan", stays), function words nor numbers.
 */
export function thingWords(question: string, names: ReadonlySet<string>): string[] {
  return wordsOf(question).filter(
    (w) =>
      !stopwords.has(w) &&
      (kindWords.has(w) || !attributeWords.has(w)) &&
      !names.has(w) &&
      !/\d/.test(w) &&
      !/^(?:between|each|every|per)$/.test(w),
  );
}

/**
 * The previous question's subject: its names, when it wrote some ("Can Lisa book
 * appointments in Google Calendar?" -> Google Calendar; what it did with them, "book
 * appointments", is not the subject "that integration" points to), else its words that are
 * neither attributes nor function words. The business's own name alone names no subject
 * ("Can Lisa book appointments?" -> book appointments).
 */
export function subjectOf(previous: string, names: ReadonlySet<string>): string[] {
  const content = (w: string) => !stopwords.has(w) && !attributeWords.has(w);
  const named = namedWords(previous).filter(content);
  if (named.some((w) => !names.has(w))) return named;
  return wordsOf(previous).filter((w) => content(w) && !names.has(w));
}

// A demonstrative with a kind of thing ("that channel", "this plan", "those tools") points
// back to the thing the previous question named, however much else the message says.
const kindOfThing =
  /\b(?:that|this|those|these)\s+(?:channel|channels|integration|integrations|app|apps|tool|tools|plan|plans|package|packages|tier|service|services|feature|features|option|options|product|products|platform|platforms|account|accounts|key|keys|workflow|workflows)\b/i;

/**
 * "and could our staff type replies to clients inside that channel?" after "How do I
 * connect Slack?": the message names no thing of its own (no name) and points back with a
 * demonstrative, so the previous question's named subject joins it.
 */
function pointsBack(
  text: string,
  previous: string,
  names: ReadonlySet<string>,
): string | undefined {
  if (!kindOfThing.test(text)) return undefined;
  if (
    text
      .split(/\s+/)
      .slice(1)
      .some((w) => /^\p{Lu}\p{L}/u.test(w) && !names.has(foldText(w)))
  )
    return undefined;
  const own = new Set(wordsOf(text));
  const subject = subjectOf(previous, names).filter((w) => !own.has(w));
  return subject.length > 0 ? `${text} ${subject.join(' ')}` : undefined;
}

// A back-reference in the second question of a message: "can Lisa read our messages there?",
// "do they expire?", "how do I connect it?". "there" only at the end of the question ("is
// there a trial?" asks whether one exists).
const backReference = /\b(it|its|they|them|their|that one|this one|ones)\b|\bthere$/i;
const pluralReference = /\b(they|them|their|these|those|ones)\b/i;

/**
 * The second question of a message with the first question's subject added when it points
 * back to it and names nothing of its own: "How much is Slack setup and can Lisa read our
 * private messages there?" -> "... there Slack"; "What's the price per credit at 30,000
 * credits and do they expire?" -> "do they expire credits" (a plural pronoun points to a
 * plural noun). `names` are the business's own names, which name no subject.
 */
export function carrySubject(
  question: string,
  first: string,
  names: ReadonlySet<string> = new Set(),
): string | undefined {
  const text = question.trim().replace(/[?!.]+$/, '');
  if (!backReference.test(text)) return undefined;
  const isName = (w: string) => /^\p{Lu}\p{L}/u.test(w) && !names.has(foldText(w));
  if (itIsTheBusiness(text, first, names)) return undefined;
  // A name of its own ("can Instagram do that?") is its subject.
  if (text.split(/\s+/).slice(1).some(isName)) return undefined;
  const firstWords = first.trim().split(/\s+/);
  const named = firstWords.slice(1).filter(isName).flatMap(wordsOf);
  const plurals = pluralReference.test(text)
    ? wordsOf(first).filter(
        (w) => w.length > 3 && /[^s]s$/.test(w) && !stopwords.has(w) && !periodWords.has(w),
      )
    : [];
  // Neither a name nor a plural ("What is the price of the website widget setup and where
  // do I paste its code?", "What is each credit in band B, and do unused ones lapse?"): the
  // first question's own thing, its words that are neither attributes nor function words.
  const subject =
    named.length > 0
      ? named
      : plurals.length > 0
        ? plurals
        : ((itAsSubject.test(text) ? grammaticalSubject(first, names) : undefined) ??
          thingWords(first, names));
  const own = new Set(wordsOf(text));
  const added = [...new Set(subject)].filter((w) => !own.has(w) && !names.has(w));
  return added.length > 0 ? `${text} ${added.join(' ')}` : undefined;
}

const auxiliaryBefore = String.raw`\b(?:do|does|did|can|could|will|would|is|was|should|must|may)\s+`;
const itAsSubject = new RegExp(`${auxiliaryBefore}it\\b`, 'i');
const subjectAfterAuxiliary = new RegExp(`${auxiliaryBefore}(\\p{L}+)`, 'iu');

/**
 * "How many languages does Lisa handle, and how many tools can it plug into?": an "it" in
 * subject position ("can it", "does it") is the earlier question's subject, and when that
 * subject is the business itself the later question asks about the business, not about the
 * earlier question's thing (languages).
 */
export function itIsTheBusiness(text: string, first: string, names: ReadonlySet<string>): boolean {
  if (!itAsSubject.test(text)) return false;
  const subject = first.match(subjectAfterAuxiliary)?.[1];
  return subject !== undefined && names.has(foldText(subject));
}

const doSupport = /\b(?:do|does|did|can|could|will|would|should|must|may)\s+(.+)$/i;
const copula = /\b(?:is|are|was|were)\s+(.+)$/i;
const determiners = /^(?:the|a|an|your|my|our|their|its|this|that|these|those)$/i;
const clauseEnd =
  /^(?:on|in|at|for|with|to|from|by|of|when|if|before|after|and|or|me|us|you|them|him|her|it)$/i;

/**
 * "how does the widget look on a phone, and what does it say …?": an "it" in subject
 * position is the earlier question's grammatical subject ("the widget"), not what it said
 * of it ("look", "phone"). The words after the auxiliary up to a preposition, an object
 * pronoun or the object's determiner; after "do"/"can"/… the last of them is the main verb
 * ("look"). Undefined when
 * the earlier question has no such subject.
 */
export function grammaticalSubject(
  first: string,
  names: ReadonlySet<string>,
): string[] | undefined {
  const text = first.trim().replace(/[?!.]+$/, '');
  const aux = text.match(doSupport);
  const m = aux ?? text.match(copula);
  if (!m) return undefined;
  const words: string[] = [];
  for (const w of (m[1] ?? '').split(/\s+/)) {
    if (clauseEnd.test(w)) break;
    // A determiner after the subject opens the object ("does the panel show a title").
    if (determiners.test(w)) {
      if (words.length > 0) break;
      continue;
    }
    words.push(w);
  }
  const phrase = aux ? words.slice(0, -1) : words;
  const subject = phrase.flatMap(wordsOf).filter((w) => !stopwords.has(w) && !names.has(w));
  return subject.length > 0 && subject.length <= 3 ? subject : undefined;
}
