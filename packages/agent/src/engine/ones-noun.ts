import { isEnglishWord, mainlyNoun } from '../language/wordnet/wordnet.ts';
import { foldText } from '../text/analyzer.ts';
import { stopwords } from '../text/stopwords.ts';
import type { AgentReply, AgentRequest } from '../types.ts';
import type { EmbeddedAgentEngine } from './create-agent-engine.ts';
import { answered } from './situation.ts';

// "The car-hire firm might switch CRM. Which ones can you sync with?": "which ones", "what
// ones", "the ones" stand for the thing the visitor named just before — in an earlier sentence
// of the same message, or else in their previous message. Searched as written, "ones" names
// nothing and the situation's other words pull the answer elsewhere; the question is asked
// with the noun in its place ("Which CRMs can you sync with?").

const ones = /\b(which|what|the)\s+ones\b/iu;

/** The head noun a sentence ends its last noun phrase with ("might switch CRM" -> CRM). */
export function lastNoun(text: string): string | undefined {
  const sentences = text
    .trim()
    .split(/(?<=[.!?])\s+/u)
    .filter((s) => /\p{L}/u.test(s));
  const last = sentences.at(-1) ?? '';
  const words = last.match(/[\p{L}][\p{L}\p{N}'’-]*/gu) ?? [];
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] ?? '';
    if (/^\p{Lu}{2,}s?$/u.test(word)) return word;
    const folded = foldText(word);
    if (stopwords.has(folded) || folded.length < 3) continue;
    // A word the dictionary does not know ("app", "chatbot") is a thing's name.
    if (mainlyNoun(folded) || !isEnglishWord(folded)) return word;
  }
  return undefined;
}

const plural = (noun: string) => (/s$/iu.test(noun) ? noun : `${noun}s`);

/** The message with "which ones" naming the noun before it, or undefined. */
export function onesNamed(message: string, previousVisitor?: string): string | undefined {
  const sentences = message.trim().split(/(?<=[.!?])\s+(?=\S)/u);
  const at = sentences.findIndex((s) => ones.test(s));
  if (at < 0) return undefined;
  // A bare "Which ones?" is read whole with the sentence before (it asks what that names); a
  // question with words of its own ("which ones can you sync records with?") is searched by
  // them, and its subject must be there too.
  const own = (sentences[at] ?? '')
    .replace(ones, '')
    .match(/\p{L}+/gu)
    ?.filter((w) => !stopwords.has(foldText(w)) && w.length > 2);
  if (!own || own.length < 2) return undefined;
  const before = at > 0 ? sentences.slice(0, at).join(' ') : previousVisitor;
  if (!before) return undefined;
  // Within the sentence itself: "Do you have pages for industries, and which ones?" is not
  // read here (the noun is the question's own).
  const noun = lastNoun(before);
  if (!noun) return undefined;
  const asked = (sentences[at] ?? '').replace(
    ones,
    (_m, which: string) => `${which} ${plural(noun)}`,
  );
  return [...sentences.slice(0, at), asked, ...sentences.slice(at + 1)].join(' ');
}

/**
 * The engine that asks a "which ones" message with the noun it points at, and as written when
 * that is not answered.
 */
export function withOnesNamed(engine: EmbeddedAgentEngine): EmbeddedAgentEngine {
  return {
    get llmFailures() {
      return engine.llmFailures;
    },
    async reply(request: AgentRequest): Promise<AgentReply> {
      const previous = [...request.history].reverse().find((t) => t.sender === 'visitor');
      const named = onesNamed(request.message, previous?.text);
      if (!named) return engine.reply(request);
      const reply = await engine.reply({ ...request, message: named });
      return answered(reply) ? reply : engine.reply(request);
    },
  };
}
