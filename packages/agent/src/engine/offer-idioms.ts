// Everyday ways of asking what the business would do for the visitor, rewritten into the
// words an offer question is read by ("what can Acme handle for …"):
// - work taken off someone's desk, plate or hands is work handled for them ("what can Acme
//   take off my front desk?", "what would it take off our hands?");
// - customer care is customer service, the name pages for that trade go by.
// A text it does not recognise comes back unchanged.

// Only work is taken off someone: "take a product off the catalogue" stays as it is.
const work =
  '(?:(?:some|much|most|more|all|a lot)\\s+(?:of\\s+)?)?(?:the\\s+|their\\s+|those\\s+)?(?:work|load|workload|pressure|burden|calls|questions|chats|messages|tasks|jobs)\\s+';
const owner = '(my|our|your|their|his|her)';
const rewrites: ReadonlyArray<readonly [RegExp, string]> = [
  // "take (the calls) off our hands / plate": handled for us.
  [
    new RegExp(
      `\\b(?:take|takes|taking)\\s+(${work})?off\\s+${owner}\\s+(?:hands|plate)\\b`,
      'giu',
    ),
    'handle $1for us',
  ],
  // "take off my front desk", "take some of the load off our reception": handled for it.
  [
    new RegExp(`\\b(?:take|takes|taking)\\s+(${work})?off\\s+${owner}\\s+`, 'giu'),
    'handle $1for $2 ',
  ],
  [/\bcustomer\s+care\b/giu, 'customer service'],
];

/** The question with an offer said as help pages and offer questions say it. */
export function offerIdioms(text: string): string {
  return rewrites.reduce((t, [pattern, by]) => t.replace(pattern, by), text);
}
