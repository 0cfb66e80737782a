import { citationFor, renderSources } from '../engine/compose-answer.ts';
import { languageName } from '../language/detect-language.ts';
import type { AgentReply, AgentRequest, Passage } from '../types.ts';
import { type ChatMessage, LlmError, type LlmProvider } from './llm-provider.ts';

/** What the model must say when the passages do not hold the answer. */
export const noAnswerMarker = 'NO_ANSWER';

export interface GroundedInput {
  request: AgentRequest;
  query: string;
  language: string;
  passages: Passage[];
  sourcesHeading: string;
}

/** The prompt: numbered passages and strict rules, so the model quotes rather than invents. */
export function groundedMessages(input: GroundedInput): ChatMessage[] {
  const { request, passages, language } = input;
  const context = passages
    .map((p, i) => {
      const where = [p.title, p.section].filter(Boolean).join(' — ');
      const q = p.question ? `Q: ${p.question}\nA: ` : '';
      return `[${i + 1}] ${where}\n${q}${p.text}`;
    })
    .join('\n\n');
  const system = [
    `You are ${request.agentName}, the assistant of ${request.businessName}, chatting with a website visitor.`,
    'Answer ONLY from the numbered passages below. Do not use any other knowledge and never invent facts, prices, names or links.',
    'After each sentence that uses a passage, cite it with its number in square brackets, e.g. [1].',
    `If the passages do not contain the answer, reply with exactly ${noAnswerMarker} and nothing else.`,
    `Write in ${languageName(language, 'en')}, in Markdown, in at most 4 short sentences.`,
    'Do not list the sources at the end; they are added for you.',
    '',
    'Passages:',
    context,
  ].join('\n');
  const history: ChatMessage[] = request.history
    .slice(-6)
    .flatMap((t): ChatMessage[] =>
      t.sender === 'visitor'
        ? [{ role: 'user', content: t.text }]
        : t.sender === 'bot' || t.sender === 'agent'
          ? [{ role: 'assistant', content: t.text }]
          : [],
    );
  return [{ role: 'system', content: system }, ...history, { role: 'user', content: input.query }];
}

/**
 * Asks the model and checks its answer: only citation numbers of given passages survive,
 * the sources list is rebuilt from them, and NO_ANSWER becomes the don't-know decision.
 */
export async function answerWithLlm(
  llm: LlmProvider,
  input: GroundedInput,
): Promise<Omit<AgentReply, 'language' | 'engine'> | 'no-answer'> {
  const raw = (await llm.complete(groundedMessages(input))).trim();
  if (raw === noAnswerMarker || raw.startsWith(noAnswerMarker)) return 'no-answer';
  // Drop any sources list the model added despite the instruction.
  const body = raw.replace(/\n+\s*(\*\*)?(sources|references)(\*\*)?:?[\s\S]*$/i, '').trim();
  if (body.length === 0) throw new LlmError('bad-response', 'Empty answer');
  const used = [...body.matchAll(/\[(\d+)\]/g)]
    .map((m) => Number(m[1]))
    .filter((n) => n >= 1 && n <= input.passages.length);
  const cited = [...new Set(used)].sort((a, b) => a - b);
  // Renumber to 1..k so the visitor sees [1], [2] in order, whatever the model chose.
  const renumber = new Map(cited.map((n, i) => [n, i + 1]));
  let text = body.replace(/\[(\d+)\]/g, (_all, n: string) => {
    const to = renumber.get(Number(n));
    return to ? `[${to}]` : '';
  });
  let citations = cited.map((n, i) => citationFor(input.passages[n - 1] as Passage, i + 1));
  if (citations.length === 0) {
    // The model answered without citing: attribute it to the best passage it was given.
    const top = input.passages[0];
    if (!top) return 'no-answer';
    citations = [citationFor(top, 1)];
    text = `${text} [1]`;
  }
  return {
    decision: 'answer',
    text: `${text.replace(/[ \t]+\n/g, '\n').trim()}\n\n${renderSources(citations, input.sourcesHeading)}`,
    citations,
  };
}
