import { analyze, foldText, termOf, words } from '../text/analyzer.ts';
import { moneyPattern } from '../text/money.ts';
import type { Citation, Passage } from '../types.ts';
import { answersAnotherQuestion } from './answered-question.ts';
import { askedAspect, aspectFit } from './asked-aspect.ts';
import { asksBareList, namesInline } from './bare-list-ask.ts';
import { countOfItemsAsked, enumeratesExactly } from './list-cues.ts';
import { instancesAsked, namesAsSibling, namesInstancesOf } from './named-instances.ts';
import { enumeratesKindsOf, kindsAskedOf } from './named-kinds.ts';
import { asksOptions, listsOptionsOf, optionThings, optionWords } from './options-asked.ts';
import { namesPlaceToAct } from './place-steps.ts';
import { answersWhetherAsked } from './polar-entry.ts';
import { pricedSubjectShare, termsAfterAmount } from './priced-subject.ts';
import {
  asksPlaceOfAction,
  asksPrice,
  attributeTerms,
  type QuestionKind,
} from './question-type.ts';
import { splitUnits, type TextUnit } from './sentences.ts';
import { withoutPrice } from './unasked-price.ts';
import { asksCircumstances } from './unit-shape.ts';
import { enumeratesAfterVerb, verbAsked } from './verb-enumeration.ts';
import { stepsSayingWhere } from './where-steps.ts';

export interface ComposedAnswer {
  /** The answer without its sources list. */
  body: string;
  markdown: string;
  citations: Citation[];
}

interface Candidate {
  unit: TextUnit;
  passageRank: number;
  terms: Set<string>;
}

// An answer long enough to be useful in a 380 px chat panel, short enough to read at once.
const maxUnits = 4;
const maxChars = 700;
// A list or the steps of a how-to are quoted whole, up to this length.
const maxListChars = 1000;

/** Query term weights across the passages (the best weight seen for each term). */
export function queryWeights(passages: readonly Passage[], query: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const p of passages) {
    for (const m of p.matchedTerms ?? []) {
      weights.set(m.term, Math.max(weights.get(m.term) ?? 0, m.weight));
    }
  }
  // A retriever without term details: every query term counts once.
  if (weights.size === 0) for (const t of analyze(query)) weights.set(t, 1);
  return weights;
}

/**
 * The joined forms of two neighbouring words of a unit that the search matched: a question
 * naming "Lisa API" matches the joined "lisaapi" ("app id lisa-api"), which the line "Lisa API
 * setup costs $200" holds as two words, as the search reads it.
 */
function joinedAsked(text: string, weights: ReadonlyMap<string, number>): string[] {
  const ws = words(text);
  const out: string[] = [];
  for (let i = 0; i + 1 < ws.length; i++) {
    const [a = '', b = ''] = [ws[i], ws[i + 1]];
    // Two words of their own, naming a thing ("set up" joins to no name).
    if (termOf(a) === undefined || termOf(b) === undefined) continue;
    const joined = termOf(`${a}${b}`);
    if (joined && weights.has(joined) && !attributeTerms.has(joined)) out.push(joined);
  }
  return out;
}

const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether a unit is (part of) a learned question's anchor sentence, or holds it. */
function answeredLearned(unit: string, anchor: string): boolean {
  const u = squeezed(unit).replace(/^(?:[-*]|\d+\.)\s+/, '');
  const a = squeezed(anchor);
  return u.length > 0 && (a.includes(u) || u.includes(a));
}

export function citationFor(passage: Passage, index: number): Citation {
  const c: Citation = { index, title: passage.title };
  if (passage.url) c.url = passage.url;
  if (passage.section && passage.section !== passage.title) c.section = passage.section;
  return c;
}

/** The Markdown list of sources that closes an answer. */
export function renderSources(citations: readonly Citation[], heading: string): string {
  const lines = citations.map((c) => {
    const label = c.section ? `${c.title} — ${c.section}` : c.title;
    return `- [${c.index}] ${c.url ? `[${label}](${c.url})` : label}`;
  });
  return `${heading}:\n${lines.join('\n')}`;
}

// Sentences that lean on the one before them ("It is...", "This means...").
const dependent =
  /^(it|this|that|these|those|they|its|their|then|so|also|both|such|here|yes|no)\b/i;

const hasMoney = (text: string) => (text.match(moneyPattern) ?? []).length;
/** The numbers of the money amounts a text states ("KES 5,000" -> 5000). */
const amountsIn = (text: string): number[] =>
  (text.match(moneyPattern) ?? []).map((m) => Number(m.replace(/[^\d.]/g, '')));
/** A price stated without its currency ("The Blue Mug costs 9.50", "priced at 30"). */
const barePrice = /\b(?:costs?|priced at|price is|sells for)\s+\d[\d,]*(?:\.\d+)?\b/i;
const statesPrice = (text: string) => hasMoney(text) > 0 || barePrice.test(text);
const durationPattern =
  /\b\d+(?:[.,]\d+)?\s?(?:-\s?\d+\s?)?(?:seconds?|minutes?|mins?|hours?|hrs?|h|days?|business days?|working days?|weeks?|months?|years?)\b|\b(?:24\/7|instantly|immediately|same day)\b/i;
