// A list question that does not ask prices ("which sizes are there?", "which options does
// the setup come in?") is answered by the list's items without the amounts nobody asked
// for: "A Small knowledge base costs $0 to set up (an FAQ page…)" -> "A Small knowledge
// base (an FAQ page…)". Only the clause stating the amount goes; the item's name and its
// description stay.
import { moneyPattern } from '../text/money.ts';

let patterns: { clause: RegExp; money: RegExp } | undefined;
// Built on first use: compose-answer imports this module, so its pattern is not defined yet
// while this one loads.
function pricePatterns() {
  if (patterns) return patterns;
  const money = moneyPattern.source;
  // "costs $0 to set up", "is $25 per month", "at KES 1,000 a month", "— $120", "Slack $120":
  // the verb (or dash, colon) before the amount, the amount, and the words after it up to a
  // bracket, comma, semicolon, "and …" or the sentence's end.
  const clause = new RegExp(
    `\\s*(?:\\b(?:costs?|is|are|at|for|priced at|sells? for)\\s+|[:—–-]\\s*)?(?:${money})(?:\\s+[^(),;:.]*?)?(?=\\s*[(),;:]|\\s+(?:and|with|which|including|plus)\\b|\\.?\\s*$|\\.\\s)`,
    'gi',
  );
  patterns = { clause, money: new RegExp(money, 'i') };
  return patterns;
}

/** The item without the clause stating its price; undefined when nothing but the price is left. */
export function withoutPrice(text: string): string | undefined {
  const { clause, money } = pricePatterns();
  const stripped = text
    .replace(clause, '')
    .replace(/\s+([),;.])/g, '$1')
    // "A Small cake costs KES 1,500 (serves eight)": the bracket keeps its space.
    .replace(/(\p{L})\(/gu, '$1 (')
    .replace(/^[,;:\s]+/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (money.test(stripped)) return undefined;
  if (stripped.replace(/[^\p{L}]/gu, '').length < 2) return undefined;
  return stripped;
}
