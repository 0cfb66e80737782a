// The sentences of a bot reply that may anchor a learned question, in reading order: the
// reply as the engine wrote it, without its sources list, citation markers ("[1]"), list
// bullets, headings, Markdown emphasis and links. The first one a passage still holds is
// the anchor (learned-questions-service.ts): usually the reply's first sentence; a note the
// engine put before the quote (a language notice) holds in no passage and is passed over.

// "Sources:" and the "- [1] Title" lines under it: the engine's list of what it cited.
const sourceLine = /^[-*•]\s*\[\d+\]\s/;
const citationMarker = /\s*\[\d+\](?!\()/g;
const markdownLink = /\[([^\]]+)\]\([^)]*\)/g;
const bullet = /^(?:[-*•]|\d+[.)])\s+/;
const heading = /^#+\s+/;
// A sentence ends at . ! or ? followed by a space and a capital, digit or quote (the engine's
// own rule in sentences.ts); "e.g." and decimals do not end one.
const sentenceEnd = /[.!?]["”’)]?\s+(?=["“(\p{Lu}\p{N}])/gu;
const abbreviation = /\b(e\.g|i\.e|etc|vs|approx|incl|no|mr|mrs|ms|dr|st)\.$/i;
/** Shorter than this, a "sentence" is a fragment that would tie a question to many passages. */
const MIN_ANCHOR_CHARS = 12;
export const MAX_ANCHOR_CHARS = 1000;

function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let m = sentenceEnd.exec(line); m !== null; m = sentenceEnd.exec(line)) {
    const end = m.index + m[0].trimEnd().length;
    const candidate = line.slice(start, end).trim();
    if (abbreviation.test(candidate)) continue;
    out.push(candidate);
    start = end;
  }
  sentenceEnd.lastIndex = 0;
  const rest = line.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

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
  const out: string[] = [];
  for (const raw of body) {
    const line = raw
      .replace(heading, '')
      .replace(bullet, '')
      .replace(markdownLink, '$1')
      .replace(citationMarker, '');
    for (const sentence of sentencesOf(line)) {
      const text = unwrapped(sentence);
      if (text.length >= MIN_ANCHOR_CHARS && text.length <= MAX_ANCHOR_CHARS) out.push(text);
    }
  }
  return out;
}
