import { analyze } from '../text/analyzer.ts';
import { synonymsOf } from '../text/synonyms.ts';
import type { Passage } from '../types.ts';
import { classifyQuestion } from './question-type.ts';

/**
 * A yes/no question whose FAQ entry asks the same thing in other words: "when a Slack alert
 * comes in, can our agent type the answer to the customer there in Slack?" is "Can my team
 * reply to customers from Slack?" -> "Not yet. …". Descriptions sharing the visitor's scene
 * words ("alert", "type") outrank the entry; its yes or no is the answer. It answers
 * when its own question is a yes/no question, its answer opens with a verdict, and most of its
 * question's words (or words meaning the same) stand in the visitor's: at least three, and at
 * least 60 % of them. Searched among the first five, scoring at least half as well as the first.
 */
const verdict = /^(yes|no|not yet|not automatically|not at the moment|not currently)\b/i;
// Words every question has, that say nothing of what is asked.
const filler = new Set(analyze('can could does do is are will would my our your we i you it'));

function sharesQuestion(
  entry: Passage,
  asked: ReadonlySet<string>,
  kind: 'yes-no' | 'list',
): boolean {
  if (!entry.question) return false;
  if (kind === 'yes-no' && !verdict.test(entry.text.trim())) return false;
  if (classifyQuestion(entry.question) !== kind) return false;
  const own = [...new Set(analyze(entry.question))].filter((t) => !filler.has(t));
  const held = own.filter((t) => asked.has(t) || synonymsOf(t).some((s) => asked.has(s)));
  return held.length >= 3 && held.length >= 0.6 * own.length;
}

/**
 * The FAQ entry asking the visitor's yes/no question — or list question ("On which messaging
 * channels and sites can Lisa reply to my customers?" is "Which channels can Lisa answer
 * on?", whose answer names them all) — in other words, if one stands close.
 */
export function askedEntryOf(
  passages: readonly Passage[],
  question: string,
  kind: 'yes-no' | 'list' = 'yes-no',
): Passage | undefined {
  const top = passages[0];
  if (!top) return undefined;
  const asked = new Set(analyze(question));
  return passages.find(
    (p, i) => i < 8 && p.score >= 0.5 * top.score && sharesQuestion(p, asked, kind),
  );
}
