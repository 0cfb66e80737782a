import { createLisaEngine } from './eval/lisa-engine.ts';
const lisa = createLisaEngine();
const hits = await lisa.retriever.search(1, process.argv[2] ?? '', 6);
for (const h of hits) console.log(h.sourceId, h.section, h.score.toFixed(2), h.matchedTerms?.map((m) => `${m.term}${m.synonym ? '~' : ''}:${m.weight.toFixed(2)}`).join(' '), JSON.stringify(h.text.slice(0, 70)));
