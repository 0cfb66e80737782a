import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage, Retriever } from '../types.ts';
import { subjectOf, thingWords } from './follow-up.ts';

/**
 * A short follow-up that names nothing of its own stays on the previous question's topic
 * when the knowledge answers it there: "which error code comes back?" after "What happens
 * if my app sends the API too many requests?", "is the api key kept secret?" after "tell me
 * about the Kijani integration", "can it sit on the left instead?" after "How do I install
 * the widget?". The message is searched with the previous question's words; the result is
 * kept only when its best passage holds both the previous subject and a word of the
 * message's own, so a follow-up that changes topic ("do you have a free trial?") is
 * searched alone. Undefined when the message keeps its own words. A message longer than
 * `maxWords` is taken to say what it asks of its own.
 */
export async function onPreviousTopic(
  retriever: Retriever,
  businessId: number,
  message: string,
  previous: string | undefined,
  names: ReadonlySet<string>,
  maxWords = 10,
): Promise<string | undefined> {
  if (!previous) return undefined;
  const text = message.trim().replace(/[?!.]+$/, '');
  const words = text.split(/\s+/);
  if (words.length > maxWords) return undefined;
  // A name of its own ("does Odoo do that?") is the message's own topic.
  if (words.slice(1).some((w) => /^\p{Lu}\p{L}/u.test(w) && !names.has(foldText(w))))
    return undefined;
  const own = analyze(text).filter((t) => !names.has(t));
  if (own.length === 0) return undefined;
  // The previous subject: its names ("Kijani") and the thing it asked about ("membership"),
  // without what it asked of them ("include"), which this message replaces.
  const subjectWords = [
    ...new Set([...subjectOf(previous, names), ...thingWords(previous, names)]),
  ];
  const subject = analyze(subjectWords.join(' ')).filter((t) => !names.has(t));
  const said = new Set(own);
  if (subject.length === 0 || subject.some((t) => said.has(t))) return undefined;
  const extra = subjectWords.filter((w) => {
    const [t] = analyze(w);
    return t !== undefined && !said.has(t) && !names.has(t);
  });
  const combined = `${text} ${extra.join(' ')}`;
  const found = await retriever.search(businessId, combined, 3);
  const best = found[0];
  if (!best) return undefined;
  // A name typed in lower case ("does odoo work too?"): the knowledge writes it capitalised
  // inside a sentence, so the message has a thing of its own.
  if (words.some((w) => namedInKnowledge(w, found))) return undefined;
  const held = termsOf(best);
  if (!subject.some((t) => held.has(t)) || !own.some((t) => held.has(t))) return undefined;
  return combined;
}

function namedInKnowledge(word: string, passages: readonly Passage[]): boolean {
  const plain = word.replace(/[^\p{L}\p{N}-]/gu, '');
  if (plain.length < 3 || /^\p{Lu}/u.test(plain)) return false;
  const capitalised = `${plain[0]?.toUpperCase()}${plain.slice(1)}`;
  // Mid-sentence: after a word, not after a full stop or a list mark.
  const inSentence = new RegExp(`[\\p{Ll},;:]\\s+${capitalised}\\b`, 'u');
  return passages.some((p) => inSentence.test(p.text));
}

function termsOf(passage: Passage): ReadonlySet<string> {
  return new Set(analyze(`${passage.title} ${passage.section ?? ''} ${passage.text}`));
}
