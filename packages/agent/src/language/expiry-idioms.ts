// A thing that has an expiry date expires, as help pages say it: "do the credits have an expiry
// date?", "is there an end date on unused hours?", and the Swahili "tarehe ya mwisho ya kutumika"
// (the last date of use) read "deadlines used". The date's own words ("date", "end") would
// otherwise weigh as much as the thing and find an invoice date or an end of a trial.

const rewrites: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:have|has|having|carry|carries|come with|comes with|get|gets|with)\s+(?:an?\s+|any\s+|some\s+)?(?:expiry|expiration|expiring|use-by|use by|end|validity)\s+(?:date|dates|period|limit)\b/giu,
    'expire',
  ],
  [/\b(?:expiry|expiration|use-by)\s+dates?\b/giu, 'expire'],
  [
    /\b(?:deadlines?|last\s+date|end\s+date)\s+(?:of\s+|for\s+|to\s+)?(?:use|used|using)\b/giu,
    'expire',
  ],
];

/** The question with an expiry date said as expiring. */
export function expiryIdioms(text: string): string {
  return rewrites.reduce((t, [pattern, by]) => t.replace(pattern, by), text);
}
