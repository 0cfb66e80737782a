// Money changed from one currency into another is converted, the word price pages use ("Prices
// convert to US dollars at …"): "turn shillings into dollars", "change KES to USD", "switch
// our prices over to euros". Only between words of money, so "turn the chat into a ticket"
// stays as it is.
const money = `(?:[$€£]|usd|kes|ksh|eur|gbp|dollars?|shillings?|euros?|pounds?|cents?|prices?|amounts?|money|currency|currencies)`;

const turnedInto = new RegExp(
  String.raw`\b(?:turn|turns|turning|turned|change|changes|changing|changed|switch|switches|switching|switched|translate|translates|translating)\s+((?:(?:the|our|my|your|its|their|those|these|us|kenyan|american)\s+)*${money})\s+(?:over\s+)?(?:into|to)\s+((?:(?:the|us|kenyan|american)\s+)*${money})(?![\p{L}])`,
  'giu',
);

/** The question with money "turned into" another currency said as "converted to" it. */
export function conversionIdioms(text: string): string {
  return text.replace(turnedInto, (_m, from: string, to: string) => `convert ${from} to ${to}`);
}
