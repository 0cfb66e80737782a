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

function rolledOver(text: string): string {
  return text
    .replace(rollOver, (_m, thing: string, between: string) => `${thing}${between} expire`)
    .replace(askedRollOver, (m, aux: string, between: string) =>
      new RegExp(String.raw`\b${counted}\b`, 'i').test(between) ? `${aux}${between}expire` : m,
    );
}

// A prepaid balance that stops being usable, in a visitor's words: credits that "die",
// "vanish", "lapse" or "go to waste" after a while expire, as billing pages write it. Only
// when the message names something held in advance (credits, points, a balance), so "will the
// bot die?" stays a question about the bot.
const held =
  /\b(?:credi?ts?|points|tokens?|passes|minutes|units|balance|bundles?|top-?ups?|vouchers?|allowance|airtime)\b/i;

const stopsBeing =
  /\b(?:die|dies|died|dying|vanish|vanishes|vanished|vanishing|disappear|disappears|disappeared|disappearing|lapse|lapses|lapsed|lapsing|go away|goes away|went away|go stale|goes stale|went stale|go to waste|goes to waste|went to waste|go dead|goes dead|went dead|get wiped|gets wiped|got wiped|be wiped)\b/gi;

// The form of "expire" that takes the place of the idiom's verb.
const expireLike = (verb: string) => {
  const v = verb.toLowerCase();
  if (/ing$/.test(v)) return 'expiring';
  if (/^(?:died|vanished|disappeared|lapsed|went|got)\b/.test(v)) return 'expired';
  if (/^(?:dies|vanishes|disappears|lapses|goes|gets)\b/.test(v)) return 'expires';
  if (v === 'be wiped') return 'expire';
  return 'expire';
};

function stoppedBeing(text: string): string {
  if (!held.test(text)) return text;
  return text.replace(stopsBeing, expireLike);
}

export function expiryIdioms(text: string): string {
  return stoppedBeing(rolledOver(text));
}
