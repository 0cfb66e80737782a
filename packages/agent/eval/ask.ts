// `tsx eval/ask.ts "question" ["previous question" ...] [--learned-off]`: one reply of business
// 1's engine, with the ranked passages and the question's kind, for tuning by hand.
import { classifyQuestion } from '../src/engine/question-type.ts';
import type { ConversationTurn } from '../src/types.ts';
import { createLisaEngine } from './lisa-engine.ts';

const [question = '', ...before] = process.argv.slice(2).filter((arg) => arg !== '--learned-off');
const lisa = createLisaEngine();
const history: ConversationTurn[] = [];
for (const q of before) {
  const r = await lisa.ask(q, [...history]);
  history.push({ sender: 'visitor', text: q }, { sender: 'bot', text: r.text });
}
const hits = await lisa.retriever.search(1, question, 8);
process.stdout.write(`kind: ${classifyQuestion(question)}\n`);
for (const h of hits)
  process.stdout.write(
    `  ${h.sourceId} ${h.score.toFixed(2)} cov ${h.coverage?.toFixed(2)} unk ${h.unknownShare?.toFixed(2)} ${h.matchedTerms?.map((m) => `${m.term}${m.synonym ? '~' : ''}${m.corrected ? '*' : ''}:${m.weight.toFixed(2)}/${m.specificity?.toFixed(2)}`).join(' ')}\n`,
  );
const reply = await lisa.ask(question, history, true);
if (reply.trace)
  process.stdout.write(
    `${JSON.stringify({ ...reply.trace, searches: reply.trace.searches.map((s) => ({ ...s, passages: s.passages.map((p) => `${p.title} ${p.score} ${p.coverage}`) })) }, null, 1)}\n`,
  );
process.stdout.write(`${reply.decision} (${reply.language}):\n${reply.text}\n`);
