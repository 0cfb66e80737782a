import { foldText } from '../text/analyzer.ts';
import type { Citation, Passage } from '../types.ts';
import { answerUnits, citationFor } from './compose-answer.ts';

// A visitor quoting the value they want ("I want the chat panel headed “Ask us anything”. How
// do I change its heading?") names the line that sets it when a help page shows that very
// value as its example (`data-title="Ask us anything"`): the setting is there, though the
// question shares more words with a page's general steps ("choose the position, theme and
// title…").

const quotes = /[“"«]([^”"»]{3,60})[”"»]/gu;
const squeezed = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();

/** The values a message quotes, folded ("Ask us anything" -> "ask us anything"). */
export function quotedValues(message: string): string[] {
  return [...message.matchAll(quotes)]
    .map((m) => squeezed(m[1] ?? ''))
    .filter((v) => /\p{L}/u.test(v));
}

/**
 * The passages with the first retrieved one showing a value the question quotes first;
 * undefined when it quotes none, none shows it, or the best passage already does.
 */
export function quotedValueFirst(
  passages: readonly Passage[],
  question: string,
  retrieved: readonly Passage[],
): Passage[] | undefined {
  const values = quotedValues(question);
  if (values.length === 0) return undefined;
  const shows = (p: Passage) => {
    const text = squeezed(p.text);
    return values.some((v) => text.includes(v));
  };
  if (passages[0] && shows(passages[0])) return undefined;
  const found = retrieved.find(shows);
  if (!found) return undefined;
  return [found, ...passages.filter((p) => p.chunkId !== found.chunkId)];
}

/**
 * The line of the best passage showing a quoted value, as the answer: the one step that sets
 * it, not the page's five others. Undefined when the best passage shows no quoted value.
 */
export function answerQuotedLine(
  passages: readonly Passage[],
  question: string,
): { body: string; citations: Citation[] } | undefined {
  const values = quotedValues(question);
  const top = passages[0];
  if (values.length === 0 || !top) return undefined;
  const line = answerUnits(top.text).find((u) => values.some((v) => squeezed(u.text).includes(v)));
  if (!line) return undefined;
  return { body: `${line.text} [1]`, citations: [citationFor(top, 1)] };
}
