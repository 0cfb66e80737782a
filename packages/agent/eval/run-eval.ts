// `pnpm --filter @lisa/agent eval`: runs the evaluation set against Lisa's own knowledge
// base with the embedded engine and prints retrieval accuracy, key-fact share, decision
// accuracy and latency. Exits non-zero when a target of the issue is missed.
import { createAgentEngine } from '../src/engine/create-agent-engine.ts';
import { stripGreeting } from '../src/engine/intents.ts';
import { buildLisaKnowledge } from '../src/lisa-knowledge/build-lisa-knowledge.ts';
import { createMemoryRetriever } from '../src/search/memory-retriever.ts';
import { evalCases } from './questions.ts';

const verbose = process.argv.includes('--verbose');
const knowledge = buildLisaKnowledge();
const retriever = createMemoryRetriever();
for (const source of knowledge.sources) {
  retriever.replaceSource(
    1,
    source.key,
    source.chunks.map((c) => ({
      ...c,
      chunkId: `${source.key}#${c.ordinal}`,
      sourceId: source.key,
    })),
  );
}
const engine = createAgentEngine({ retriever });

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

let top1 = 0;
let top3 = 0;
let retrievalCases = 0;
let facts = 0;
let factCases = 0;
let decisionsRight = 0;
let decisionCases = 0;
let inventedOffTopic = 0;
let offTopic = 0;
const latencies: number[] = [];
const failures: string[] = [];

for (const c of evalCases) {
  if (c.sources) {
    retrievalCases++;
    const hits = await retriever.search(1, stripGreeting(c.q), 3);
    const keys = hits.map((h) => h.sourceId);
    if (keys[0] && c.sources.includes(keys[0])) top1++;
    else failures.push(`top-1  "${c.q}" -> ${keys.join(', ')}`);
    if (keys.some((k) => c.sources?.includes(k))) top3++;
  }
  const started = performance.now();
  const reply = await engine.reply({
    businessId: 1,
    businessName: 'Lisa',
    agentName: 'Lisa',
    defaultLanguage: 'en',
    message: c.q,
    history: [],
  });
  latencies.push(performance.now() - started);
  const answered = reply.decision === 'answer' || reply.decision === 'faq';
  if (c.expect === 'answer') {
    if (c.fact) {
      factCases++;
      if (answered && c.fact.test(reply.text)) facts++;
      else
        failures.push(
          `fact   "${c.q}" (${reply.decision}) -> ${reply.text.split('\n')[0]?.slice(0, 160)}`,
        );
    }
  } else {
    decisionCases++;
    if (reply.decision === c.expect) decisionsRight++;
    else
      failures.push(
        `decide "${c.q}" expected ${c.expect}, got ${reply.decision}: ${reply.text.split('\n')[0]?.slice(0, 120)}`,
      );
    if (c.expect === 'dont-know') {
      offTopic++;
      if (answered) inventedOffTopic++;
    }
  }
  if (verbose) process.stdout.write(`\n> ${c.q}\n${reply.decision}: ${reply.text}\n`);
}

const p50 = quantile(latencies, 0.5);
const p95 = quantile(latencies, 0.95);
const rows: Array<[string, string]> = [
  ['questions', String(evalCases.length)],
  ['top-1 retrieval accuracy', `${pct(top1, retrievalCases)} (${top1}/${retrievalCases})`],
  ['top-3 retrieval accuracy', `${pct(top3, retrievalCases)} (${top3}/${retrievalCases})`],
  ['answers with the key fact', `${pct(facts, factCases)} (${facts}/${factCases})`],
  [
    "correct don't-know / handoff / small-talk decisions",
    `${pct(decisionsRight, decisionCases)} (${decisionsRight}/${decisionCases})`,
  ],
  ['invented answers on off-topic questions', `${inventedOffTopic}/${offTopic}`],
  ['latency per reply p50 / p95', `${p50.toFixed(2)} ms / ${p95.toFixed(2)} ms`],
];
process.stdout.write(
  `\nLisa agent evaluation (${knowledge.sources.length} sources, ${knowledge.sources.reduce((s, x) => s + x.chunks.length, 0)} chunks)\n\n`,
);
for (const [k, v] of rows) process.stdout.write(`${k.padEnd(52)} ${v}\n`);
if (failures.length > 0)
  process.stdout.write(`\nMisses:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);

const ok = top3 / retrievalCases >= 0.9 && top1 / retrievalCases >= 0.75 && inventedOffTopic === 0;
process.stdout.write(
  `\nTargets (top-3 >= 90 %, top-1 >= 75 %, no invented off-topic answer): ${ok ? 'met' : 'MISSED'}\n`,
);
process.exitCode = ok ? 0 : 1;
