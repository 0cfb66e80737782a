import { analyze } from '../text/analyzer.ts';
import type { Citation, Passage } from '../types.ts';
import { answerUnits, citationFor } from './compose-answer.ts';
import { attributeTerms } from './question-type.ts';

/**
 * How-to questions that want one exact line, not a description: "which endpoint lets a kiosk
 * chat?" wants the line naming a route ("Send POST /chat …"), "where exactly does the snippet
 * go?" the line saying where ("… just before the closing </body> tag"). The answer is the line
 * of the found passages that has that shape and shares most of the question's things.
 */
type LineAsked = 'route' | 'place';

// One route asked (singular): "which endpoints …" asks for a list of them.
const asksRoute =
  /\b(which|what)\b[^?]*\b(endpoint|route|url|api call|path|address)\b(?!s)|\bendpoint\b(?!s)/i;
const asksPlace =
  /\bwhere\b[^?]*\b(go|goes|put|paste|pasted|place|placed|insert|inserted|add|added|drop|sit|sits|belong|belongs)\b/i;

const routeLine =
  /\b(?:GET|POST|PUT|PATCH|DELETE)\s+\/\S*|https?:\/\/\S+|(?<![\w<])\/[a-z][\w\-/{}]*/;
const placeLine =
  /\b(just |right |immediately )?(before|after|above|below|inside|into|within|between)\b|\bat the (top|bottom|end|start) of\b|<\/?[a-z]+>/i;

export function lineAsked(question: string): LineAsked | undefined {
  if (asksRoute.test(question)) return 'route';
  if (asksPlace.test(question)) return 'place';
  return undefined;
}

export function answerExactLine(
  passages: readonly Passage[],
  question: string,
): { body: string; citations: Citation[] } | undefined {
  const asked = lineAsked(question);
  if (!asked) return undefined;
  const shape = asked === 'route' ? routeLine : placeLine;
  const things = new Set(analyze(question).filter((t) => !attributeTerms.has(t)));
  let best: { passage: Passage; text: string; shared: number } | undefined;
  for (const passage of passages.slice(0, 5)) {
    for (const unit of answerUnits(passage.text)) {
      if (!shape.test(unit.text)) continue;
      const shared = new Set(analyze(unit.text).filter((t) => things.has(t))).size;
      if (shared > 0 && (!best || shared > best.shared))
        best = { passage, text: unit.text.replace(/^[-*]\s*|^\d+\.\s*/, ''), shared };
    }
  }
  if (!best) return undefined;
  return { body: `${best.text} [1]`, citations: [citationFor(best.passage, 1)] };
}
