import { splitUnits } from '../engine/sentences.ts';
import { detectLanguage } from '../language/detect-language.ts';
import { words } from '../text/analyzer.ts';
import type { Block, KnowledgeChunk, ParsedSource } from './types.ts';

export interface ChunkOptions {
  /** Largest chunk, in characters (a sentence longer than this is cut at word ends). */
  maxChars?: number;
  /** Characters of the previous chunk's end repeated at the start of the next one. */
  overlapChars?: number;
  /** Language when a chunk is too short to tell (ISO 639-1). */
  defaultLanguage?: string;
}

// ~1,000 characters is two or three paragraphs: small enough that a chunk is about one
// thing (better ranking, tighter citations), big enough to hold an answer whole.
const defaults = { maxChars: 1000, overlapChars: 150, defaultLanguage: 'en' };

/** Cuts text longer than max at word boundaries. */
function hardSplit(text: string, max: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf(' ', max);
    if (cut < max / 2) cut = max;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest.length > 0) out.push(rest);
  return out;
}

/** A paragraph as pieces no longer than max: whole lines and sentences where possible. */
function pieces(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const out: string[] = [];
  for (const unit of splitUnits(text)) {
    const t = unit.listItem ? `${unit.ordered ? '1.' : '-'} ${unit.text}` : unit.text;
    out.push(...hardSplit(t, max));
  }
  return out;
}

/** The end of a chunk to repeat at the start of the next: whole sentences, at most `max`. */
function tailOf(text: string, max: number): string {
  if (max <= 0) return '';
  const units = splitUnits(text);
  let tail = '';
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i];
    if (!u) break;
    const t = u.listItem ? `${u.ordered ? '1.' : '-'} ${u.text}` : u.text;
    const next = tail ? `${t}\n${tail}` : t;
    if (next.length > max) break;
    tail = next;
  }
  return tail;
}

/** Section chunks of a sequence of blocks (headings open sections). */
export function chunkBlocks(
  blocks: readonly Block[],
  options: ChunkOptions = {},
): Array<{ text: string; section?: string }> {
  const maxChars = options.maxChars ?? defaults.maxChars;
  const overlapChars = Math.min(options.overlapChars ?? defaults.overlapChars, maxChars / 3);
  const out: Array<{ text: string; section?: string }> = [];
  const trail: Array<{ level: number; text: string }> = [];
  let parts: string[] = [];
  let fresh = false; // whether parts hold anything beyond the carried overlap
  let length = 0;

  const section = () => (trail.length > 0 ? trail.map((h) => h.text).join(' › ') : undefined);
  const emit = () => {
    if (fresh && parts.length > 0) {
      const s = section();
      out.push(s ? { text: parts.join('\n\n'), section: s } : { text: parts.join('\n\n') });
    }
  };
  const reset = (carry: string) => {
    parts = carry ? [carry] : [];
    length = carry.length;
    fresh = false;
  };

  for (const block of blocks) {
    if (block.type === 'heading') {
      emit();
      reset('');
      while (trail.length > 0 && (trail[trail.length - 1]?.level ?? 0) >= block.level) trail.pop();
      trail.push({ level: block.level, text: block.text });
      continue;
    }
    for (const piece of pieces(block.text.trim(), maxChars)) {
      if (piece.length === 0) continue;
      if (length + piece.length + 2 > maxChars && fresh) {
        emit();
        const carry = tailOf(parts.join('\n\n'), overlapChars);
        reset(carry.length + piece.length + 2 <= maxChars ? carry : '');
      }
      parts.push(piece);
      length += piece.length + 2;
      fresh = true;
    }
  }
  emit();
  return out;
}

// A chunk overrides its source's language only when it is long enough for trigrams to be
// reliable: a short list of names and prices ("Basic: $50 per month (Email support)") reads
// as anything, and a chunk tagged with the wrong language is filtered out for every visitor.
const ownLanguageMinLetters = 400;
const sampleChars = 6000;

const letterCount = (text: string) => text.replace(/[^\p{L}]/gu, '').length;

/**
 * The language of a whole source (its text up to a sample), and of one of its chunks: the
 * source's, unless the chunk is long and clearly written in another language.
 */
export function sourceLanguage(texts: readonly string[], fallback: string): string {
  let sample = '';
  for (const t of texts) {
    if (sample.length >= sampleChars) break;
    sample += `${t}\n`;
  }
  return detectLanguage(sample.slice(0, sampleChars), fallback);
}

export function chunkLanguage(text: string, sourceLang: string): string {
  // A chunk that is mostly a list (names, prices, options) never says its language.
  const lines = text.split(/\n+/).filter((l) => l.trim() !== '');
  const listLines = lines.filter((l) => /^\s*(?:[-*•]|\d+[.)])\s/.test(l)).length;
  if (listLines > 0 && listLines * 2 >= lines.length) return sourceLang;
  // The source's language wins ties: only a decisive detection moves the chunk.
  if (letterCount(text) >= ownLanguageMinLetters) return detectLanguage(text, sourceLang);
  // A short chunk of prose (an FAQ entry in another language) may still say so through its
  // function words; a line of a few words ("Training costs $100 per hour.") cannot.
  if (words(text).length < 8) return sourceLang;
  const own = detectLanguage(text, 'und');
  return own === 'und' ? sourceLang : own;
}

/** Every chunk of a parsed source, each keeping the source's title, URL or file name and section. */
export function chunkSource(source: ParsedSource, options: ChunkOptions = {}): KnowledgeChunk[] {
  const fallback = options.defaultLanguage ?? defaults.defaultLanguage;
  const base = {
    title: source.title,
    ...(source.url ? { url: source.url } : {}),
    ...(source.fileName ? { fileName: source.fileName } : {}),
  };
  if (source.faq) {
    const lang = sourceLanguage(
      source.faq.map((e) => `${e.question} ${e.answer}`),
      fallback,
    );
    return source.faq.map((entry, ordinal) => ({
      ...base,
      ordinal,
      text: entry.answer,
      question: entry.question,
      ...(entry.category ? { section: entry.category } : {}),
      language: chunkLanguage(`${entry.question} ${entry.answer}`, lang),
    }));
  }
  // A document's own H1 usually repeats its title; the section names what lies below it.
  const ownSection = (section: string | undefined) => {
    if (!section || section === source.title) return undefined;
    const prefix = `${source.title} › `;
    return section.startsWith(prefix) ? section.slice(prefix.length) : section;
  };
  const chunks = chunkBlocks(source.blocks, options);
  const lang = sourceLanguage(
    source.blocks.map((b) => b.text),
    fallback,
  );
  return chunks.map((c, ordinal) => {
    const section = ownSection(c.section);
    return {
      ...base,
      ordinal,
      text: c.text,
      ...(section ? { section } : {}),
      language: chunkLanguage(c.text, lang),
    };
  });
}
