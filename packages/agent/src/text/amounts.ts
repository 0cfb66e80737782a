// Amounts as the knowledge writes them: "over 50k" is "50,001 and above" (bands are written
// "50,001 credits and above"), "20k" is "20,000", the French "10 001" is "10,001". Applied to the question in the knowledge
// base's language, after translation ("au-delà de 50 000" -> "above 50000").

import { numberWordsToDigits } from './number-words.ts';

const withCommas = (n: number) => n.toLocaleString('en-US');

const toNumber = (digits: string, suffix = ''): number | undefined => {
  const n = Number(digits.replace(/[,\s]/g, ''));
  if (!Number.isFinite(n)) return undefined;
  const k = suffix.toLowerCase();
  return k === 'k' ? n * 1000 : k === 'm' ? n * 1_000_000 : n;
};

/** "50k" -> "50,000"; "over 50,000" / "above 50k" / "more than 50000" -> "50,001 and above". */
export function normalizeAmounts(text: string): string {
  return numberWordsToDigits(text)
    .replace(/\b(\d{1,3})[ \u00a0\u202f](\d{3})\b(?![ \u00a0\u202f]?\d)/g, '$1,$2')
    .replace(
      /\b(?:above|over|more than|beyond|greater than|exceeding|exceeds?|exceeded|pass|passes|passing|upwards of|after|past)\s+(?:the first\s+)?(\d{1,3}(?:[,\s]\d{3})+|\d+)(k|m)?\b(?!\s*(?:%|percent))/gi,
      (whole, digits: string, suffix?: string) => {
        const n = toNumber(digits, suffix);
        return n === undefined || n < 100 ? whole : `${withCommas(n + 1)} and above`;
      },
    )
    .replace(/\b(\d{1,3})(k)\b/gi, (whole, digits: string, suffix: string) => {
      const n = toNumber(digits, suffix);
      return n === undefined ? whole : withCommas(n);
    });
}
