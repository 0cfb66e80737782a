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
    `${det}${thing}(?: ${itself})?,? (?:and )?(?:not|pas|sio|siyo) ${det}${thing}(?=[,.;:?!]|$)`,
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

/**
 * The question rules a thing out ("the dashboard itself, not the widget") and the best passage
 * names the ruled-out thing but never the kept one: it is about what was not asked.
 */
export function answersExcluded(question: string, passages: readonly Passage[]): boolean {
  const top = passages[0];
  if (!top) return false;
  const contrast = contrastOf(question);
  if (!contrast) return false;
  const terms = new Set(
    analyze(`${top.title} ${top.section ?? ''} ${top.question ?? ''} ${top.text}`),
  );
  return contrast.excluded.some((t) => terms.has(t)) && !contrast.kept.some((t) => terms.has(t));
}
