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

// A block counted by its place: "the second thousand credits" are credits 1,001 to 2,000,
// "the third hundred pages" pages 201 to 300. ("past the first thousand" is 1,001 and above,
// below.)
const ordinalValues: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
const scales: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };
const ordinalBlock =
  /(?<!\b(?:above|over|beyond|after|past|pass|passing|exceeding|than)\s+)\bthe\s+(?:(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)|(\d+)(?:st|nd|rd|th))\s+(hundred|thousand|million)\b/gi;

/** "the second thousand" as the span it counts: "1,001 to 2,000". */
export function ordinalBlocksAsSpans(text: string): string {
  return text.replace(ordinalBlock, (whole, word?: string, digits?: string, scale?: string) => {
    const n = digits ? Number(digits) : ordinalValues[(word ?? '').toLowerCase()];
    const size = scales[(scale ?? '').toLowerCase()];
    if (!n || !size) return whole;
    return `${withCommas((n - 1) * size + 1)} to ${withCommas(n * size)}`;
  });
}

// The sign chat writes for "more than" before a quantity: "credits >50k", "> 20,000". Unlike
// "over", the sign always counts, so small quantities too ("passes >50").
const greaterThanSign =
  /(?<![\w<>=-])(?:>|&gt;)\s*(\d{1,3}(?:,\d{3})+|\d+)(k|m)?\b(?!\s*(?:%|percent))/gi;

/**
 * "50k" -> "50,000"; "over 50,000" / "above 50k" / "more than 50000" / ">50k" -> "50,001 and
 * above"; "the second thousand" -> "1,001 to 2,000".
 */
export function normalizeAmounts(text: string): string {
  const signed = text.replace(greaterThanSign, (whole, digits: string, suffix?: string) => {
    const n = toNumber(digits, suffix);
    return n === undefined ? whole : `${withCommas(n + 1)} and above`;
  });
  return numberWordsToDigits(ordinalBlocksAsSpans(signed))
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
