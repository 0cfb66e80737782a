import { analyze } from '../text/analyzer.ts';
import type { Citation, Passage } from '../types.ts';
import { answerUnits, citationFor } from './compose-answer.ts';
import { attributeTerms } from './question-type.ts';

/**
 * How-to questions that want one exact line, not a description: "which endpoint lets a kiosk
 * chat?" wants the line naming a route ("Send POST /chat …"), "where exactly does the snippet
 * go?" the line saying where ("… just before the closing </body> tag"). The answer is the line
 * of the found passages that has that shape and shares most of the question's things. "Where
 * can I copy our key?" wants the line naming the screen ("open Integrations › Web Widget").
 */
type LineAsked = 'route' | 'place' | 'screen' | 'option' | 'test';

// One route asked (singular): "which endpoints …" asks for a list of them.
const asksRoute =
  /\b(which|what)\b[^?]*\b(endpoint|route|url|api call|path|address)\b(?!s)|\bendpoint\b(?!s)/i;
const asksPlace =
  /\bwhere\b[^?]*\b(go|goes|put|paste|pasted|place|placed|insert|inserted|add|added|drop|sit|sits|belong|belongs)\b/i;

// Where in the product a thing is found ("where can I copy our key?", "where do I see my
// invoices?"): the line naming a screen of it ("open Integrations › Web Widget", "under
// Billing").
// "How can I check how many credits we have?" asks where to look as well.
const asksScreen =
  /\bwhere\b[^?]*\b(find|found|copy|get|see|view|grab|download|generate|regenerate|make|create|issue|manage|change|edit|check|look up|locate|access|turn on|turn off|enable|disable)\b/i;
const asksToCheck =
  /\bhow (do|can|could|would) (i|we) (check|see|view|look up|keep track of|track)\b(?! (it|that|this)\b)/i;
const viaCode =
  /\b(api|endpoints?|programmatic\w*|webhooks?|sdk|(from|in|with) (my|our|the) (code|server|backend|script|app))\b/i;
const screenLine =
  /\S\s?›\s?\S|\b(under|in|from)\s+(the\s+)?\p{Lu}[\p{L}-]+\s?(›|tab|page|screen|menu|settings)|\b(dashboard|app|settings)\b[^.;]*\bunder\s+\p{Lu}[\p{L}-]+/u;

// How to make the product behave some way ("how do I make the chat open by itself when the
// page loads?"): the option line that does it, written as a setting's name ("defaultOpen: open
// the panel on page load", "data-position: left or right"), when it shares two of the
// question's things.
// ("…already open when someone lands on the page. Which setting does that?" too: one setting
// doing a thing, not "what options does it accept?", which asks for them all.)
const asksOption =
  /^\W*(how (do|can|could|should|would) (i|we)|is there a way to|can (i|we)|(which|what) (setting|option|attribute|parameter|flag) (?:(?:does|do) (?:that|this|it)|makes?|turns?|keeps?|controls?)\b)/i;
