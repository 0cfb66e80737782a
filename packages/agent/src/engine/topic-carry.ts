import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage, Retriever } from '../types.ts';
import { subjectOf } from './follow-up.ts';

/**
 * A short follow-up that names nothing of its own stays on the previous question's topic
 * when the knowledge answers it there: "which error code comes back?" after "What happens
 * if my app sends the API too many requests?", "is the api key kept secret?" after "tell me
 * about the Kijani integration", "can it sit on the left instead?" after "How do I install
 * the widget?". The message is searched with the previous question's words; the result is
 * kept only when its best passage holds both the previous subject and a word of the
 * message's own, so a follow-up that changes topic ("do you have a free trial?") is
 * searched alone. Undefined when the message keeps its own words.
 */
export async function onPreviousTopic(
  retriever: Retriever,
  businessId: number,
  message: string,
  previous: string | undefined,
  names: ReadonlySet<string>,
): Promise<string | undefined> {
  if (!previous) return undefined;
  const text = message.trim().replace(/[?!.]+$/, '');
  const words = text.split(/\s+/);
  if (words.length > 10) return undefined;
  // A name of its own ("does Odoo do that?") is the message's own topic.
  if (words.slice(1).some((w) => /^\p{Lu}\p{L}/u.test(w) && !names.has(foldText(w))))
    return undefined;
  const own = analyze(text).filter((t) => !names.has(t));
  if (own.length === 0) return undefined;
  const subject = analyze(subjectOf(previous, names).join(' ')).filter((t) => !names.has(t));
  if (subject.length === 0 || subject.some((t) => own.includes(t))) return undefined;
  const said = new Set(own);
  // The previous question's own words (not their stems), those the message does not repeat.
  const extra = previous
    .replace(/[?!.,;:]+/g, ' ')
    .split(/\s+/)
    .filter((w) => {
      const [t] = analyze(w);
      return t !== undefined && !said.has(t) && !names.has(t);
    });
  const combined = `${text} ${[...new Set(extra)].join(' ')}`;
  const [best] = await retriever.search(businessId, combined, 1);
  if (!best) return undefined;
  const held = termsOf(best);
  if (!subject.some((t) => held.has(t)) || !own.some((t) => held.has(t))) return undefined;
  return combined;
}

function termsOf(passage: Passage): ReadonlySet<string> {
  return new Set(analyze(`${passage.title} ${passage.section ?? ''} ${passage.text}`));
}
