// `pnpm --filter @lisa/agent bench`: per-query search latency on a 10,000-chunk knowledge
// base, in-memory BM25 (this package) against PostgreSQL full-text search (PGlite, the
// API's embedded database), plus the whole engine's reply time. Figures go to the README.
import { PGlite } from '@electric-sql/pglite';
import { evalCases } from '../eval/questions.ts';
import { createAgentEngine } from '../src/engine/create-agent-engine.ts';
import { wordVectors } from '../src/language/vectors/word-vectors.ts';
import { Bm25Index } from '../src/search/bm25-index.ts';
import { createMemoryRetriever } from '../src/search/memory-retriever.ts';
import { analyze } from '../src/text/analyzer.ts';
import { syntheticCorpus } from './synthetic-corpus.ts';

const size = Number(process.argv.find((a) => a.startsWith('--chunks='))?.slice(9) ?? 10_000);
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 5);
const skipPg = process.argv.includes('--no-pg');
const queries = evalCases.map((c) => c.q);

const ms = (n: number) => `${n.toFixed(2)} ms`;
function summary(label: string, xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return `${label.padEnd(44)} p50 ${ms(q(0.5))}  p95 ${ms(q(0.95))}  p99 ${ms(q(0.99))}  max ${ms(s[s.length - 1] ?? 0)}  (n=${s.length})`;
}
async function timeAll(
  fn: (q: string) => unknown | Promise<unknown>,
  times: number,
): Promise<number[]> {
  const out: number[] = [];
  for (let r = 0; r < times; r++) {
    for (const q of queries) {
      const t = performance.now();
      await fn(q);
      out.push(performance.now() - t);
    }
  }
  return out;
}

process.stdout.write(
  `Corpus: ${size} synthetic chunks; ${queries.length} evaluation questions x ${rounds} rounds\n\n`,
);
const chunks = syntheticCorpus(size);
const avgChars = chunks.reduce((s, c) => s + c.text.length, 0) / chunks.length;

// --- Word vectors: read once per process, on the first chunk indexed -------------------
const vectorsRssBefore = process.memoryUsage().rss;
let t = performance.now();
const vectors = wordVectors();
const vectorsLoadMs = performance.now() - t;
const vectorsRssMb = (process.memoryUsage().rss - vectorsRssBefore) / 1024 / 1024;

// --- In-memory BM25 -------------------------------------------------------------------
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
t = performance.now();
const index = new Bm25Index();
const bySource = new Map<string, typeof chunks>();
for (const c of chunks) bySource.set(c.sourceId, [...(bySource.get(c.sourceId) ?? []), c]);
for (const [sourceId, list] of bySource) index.replaceSource(sourceId, list);
const buildMs = performance.now() - t;
global.gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
// The first search reads WordNet's dictionary (query expansion by meaning), once per process.
const rssBefore = process.memoryUsage().rss;
t = performance.now();
index.search(queries[0] ?? '', 8);
const firstSearchMs = performance.now() - t;
const wordnetRssMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
await timeAll((q) => index.search(q, 8), 1); // warm-up
const bm25 = await timeAll((q) => index.search(q, 8), rounds);

t = performance.now();
index.replaceSource('s7', bySource.get('s7') ?? []);
const replaceMs = performance.now() - t;

const retriever = createMemoryRetriever();
for (const [sourceId, list] of bySource) retriever.replaceSource(1, sourceId, list);
const engine = createAgentEngine({ retriever });
const ask = (message: string) =>
  engine.reply({
    businessId: 1,
    businessName: 'Lisa',
    agentName: 'Lisa',
    defaultLanguage: 'en',
    message,
    history: [],
  });
await timeAll(ask, 1);
const replies = await timeAll(ask, rounds);

process.stdout.write(`average chunk ${avgChars.toFixed(0)} characters\n`);
process.stdout.write(
  `Word vectors, first call: ${ms(vectorsLoadMs)} for ${vectors?.size ?? 0} words (+${vectorsRssMb.toFixed(0)} MB resident)\n`,
);
process.stdout.write(
  `BM25 index build: ${ms(buildMs)} for ${index.size} chunks, ~${heapMb.toFixed(0)} MB heap${global.gc ? '' : ' (run with --expose-gc for an exact figure)'}\n`,
);
process.stdout.write(
  `First search, reading WordNet: ${ms(firstSearchMs)} (+${wordnetRssMb.toFixed(0)} MB resident)\n`,
);
process.stdout.write(`BM25 re-ingest of one 8-chunk source: ${ms(replaceMs)}\n`);
process.stdout.write(`${summary('in-memory BM25 search (top 8, typo-tolerant)', bm25)}\n`);
process.stdout.write(`${summary('whole engine reply (embedded)', replies)}\n`);

// --- PostgreSQL full-text search on PGlite ----------------------------------------------
if (!skipPg) {
  const pg = await PGlite.create();
  await pg.exec(`
    create table chunks (
      id text primary key, business_id int not null, title text not null, section text, body text not null,
      tsv tsvector generated always as (
        setweight(to_tsvector('english', coalesce(title, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(section, '')), 'B') ||
        setweight(to_tsvector('english', body), 'D')) stored
    );
    create index chunks_tsv on chunks using gin (tsv);
    create index chunks_business on chunks (business_id);`);
  t = performance.now();
  for (let i = 0; i < chunks.length; i += 500) {
    const batch = chunks.slice(i, i + 500);
    const values = batch
      .map((_, j) => `($${j * 4 + 1}, 1, $${j * 4 + 2}, $${j * 4 + 3}, $${j * 4 + 4})`)
      .join(',');
    await pg.query(
      `insert into chunks (id, business_id, title, section, body) values ${values}`,
      batch.flatMap((c) => [c.chunkId, c.title, c.section ?? null, c.text]),
    );
  }
  const pgLoadMs = performance.now() - t;
  await pg.exec('analyze chunks');
  // Natural-language questions need OR semantics (plainto_tsquery ANDs every word and
  // finds nothing for most questions); ranking with ts_rank_cd as the API would.
  const orQuery = (q: string) =>
    analyze(q)
      .filter((w) => /^[a-z0-9]+$/.test(w))
      .join(' | ');
  const pgSearch = async (q: string) => {
    const tsq = orQuery(q);
    if (!tsq) return [];
    const r = await pg.query(
      `select id, ts_rank_cd(tsv, query) as rank from chunks, to_tsquery('english', $1) query
       where business_id = 1 and tsv @@ query order by rank desc limit 8`,
      [tsq],
    );
    return r.rows;
  };
  await timeAll(pgSearch, 1);
  const pgTimes = await timeAll(pgSearch, Math.max(1, Math.min(rounds, 2)));
  process.stdout.write(
    `PGlite load of ${chunks.length} chunks (tsvector + GIN): ${ms(pgLoadMs)}\n`,
  );
  process.stdout.write(`${summary('PGlite full-text search (top 8, no typos)', pgTimes)}\n`);
  await pg.close();
}
