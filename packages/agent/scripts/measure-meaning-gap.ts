// Does the meaning of a question (word vectors) tell an invented answer from a good one?
// For every answered question of the SEEN held-out sets 1-10 (no follow-ups, no other
// language, no two-in-one), prints the engine's verdict (GOOD: answered with the facts,
// WRONG: answered without them, INVENTED: an off-topic or don't-know case answered), the
// cosine of the question's and the top passage's SIF meaning vectors, and, for the
// question's words the passage lacks, the SIF-weighted mean and the minimum of each word's
// best cosine to a word of the passage. Round eleven's figures: see the report.
//   pnpm --filter @lisa/agent vectors:measure

import { expectedFor } from '../eval/eval-case.ts';
import { heldOutCases } from '../eval/held-out-questions.ts';
import { heldOutCases3 } from '../eval/held-out-questions-3.ts';
import { heldOutCases4 } from '../eval/held-out-questions-4.ts';
import { heldOutCases5 } from '../eval/held-out-questions-5.ts';
import { heldOutCases6 } from '../eval/held-out-questions-6.ts';
import { heldOutCases7 } from '../eval/held-out-questions-7.ts';
import { heldOutCases8 } from '../eval/held-out-questions-8.ts';
import { heldOutCases9 } from '../eval/held-out-questions-9.ts';
import { heldOutCases10 } from '../eval/held-out-questions-10.ts';
import { createLisaEngine } from '../eval/lisa-engine.ts';
import { contentWords, phraseVector, sifWeight } from '../src/language/vectors/phrase-vector.ts';
import { dot, wordVectors } from '../src/language/vectors/word-vectors.ts';
import { termOf } from '../src/text/analyzer.ts';

const lisa = createLisaEngine();
const v = wordVectors();
if (!v) throw new Error('word vectors are missing (@lisa/word-vectors)');
const sets = [
  heldOutCases,
  heldOutCases3,
  heldOutCases4,
  heldOutCases5,
  heldOutCases6,
  heldOutCases7,
  heldOutCases8,
  heldOutCases9,
  heldOutCases10,
];
const setNames = ['11-23', '11-25', '11-26', '5', '6', '7', '8', '9', '10'];
const rows: string[] = [];
const figures = new Map<string, number[][]>();
for (const [si, set] of sets.entries()) {
  for (const c of set) {
    if (c.history || c.language || c.kind === 'handoff' || c.kind === 'two-in-one') continue;
    const exp = expectedFor(c.kind);
    const reply = await lisa.ask(c.q);
    if (reply.decision !== 'answer' && reply.decision !== 'faq') continue;
    const hits = await lisa.retriever.search(1, c.q, 3);
    const top = hits[0];
    if (!top) continue;
    const passageText = [top.question, top.section, top.title, top.text].filter(Boolean).join(' ');
    const qw = contentWords(c.q);
    const zero = new Float32Array(v.dims);
    const pw = contentWords(passageText);
    const full = dot(phraseVector(qw) ?? zero, phraseVector(pw) ?? zero);
    const pTerms = new Set(pw.map((w) => termOf(w)));
    const un = qw.filter((w) => !pTerms.has(termOf(w)));
    let num = 0,
      den = 0,
      minBest = 1;
    for (const w of un) {
      let best = 0;
      for (const p of pw) best = Math.max(best, v.similarity(w, p) ?? 0);
      const wt = sifWeight(v.rank(w) ?? 0);
      num += wt * best;
      den += wt;
      minBest = Math.min(minBest, best);
    }
    const facts = c.facts ?? (c.fact ? [c.fact] : []);
    const ok = exp === 'answer' ? facts.every((f) => f.test(reply.text)) : false;
    const label = exp === 'answer' ? (ok ? 'GOOD' : 'WRONG') : 'INVENTED';
    rows.push(
      `${label}\t${full.toFixed(3)}\t${den ? (num / den).toFixed(3) : '-'}\t${un.length ? minBest.toFixed(3) : '-'}\t${un.length}/${qw.length}\tset ${setNames[si]}\t${c.q}\t${top.chunkId}`,
    );
    const list = figures.get(label) ?? [];
    list.push([full, den ? num / den : Number.NaN, un.length ? minBest : Number.NaN]);
    figures.set(label, list);
  }
}
console.log(rows.join('\n'));
const quantiles = (xs: number[]) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  const q = (p: number) => (s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0).toFixed(2);
  return `n ${s.length} min ${q(0)} p10 ${q(0.1)} p50 ${q(0.5)}`;
};
for (const [label, list] of figures) {
  console.log(
    `${label.padEnd(9)} question~passage ${quantiles(list.map((x) => x[0] as number))} | missing words, mean best ${quantiles(list.map((x) => x[1] as number))} | min best ${quantiles(list.map((x) => x[2] as number))}`,
  );
}
