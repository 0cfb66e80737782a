import { analyze, foldText } from '../text/analyzer.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import type { Passage } from '../types.ts';

// "Which features do you have for fintech?", "what does Acme offer for healthcare?": the
// visitor names the kind of customer with the very word the business's page for it is titled
// with ("Acme for Fintech", "Acme for Customer Service"), a word no dictionary files under
// organisations. The page whose title's kind the question holds word for word is the page for
// it — when exactly one retrieved page is so named.

/** The retrieved page for a kind of customer whose title's kind words the question holds. */
export function titledKindPage(
  question: string,
  passages: readonly Passage[],
  businessName: string,
): Passage[] | undefined {
  const name = foldText(businessName);
  const pageTitle = new RegExp(`^${escapeRegExp(name)} for (\\S.*)$`);
  const asked = new Set(analyze(question));
  const named = new Set<string>();
  for (const p of passages) {
    const kind = pageTitle.exec(foldText(p.title))?.[1];
    if (!kind) continue;
    const terms = analyze(kind);
    if (terms.length > 0 && terms.every((t) => asked.has(t))) named.add(p.title);
  }
  if (named.size !== 1) return undefined;
  const [title] = named;
  return passages.filter((p) => p.title === title);
}
