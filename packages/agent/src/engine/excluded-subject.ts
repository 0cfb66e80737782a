import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';

// A question that sets its subject against another thing in so many words: "can the
// dashboard itself, not the widget, go dark?", "I mean the invoice, not the receipt", "not
// the app but the website", "the mobile app rather than the website", "le tableau de bord
// lui-même, pas le widget", "dashibodi yenyewe, si wijeti". The visitor has ruled the other
// thing out: a best passage about it that never names the subject answers what was not asked.

// Up to three words of a thing, kept whole ("night-shift").
const thing = "((?:[\\p{L}\\p{N}'-]+ ){0,2}[\\p{L}\\p{N}'-]+)";
const det =
  "(?:(?:the|a|an|my|our|your|this|that|its|le|la|les|l'|un|une|mon|ma|notre|votre|ce|cette) )?";
const itself =
  '(?:itself|themselves|alone|only|proper|lui meme|elle meme|eux memes|seul|seule|yenyewe|yenye|lenyewe|chenyewe|wenyewe|pekee)';
const contrasts: readonly RegExp[] = [
  // "the dashboard itself, not the widget"; "the dashboard, not the widget"
  new RegExp(
    `${det}${thing}(?: ${itself},?|,) (?:and )?(?:not|pas|sio|siyo) ${det}${thing}(?=\\s?[,.;:?!]|$)`,
    'u',
  ),
  // "not the widget but the dashboard"
  new RegExp(
    `\\b(?:not|pas|sio|siyo) ${det}${thing},? (?:but|mais|bali|ila) ${det}${thing}\\b`,
    'u',
  ),
  // "the dashboard rather than the widget"
  new RegExp(
    `${det}${thing} (?:rather than|and not|plutot que|et non|badala ya) ${det}${thing}\\b`,
    'u',
  ),
];

// Only the sentence that asks restricts what is asked: "We run it on our own server, not in
// the cloud. Is that supported?" tells the visitor's situation, and its contrast is part of it.
const askingSentence = (question: string): string => {
  const sentences = question.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
  return sentences.filter((s) => /\?\s*$/.test(s)).join(' ') || (sentences.at(-1) ?? question);
};

/** The subject a question keeps and the one it rules out, as index terms, or undefined. */
export function contrastOf(question: string): { kept: string[]; excluded: string[] } | undefined {
  const q = foldText(askingSentence(question))
    .replace(/[’‘`´]/g, "'")
    .replace(/[-]/g, ' ')
    .replace(/\s+/g, ' ');
  for (const [i, pattern] of contrasts.entries()) {
    const m = pattern.exec(q);
    if (!m?.[1] || !m[2]) continue;
    // In "not Y but X" the kept thing comes second.
    const [keptWords, excludedWords] = i === 1 ? [m[2], m[1]] : [m[1], m[2]];
    // The last word of each phrase names the thing ("the dashboard", "the widget").
    const kept = analyze(keptWords.split(' ').slice(-1).join(' '));
    const excluded = analyze(excludedWords.split(' ').slice(-1).join(' '));
    if (kept.length === 0 || excluded.length === 0) continue;
    if (kept.some((t) => excluded.includes(t))) continue;
    return { kept, excluded };
  }
  return undefined;
}

// Sentences and list items of a passage, each with its page's title and section.
const unitsOf = (p: Passage) => {
  const heading = analyze(`${p.section ?? ''} ${p.title}`);
  return `${p.question ?? ''}\n${p.text}`
    .split(/(?<=[.!?])\s+|\n+/)
    .map((unit) => new Set([...analyze(unit), ...heading]));
};

/**
 * The question rules a thing out ("the dashboard itself, not the widget") and the best passage
 * says nothing of the kept one: it names the ruled-out thing and never the kept one, or it never
 * names the kept thing together with what the question asks of it that the best passages hold
 * ("dark" of "can the inbox itself, not the widget, go dark?" against a page on the inbox).
 */
export function answersExcluded(
  question: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string> = new Set(),
): boolean {
  const top = passages[0];
  if (!top) return false;
  const contrast = contrastOf(question);
  if (!contrast) return false;
  const { kept, excluded } = contrast;
  const units = unitsOf(top);
  const holds = (t: string) => units.some((u) => u.has(t));
  if (excluded.some(holds) && !kept.some(holds)) return true;
  const asked = new Set(
    passages
      .slice(0, 3)
      .flatMap((p) => p.matchedTerms ?? [])
      .filter(
        (m) =>
          !m.corrected &&
          !ignore.has(m.term) &&
          !kept.includes(m.term) &&
          !excluded.includes(m.term) &&
          (m.specificity ?? 0) >= 0.4,
      )
      .map((m) => m.term),
  );
  if (asked.size === 0) return false;
  return !units.some((u) => kept.some((t) => u.has(t)) && [...asked].some((t) => u.has(t)));
}
