// `pnpm --filter @lisa/agent eval`: runs the tuning set (questions.ts + questions-round-two.ts),
// the earlier held-out sets (held-out-questions.ts, 2026-11-23, and held-out-questions-3.ts,
// 2026-11-25 — their failures have since been read and tuned on, so they are reported as
// seen) and the held-out set of 2026-11-26 (held-out-questions-4.ts) against Lisa's own
// knowledge base with the embedded engine, and prints their figures side by side, the
// issue's targets on the newest held-out set (reported, not enforced), a per-kind breakdown,
// the load average the latencies were measured under, and every miss. `--verbose` prints
// every reply of the newest held-out set. Exits non-zero when a target of the tuning set is
// missed.

import { loadavg } from 'node:os';
import { pct, ratio } from './figures.ts';
import { type HeldOutResult, runHeldOutEval } from './held-out-eval.ts';
import { heldOutCases } from './held-out-questions.ts';
import { heldOutCases3 } from './held-out-questions-3.ts';
import { heldOutCases4 } from './held-out-questions-4.ts';
import { createLisaEngine } from './lisa-engine.ts';
import { runTuningEval } from './tuning-eval.ts';

const verbose = process.argv.includes('--verbose');
const lisa = createLisaEngine();
const tuning = await runTuningEval(lisa, false);
const seen = await runHeldOutEval(lisa, heldOutCases, false);
const seen3 = await runHeldOutEval(lisa, heldOutCases3, false);
const held = await runHeldOutEval(lisa, heldOutCases4, verbose);
const load = loadavg().map((x) => x.toFixed(2));

const out = (line = '') => process.stdout.write(`${line}\n`);
const ms = (x: number) => `${x.toFixed(2)} ms`;
const none = '—';
const heldRow = (f: (h: HeldOutResult) => string): [string, string, string] => [
  f(seen),
  f(seen3),
  f(held),
];
const rows: Array<[string, string, string, string, string]> = [
  ['questions', String(tuning.cases), ...heldRow((h) => String(h.cases))],
  ['top-1 retrieval accuracy', ratio(tuning.top1, tuning.retrievalCases), none, none, none],
  ['top-3 retrieval accuracy', ratio(tuning.top3, tuning.retrievalCases), none, none, none],
  [
    'answers with the key fact(s)',
    ratio(tuning.facts, tuning.factCases),
    ...heldRow((h) => ratio(h.facts, h.answerable)),
  ],
  [
    'asked fact(s) and <= 2 other prices',
    ratio(tuning.factsAndPrices, tuning.factCases),
    ...heldRow((h) => ratio(h.factAndPrices, h.answerable)),
  ],
  [
    "correct decisions (tuning: don't-know/handoff/small talk; held-out: handoff/don't-know)",
    ratio(tuning.decisionsRight, tuning.decisionCases),
    ...heldRow((h) => ratio(h.decisionsRight, h.decisionCases)),
  ],
  [
    'invented answers on off-topic questions',
    `${tuning.inventedOffTopic}/${tuning.offTopic}`,
    ...heldRow((h) => `${h.inventedOffTopic}/${h.offTopic}`),
  ],
  [
    "agent's own sentences in the visitor's language",
    ratio(tuning.languageRight, tuning.languageCases),
    ...heldRow((h) => ratio(h.languageRight, h.languageCases)),
  ],
  ['latency per reply p50', ms(tuning.p50), ...heldRow((h) => ms(h.p50))],
  ['latency per reply p95', ms(tuning.p95), ...heldRow((h) => ms(h.p95))],
];
const head = [
  'tuning set',
  'held-out 11-23 (seen)',
  'held-out 11-25 (seen)',
  'held-out 11-26',
] as const;
const w0 = Math.max(...rows.map((r) => r[0].length));
const w1 = Math.max(head[0].length, ...rows.map((r) => r[1].length));
const w2 = Math.max(head[1].length, ...rows.map((r) => r[2].length));
const w3 = Math.max(head[2].length, ...rows.map((r) => r[3].length));
out(`\nLisa agent evaluation (${lisa.sources} sources, ${lisa.chunks} chunks, embedded engine)\n`);
out(
  `${''.padEnd(w0)}  ${head[0].padEnd(w1)}  ${head[1].padEnd(w2)}  ${head[2].padEnd(w3)}  ${head[3]}`,
);
for (const [k, a, b, c, d] of rows)
  out(`${k.padEnd(w0)}  ${a.padEnd(w1)}  ${b.padEnd(w2)}  ${c.padEnd(w3)}  ${d}`);
out(`(latencies measured at load average ${load.join(' / ')} over 1 / 5 / 15 min)`);

const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
out('\nHeld-out targets on the 11-26 set (issue #24; reported, not enforced):');
out(
  `  asked fact and <= 2 other prices >= 90 %: ${pct(held.factAndPrices, held.answerable)} ${met(held.factAndPrices >= 0.9 * held.answerable)}`,
);
out(
  `  no invented off-topic answer: ${held.inventedOffTopic}/${held.offTopic} ${met(held.inventedOffTopic === 0)}`,
);
out(
  `  handoff and don't-know decisions >= 98 %: ${pct(held.decisionsRight, held.decisionCases)} ${met(held.decisionsRight >= 0.98 * held.decisionCases)}`,
);
out(`  p95 <= 20 ms in process: ${ms(held.p95)} ${met(held.p95 <= 20)}`);

out('\nHeld-out sets by kind (a case passes when every check of it holds):');
out(`  ${'kind'.padEnd(12)} ${'11-23 (seen)'.padEnd(16)} ${'11-25 (seen)'.padEnd(16)} 11-26`);
for (const [i, k] of held.kinds.entries()) {
  const s = seen.kinds[i];
  const s3 = seen3.kinds[i];
  out(
    `  ${k.kind.padEnd(12)} ${(s ? `${s.passed}/${s.cases}` : none).padEnd(16)} ${(s3 ? `${s3.passed}/${s3.cases}` : none).padEnd(16)} ${k.passed}/${k.cases}`,
  );
}

if (held.failures.length > 0) {
  out(`\nHeld-out 11-26 failures (${held.failures.length}):`);
  for (const f of held.failures) out(`  ${f}`);
}
if (seen3.failures.length > 0) {
  out(`\nHeld-out 11-25 (seen) failures (${seen3.failures.length}):`);
  for (const f of seen3.failures) out(`  ${f}`);
}
if (seen.failures.length > 0) {
  out(`\nHeld-out 11-23 (seen) failures (${seen.failures.length}):`);
  for (const f of seen.failures) out(`  ${f}`);
}
if (tuning.failures.length > 0) {
  out(`\nTuning set misses (${tuning.failures.length}):`);
  for (const f of tuning.failures) out(`  ${f}`);
}
out(
  `\nTuning targets (top-3 >= 90 %, top-1 >= 75 %, no invented off-topic answer): ${tuning.targetsMet ? 'met' : 'MISSED'}`,
);
process.exitCode = tuning.targetsMet ? 0 : 1;
