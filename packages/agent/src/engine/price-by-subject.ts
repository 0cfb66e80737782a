import { analyze, words } from '../text/analyzer.ts';
import { moneyPattern } from '../text/money.ts';
import type { Passage, Retriever } from '../types.ts';
import { answerUnits } from './compose-answer.ts';
import { itemPages, subjectOf } from './item-page.ts';
import { attributeTerms, classifyQuestion } from './question-type.ts';
import { pricesUnlistedItem } from './unlisted-item.ts';

/** The sentence of a message that asks: the last one ending in "?", else the whole message. */
const askingSentence = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .reverse()
    .find((s) => s.trim().endsWith('?')) ?? text;

const sum = (xs: Iterable<number>) => [...xs].reduce((a, b) => a + b, 0);

const holdsAmount = (text: string) => (text.match(moneyPattern) ?? []).length > 0;
const amountAt = new RegExp(moneyPattern.source, 'i');

/**
 * The things the question calls by their name: the subjects of the found pages' titles whose
 * every term the question holds ("wire in our Odoo catalogue" names the Odoo page's thing,
 * "the Calendar booking integration" the Calendar page's, whatever page ranks first).
 */
function namedSubjects(
  passages: readonly Passage[],
  question: string,
  businessNames: ReadonlySet<string>,
): string[][] {
  const asked = new Set(analyze(question));
  const named: string[][] = [];
  for (const p of passages.slice(0, 5)) {
    const subject = subjectOf(p.title, businessNames);
    if (subject.length === 0 || !subject.every((t) => asked.has(t))) continue;
    if (!named.some((n) => n.join(' ') === subject.join(' '))) named.push(subject);
  }
  return named;
}

/**
 * The price of a thing the visitor names by what it is rather than by its name ("the chat
 * bubble on our site", "our task manager", "insta dm bot"): the question finds the thing's
 * own page, which states no price, while the price list names the thing only by its name.
 * The subject is then the best passage's title (the page's thing: "Web Widget", "Asana"),
 * or the title of the page describing most of what the question names (item-page.ts; the
 * next such page when the first one's thing is priced nowhere), and the price is searched
 * again as "<title> <the question's price words>"; the answer is then composed from the first
 * passage found that holds an amount in a line naming the subject (none: the first answer
 * stands).
 * Not for an FAQ entry (its answer answers its question) nor when the question already
 * names the thing and a passage found prices it by that name.
 */
export async function priceBySubject(
  retriever: Retriever,
  businessId: number,
  question: string,
  passages: readonly Passage[],
  businessNames: ReadonlySet<string>,
): Promise<{ question: string; passages: Passage[] } | undefined> {
  if (classifyQuestion(question) !== 'price' || pricesUnlistedItem(passages, question))
    return undefined;
  const top = subjectPage(passages);
  const pages = top ? [top] : itemPages(passages, businessNames).slice(0, 2);
  for (const page of pages) {
    const found = await priceOfPage(retriever, businessId, question, passages, businessNames, page);
    if (found) return found;
  }
  return undefined;
}

async function priceOfPage(
  retriever: Retriever,
  businessId: number,
  question: string,
  passages: readonly Passage[],
  businessNames: ReadonlySet<string>,
  top: Passage,
): Promise<{ question: string; passages: Passage[] } | undefined> {
  if (top.question) return undefined;
  const asked = new Set(analyze(question));
  const subject = subjectOf(top.title, businessNames);
  if (subject.length === 0) return undefined;
  // A line of the passages found pricing the subject by its name.
  const pricesSubject = (p: Passage) =>
    answerUnits(p.text).some((u) => {
      if (!holdsAmount(u.text)) return false;
      const terms = new Set(analyze(u.text));
      return subject.every((t) => terms.has(t));
    });
  // The question names the thing, and a passage found prices it by that name.
  if (subject.every((t) => asked.has(t)) && passages.some(pricesSubject)) return undefined;
  // The question names another found page's thing: that one is priced (pricedLineFor).
  const own = subject.join(' ');
  if (namedSubjects(passages, question, businessNames).some((n) => n.join(' ') !== own))
    return undefined;
  const priceWords = words(question).filter((w) => {
    const [term] = analyze(w);
    return term !== undefined && attributeTerms.has(term);
  });
  // The new question must still read as a price question ("how much to set up X" keeps
  // only "set up" as a word: "price" is added, in the knowledge's language).
  const kept = `${top.title} ${priceWords.join(' ')}`.trim();
  const query = classifyQuestion(kept) === 'price' ? kept : `${kept} price`;
  const found = await retriever.search(businessId, query, 8);
  // The first passage found that prices the subject in one of its lines.
  const priced = found.find(pricesSubject);
  if (!priced) return undefined;
  return { question: query, passages: [priced, ...found.filter((p) => p !== priced)] };
}

