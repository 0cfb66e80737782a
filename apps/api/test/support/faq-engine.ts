// A small, deterministic engine: answers from a list of FAQ entries by keyword overlap,
// hands over when a person is asked for, and says so when it does not know. It served
// business 1 until the knowledge-base engine (knowledge/, built in main.ts) landed; the
// API's tests still use it, so their expectations do not move with retrieval tuning.
import type { AgentEngine, AgentReply } from '@lisa/agent/types';

export interface FaqEntry {
  question: string;
  answer: string;
  category?: string;
}

const STOPWORDS = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or our so that the this to we what when where which who why will with you your'.split(
    ' ',
  ),
);

/** Lower-cased words of 2+ letters, minus stopwords, with a crude plural strip. */
export function keywords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return new Set(
    words
      .filter((word) => !STOPWORDS.has(word))
      .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word)),
  );
}

const HANDOFF = /\b(human|real person|agent|someone|teammate|representative|talk to (a|an|your) )/i;

export function createFaqEngine(faqFor: (businessId: number) => readonly FaqEntry[]): AgentEngine {
  return {
    async reply(request): Promise<AgentReply> {
      const base = { language: request.defaultLanguage, engine: 'embedded' as const };
      if (HANDOFF.test(request.message)) {
        return {
          ...base,
          decision: 'handoff',
          text: 'I’ll bring in a teammate who can help you further. They will reply here.',
          citations: [],
          handoffReason: 'visitor_asked_for_a_person',
        };
      }
      const asked = keywords(request.message);
      let best: { entry: FaqEntry; score: number } | null = null;
      for (const entry of faqFor(request.businessId)) {
        const question = keywords(entry.question);
        const answer = keywords(entry.answer);
        let score = 0;
        for (const word of asked) {
          if (question.has(word)) score += 2;
          else if (answer.has(word)) score += 1;
        }
        // Normalise so long questions do not win by size alone.
        const normalised = score / Math.sqrt(question.size + 1);
        if (score >= 2 && (!best || normalised > best.score)) best = { entry, score: normalised };
      }
      if (!best) {
        return {
          ...base,
          decision: 'dont-know',
          text: `I don’t know the answer to that yet. I can tell you about ${request.businessName}’s product, pricing, integrations and setup — or a teammate can help.`,
          citations: [],
        };
      }
      return {
        ...base,
        decision: 'faq',
        text: `${best.entry.answer} [1]`,
        citations: [{ index: 1, title: best.entry.question }],
      };
    },
  };
}
