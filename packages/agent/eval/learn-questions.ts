// `pnpm --filter @lisa/agent learn`: business 1's learned questions, from the SEEN sets only
// (the tuning set and eval/seen-sets.ts). For every answerable case, the question as the
// engine searches it (its trace: greeting stripped, French or Swahili translated through the
// glossary, a follow-up rewritten with its earlier turns) is tied to the sentence of the
// knowledge that holds the case's expected fact(s): in the chunk holding all of them that the
// retriever ranks highest for that question (else the first such chunk); when no chunk holds
// them all, each fact is learned on its own. A message the engine split into several
// questions learns part n with fact n when they pair up, and nothing otherwise.
// Writes src/lisa-knowledge/learned-questions.generated.ts; eval/cross-validate.ts calls
// `learnQuestions` with other subsets.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LearnedQuestion } from '../src/search/learned-questions.ts';
import { type EvalCase, expectedFor, type HeldOutCase } from './eval-case.ts';
import { historyTurns } from './held-out-eval.ts';
import { createLisaEngine, type LisaEngine } from './lisa-engine.ts';
import { evalCases } from './questions.ts';
import { seenSets } from './seen-sets.ts';

/** A case of either kind reduced to what learning needs. */
export interface LearnableCase {
  /** The set the case comes from (cross-validation leaves one out). */
  origin: string;
  q: string;
  facts: RegExp[];
  history?: EvalCase['history'];
}

export function learnable(
  origin: string,
  cases: ReadonlyArray<EvalCase | HeldOutCase>,
): LearnableCase[] {
  const out: LearnableCase[] = [];
  for (const c of cases) {
    const answerable = 'kind' in c ? expectedFor(c.kind) === 'answer' : c.expect === 'answer';
    const facts = [...(c.fact ? [c.fact] : []), ...(c.facts ?? [])];
    if (!answerable || facts.length === 0) continue;
    out.push({ origin, q: c.q, facts, ...(c.history ? { history: c.history } : {}) });
  }
  return out;
}

interface KnowledgeChunk {
  chunkId: string;
  text: string;
}

// A shorter sentence ("No.") is no anchor: it stands in many chunks.
const minAnchor = 24;

/**
 * The sentence or line of `text` around a character offset, trimmed; a short one runs on
 * into the next sentences until it is long enough to name its passage.
 */
function sentenceAt(text: string, offset: number): string {
  const ends = [...text.matchAll(/\n|(?<=[.!?])\s+/g)].map((m) => ({
    at: m.index ?? 0,
    next: (m.index ?? 0) + m[0].length,
  }));
  let start = 0;
  for (const [i, e] of ends.entries()) {
    if (e.at < offset) {
      start = e.next;
      continue;
    }
    let end = e.at;
    for (let j = i + 1; text.slice(start, end).trim().length < minAnchor && j <= ends.length; j++)
      end = ends[j]?.at ?? text.length;
    return text.slice(start, end).trim();
  }
  return text.slice(start).trim();
}

/** The anchor of one fact in a chunk: the sentence holding its first match. */
function anchorOf(chunk: KnowledgeChunk, fact: RegExp): string | undefined {
  const re = new RegExp(fact.source, fact.flags.replace('g', ''));
  const m = re.exec(chunk.text);
  if (!m) return undefined;
  return sentenceAt(chunk.text, m.index).replace(/^(?:[-*]|\d+\.)\s+/, '') || undefined;
}

async function rankOf(lisa: LisaEngine, question: string): Promise<Map<string, number>> {
  const hits = await lisa.retriever.search(1, question, 60);
  return new Map(hits.map((h, i) => [h.chunkId, i]));
}

/** The chunk holding every fact that ranks highest for the question, else the first. */
function pick(
  chunks: readonly KnowledgeChunk[],
  facts: readonly RegExp[],
  rank: ReadonlyMap<string, number>,
): KnowledgeChunk | undefined {
  const holders = chunks.filter((c) => facts.every((f) => f.test(c.text)));
  const ranked = holders
    .filter((c) => rank.has(c.chunkId))
    .sort((x, y) => (rank.get(x.chunkId) ?? 0) - (rank.get(y.chunkId) ?? 0));
  return ranked[0] ?? holders[0];
}