/**
 * The page of the thing a price question asks about: the best passage when it states no
 * amount; or, when the best passages price other things ("WhatsApp setup is priced at $300
 * (one-time)" for "the one-time fee for putting your chat bubble on our website"), the page
 * among the first three holding the question's heaviest thing word ("bubble") that no
 * passage stating an amount holds.
 */
function subjectPage(passages: readonly Passage[]): Passage | undefined {
  const top = passages[0];
  if (!top || !holdsAmount(top.text)) return top;
  const first = passages.slice(0, 3);
  // The question's thing words the search found as written (no guess, no function word).
  const things = new Map<string, number>();
  for (const p of first)
    for (const m of p.matchedTerms ?? [])
      if (!m.corrected && !m.synonym && !attributeTerms.has(m.term) && m.term.length > 2)
        things.set(m.term, Math.max(things.get(m.term) ?? 0, m.weight));
  const heaviest = [...things].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!heaviest) return undefined;
  // A line stating an amount that names a thing of the question prices it: nothing to look for.
  const pricesAThing = first.some((p) =>
    answerUnits(p.text).some((u) => {
      if (!holdsAmount(u.text)) return false;
      const terms = new Set(analyze(u.text));
      return [...things.keys()].some((t) => terms.has(t));
    }),
  );
  if (pricesAThing) return undefined;
  const holds = (p: Passage) => (p.matchedTerms ?? []).some((m) => m.term === heaviest);
  if (passages.some((p) => holdsAmount(p.text) && holds(p))) return undefined;
  return first.find((p, i) => i > 0 && !p.question && !holdsAmount(p.text) && holds(p));
}

/**
 * The price of a thing when the best passage prices another one ("the one-time fee to have
 * Lisa answer our Facebook Page inbox" -> a WhatsApp page stating WhatsApp's $300): the line
 * stating an amount that holds most of the question's things (weighed by how rare they are)
 * is searched among the passages found and by the things' words; when it beats the best
 * passage's own priced lines, its passage goes first; passages whose amounts price only other
 * things are left out of the answer.
 */
export async function pricedLineFor(
  retriever: Retriever,
  businessId: number,
  question: string,
  passages: readonly Passage[],
  businessNames: ReadonlySet<string>,
): Promise<Passage[] | undefined> {
  const first = passages[0];
  // An FAQ entry answers its own question, unless that asked no price and its answer states
  // none ("Does it work with a personal Instagram account? No. …" first for "what is the price
  // to connect our professional Instagram account?").
  if (
    !first ||
    (first.question && (holdsAmount(first.text) || classifyQuestion(first.question) === 'price'))
  )
    return undefined;
  // A thing the visitor says is not listed is priced by the list's catch-all item.
  if (pricesUnlistedItem(passages, question)) return undefined;
  // Two-letter terms are function words the stop list lets through ("us" of "for us"
  // matching "US dollars", "on" of "one").
  const thingTerms = (text: string) =>
    analyze(text).filter(
      (t) => t.length > 2 && !attributeTerms.has(t) && !businessNames.has(t) && !/^\d/.test(t),
    );
  // A scene before the asking sentence ("Our developer would call you from a kiosk. What is
  // the API fee?") says where the thing is used, not which thing is priced: the asking
  // sentence's things, when one of them is priced ("We sell through Instagram. What is the
  // fee to have you answer there?" names its thing in the scene).
  // A scene is told, not asked: two questions ("the price per extra user? And training?")
  // are both asked.
  const sentence = askingSentence(question);
  const told = !question.slice(0, question.lastIndexOf(sentence)).includes('?');
  const asking = thingTerms(sentence);
  const all = thingTerms(question);
  if (told && asking.length > 0 && all.some((t) => !asking.includes(t))) {
    const found = await linePricing(retriever, businessId, question, passages, businessNames, {
      candidates: new Set(asking),
      scene: true,
    });
    if (found) return found;
  }
  return linePricing(retriever, businessId, question, passages, businessNames, {
    candidates: new Set(all),
    scene: false,
  });
}

