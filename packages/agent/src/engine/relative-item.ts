import { foldText } from '../text/analyzer.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';

/** `s` as a literal pattern whose spaces match any run of white space. */
const spacedPattern = (s: string) => escapeRegExp(s).replace(/\s+/g, '\\s+');

import type { Retriever } from '../types.ts';

/**
 * "and the package above that one?" after "What comes with the Professional support
 * package?": the next item of the list the previous subject belongs to. The list is read
 * from the knowledge (the names that stand before the same kind of thing, "Standard support
 * package", "Professional support package", … in the order the passage gives them), so it
 * works for any business whose pages list tiers, plans or sizes in order.
 */

// A step up or down the list, said of the previous subject: a comparative or a position
// word standing for an item, so followed by "one", "than", a pronoun, a kind of thing
// ("plan", "package", "tier", "size") or the end of the message ("next" only before an
// item or after "the": "what happens next?" steps nowhere): "and the next one?",
// "anything bigger?", "the plan above that one", "a cheaper package". "can it handle bigger
// teams?" or "what happens after that?" asks something else.
const item = String.raw`(?=\s+(?:one|ones|than|that|this|it|plan|plans|package|packages|tier|tiers|level|levels|size|sizes|option|options|band|bands|membership|memberships|up|down)\b|\s*[?!.]*$)`;
// "one size up (from that)", "a tier down", "up a level", "go down one size": a step said
// with the kind of step and its direction.
const stepKind = `(?:size|sizes|step|steps|tier|tiers|level|levels|notch|rung|band)`;
const stepOf = (direction: string) =>
  String.raw`\b(?:(?:one|a|1|another)\s+)?${stepKind}\s+${direction}\b|\b${direction}\s+(?:(?:one|a|1|another)\s+)${stepKind}\b`;
// "the one after that", "the one before it"; French "la taille au-dessus", "celle d'après",
// "la formule supérieure", Swahili "ile inayofuata" (read on the visitor's own words, as the
// glossary's translation loses them).
const oneBeside = (direction: string) =>
  String.raw`\bthe one (?:right |just )?${direction} (?:that|it|this)(?: one)?\b`;
const up = new RegExp(
  String.raw`\b(?:above|higher|bigger|larger|pricier|more expensive|more premium)${item}|\bthe next\b|\bnext\s+(?:one|plan|package|tier|level|size|option|band|membership)\b|${stepOf('up')}|${oneBeside('(?:after|above)')}|\b(?:taille|formule|offre|option|celle|celui) (?:juste )?au[- ]dessus\b|\b(?:celle|celui) d['’]apres\b|\b(?:la|le) (?:suivante?|taille superieure|formule superieure)\b|\b(?:ile|hiyo|kile|ule) (?:inayofuata|unaofuata|kinachofuata)\b`,
);
const down = new RegExp(
  String.raw`\b(?:below|lower|smaller|cheaper|less expensive|more affordable|previous)${item}|${stepOf('down')}|${oneBeside('(?:before|below)')}|\b(?:taille|formule|offre|option|celle|celui) (?:juste )?(?:en[- ]dessous|au[- ]dessous)\b|\b(?:celle|celui) d['’]avant\b|\b(?:la|le) (?:precedente?|taille inferieure|formule inferieure)\b|\b(?:ile|hiyo|kile|ule) (?:iliyotangulia|uliotangulia|kilichotangulia)\b`,
);

/** +1 for the item after the previous subject, -1 for the one before, 0 for neither. */
export function relativeStep(message: string): -1 | 0 | 1 {
  const text = foldText(message).replace(/\s+/g, ' ').trim();
  const isUp = up.test(text);
  const isDown = down.test(text);
  if (isUp === isDown) return 0;
  return isUp ? 1 : -1;
}

const namePattern = /\p{Lu}[\p{L}\d-]*/u;

/**
 * The names of one list in a passage: each capitalised word standing right before `kind`
 * ("Professional" before "support package"), in order of appearance, each once.
 */
export function namesBefore(text: string, kind: string): string[] {
  const escaped = spacedPattern(kind);
  const pattern = new RegExp(`(${namePattern.source})\\s+${escaped}\\b`, 'giu');
  const found: string[] = [];
  for (const m of text.matchAll(pattern)) {
    const name = m[1] as string;
    if (!/^\p{Lu}/u.test(name)) continue;
    if (!found.some((f) => foldText(f) === foldText(name))) found.push(name);
  }
  return found;
}

