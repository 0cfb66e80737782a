// `pnpm --filter @lisa/agent cv`: does learning from visitors' past questions carry over to
// questions it never saw? For each seen held-out set k (eval/seen-sets.ts), the questions
// learned from the tuning set and every OTHER seen set are given to the retriever, and set k
// is run with and without them. Every setting of a small grid (similarity threshold x lift)
// is tried; the table is printed for the best setting (highest mean gain in asked-fact %
// with 0 invented answers and no fold losing a decision) and for the shipped defaults.
// Learning is done once over every seen case, each learned question tagged with its set: a
// case's learned questions do not depend on the other cases, so leaving set k's out is the
// same as learning without set k.
//
// `--grid 0.5:1:0.6:1:1,0.6:2:1:0.7` tries only those threshold:lift:weakBelow:maxMissed:samePage
// points (samePage 1: a lift of the plain top's page is kept under it). `--diff` prints, for
// the best point, the questions each fold loses and wins.
import { loadavg } from 'node:os';
import {
  defaultLearnedSettings,
  type LearnedQuestion,
  type LearnedSettings,
} from '../src/search/learned-questions.ts';
import { pct } from './figures.ts';
import { type HeldOutResult, runHeldOutEval } from './held-out-eval.ts';
import { learnQuestions, seenCases } from './learn-questions.ts';
import { createLisaEngine } from './lisa-engine.ts';
import { seenSets } from './seen-sets.ts';

const out = (line = '') => process.stdout.write(`${line}\n`);
const gridArg = process.argv[process.argv.indexOf('--grid') + 1];
// threshold : lift : weakBelow : maxMissed : samePageUnder (1 = on)
type Point = [number, number, number, number, number];
const grid: Point[] =
  process.argv.includes('--grid') && gridArg
    ? gridArg.split(',').map((p): Point => {
        const [t = 0.6, l = 1, w = 1, m = 1, page = 0] = p.split(':').map(Number);
        return [t, l, w, m, page];
      })
    : [0.4, 0.5, 0.6].flatMap((t) =>
        [0.5, 1].flatMap((l) => [0.6, 1].map((w): Point => [t, l, w, 1, 0])),
      );

const { learned } = await learnQuestions(seenCases());
out(`${learned.length} learned questions over ${seenSets.length} folds`);

// One engine for every run: the retriever reads its settings object at each search.
const settings: LearnedSettings = { ...defaultLearnedSettings, enabled: false };
const lisa = createLisaEngine([], { learnedQuestions: [], learned: settings });
const foldQuestions = (name: string): LearnedQuestion[] =>
  learned.filter((l) => l.origin !== name).map(({ question, anchor }) => ({ question, anchor }));

async function runFolds(): Promise<HeldOutResult[]> {
  const results: HeldOutResult[] = [];
  for (const set of seenSets) {
    lisa.retriever.setLearnedQuestions(1, foldQuestions(set.name));
    results.push(await runHeldOutEval(lisa, set.cases, false));
  }
  return results;
}

settings.enabled = false;
// One pass first, not measured: the first run's latencies are the JIT's, not the engine's.
await runFolds();
const without = await runFolds();

interface GridPoint {
  minSimilarity: number;
  lift: number;
  weakBelow: number;
  maxMissed: number;
  samePageUnder: boolean;
  results: HeldOutResult[];
  meanGain: number;
  meanGainStrict: number;
  set13Gain: number;
  set14Gain: number;
  /** Off-topic questions answered with learned questions that were refused without them. */
  invented: number;
  decisionDrop: boolean;
}
const share = (n: number, d: number) => (d === 0 ? 0 : (100 * n) / d);
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

function summarise(
  [minSimilarity, lift, weakBelow, maxMissed, page]: Point,
  results: HeldOutResult[],
): GridPoint {
  const gains = results.map(
    (r, i) =>
      share(r.facts, r.answerable) - share(without[i]?.facts ?? 0, without[i]?.answerable ?? 1),
  );
  const strict = results.map(
    (r, i) =>
      share(r.factAndPrices, r.answerable) -
      share(without[i]?.factAndPrices ?? 0, without[i]?.answerable ?? 1),
  );
  return {
    minSimilarity,
    lift,
    weakBelow,
    maxMissed,
    samePageUnder: page === 1,
    results,
    meanGain: mean(gains),
    meanGainStrict: mean(strict),
    set13Gain: gains[seenSets.findIndex((s) => s.name === 'set 13')] ?? 0,
    set14Gain: gains[seenSets.findIndex((s) => s.name === 'set 14')] ?? 0,
    invented: results.reduce(
      (s, r, i) => s + Math.max(0, r.inventedOffTopic - (without[i]?.inventedOffTopic ?? 0)),
      0,
    ),
    decisionDrop: results.some((r, i) => r.decisionsRight < (without[i]?.decisionsRight ?? 0)),
  };
}