const numberPattern = /\b\d/;
/** A line saying where or through what to act: a screen, a button, an API route. */
const saysWhere = (text: string) =>
  namesPlaceToAct(text) || /\b(?:GET|POST|PUT|PATCH|DELETE)\s+\/\S+/.test(text);
const verdictOpening = /^(yes|no|not yet|not automatically)\b[.,!]?/i;
const verdictWeight = 1.6;

/**
 * Units of a passage, with a sentence that enumerates several prices ("Slack $120, Asana
 * $100, ...") cut into one unit per clause, each keeping the words before its colon, so
 * the price of one item can be quoted alone: "Integration setup prices: Slack $120".
 */
export function answerUnits(text: string): TextUnit[] {
  const out: TextUnit[] = [];
  for (const unit of splitUnits(text)) {
    if (hasMoney(unit.text) < 3) {
      out.push(unit);
      continue;
    }
    const colon = unit.text.indexOf(':');
    const head = colon > 0 && colon < 80 ? unit.text.slice(0, colon).trim() : '';
    const body = head ? unit.text.slice(colon + 1) : unit.text;
    const clauses = splitTopLevel(body);
    if (clauses.length < 3) {
      out.push(unit);
      continue;
    }
    clauses.forEach((clause, i) => {
      const text = clause.replace(/[.;,]+$/, '').trim();
      out.push({
        text: head ? `${head}: ${text}.` : `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
        listItem: unit.listItem,
        position: unit.position + i / 100,
        ...(i === 0 && unit.opensParagraph ? { opensParagraph: true } : {}),
      });
    });
  }
  return out;
}

/** Splits on commas and semicolons outside parentheses ("Small $0 (an FAQ, a few docs); ..."). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if ((ch === ',' || ch === ';') && depth === 0 && !/\d/.test(text[i + 1] ?? '')) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.replace(/^\s*(and|or)\s+/i, '').trim()).filter((p) => p.length > 0);
}

export interface ComposeOptions {
  sourcesHeading: string;
  exclude?: ReadonlySet<string>;
  /** What the question asks for (question-type.ts); "general" when not given. */
  kind?: QuestionKind;
  /** Citation numbers start after this (for the second question of a message). */
  firstCitation?: number;
  /** Index terms a follow-up carried over from the previous turn (weigh half in a yes/no). */
  carried?: ReadonlySet<string>;
  /** Another question of the message asks prices: a list keeps its items' amounts. */
  pricesAskedElsewhere?: boolean;
}

/**
 * The extractive answer. By the kind of question: a price, duration or count is the one
 * unit holding the asked value for the asked item (and the sentence it leans on); a list
 * or a how-to is the list (or steps) the best unit belongs to or introduces, whole; any
 * other question the sentences of the best passages that together cover most of the
 * question's weight, chosen greedily (each pick must add weight the earlier picks lacked).
 * Picks keep their original order, each group followed by its citation number. An FAQ
 * entry is quoted whole, since its answer is written to stand as one.
 */
export function composeExtractiveAnswer(
  passages: readonly Passage[],
  query: string,
  options: ComposeOptions,
): ComposedAnswer | undefined {
  const kind = options.kind ?? 'general';
  const listLike = kind === 'list' || kind === 'how-to';
  const weights = queryWeights(passages, query);
  // A price or a list asked of "it" is asked of the carried subject; a yes/no or other
  // question names in the visitor's own words what it asks about that subject.
  const ownWordsFirst = kind === 'yes-no' || kind === 'general';
  for (const t of ownWordsFirst ? (options.carried ?? []) : []) {
    const w = weights.get(t);
    if (w !== undefined) weights.set(t, 0.5 * w);
  }
  // "What can I customise about the widget?": the items of its list of settings, which say
  // "customise" in their heading's word ("Widget options").
  const optionsAsked = kind === 'list' && asksOptions(query) ? optionThings(query) : undefined;
  const settingsOf = passages.map(
    (p) => optionsAsked !== undefined && listsOptionsOf(p, optionsAsked),
  );
  const askedOptionWords = analyze(query).filter((t) => optionWords.has(t));
  const candidates: Candidate[] = [];
  passages.forEach((p, passageRank) => {
    // An FAQ answer answers its question: its sentences carry the question's words
    // ("Will Lisa create duplicate records?" -> "Lisa searches by email and phone...").
    // A list under "The four steps" is about steps: the section heading's words belong to
    // every unit under it.
    // So does the page's title for the first passage when it is a bare list (no sentence
    // leads it in): the options listed under "Widget options" on the widget's page are the
    // widget's options.
    const units = answerUnits(p.text);
    const bareList = passageRank === 0 && units.length >= 2 && units.every((u) => u.listItem);
    const context = [
      ...(p.question ? analyze(p.question) : []),
      ...(kind === 'list' || kind === 'how-to' ? analyze(p.section ?? '') : []),
      ...(kind === 'list' && bareList ? analyze(p.title) : []),
      ...(settingsOf[passageRank] ? askedOptionWords : []),
    ];
    for (const unit of units) {
      if (options.exclude?.has(unit.text)) continue;
      // The sentence that answered a learned question like this one carries its words.
      const learned = p.learned && answeredLearned(unit.text, p.learned.anchor);
      const terms = [
        ...analyze(unit.text),
        ...joinedAsked(unit.text, weights),
        ...context,
        ...(learned ? (p.learned?.terms ?? []) : []),
      ];
      candidates.push({ unit, passageRank, terms: new Set(terms) });
    }
  });
  const covered = new Set<string>();
  const chosen = new Set<Candidate>();
  // The text a chosen unit is shown with when it differs from its own (a list item without
  // the price nobody asked for).
  const shownAs = new Map<Candidate, string>();
  let chars = 0;
  const take = (c: Candidate) => {
    if (chosen.has(c)) return;
    chosen.add(c);
    chars += c.unit.text.length;
    for (const t of c.terms) if (weights.has(t)) covered.add(t);
  };
  // Candidates are pushed in passage order and, within a passage, in reading order.
  const indexOf = new Map(candidates.map((c, i) => [c, i]));
  const neighbour = (c: Candidate, offset: number) => {
    const o = candidates[(indexOf.get(c) ?? -2) + offset];
    return o && o.passageRank === c.passageRank ? o : undefined;
  };
  // The list a unit belongs to: every item of its run of list items.
  const runOf = (c: Candidate): Candidate[] => {
    const run = [c];
    for (let p = neighbour(c, -1); p?.unit.listItem; p = neighbour(p, -1)) run.unshift(p);
    for (let n = neighbour(c, 1); n?.unit.listItem; n = neighbour(n, 1)) run.push(n);
    return run;
  };
  // Whether the question names one item of a list (the Slack line of the setup prices) or
  // only the list's subject ("how is the knowledge base setup priced?"): terms of the
  // question found in this item and not in every item of its list.
  const namesItem = (c: Candidate): boolean => {
    const run = runOf(c);
    if (run.length < 2) return true;
    for (const t of c.terms) {
      if (!weights.has(t)) continue;
      if (!run.every((o) => o.terms.has(t))) return true;
    }
    return false;
  };
  // Whether a list item is the one the question names: a word of the question naming a
  // thing (not a price, a setup, a month) that this item holds and its neighbours lack.
  const asked = new Set(analyze(query));
  const askedAmounts = new Set(amountsIn(query));
  const heads = new Map<Candidate, Set<string>>();
  const namesOne = (c: Candidate): boolean => {
    const run = runOf(c);
    if (run.length < 2) return false;
    // The list's own subject ("Google Meet features") names no single item of it.
    const p = passages[c.passageRank];
    const subject = new Set(analyze(`${p?.title ?? ''} ${p?.section ?? ''}`));
    // An item names its thing first ("The Professional package costs …, includes
    // everything in Standard"): only the head of each item counts.
    const head = (o: Candidate) => {
      let h = heads.get(o);
      if (!h) {
        h = new Set(analyze(o.unit.text).slice(0, 4));
        heads.set(o, h);
      }
      return h;
    };
    for (const t of head(c)) {
      if (!asked.has(t) || attributeTerms.has(t) || subject.has(t)) continue;
      if (!run.some((o) => o !== c && head(o).has(t))) return true;
    }
    // "What's in the KES 5,000 package?" names the one item costing that amount.
    const own = amountsIn(c.unit.text).filter((a) => askedAmounts.has(a));
    return (
      own.length > 0 &&
      !run.some((o) => o !== c && own.some((a) => amountsIn(o.unit.text).includes(a)))
    );
  };
  // A list question is answered by a whole list: a list's line or its introduction weighs
  // what the whole list holds ("files" in one item, "upload" in another).
  const listTerms = new Map<Candidate, Set<string>>();
  const termsFor = (c: Candidate): Set<string> => {
    if (kind !== 'list') return c.terms;
    let terms = listTerms.get(c);
    if (terms) return terms;
    const first = c.unit.listItem ? c : neighbour(c, 1);
    if (!first?.unit.listItem) return c.terms;
    const run = runOf(first);
    const intro = neighbour(run[0] as Candidate, -1);
    terms = new Set(c.terms);
    for (const o of intro && !intro.unit.listItem ? [intro, ...run] : run)
      for (const t of o.terms) terms.add(t);
    listTerms.set(c, terms);
    return terms;
  };
  // Earlier passages are more relevant. A whole list is chosen by how well its passage
  // ranked, so a list that merely shares a synonym with the question does not win.
  const topScore = passages[0]?.score ?? 0;
  const rankFactor = (c: Candidate) => {
    const byRank = 1 - 0.15 * c.passageRank;
    const p = passages[c.passageRank];
    if (kind !== 'list' || !p || topScore <= 0) return byRank;
    return Math.min(byRank, p.score / topScore);
  };
  const enumerates = (t: string) => (t.match(/,/g) ?? []).length >= 3;
  // What the question asks for makes a unit worth more or less: a price question wants
  // the line with the amount, a list question the line that opens or belongs to a list.
  // Words naming the thing asked about ("Slack" in "Slack setup price"): not attribute
  // words, and weighing at least half the question's heaviest word.
  const heaviest = Math.max(0, ...weights.values());
  const itemTerms = [...weights]
    .filter(([t, w]) => !attributeTerms.has(t) && w >= 0.5 * heaviest)
    .map(([t]) => t);
  const pricesAsked = asksPrice(query);
  const pricedItemLine =
    kind === 'price' &&
    candidates.some((c) => hasMoney(c.unit.text) > 0 && itemTerms.some((i) => c.terms.has(i)));
  const kindsThing = kind === 'list' && !pricesAsked ? kindsAskedOf(query) : new Set<string>();
  const verbObjects = kind === 'list' ? verbAsked(query) : undefined;
  const listByPronoun = kind === 'list' && asksBareList(query);
  // "In which cases does a person take over?": the list under a heading stating when.
  const itemsAsked = kind === 'list' ? countOfItemsAsked(query) : undefined;
  const circumstancesAsked = kind === 'list' && asksCircumstances.test(foldText(query));
  const statesWhen = passages.map(
    (p) => circumstancesAsked && /^(?:when|if|whenever)\b/i.test((p.section ?? '').trim()),
  );
  const instancesOf = kind === 'list' && !pricesAsked ? instancesAsked(query) : new Set<string>();
  // A line naming instances answers before any line that does not.
  const instancesNamed = candidates.some((c) => namesInstancesOf(c.unit.text, instancesOf));
  // Steps are the way to do what the question asks when they stand in the best passage or
  // in one whose title or section names a thing the question names: the steps of connecting
  // WhatsApp are no way to verify a new account, though they share "verify" and "account".
  // A word every page holds (the business's own name, "Using X with Acme") names nothing:
  // it weighs next to nothing beside the question's other words.
  const naming = (t: string) =>
    asked.has(t) && !attributeTerms.has(t) && (weights.get(t) ?? heaviest) >= 0.25 * heaviest;
  const namesAskedThing = passages.map(
    (p, rank) => rank === 0 || analyze(`${p.title} ${p.section ?? ''}`).some(naming),
  );
  const stepsAboutQuestion = (c: Candidate): boolean => namesAskedThing[c.passageRank] ?? false;
  const placeAsked = kind === 'how-to' && asksPlaceOfAction(query);
  const firstHoldsSteps =
    kind === 'how-to' &&
    candidates.filter((c) => c.passageRank === 0 && c.unit.ordered).length >= 2;
  // The steps of a page the question names by its title ("Asana" for "…a task in Asana…") are
  // the way to do it: a line of another page titled by nothing asked (an industry page's
  // "Promised callbacks and refunds become tasks", "books viewings straight into the right
  // agent's calendar") shares more words without being a way to do it, unless it names that
  // thing and says where or through what to act ("For Odoo, POST /odoo/inventory/… fetches…").
  const titleAsked = (p: Passage | undefined) =>
    p === undefined
      ? []
      : analyze(p.title).filter(
          (t) => !attributeTerms.has(t) && (weights.get(t) ?? 0) >= 0.25 * heaviest,
        );
  const namedThing = firstHoldsSteps ? titleAsked(passages[0]) : [];
  const untitledElsewhere = (c: Candidate) => {
    const p = passages[c.passageRank];
    return (
      namedThing.length > 0 &&
      c.passageRank > 0 &&
      p?.sourceId !== passages[0]?.sourceId &&
      titleAsked(p).length === 0 &&
      !(namedThing.some((t) => c.terms.has(t)) && saysWhere(c.unit.text))
    );
  };
  // A first FAQ entry leads with its verdict when its answer opens with one, or when its yes/no
  // question is the visitor's, whatever its answer opens with (polar-entry.ts).
  const first = passages[0];
  const firstAnswersWhether =
    kind === 'yes-no' && first !== undefined && answersWhetherAsked(first, passages, query);
  const leadingVerdict = (c: Candidate) => {
    const p = passages[c.passageRank];
    return (
      c.passageRank === 0 &&
      p?.question !== undefined &&
      (verdictOpening.test(p.text.trim()) || firstAnswersWhether)
    );
  };
  const firstIsVerdict = passages[0]?.question !== undefined;
  const laterVerdict = (c: Candidate) => {
    const p = passages[c.passageRank];
    return (
      !firstIsVerdict &&
      c.passageRank > 0 &&
      p?.question !== undefined &&
      verdictOpening.test(p.text.trim())
    );
  };
  // What the question asks about its subject ("which error code", "what ends up in"): the
  // sentence stating that aspect beats one sharing the subject's words only.
  const aspect =
    kind === 'general' || kind === 'yes-no' || kind === 'list' ? askedAspect(query) : undefined;
  const aspectOf = new Map<Candidate, number>();
  const aspectWeight = (c: Candidate) => {
    if (!aspect) return 1;
    let w = aspectOf.get(c);
    if (w === undefined) {
      const listed = c.unit.listItem || /:\s*$/.test(c.unit.text);
      w = aspectFit(aspect, c.unit.text, analyze(c.unit.text), listed);
      aspectOf.set(c, w);
    }
    return w;
  };
  // An FAQ entry found through its answer alone answers another question: its yes or no
  // says less about this one than their shared words suggest.
  const another = passages.map(
    (p) => kind === 'yes-no' && answersAnotherQuestion(p, passages, query),
  );
  const fit = (c: Candidate): number =>
    aspectWeight(c) * shapeFit(c) * (another[c.passageRank] ? 0.6 : 1);
  const shapeFit = (c: Candidate): number => {
    const t = c.unit.text;
    switch (kind) {
      case 'price': {
        const n = hasMoney(t);
        // The asked item's own line: an amount of something else is not the answer.
        const item = itemTerms.length === 0 || itemTerms.some((i) => c.terms.has(i)) ? 1 : 0.5;
        // …and names it as what it prices, not in what it includes (priced-subject.ts).
        const subject = 0.8 + 0.2 * pricedSubjectShare(t, itemTerms, weights);
        // One amount is the asked one; a line of six amounts is a table to cut, not an answer.
        // A line stating no amount is a poor answer, and a worse one when another line prices
        // the asked item ("No. Meta only opens messaging to professional accounts" against
        // "Instagram setup costs $250" for the price of a professional Instagram account).
        const unpriced = pricedItemLine ? 0.25 : 0.5;
        return item * subject * (n === 0 ? unpriced : n <= 2 ? 1.6 : 1.1);
      }
      case 'duration':
        return durationPattern.test(t) ? 1.5 : 0.7;
      case 'count': {
        // A count is a bare number ("the first 2 users"), not an amount of money.
        const bare = t.replace(moneyPattern, ' ');
        return numberPattern.test(bare) ? 1.4 : 0.8;
      }
      case 'list': {
        // "What document formats…": the line enumerating the kinds of the asked thing.
        if (kindsThing.size > 0 && !c.unit.ordered && enumeratesKindsOf(t, kindsThing)) return 3;
        // "Which builders does it work on?": the line "works on A, B, C or D".
        if (!c.unit.ordered && enumeratesAfterVerb(t, verbObjects)) return 3;
        if (settingsOf[c.passageRank]) return c.unit.listItem ? 3 : 1;
        if (statesWhen[c.passageRank] && c.unit.listItem) return 3;
        // "Which four options…": the line naming four things.
        if (itemsAsked !== undefined && !c.unit.listItem && enumeratesExactly(t, itemsAsked))
          return 3;
        // "…and sees topic buttons. Which ones?": the line naming them.
        if (listByPronoun && !c.unit.listItem && namesInline(t)) return 3;
        // "Which calendar apps…": "Google Calendar and Microsoft Outlook calendars".
        if (namesInstancesOf(t, instancesOf)) return 3;
        if (namesAsSibling(t, instancesOf) || instancesNamed) return 0.5;
        if (settingsOf.includes(true)) return 0.5;
        const next = neighbour(c, 1);
        // A list of prices answers a list question that asks no price less well than a
        // list of the things asked ("what kinds of files can I upload?").
        const items = c.unit.listItem ? runOf(c) : next?.unit.listItem ? runOf(next) : [];
        const unasked =
          !pricesAsked && items.filter((o) => hasMoney(o.unit.text) > 0).length >= 2 ? 0.8 : 1;
        if (!c.unit.listItem && /:\s*$/.test(t) && next?.unit.listItem) return 1.5 * unasked;
        if (c.unit.listItem || (t.match(/,/g) ?? []).length >= 2) return 1.25 * unasked;
        return 0.9;
      }
      case 'how-to': {
        // Steps are a numbered list (or the line opening one); a line with a price, or one
        // opening a list of prices, is a price list, not a way to do something.
        if (hasMoney(t) > 0) return 0.5;
        if (untitledElsewhere(c)) return 0.6;
        const next = neighbour(c, 1);
        if (!c.unit.listItem && next?.unit.listItem && hasMoney(next.unit.text) > 0) return 0.5;
        if (c.unit.ordered || (!c.unit.listItem && next?.unit.ordered))
          return (
            (stepsAboutQuestion(c) ? 1.4 : 1) *
            (placeAsked && c.unit.ordered && namesPlaceToAct(t) ? 2 : 1)
          );
        // A bulleted list of another page (its requirements, or what a product does in an
        // industry: "refunds become tasks in Asana") is no way to do the asked thing, least of
        // all beside the asked page's own steps.
        if (c.unit.listItem || next?.unit.listItem)
          return stepsAboutQuestion(c) ? 1.15 : firstHoldsSteps ? 0.6 : 0.9;
        return 1;
      }
      case 'yes-no': {
        // The FAQ answer ranked first that opens with a yes or a no says whether; a
        // description sharing one more word of the question ("Odoo holds your products,
        // prices…") does not. Lower down, an entry answers another question.
        if (leadingVerdict(c)) return verdictWeight;
        // Below a first passage that is no verdict, an entry's "No." answers its own question:
        // quoted after the first passage it would contradict or confuse it.
        if (laterVerdict(c)) return 0.5;
        return enumerates(t) && !c.unit.listItem ? 0.85 : 1;
      }
      default:
        // A sentence naming every option ("Standard, Professional, Enterprise, Custom")
        // matches any question about one of them but says nothing about it.
        return enumerates(t) && !c.unit.listItem ? 0.85 : 1;
    }
  };
  const single = kind === 'price' || kind === 'duration' || kind === 'count';
  // A price, duration or count is one fact (two at most); a list or the steps of a how-to
  // one list; anything else up to four sentences.
  const more = (picks: number) => (single || listLike ? picks < 3 : chosen.size < maxUnits);
  // A named item weighs like a rare word: half the heaviest word of the question at least.
  const itemWeight = 0.5 * Math.max(0, ...weights.values());
  const charLimit = kind === 'list' || kind === 'how-to' ? maxListChars : maxChars;

  let firstScore = 0;
  let picks = 0;
  while (more(picks)) {
    let best: Candidate | undefined;
    let bestScore = 0;
    for (const c of candidates) {
      if (chosen.has(c)) continue;
      let gain = 0;
      let overlap = 0;
      // In a price question the attribute words ("connected", "set up") say what is priced:
      // a line without an amount ("open Integrations › WhatsApp and connect") earns nothing
      // by them.
      const unpriced = kind === 'price' && !statesPrice(c.unit.text);
      // …and a priced line names its item before its amount: what it includes after the
      // amount ("costs $150 per month and includes … Monthly review") weighs half.
      const after = kind === 'price' ? termsAfterAmount(c.unit.text) : undefined;
      for (const t of termsFor(c)) {
        const found = weights.get(t);
        const w = found !== undefined && after?.has(t) ? 0.5 * found : found;
        if (w === undefined || (unpriced && attributeTerms.has(t))) continue;
        if (covered.has(t)) overlap += w;
        else gain += w;
      }
      if (gain <= 0) continue;
      // Earlier passages are more relevant; a sentence on the same topic as the picks
      // reads better than a stray one; a fragment says less than a sentence.
      const brevity = c.unit.text.length < 30 && kind === 'general' ? 0.7 : 1;
      const score = (gain + 0.25 * overlap) * rankFactor(c) * brevity * fit(c);
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    if (!best) break;
    // Later picks must add real weight: a sentence that shares one common word with the
    // question ("free" slots for a "free trial") is noise, not a second half of the answer.
    // A price, duration or count is one fact: a second pick must be nearly as good.
    const bar = single ? 0.8 : 0.5;
    // ...unless it holds another item the question names ("Instagram and Slack setup").
    const pick = best;
    const run = pick.unit.listItem ? runOf(pick) : [pick];
    const anotherItem =
      single &&
      [...pick.terms].some(
        (t) =>
          weights.has(t) &&
          !covered.has(t) &&
          !attributeTerms.has(t) &&
          (weights.get(t) ?? 0) >= itemWeight &&
          // A word every line of its list holds ("plan") names the list, not an item.
          (run.length < 2 || !run.every((o) => o.terms.has(t))),
      );
    if (picks > 0 && bestScore < bar * firstScore && !anotherItem) break;
    if (picks >= 2 && !anotherItem) break;
    if (picks > 0 && single && kind === 'price' && hasMoney(best.unit.text) === 0) break;
    // A how-to's later pick from another page must be about the question too.
    if (
      picks > 0 &&
      kind === 'how-to' &&
      ![...chosen].some((c) => c.passageRank === best?.passageRank) &&
      !stepsAboutQuestion(best)
    )
      break;
    // The verdict's weight chose it; what else is worth saying is judged on its words.
    if (picks === 0)
      firstScore =
        kind === 'yes-no' && leadingVerdict(best) ? bestScore / verdictWeight : bestScore;
    if (picks > 0 && chars + best.unit.text.length > charLimit) break;
    picks++;
    const passage = passages[best.passageRank];
    const whole = passage?.question && passage.text.length <= 450 && !single;
    if (whole) {
      for (const c of candidates) if (c.passageRank === best.passageRank) take(c);
      continue;
    }
    take(best);
    // "…answers with an error code. A missing parcel returns the code parcel_not_found.": a
    // pick naming the asked thing without its value is completed by the next unit giving it.
    const completes = neighbour(best, 1);
    if (aspectWeight(best) < 1 && completes && aspectWeight(completes) > 1) take(completes);
    // The enumeration after the asked verb is the whole answer, not the list it stands in.
    if (kind === 'list' && enumeratesAfterVerb(best.unit.text, verbObjects)) break;
    if (kind === 'list' && namesInstancesOf(best.unit.text, instancesOf)) break;
    // One list answers a list question (or a how-to): a second one is another topic.
    if (listLike && takeList(best)) break;
    // "How many sizes are there?" answered by "… comes in 3 sizes:": a line ending in a colon
    // is said with the items it introduces.
    if (kind === 'count' && /:\s*$/.test(best.unit.text) && takeList(best)) break;
    // Steps written as prose ("Create an account at /register… We email you a 6-digit code…
    // Sign in at /signin."): a how-to answered from a paragraph gets the sentences after
    // the one that matched, which are the next steps, though they repeat no word of the
    // question.
    if (kind === 'how-to' && !best.unit.listItem && picks === 1) {
      // ...and the sentences before it in its paragraph, which are the first steps ("Create
      // an account at /register…" before "We email you a 6-digit code to verify it").
      for (
        let previous: Candidate | undefined = best, n = 0;
        previous && !previous.unit.opensParagraph && n < 2;
        n++
      ) {
        previous = neighbour(previous, -1);
        if (!previous || previous.unit.listItem || hasMoney(previous.unit.text) > 0) break;
        if (chars + previous.unit.text.length > maxChars) break;
        take(previous);
      }
      for (
        let next = neighbour(best, 1), n = 0;
        next && !next.unit.listItem && n < 3;
        next = neighbour(next, 1), n++
      ) {
        if (chars + next.unit.text.length > maxChars || hasMoney(next.unit.text) > 0) break;
        take(next);
      }
    }
    // A price asked of a whole list's subject, no item named: the list is the answer.
    if (kind === 'price' && picks === 1 && best.unit.listItem && !namesItem(best) && takeList(best))
      continue;
    // A general question answered by the line opening a list ("Simba Gym has 3 membership
    // tiers:") is answered by the list it opens.
    if (
      kind === 'general' &&
      !best.unit.listItem &&
      /:\s*$/.test(best.unit.text) &&
      neighbour(best, 1)?.unit.listItem &&
      takeList(best)
    )
      continue;
    if (kind === 'general' && best.unit.listItem && !namesItem(best)) {
      // A line of a list answering a general question that names no item of it: its
      // neighbours in the list say the rest ("what are the tiers"), as far as the length
      // allows. A question about one item ("what do I get with Enterprise") gets that item.
      for (
        let next = neighbour(best, 1), n = 0;
        next?.unit.listItem && n < 6;
        next = neighbour(next, 1), n++
      ) {
        if (chars + next.unit.text.length > maxChars) break;
        take(next);
      }
      for (let prev = neighbour(best, -1); prev?.unit.listItem; prev = neighbour(prev, -1)) {
        if (chars + prev.unit.text.length > maxChars) break;
        take(prev);
      }
    }
    const before = neighbour(best, -1);
    const leans = dependent.test(best.unit.text);
    if (
      before &&
      !before.unit.listItem &&
      (leans || (!single && best.unit.text.length < 40)) &&
      (!single || hasMoney(before.unit.text) === 0)
    ) {
      take(before);
    }
    if (single) continue;
    const after = neighbour(best, 1);
    if (
      after &&
      !(after.unit.listItem && !best.unit.listItem && kind === 'yes-no') &&
      (best.unit.text.length < 60 || dependent.test(after.unit.text)) &&
      chars + after.unit.text.length <= maxChars
    ) {
      take(after);
    }
  }
  if (kind === 'how-to' && chosen.size > 0) takeQualifierStep();
  // Steps that never say where in the product to start: the same page's steps that do.
  if (kind === 'how-to') {
    const where = stepsSayingWhere(chosen, candidates, {
      text: (c) => c.unit.text,
      ordered: (c) => c.unit.ordered === true,
      page: (c) => passages[c.passageRank]?.sourceId,
      run: runOf,
      priced: (c) => hasMoney(c.unit.text) > 0,
    });
    const length = (where ?? []).reduce((n, c) => n + c.unit.text.length, 0);
    if (where && chars + length <= maxListChars) for (const c of where) take(c);
  }
  if (chosen.size === 0) return undefined;

  /**
   * "…into a PRIVATE Slack channel": steps that leave out a heavy word the visitor added are
   * completed by the one line of the same page that holds it with another asked word
   * ("Invite @Lisa to private channels first").
   */
  function takeQualifierStep() {
    // Only a word the visitor wrote: a synonym or a correction is the engine's guess.
    const guessed = new Set(
      passages.flatMap((p) =>
        (p.matchedTerms ?? []).filter((m) => m.synonym || m.corrected).map((m) => m.term),
      ),
    );
    const missing = itemTerms.filter((t) => !covered.has(t) && !guessed.has(t));
    if (missing.length === 0) return;
    // From a page already answering: another page's line holding the word is another topic.
    const pages = new Set([...chosen].map((c) => passages[c.passageRank]?.sourceId));
    let best: Candidate | undefined;
    let bestScore = 0;
    for (const c of candidates) {
      if (chosen.has(c) || !stepsAboutQuestion(c) || hasMoney(c.unit.text) > 0) continue;
      if (!pages.has(passages[c.passageRank]?.sourceId)) continue;
      if (!missing.some((t) => c.terms.has(t))) continue;
      const others = [...c.terms].filter(
        (t) => weights.has(t) && !missing.includes(t) && !attributeTerms.has(t),
      );
      if (others.length === 0) continue;
      let score = 0;
      for (const t of c.terms) score += weights.get(t) ?? 0;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    if (best && chars + best.unit.text.length <= maxListChars) take(best);
  }

  /**
   * The whole list a pick belongs to or introduces, with the line introducing it: a list
   * question gets every item, a how-to every step. False when the pick has no list.
   */
  function takeList(pick: Candidate): boolean {
    let first: Candidate | undefined;
    let opening: Candidate | undefined;
    if (pick.unit.listItem) {
      first = pick;
      for (let prev = neighbour(pick, -1); prev?.unit.listItem; prev = neighbour(prev, -1))
        first = prev;
    } else {
      const next = neighbour(pick, 1);
      if (next?.unit.listItem) first = next;
      // "…4 packages to choose from: A, B, C. Standard is the default." and then the list:
      // a short remark between a list's introduction and its items still introduces it.
      else if (next && next.unit.text.length <= 80 && neighbour(pick, 2)?.unit.listItem) {
        first = neighbour(pick, 2);
        if (pick.unit.text.length <= 200 && /:/.test(pick.unit.text)) {
          opening = pick;
          take(pick);
        }
      }
    }
    if (!first) return false;
    const intro = neighbour(first, -1);
    const introduces = intro && !intro.unit.listItem && intro.unit.text.length <= 200;
    // "What comes in the Enterprise plan?" names one item of a priced list: that item
    // (after its introduction) is the answer, not its neighbours and their prices.
    // Only a priced list: a list of steps or features is the answer whole.
    const run = runOf(first);
    const named = run.filter(namesOne);
    const priced = run.filter((o) => hasMoney(o.unit.text) > 0).length >= 2;
    // Two or three items named ("the setup prices for WhatsApp and for Instagram") are
    // those items, not the other ten prices.
    if (
      kind === 'list' &&
      priced &&
      named.length >= 1 &&
      named.length < run.length &&
      run.length >= 3
    ) {
      if (introduces) take(intro);
      for (const item of named) take(item);
      return true;
    }
    if (introduces) take(intro);
    const head = opening ?? (introduces ? intro : undefined);
    // "Which plans are there?": when the line introducing the list already names every
    // item ("3 plans: Basic, Standard, Enterprise") and the items carry prices nobody
    // asked for, the names are the answer.
    if (
      head &&
      kind === 'list' &&
      !asksPrice(query) &&
      /:\s*[^,]+(,[^,]+){1,}/.test(head.unit.text) &&
      runOf(first).some((o) => hasMoney(o.unit.text) > 0)
    ) {
      return true;
    }
    const unpriced =
      (kind === 'list' || kind === 'count') &&
      !asksPrice(query) &&
      !options.pricesAskedElsewhere &&
      priced
        ? unpricedItems(run)
        : [];
    for (let item: Candidate | undefined = first; item?.unit.listItem; item = neighbour(item, 1)) {
      if (chars + item.unit.text.length > maxListChars) break;
      take(item);
    }
    for (const [item, text] of unpriced) if (chosen.has(item)) shownAs.set(item, text);
    return true;
  }

  /** The items of a priced list without their prices; none when one item is only a price. */
  function unpricedItems(run: readonly Candidate[]): Array<[Candidate, string]> {
    const items: Array<[Candidate, string]> = [];
    for (const item of run) {
      const text = hasMoney(item.unit.text) > 0 ? withoutPrice(item.unit.text) : item.unit.text;
      if (text === undefined) return [];
      items.push([item, text]);
    }
    return items;
  }

  const picked = [...chosen];
  // Number the sources in the order of their rank.
  const order = [...new Set(picked.map((c) => c.passageRank))].sort((a, b) => a - b);
  const offset = (options.firstCitation ?? 1) - 1;
  const numberOf = new Map(order.map((rank, i) => [rank, i + 1 + offset]));
  picked.sort((a, b) => a.passageRank - b.passageRank || a.unit.position - b.unit.position);

  const blocks: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push(paragraph.join(' '));
    paragraph = [];
  };
  picked.forEach((c, i) => {
    const n = numberOf.get(c.passageRank) ?? 1;
    const next = picked[i + 1];
    const lastOfSource = !next || next.passageRank !== c.passageRank;
    const shown = shownAs.get(c) ?? c.unit.text;
    const text = lastOfSource ? `${shown} [${n}]` : shown;
    if (c.unit.listItem) {
      flush();
      blocks.push(`- ${text}`);
    } else paragraph.push(text);
    if (lastOfSource) flush();
  });
  flush();

  const citations = order.map((rank, i) => citationFor(passages[rank] as Passage, i + 1 + offset));
  const body = blocks.join('\n\n').replace(/\n\n(?=- )/g, '\n');
  return {
    body,
    markdown: `${body}\n\n${renderSources(citations, options.sourcesHeading)}`,
    citations,
  };
}
