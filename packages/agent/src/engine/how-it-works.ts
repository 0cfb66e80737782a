import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage, Retriever } from '../types.ts';
import { asksCapability } from './capability.ts';
import { stepsForHowTo } from './section-choice.ts';

// "How does the data centre merge a customer seen on two channels?", "how do reminders get
// sent?": how a thing of the product works, asked of the thing rather than of the visitor.
// Its page's introduction says that it does ("merges … into one golden record"); the page's
// numbered steps say how ("1. Unify… 2. Enrich… 3. Sync…"). Not "how do I…" (a how-to), nor
// how it helps someone (capability.ts), how it looks, or how it "works with" something (what the
// introduction itself describes).
const howItWorks =
  /^(?:so |and |but )?how (?:does|do|will|would|can|could) (?!i\b|we\b|you\b|one\b|it\b|they\b)(?!.*\b(?:work|works|look|looks|feel|feels|compare)\b)[\w-]+(?: [\w-]+){0,3} [\w-]+/;

const folded = (text: string) =>
  foldText(text)
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function asksHowItWorks(question: string): boolean {
  return howItWorks.test(folded(question)) && !asksCapability(question);
}

/**
 * The page's steps for a question asking how a thing works whose best passage is the page's
 * introduction, when the steps' own text holds a word of the question beyond the page's
 * title (they are about the asked case: "customer", "WhatsApp"); undefined otherwise.
 */
export async function stepsOfWorking(
  retriever: Retriever,
  businessId: number,
  question: string,
  passages: readonly Passage[],
): Promise<Passage[] | undefined> {
  if (!asksHowItWorks(question)) return undefined;
  const steps = await stepsForHowTo(retriever, businessId, question, passages);
  const chosen = steps?.[0];
  if (!steps || !chosen) return undefined;
  const title = new Set(analyze(chosen.title));
  const held = new Set(analyze(chosen.text));
  return analyze(question).some((t) => !title.has(t) && held.has(t)) ? steps : undefined;
}
