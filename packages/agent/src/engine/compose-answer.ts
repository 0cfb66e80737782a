import { analyze } from '../text/analyzer.ts';
import type { Citation, Passage } from '../types.ts';
import { splitUnits, type TextUnit } from './sentences.ts';

export interface ComposedAnswer {
  markdown: string;
  citations: Citation[];
}

interface Candidate {
  unit: TextUnit;
  passageRank: number;
  terms: Set<string>;
}

// An answer long enough to be useful in a 380 px chat panel, short enough to read at once.
const maxUnits = 4;
const maxChars = 700;

/** Query term weights across the passages (the best weight seen for each term). */
export function queryWeights(passages: readonly Passage[], query: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const p of passages) {
    for (const m of p.matchedTerms ?? []) {
      weights.set(m.term, Math.max(weights.get(m.term) ?? 0, m.weight));
    }
  }
  // A retriever without term details: every query term counts once.
  if (weights.size === 0) for (const t of analyze(query)) weights.set(t, 1);
  return weights;
}

export function citationFor(passage: Passage, index: number): Citation {
  const c: Citation = { index, title: passage.title };
  if (passage.url) c.url = passage.url;
  if (passage.section && passage.section !== passage.title) c.section = passage.section;
  return c;
}

/** The Markdown list of sources that closes an answer. */
export function renderSources(citations: readonly Citation[], heading: string): string {
  const lines = citations.map((c) => {
    const label = c.section ? `${c.title} — ${c.section}` : c.title;
    return `- [${c.index}] ${c.url ? `[${label}](${c.url})` : label}`;
  });
  return `${heading}:\n${lines.join('\n')}`;
}

// Sentences that lean on the one before them ("It is...", "This means...").
const dependent =
  /^(it|this|that|these|those|they|its|their|then|so|also|both|such|here|yes|no)\b/i;

/**
 * The extractive answer: the sentences of the best passages that together cover most of
 * the question's weight, chosen greedily (each pick must add weight the earlier picks
 * lacked), in their original order, each group followed by its citation number. A pick
 * brings along the sentence it leans on, and a short one the sentence after it; an FAQ
 * entry is quoted whole, since its answer is written to stand as one.
 */
export function composeExtractiveAnswer(
  passages: readonly Passage[],
  query: string,
  options: { sourcesHeading: string; exclude?: ReadonlySet<string> },
): ComposedAnswer | undefined {
  const weights = queryWeights(passages, query);
  const candidates: Candidate[] = [];
  passages.forEach((p, passageRank) => {
    // An FAQ answer answers its question: its sentences carry the question's words
    // ("Will Lisa create duplicate records?" -> "Lisa searches by email and phone...").
    const context = p.question ? analyze(p.question) : [];
    for (const unit of splitUnits(p.text)) {
      if (options.exclude?.has(unit.text)) continue;
      candidates.push({ unit, passageRank, terms: new Set([...analyze(unit.text), ...context]) });
    }
  });
  const covered = new Set<string>();
  const chosen = new Set<Candidate>();
  let chars = 0;
  const take = (c: Candidate) => {
    if (chosen.has(c)) return;
    chosen.add(c);
    chars += c.unit.text.length;
    for (const t of c.terms) if (weights.has(t)) covered.add(t);
  };
  const neighbour = (c: Candidate, offset: number) =>
    candidates.find(
      (o) => o.passageRank === c.passageRank && o.unit.position === c.unit.position + offset,
    );

  let firstScore = 0;
  while (chosen.size < maxUnits) {
    let best: Candidate | undefined;
    let bestScore = 0;
    for (const c of candidates) {
      if (chosen.has(c)) continue;
      let gain = 0;
      let overlap = 0;
      for (const t of c.terms) {
        const w = weights.get(t);
        if (w === undefined) continue;
        if (covered.has(t)) overlap += w;
        else gain += w;
      }
      if (gain <= 0) continue;
      // Earlier passages are more relevant; a sentence on the same topic as the picks
      // reads better than a stray one; a fragment says less than a sentence.
      const brevity = c.unit.text.length < 30 ? 0.7 : 1;
      const score = (gain + 0.25 * overlap) * (1 - 0.15 * c.passageRank) * brevity;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    if (!best) break;
    // Later picks must add real weight: a sentence that shares one common word with the
    // question ("free" slots for a "free trial") is noise, not a second half of the answer.
    if (chosen.size > 0 && bestScore < 0.5 * firstScore) break;
    if (chosen.size === 0) firstScore = bestScore;
    if (chosen.size > 0 && chars + best.unit.text.length > maxChars) break;
    const passage = passages[best.passageRank];
    const whole = passage?.question && passage.text.length <= 450;
    if (whole) {
      for (const c of candidates) if (c.passageRank === best.passageRank) take(c);
      continue;
    }
    take(best);
    // A step or a line of a list: the rest of the list is the answer ("how do I connect",
    // "what are the tiers"), as far as the length allows.
    if (best.unit.listItem) {
      for (
        let next = neighbour(best, 1), n = 0;
        next?.unit.listItem && n < 6;
        next = neighbour(next, 1), n++
      ) {
        if (chars + next.unit.text.length > maxChars) break;
        take(next);
      }
      for (let prev = neighbour(best, -1); prev?.unit.listItem; prev = neighbour(prev, -1)) {
        if (chars + prev.unit.text.length > maxChars) break;
        take(prev);
      }
    }
    const before = neighbour(best, -1);
    if (
      before &&
      !before.unit.listItem &&
      (dependent.test(best.unit.text) || best.unit.text.length < 40)
    ) {
      take(before);
    }
    const after = neighbour(best, 1);
    if (
      after &&
      (best.unit.text.length < 60 || dependent.test(after.unit.text)) &&
      chars + after.unit.text.length <= maxChars
    ) {
      take(after);
    }
  }
  if (chosen.size === 0) return undefined;

  const picked = [...chosen];
  // Number the sources in the order of their rank.
  const order = [...new Set(picked.map((c) => c.passageRank))].sort((a, b) => a - b);
  const numberOf = new Map(order.map((rank, i) => [rank, i + 1]));
  picked.sort((a, b) => a.passageRank - b.passageRank || a.unit.position - b.unit.position);

  const blocks: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push(paragraph.join(' '));
    paragraph = [];
  };
  picked.forEach((c, i) => {
    const n = numberOf.get(c.passageRank) ?? 1;
    const next = picked[i + 1];
    const lastOfSource = !next || next.passageRank !== c.passageRank;
    const text = lastOfSource ? `${c.unit.text} [${n}]` : c.unit.text;
    if (c.unit.listItem) {
      flush();
      blocks.push(`- ${text}`);
    } else paragraph.push(text);
    if (lastOfSource) flush();
  });
  flush();

  const citations = order.map((rank, i) => citationFor(passages[rank] as Passage, i + 1));
  const body = blocks.join('\n\n').replace(/\n\n(?=- )/g, '\n');
  return {
    markdown: `${body}\n\n${renderSources(citations, options.sourcesHeading)}`,
    citations,
  };
}