const points: GridPoint[] = [];
out('\nGrid (mean gain over the folds in asked-fact %, and in fact-and-<=2-other-prices %):');
for (const point of grid) {
  const [minSimilarity, lift, weakBelow, maxMissed, page] = point;
  Object.assign(settings, {
    enabled: true,
    minSimilarity,
    lift,
    weakBelow,
    maxMissed,
    samePageUnder: page === 1,
  });
  const p = summarise(point, await runFolds());
  points.push(p);
  out(
    `  threshold ${minSimilarity.toFixed(2)} lift ${lift.toFixed(1)} below ${weakBelow.toFixed(2)} missed ${maxMissed.toFixed(2)} same page under top ${page}: facts ${sign(p.meanGain)} pts, strict ${sign(p.meanGainStrict)} pts, set 13 ${sign(p.set13Gain)} pts, set 14 ${sign(p.set14Gain)} pts, invented ${p.invented}, decision drop ${p.decisionDrop ? 'YES' : 'no'}`,
  );
}

// The largest p95 of the folds and their median.
function p95s(results: readonly HeldOutResult[]): string {
  const xs = results.map((r) => r.p95).sort((a, b) => a - b);
  return `max ${(xs[xs.length - 1] ?? 0).toFixed(2)}, median ${(xs[Math.floor(xs.length / 2)] ?? 0).toFixed(2)}`;
}

function sign(x: number): string {
  return `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
}

function table(title: string, p: GridPoint): void {
  out(
    `\n${title}: threshold ${p.minSimilarity}, lift ${p.lift}, only below plain coverage ${p.weakBelow}, blocked by a missed word of specificity ${p.maxMissed}, a lift of the plain top's page kept under it ${p.samePageUnder ? 'yes' : 'no'}`,
  );
  const head = [
    'fold',
    'facts without',
    'facts with',
    'strict without',
    'strict with',
    'invented',
    'decisions without',
    'decisions with',
    'p95 without',
    'p95 with',
  ];
  out(head.map((h) => h.padEnd(16)).join(''));
  for (const [i, set] of seenSets.entries()) {
    const a = without[i] as HeldOutResult;
    const b = p.results[i] as HeldOutResult;
    out(
      [
        set.name,
        `${pct(a.facts, a.answerable)} ${a.facts}`,
        `${pct(b.facts, b.answerable)} ${b.facts}`,
        `${pct(a.factAndPrices, a.answerable)} ${a.factAndPrices}`,
        `${pct(b.factAndPrices, b.answerable)} ${b.factAndPrices}`,
        `${a.inventedOffTopic} -> ${b.inventedOffTopic}`,
        `${a.decisionsRight}/${a.decisionCases}`,
        `${b.decisionsRight}/${b.decisionCases}`,
        `${a.p95.toFixed(2)} ms`,
        `${b.p95.toFixed(2)} ms`,
      ]
        .map((c) => c.padEnd(16))
        .join(''),
    );
  }
  out(
    `mean gain: facts ${sign(p.meanGain)} pts, facts and <= 2 other prices ${sign(p.meanGainStrict)} pts; set 13 ${sign(p.set13Gain)} pts, set 14 ${sign(p.set14Gain)} pts (the nearest to fresh); p95 over the folds ${p95s(without)} ms without, ${p95s(p.results)} ms with`,
  );
}

// `--diff`: per fold, the failures learned questions add (lost) and remove (won).
function diff(p: GridPoint): void {
  for (const [i, set] of seenSets.entries()) {
    const a = new Set(without[i]?.failures ?? []);
    const b = new Set(p.results[i]?.failures ?? []);
    for (const f of b)
      if (!a.has(f)) out(`  ${set.name} LOST: ${f.replace(/\s+/g, ' ').slice(0, 400)}`);
    for (const f of a)
      if (!b.has(f)) out(`  ${set.name} won: ${f.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
}

const eligible = points.filter((p) => p.invented === 0 && !p.decisionDrop);
const best = [...(eligible.length > 0 ? eligible : points)].sort(
  (x, y) => y.meanGain - x.meanGain || y.set13Gain + y.set14Gain - x.set13Gain - x.set14Gain,
)[0];
if (best) {
  table(
    `Best setting by CV${eligible.length > 0 ? '' : ' (none without an invented answer or a lost decision)'}`,
    best,
  );
  if (process.argv.includes('--diff')) diff(best);
  const ship =
    best.meanGain >= 2 &&
    best.set13Gain > 0 &&
    best.set14Gain > 0 &&
    best.invented === 0 &&
    !best.decisionDrop;
  out(
    `\nShip switched on (mean facts gain >= 2 pts, sets 13 and 14 up, no invented answer added, no decision lost): ${ship ? 'YES' : 'NO'}`,
  );
}
const shipped = points.find(
  (p) =>
    p.minSimilarity === defaultLearnedSettings.minSimilarity &&
    p.lift === defaultLearnedSettings.lift &&
    p.weakBelow === defaultLearnedSettings.weakBelow &&
    p.maxMissed === defaultLearnedSettings.maxMissed &&
    p.samePageUnder === defaultLearnedSettings.samePageUnder,
);
if (shipped && shipped !== best) table('Shipped defaults', shipped);
out(
  `(load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')} over 1 / 5 / 15 min)`,
);
