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

export function expiryIdioms(text: string): string {
  if (!held.test(text)) return text;
  return text.replace(stopsBeing, expireLike);
}
