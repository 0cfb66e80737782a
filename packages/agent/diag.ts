import { evalCases } from './eval/questions.ts';
import { buildLisaKnowledge } from './src/lisa-knowledge/build-lisa-knowledge.ts';
import { createMemoryRetriever } from './src/search/memory-retriever.ts';

const k = buildLisaKnowledge();
const r = createMemoryRetriever();
for (const s of k.sources)
  r.replaceSource(
    1,
    s.key,
    s.chunks.map((c) => ({ ...c, chunkId: `${s.key}#${c.ordinal}`, sourceId: s.key })),
  );
for (const c of evalCases) {
  if (c.expect !== 'answer' && c.expect !== 'dont-know') continue;
  const hits = await r.search(1, c.q, 3);
  const top = hits[0];
  const total =
    top && top.coverage ? top.matchedTerms!.reduce((s, m) => s + m.weight, 0) / top.coverage : 0;
  console.log(
    c.expect.padEnd(9),
    (top?.coverage ?? 0).toFixed(2),
    total.toFixed(1),
    (top?.matchedTerms ?? [])
      .map((m) => `${m.term}:${m.weight.toFixed(1)}`)
      .join(' ')
      .padEnd(50),
    c.q,
  );
}
