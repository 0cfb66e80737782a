// Quantities written in words, as digits the way the knowledge writes them: "fifty thousand"
// -> "50,000", "two and a half thousand" is left alone, "between ten and twenty thousand" ->
// "between 10,000 and 20,000" (the scale of the second number applies to the first). Only a
// run holding a scale word (hundred, thousand, million) or a number word of its own above
// ten is rewritten, so "each one", "the one-time fee" and "two questions" stay words.

const units: Record<string, number> = {
  zero: 0,
  one: 1,
  a: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const scales: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

const unitWord = Object.keys(units)
  .filter((w) => w !== 'a')
  .join('|');
const scaleWord = Object.keys(scales).join('|');
const word = `(?:${unitWord}|${scaleWord})`;
// A run of number words: "fifty thousand", "two hundred and fifty", "twenty-five thousand".
// "a" counts only before a scale ("a thousand").
const run = new RegExp(
  String.raw`\b(?:a(?=\s+(?:${scaleWord})\b)|${word}\b)(?:(?:\s+and\s+|\s+|-)(?:${word})\b)*`,
  'gi',
);

/** The value of a run of number words, undefined when it is not one number. */
function numberOfRun(text: string): { value: number; scaled: boolean } | undefined {
  const tokens = text
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((t) => t && t !== 'and');
  let total = 0;
  let current = 0;
  let scaled = false;
  let last = Number.POSITIVE_INFINITY;
  // The smallest of the scales a number has closed ("two million three hundred thousand"):
  // a later scale as large starts another number ("ten thousand and twenty thousand").
  let closed = Number.POSITIVE_INFINITY;
  for (const t of tokens) {
    const scale = scales[t];
    if (scale !== undefined) {
      if (scale >= 1000 && scale >= closed) return undefined;
      if (scale >= 1000) closed = scale;
      current = (current || 1) * scale;
      if (scale >= 1000) {
        total += current;
        current = 0;
      }
      scaled = true;
      last = Number.POSITIVE_INFINITY;
      continue;
    }
    const unit = units[t];
    if (unit === undefined) return undefined;
    // "ten twenty" is two numbers, not one; "twenty five" one.
    if (last <= unit || (last < 20 && last !== Number.POSITIVE_INFINITY)) return undefined;
    current += unit;
    last = unit;
  }
  return { value: total + current, scaled };
}

const withCommas = (n: number) => n.toLocaleString('en-US');

/** "fifty thousand credits" -> "50,000 credits"; "ten and twenty thousand" -> "10,000 and 20,000". */
export function numberWordsToDigits(text: string): string {
  // "Past the first thousand" (or "our first thousand") is past 1,000 ("the first thousand"
  // alone names a band).
  const past = text.replace(
    new RegExp(
      String.raw`\b(past|after|over|beyond|above) (?:the|our|my|your) first (${scaleWord})\b`,
      'gi',
    ),
    (_whole, word: string, scale: string) =>
      `${word} ${withCommas(scales[scale.toLowerCase()] ?? 0)}`,
  );
  // The distributive scale first: "ten and twenty thousand", "five to ten thousand".
  const distributed = past.replace(
    new RegExp(
      String.raw`\b(${unitWord})(\s+(?:and|to|or|-)\s+)((?:${unitWord})(?:[\s-]+(?:${unitWord}))?)\s+(${scaleWord})\b`,
      'gi',
    ),
    (whole, first: string, joint: string, second: string, scale: string) => {
      const a = numberOfRun(first);
      const b = numberOfRun(`${second} ${scale}`);
      const factor = scales[scale.toLowerCase()] ?? 1;
      if (!a || !b || a.value * factor >= b.value) return whole;
      return `${withCommas(a.value * factor)}${joint}${withCommas(b.value)}`;
    },
  );
  return distributed.replace(run, (whole) => {
    // A bare scale ("the first thousand") names no quantity of its own.
    if (scales[whole.toLowerCase()] !== undefined) return whole;
    const parsed = numberOfRun(whole);
    // Two numbers joined ("ten thousand and twenty thousand"): each on its own.
    if (!parsed && /\s+and\s+/i.test(whole))
      return whole
        .split(/(\s+and\s+)/i)
        .map((part, i) => (i % 2 === 1 ? part : digitsOf(part)))
        .join('');
    if (!parsed || (!parsed.scaled && parsed.value <= 10)) return whole;
    return withCommas(parsed.value);
  });
}

/** One run of number words as digits, when it is one number worth writing so. */
function digitsOf(words: string): string {
  const parsed = numberOfRun(words);
  if (!parsed || (!parsed.scaled && parsed.value <= 10)) return words;
  return withCommas(parsed.value);
}
