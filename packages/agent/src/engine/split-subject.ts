import type { Passage } from '../types.ts';

/** The question's words a passage matched as written (no typo fix, no synonym), less `ignore`. */
export function literalTerms(passage: Passage, ignore: ReadonlySet<string>) {
  return (passage.matchedTerms ?? []).filter(
    (m) => !m.corrected && !m.synonym && !ignore.has(m.term),
  );
}

/** The heaviest word of the question, as written, among the best three passages. */
export function heaviestLiteralTerm(
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): string | undefined {
  let heaviest: { term: string; weight: number } | undefined;
  for (const p of passages.slice(0, 3))
    for (const m of literalTerms(p, ignore))
      if (!heaviest || m.weight > heaviest.weight) heaviest = m;
  return heaviest?.term;
}

/**
 * The question's heaviest word (its subject: "payment methods") is held by passages that share
 * no other word of the question with the best one, which holds the setting ("buy credits"):
 * one page speaks of the subject, another of the setting, and none of the two together. Added
 * up, they cover the question, but they do not answer it ("which payment methods do you take
 * for credits?" against a shop's payment method and the credit prices).
 */
export function splitSubject(
  passages: readonly Passage[],
  ignore: ReadonlySet<string> = new Set(),
): boolean {
  const top = passages[0];
  if (!top) return false;
  const literal = (p: Passage) => literalTerms(p, ignore);
  const subject = heaviestLiteralTerm(passages, ignore);
  if (!subject) return false;
  const inTop = new Set(literal(top).map((m) => m.term));
  // The best passage holds a setting of its own: two words of the question.
  if (inTop.has(subject) || inTop.size < 2) return false;
  // ...and the subject's passage covers as much of the question as the best one, in as many
  // words: it speaks of the subject, not of a word in passing ("exactly", "stop").
  const holding = passages.slice(0, 3).filter((p) => literal(p).some((m) => m.term === subject));
  return (
    holding.some(
      (p) => (p.coverage ?? 0) >= (top.coverage ?? 0) && literal(p).length >= inTop.size,
    ) && holding.every((p) => !literal(p).some((m) => inTop.has(m.term)))
  );
}