function learnOne(
  question: string,
  facts: readonly RegExp[],
  chunks: readonly KnowledgeChunk[],
  rank: ReadonlyMap<string, number>,
): LearnedQuestion[] {
  const whole = pick(chunks, facts, rank);
  const groups = whole ? [facts] : facts.map((f) => [f]);
  const out: LearnedQuestion[] = [];
  for (const group of groups) {
    const chunk = whole ?? pick(chunks, group, rank);
    const first = group[0];
    if (!chunk || !first) continue;
    const anchor = anchorOf(chunk, first);
    if (anchor) out.push({ question, anchor });
  }
  return out;
}

/**
 * Learned questions from `cases`, asked of an engine without any (so what is learned is what
 * the plain engine searches).
 */
export async function learnQuestions(
  cases: readonly LearnableCase[],
): Promise<{ learned: Array<LearnedQuestion & { origin: string }>; skipped: number }> {
  const lisa = createLisaEngine([], { learnedQuestions: [] });
  const chunks: KnowledgeChunk[] = lisa.knowledge.sources.flatMap((s) =>
    s.chunks.map((c) => ({ chunkId: `${s.key}#${c.ordinal}`, text: c.text })),
  );
  const learned: Array<LearnedQuestion & { origin: string }> = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const c of cases) {
    const history = await historyTurns(lisa, c);
    const reply = await lisa.ask(c.q, history, true);
    const parts = reply.trace?.searches.map((s) => s.question) ?? [];
    const questions = parts.length > 0 ? parts : [reply.trace?.query ?? c.q];
    let pairs: Array<[string, RegExp[]]>;
    if (questions.length === 1) pairs = [[questions[0] ?? c.q, c.facts]];
    else if (questions.length === c.facts.length)
      pairs = questions.map((q, i) => [q, [c.facts[i] as RegExp]]);
    else {
      skipped++;
      continue;
    }
    let any = false;
    for (const [question, facts] of pairs) {
      for (const entry of learnOne(question, facts, chunks, await rankOf(lisa, question))) {
        const key = `${c.origin}\u0000${entry.question}\u0000${entry.anchor}`;
        any = true;
        if (seen.has(key)) continue;
        seen.add(key);
        learned.push({ ...entry, origin: c.origin });
      }
    }
    if (!any) skipped++;
  }
  return { learned, skipped };
}

export const tuningOrigin = 'tuning set';

/** Every seen case: the tuning set and each seen held-out set. */
export const seenCases = (): LearnableCase[] => [
  ...learnable(tuningOrigin, evalCases),
  ...seenSets.flatMap((s) => learnable(s.name, s.cases)),
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const cases = seenCases();
  const { learned, skipped } = await learnQuestions(cases);
  const file = new URL('../src/lisa-knowledge/learned-questions.generated.ts', import.meta.url);
  const unique = new Map(learned.map((l) => [`${l.question}\u0000${l.anchor}`, l]));
  const body = [...unique.values()]
    .map(
      (l) => `  { question: ${JSON.stringify(l.question)}, anchor: ${JSON.stringify(l.anchor)} },`,
    )
    .join('\n');
  writeFileSync(
    file,
    `// Generated by \`pnpm --filter @lisa/agent learn\` (eval/learn-questions.ts) from the seen\n// evaluation sets. Do not edit.\nimport type { LearnedQuestion } from '../search/learned-questions.ts';\n\nexport const lisaLearnedQuestions: readonly LearnedQuestion[] = [\n${body}\n];\n`,
  );
  // In the repository's own format, so that `biome check` passes on the generated file.
  execFileSync('pnpm', ['biome', 'format', '--write', fileURLToPath(file)], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    stdio: 'ignore',
  });
  process.stdout.write(
    `${unique.size} learned questions from ${cases.length} answerable seen cases (${skipped} skipped: no fact found in the knowledge, or parts and facts not pairing up)\n`,
  );
}
