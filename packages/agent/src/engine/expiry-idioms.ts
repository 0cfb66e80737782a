// Everyday ways of asking whether what was bought stays usable, rewritten into the word help
// pages use for it, "expire": "do credits roll over to next month?", "will unused minutes carry
// over?", "does our balance carry forward?". Only said of something counted or bought ("to roll
// over to a bigger plan" is an upgrade); the thing named stays.
const counted =
  '(?:credits?|tokens?|minutes?|units?|messages?|points?|balance|funds|allowance|bundles?|hours?|data|top-?ups?)';
const rollOver = new RegExp(
  String.raw`\b(${counted})((?:\s+(?:do|does|will|would|still|ever|also|just|then|automatically))*)\s+(?:roll|rolls|rolled|rolling|carry|carries|carried|carrying)\s+(?:over|forward|on)\b`,
  'gi',
);
// "do credits roll over?" asks first, subject after: "do unused credits roll over".
const askedRollOver =
  /\b(do|does|will|would|can|could)(\s+(?:\S+\s+){0,3}?)(?:roll|carry)\s+(?:over|forward)\b/gi;

export function expiryIdioms(text: string): string {
  return text
    .replace(rollOver, (_m, thing: string, between: string) => `${thing}${between} expire`)
    .replace(askedRollOver, (m, aux: string, between: string) =>
      new RegExp(String.raw`\b${counted}\b`, 'i').test(between) ? `${aux}${between}expire` : m,
    );
}
