import { analyze } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';

// "Our car-hire call centre is drowning. Which customer service features does Lisa bring?"
// names a page by its title ("Lisa for Customer Service"), yet a neighbouring page holding the
// situation's words and a stray verb ("bring", "call") outranks it. A list or a how-to asked
// of a thing a page is titled by is answered from that page: when the question holds the
// whole of a retrieved page's title (two words at least, in their order, the business's name
// aside), the best passage holds none of those words in its title and no passage ranked
// before the page holds the whole title in its text (a price line "Zoho CRM setup costs…"
// already speaks of Zoho CRM), that page's passages go first.

/** The title's words that name something: no business name. */
const titleTerms = (p: Passage, names: ReadonlySet<string>) =>
  analyze(p.title).filter((t) => !names.has(t));

/** Whether `inner` stands in `outer` as a run of consecutive terms. */
function holdsRun(outer: readonly string[], inner: readonly string[]): boolean {
  for (let i = 0; i + inner.length <= outer.length; i++)
    if (inner.every((t, j) => outer[i + j] === t)) return true;
  return false;
}

/** The passages with those of a page the question names by its whole title first. */
export function titledPageFirst(
  passages: readonly Passage[],
  question: string,
  names: ReadonlySet<string>,
): Passage[] {
  const top = passages[0];
  if (!top) return [...passages];
  const asked = analyze(question);
  const topTitle = new Set(titleTerms(top, names));
  const termsOf = (p: Passage) => analyze(`${p.title} ${p.section ?? ''} ${p.text}`);
  const named = passages.find((p, rank) => {
    const title = titleTerms(p, names);
    return (
      title.length >= 2 &&
      holdsRun(asked, title) &&
      title.every((t) => !topTitle.has(t)) &&
      passages.slice(0, rank).every((before) => !holdsRun(termsOf(before), title))
    );
  });
  if (!named) return [...passages];
  const page = passages.filter((p) => p.sourceId === named.sourceId);
  return [...page, ...passages.filter((p) => p.sourceId !== named.sourceId)];
}