async function linePricing(
  retriever: Retriever,
  businessId: number,
  question: string,
  passages: readonly Passage[],
  businessNames: ReadonlySet<string>,
  { candidates, scene }: { candidates: ReadonlySet<string>; scene: boolean },
): Promise<Passage[] | undefined> {
  const top = passages[0];
  if (!top || candidates.size === 0) return undefined;
  const thingWords = words(question).filter((w) => candidates.has(analyze(w)[0] ?? ''));
  const found = await retriever.search(businessId, `${thingWords.join(' ')} cost`, 8);
  const pool = [
    ...passages,
    ...found.filter((f) => !passages.some((p) => p.chunkId === f.chunkId)),
  ];
  // How rare each word is (the weights the search gave it), for the words the knowledge holds.
  const weight = new Map<string, number>();
  for (const p of pool)
    for (const m of p.matchedTerms ?? [])
      if (!m.corrected && !m.synonym && candidates.has(m.term))
        weight.set(m.term, Math.max(weight.get(m.term) ?? 0, m.weight));
  if (weight.size === 0) return undefined;
  // A line naming a thing the question calls by its name outranks lines sharing only rarer
  // words with it ("Odoo setup" over the knowledge base size holding "product catalogue").
  const named = namedSubjects(passages, question, businessNames);
  const namedBonus = named.length > 0 ? sum(weight.values()) : 0;
  // The best priced line of a passage: its score and the question's words it holds. A line
  // names what it prices before its amount ("The Enterprise package costs KES 20,000 and
  // includes … Dedicated account manager" prices no account): a word after the amount weighs
  // half, and after a scene a line must name an asked thing before its amount.
  const bestLine = (p: Passage) => {
    let found = { score: 0, words: '' };
    for (const u of answerUnits(p.text)) {
      const at = u.text.search(amountAt);
      if (at < 0) continue;
      const terms = new Set(analyze(u.text));
      const before = new Set(analyze(u.text.slice(0, at)));
      const held = [...weight.keys()].filter((t) => terms.has(t));
      if (scene && !held.some((t) => before.has(t))) continue;
      let s = sum(held.map((t) => (weight.get(t) ?? 0) * (before.has(t) ? 1 : 0.5)));
      if (s > 0 && named.some((n) => n.every((t) => terms.has(t)))) s += namedBonus;
      if (s > found.score) found = { score: s, words: held.sort().join(' ') };
    }
    return found;
  };
  const score = (p: Passage) => bestLine(p).score;
  let best = top;
  let bestScore = score(top);
  for (const p of pool) {
    const s = score(p);
    if (s > bestScore) {
      best = p;
      bestScore = s;
    }
  }
  if (bestScore === 0) return undefined;
  // Two lists pricing a thing of the same name ("Standard" on the pricing page and on the
  // quote form): a rival of the best passage whose whole text holds less of the question's
  // setting ("when I request a quote") is left out.
  const setting = (p: Passage) => {
    const terms = new Set(analyze(`${p.title} ${p.section ?? ''} ${p.text}`));
    return sum([...weight].filter(([t]) => terms.has(t)).map(([, w]) => w));
  };
  // Rivals price the same words of the question equally.
  const same = (p: Passage) => {
    const line = bestLine(p);
    return line.score === bestScore && line.words === bestLine(best).words;
  };
  const rival = (p: Passage) => same(p) && setting(p) < setting(best);
  // Passages pricing only other things are not quoted beside it.
  // (Nor, after a scene, passages stating no amount: they hold the scene's words, which would
  // outweigh the priced thing's in the answer.)
  const rest = passages.filter(
    (p) => p.chunkId !== best.chunkId && (holdsAmount(p.text) ? score(p) > 0 && !rival(p) : !scene),
  );
  if (best === top && rest.length === passages.length - 1) return undefined;
  return [best, ...rest];
}