const optionLine = /^\s*[-*]?\s*`?(?:data-[a-z-]+|[a-z]+[A-Z][A-Za-z]*)`?\s*[:=(]/;
// A setting written plainly in a list of options, with the values it takes ("- position: left
// or right;", "- theme: light or dark"): its section names what it sets ("Widget options").
const plainOptionLine = /^\s*`?[a-z][\w-]*`?\s*:\s*[^:;]+\s(?:or|and)\s[^:;]+[;.]?$/;

// How to check that a thing set up works ("after linking our Page, how do I check it actually
// works?"): the step that tests it ("send your Page a message … to test the connection"), not
// the steps that set it up.
// ("What is the right way to test that it works?" asks the same.)
const asksTest =
  /\b(?:how (?:do|can|could|should|would) (?:i|we)|(?:right|best|correct|proper|easiest|quickest|simplest) way to|how to) (?:check|test|verify|confirm|make sure|know|tell)\b[^?]*\b(?:works?|working|worked|connected|live)\b/i;
// A step may test without the word: "ask a question to see Lisa answer", "watch it arrive".
const testLine =
  /\b(test|tests|testing)\b|\b(?:to see|watch)\b[^.;]*\b(?:answers?|repl(?:y|ies)|arrives?|appears?|works?)\b/i;

// ...but not the screen where the thing is put ("open Integrations › Kijani, paste the key"):
// asked where to find a key, the visitor has none to paste yet.
const putLine = /\b(paste|pasted|enter|entered|insert|type|fill in)\b/i;

const routeLine =
  /\b(?:GET|POST|PUT|PATCH|DELETE)\s+\/\S*|https?:\/\/\S+|(?<![\w<])\/[a-z][\w\-/{}]*/;
const placeLine =
  /\b(just |right |immediately )?(before|after|above|below|inside|into|within|between)\b|\bat the (top|bottom|end|start) of\b|<\/?[a-z]+>/i;

// "What is the rate limit on the chat endpoint?" asks a limit of the route, not which it is.
const asksLimit = /\b(rate limits?|limits?|how (many|much|long|fast|often))\b/i;

// The sentences of a message that ask (end in "?"): a "where" in a statement before them is a
// relative clause ("our Facebook page where brides message us. How do I get Lisa replying
// there?"), no place asked. A message without a question mark asks in all of it.
const askingPart = (message: string): string => {
  const asking = message.split(/(?<=[.!?])\s+/).filter((s) => /\?\s*$/.test(s));
  return asking.length > 0 ? asking.join(' ') : message;
};

export function lineAsked(message: string): LineAsked | undefined {
  if (asksRoute.test(message) && !asksLimit.test(message)) return 'route';
  const question = askingPart(message);
  if (asksPlace.test(question)) return 'place';
  // (Asked through the API or from code, the answer is a route, not a screen.)
  if (asksScreen.test(question) || (asksToCheck.test(question) && !viaCode.test(message)))
    return 'screen';
  if (asksTest.test(question)) return 'test';
  // "The launcher covers our cart. How do I flip it…?": the question after its scene.
  const last =
    message
      .trim()
      .split(/(?<=[.!?])\s+/)
      .at(-1) ?? question;
  if (asksOption.test(message) || asksOption.test(last)) return 'option';
  return undefined;
}

/**
 * How-to ranking puts numbered steps before a bare list of options, and the steps page's own
 * passages fill the first five: the passage holding a plain option line that answers the
 * question ("- position: left or right;" for "move the button to the left side (position
 * left)") goes first, from among the first five retrieved.
 */
export function optionLineFirst(
  passages: readonly Passage[],
  question: string,
  retrieved: readonly Passage[] = passages,
): Passage[] {
  if (lineAsked(question) !== 'option') return [...passages];
  const found = bestLine(retrieved, question);
  if (!found?.plain || passages[0] === found.passage) return [...passages];
  return [found.passage, ...passages.filter((p) => p !== found.passage)];
}

export function answerExactLine(
  passages: readonly Passage[],
  question: string,
): { body: string; citations: Citation[] } | undefined {
  const best = bestLine(passages, question);
  if (!best) return undefined;
  return { body: `${best.text} [1]`, citations: [citationFor(best.passage, 1)] };
}

/**
 * "We run WordPress. Where exactly does the script tag go?": the line saying where ("paste it
 * just before the closing </body> tag") may stand in a passage the search ranked low, below a
 * features list naming WordPress. When no passage of the first five holds a line of the asked
 * place's shape, the wider search's passage holding one goes first, if the line shares a word
 * the best passage matched (the thing asked about, not a stray "go").
 */
export function placeLineFirst(
  passages: readonly Passage[],
  question: string,
  wide: readonly Passage[],
): Passage[] | undefined {
  if (lineAsked(question) !== 'place' || bestLine(passages, question)) return undefined;
  const subject = new Set((passages[0]?.matchedTerms ?? []).map((m) => m.term));
  const found = bestLine(wide, question, wide.length, subject);
  if (!found) return undefined;
  return [found.passage, ...passages.filter((p) => p.chunkId !== found.passage.chunkId)];
}

function bestLine(
  passages: readonly Passage[],
  question: string,
  depth = 5,
  subject?: ReadonlySet<string>,
): { passage: Passage; text: string; shared: number; plain: boolean } | undefined {
  const asked = lineAsked(question);
  if (!asked) return undefined;
  const shape = {
    route: routeLine,
    screen: screenLine,
    option: optionLine,
    place: placeLine,
    test: testLine,
  }[asked];
  const least = asked === 'option' ? 2 : 1;
  const things = new Set(
    analyze(question).filter((t) => !attributeTerms.has(t) && (!subject || subject.has(t))),
  );
  let best: { passage: Passage; text: string; shared: number; plain: boolean } | undefined;
  for (const passage of passages.slice(0, depth)) {
    const sectionTerms = analyze(passage.section ?? '');
    for (const unit of answerUnits(passage.text)) {
      const plain =
        asked === 'option' &&
        unit.listItem &&
        !shape.test(unit.text) &&
        plainOptionLine.test(unit.text);
      if (!shape.test(unit.text) && !plain) continue;
      if (asked === 'screen' && putLine.test(unit.text) && !putLine.test(question)) continue;
      const terms = plain ? [...analyze(unit.text), ...sectionTerms] : analyze(unit.text);
      const shared = new Set(terms.filter((t) => things.has(t))).size;
      if (shared >= least && (!best || shared > best.shared))
        best = { passage, text: unit.text.replace(/^[-*]\s*|^\d+\.\s*/, ''), shared, plain };
    }
  }
  return best;
}
