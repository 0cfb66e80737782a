import { analyze, foldText } from '../text/analyzer.ts';
import { namedThings } from './situation.ts';

/**
 * "what should I have ready before I start?" after "walk me through connecting WhatsApp":
 * a question about what the previous task needs beforehand. Pages say it as "what you
 * need", "requirements" or "before you begin", never in the visitor's words ("ready",
 * "prepare"), which match other pages; so the question is asked as "what do I need for"
 * the previous task, its action and its subject ("connecting WhatsApp").
 */
const prerequisites = new RegExp(
  [
    // "what should I have ready", "what do we need to prepare", "what must I gather first"
    String.raw`\bwhat (?:should|do|must|would|will|shall) (?:i|we) (?:need to |have to )?(?:have|get|keep|prepare|gather|bring|collect|sort out)(?: \w+)?(?: ready| prepared| at hand| to hand| on hand| in place| beforehand| first| in advance| before)`,
    String.raw`\bwhat (?:do|will|would|shall) (?:i|we) need (?:first|beforehand|in advance|before|to (?:start|begin|get started))`,
    String.raw`\b(?:anything|is there anything|what) (?:i|we) (?:should|need to|must|have to) (?:prepare|have ready|get ready|gather|sort out)`,
    String.raw`\bwhat (?:are|is) the (?:requirements|prerequisites|pre requisites)\b`,
    String.raw`\b(?:what|things) to (?:prepare|have ready|get ready)\b`,
    // French and Swahili, read before and after the glossary: "que dois-je préparer avant de
    // commencer ?", "nahitaji nini kabla ya kuanza?"
    String.raw`\bque (?:dois je|faut il|devons nous) (?:preparer|avoir|prevoir)\b|\bde quoi (?:ai je|aurai je|avons nous) besoin\b|\bavant de commencer\b`,
    String.raw`\b(?:nahitaji|tunahitaji|niandae|tuandae|niwe na) (?:nini|vitu gani)\b|\bkabla ya kuanza\b`,
  ].join('|'),
);

// The previous question's lead, which names no part of the task: "walk me through",
// "how do I", "explain", "tell me about", "show me how to".
const lead =
  /^(?:(?:please|pls|ok|so|and)\s+)*(?:walk (?:me|us) through|take (?:me|us) through|guide (?:me|us) through|show (?:me|us)(?: how to)?|tell (?:me|us)(?: about| how to)?|explain(?: to (?:me|us))?(?: how to)?|how (?:do|can|should|would) (?:i|we)|how to|how(?! (?:much|many|long|often|far|soon)\b)|what are the steps (?:to|for)|steps (?:to|for)|help (?:me|us)|(?:can|could) (?:i|we|you)|i (?:want|would like|'?d like|need) to|is it possible to)\s+/i;

const clean = (text: string) =>
  foldText(text)
    .replace(/[’‘`´]/g, "'")
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether the message asks what is needed before a task it does not name. */
export function asksPrerequisites(message: string): boolean {
  return prerequisites.test(clean(message));
}

/** The prerequisites of the previous question's task, as a question; else undefined. */
export function prerequisitesQuestion(
  message: string,
  previous: string,
  names: ReadonlySet<string>,
): string | undefined {
  if (!asksPrerequisites(message)) return undefined;
  // A name of its own ("what do I need before connecting Slack?") is the message's own task.
  const words = message.trim().split(/\s+/);
  if (words.slice(1).some((w) => /^\p{Lu}\p{L}/u.test(w) && !names.has(foldText(w))))
    return undefined;
  const asked = previous.trim().replace(/[?!.]+$/, '');
  const task = asked.replace(lead, '').trim();
  if (task.length === 0) return undefined;
  if (task !== asked) return `what do I need for ${task}?`;
  // A statement, not a question ("The dental practice wants Acme on WhatsApp."): the task is
  // the things it names by their own names.
  const things = namedThings(previous).filter((w) => analyze(w).every((t) => !names.has(t)));
  return things.length > 0 ? `what do I need for ${things.join(' ')}?` : undefined;
}