/**
 * The previous standalone question about its neighbour in the list it names an item of,
 * or undefined when the message asks no step or no list holds the previous subject.
 */
export async function relativeItemQuestion(
  retriever: Retriever,
  businessId: number,
  message: string,
  previous: string | undefined,
  names: ReadonlySet<string>,
): Promise<string | undefined> {
  if (!previous) return undefined;
  const ranged = nextRange(message, previous);
  if (ranged) return ranged;
  const step = relativeStep(message);
  if (step === 0) return undefined;
  // The previous question's named words ("Professional") and what follows each ("support
  // package"), the kind the list is made of.
  const words = previous.replace(/[?!.]+$/, '').split(/\s+/);
  const candidates = words
    .map((w, i) => ({ w, i }))
    .filter(({ w }) => /^\p{Lu}/u.test(w) && !names.has(foldText(w)));
  if (candidates.length === 0) return undefined;
  const passages = await retriever.search(businessId, previous, 5);
  for (const { w, i } of candidates) {
    for (let length = Math.min(3, words.length - i - 1); length >= 1; length--) {
      // A kind ends at a comma ("Standard support, what is…" -> "support").
      const span = words.slice(i + 1, i + 1 + length);
      if (span.slice(0, -1).some((x) => /[,;:]$/.test(x))) continue;
      const kind = span.join(' ').replace(/[,;:.?!]+$/, '');
      if (!/^[\p{Ll}\s-]+$/u.test(kind)) continue;
      for (const passage of passages) {
        const list = listOf(passage.text, w, kind);
        if (list.length < 3) continue;
        const at = list.findIndex((n) => foldText(n) === foldText(w));
        const neighbour = at >= 0 ? list[at + step] : undefined;
        if (!neighbour) continue;
        return [...words.slice(0, i), neighbour, ...words.slice(i + 1)].join(' ');
      }
    }
  }
  return undefined;
}

/**
 * The list `name` belongs to in a passage: the names before `kind` taken further by the word
 * the passage writes after it ("Standard support" -> "Standard support plan"), so a word
 * standing before the bare kind elsewhere ("includes Email support") is not an item of it.
 */
function listOf(text: string, name: string, kind: string): string[] {
  const next = new RegExp(
    `\\b${spacedPattern(name)}\\s+${spacedPattern(kind)}\\s+(\\p{Ll}[\\p{Ll}-]*)`,
    'u',
  ).exec(text);
  const longer = next ? namesBefore(text, `${kind} ${next[1]}`) : [];
  return longer.length >= 3 ? longer : namesBefore(text, kind);
}

const amount = String.raw`\d{1,3}(?:,\d{3})+|\d+`;
const sizeWords: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };
const nextSize = new RegExp(
  String.raw`\b(?:next|following)\s+(?:(${amount})\s*(hundred|thousand|million)?|(hundred|thousand|million))\b`,
  'i',
);
const previousRange = new RegExp(
  String.raw`\b(?:(?:the\s+)?first\s+(${amount})|between\s+(${amount})\s+and\s+(${amount})|(${amount})\s*(?:to|-|–)\s*(${amount}))`,
  'i',
);
const toNumber = (s: string | undefined) => Number((s ?? '').replace(/,/g, ''));

/**
 * "and for the next thousand?" after "What's the price per credit for the first 1,000
 * credits?": the previous question about the span that follows the one it asked,
 * "… for the 1,001 to 2,000 credits".
 */
export function nextRange(message: string, previous: string): string | undefined {
  const m = message.match(nextSize);
  if (!m) return undefined;
  const size = m[1]
    ? toNumber(m[1]) * (sizeWords[(m[2] ?? '').toLowerCase()] ?? 1)
    : (sizeWords[(m[3] ?? '').toLowerCase()] ?? 0);
  const r = previous.match(previousRange);
  if (!r || size <= 0) return undefined;
  const end = toNumber(r[1] ?? r[3] ?? r[5]);
  if (!Number.isFinite(end) || end <= 0) return undefined;
  const format = (n: number) => n.toLocaleString('en-US');
  // The previous question's own way of writing a span.
  const span = r[2]
    ? `between ${format(end + 1)} and ${format(end + size)}`
    : `${format(end + 1)} to ${format(end + size)}`;
  return previous.replace(r[0], span);
}
