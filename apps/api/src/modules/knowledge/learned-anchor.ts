// The sentences of a bot reply that may anchor a learned question, in reading order: the
// reply as the engine wrote it, without its sources list, citation markers ("[1]"), list
// bullets, headings, Markdown emphasis and links. The first one a passage still holds is
// the anchor (learned-questions-service.ts): usually the reply's first sentence; a note the
// engine put before the quote (a language notice) holds in no passage and is passed over.
// Sentences are cut by the engine's own rule (`splitUnits`), so an anchor is cut as the
// passage's sentences are.
import { splitUnits } from '@lisa/agent';

// "Sources:" and the "- [1] Title" lines under it: the engine's list of what it cited.
const sourceLine = /^[-*•]\s*\[\d+\]\s/;
const citationMarker = /\s*\[\d+\](?!\()/g;
const markdownLink = /\[([^\]]+)\]\([^)]*\)/g;
/** Shorter than this, a "sentence" is a fragment that would tie a question to many passages. */
const MIN_ANCHOR_CHARS = 12;
export const MAX_ANCHOR_CHARS = 1000;

const unwrapped = (text: string) =>
  text
    .replace(/\*\*|__|`/g, '')
    .replace(/^[_*]+|[_*]+$/g, '')
    .trim();

export function anchorCandidates(reply: string): string[] {
  const lines = reply.split(/\n+/).map((l) => l.trim());
  // The sources list closes the reply: its heading is the line just before its first entry.
  const firstSource = lines.findIndex((l) => sourceLine.test(l));
  const body = firstSource < 0 ? lines : lines.slice(0, firstSource);
  if (firstSource >= 0 && body.at(-1)?.endsWith(':')) body.pop();
  const text = body.join('\n').replace(markdownLink, '$1').replace(citationMarker, '');
  return splitUnits(text)
    .map((unit) => unwrapped(unit.text))
    .filter((unit) => unit.length >= MIN_ANCHOR_CHARS && unit.length <= MAX_ANCHOR_CHARS);
}
