// Everyday ways of describing a state, rewritten into the plain words help pages use for it:
// a balance that "hits zero" or "runs dry" has run out, and a visitor "ignored" or "left
// hanging" goes unanswered. General vocabulary of any business, never one knowledge base's own
// wording: each rewrite keeps the thing the visitor named and replaces only the words for its
// state.
const amount = `(?:balance|funds|budget|wallet|credit|credits|account|allowance|minutes|units|data|top-up|topup)`;
const zero = `(?:zero|0|nil)`;

const rewrites: ReadonlyArray<readonly [RegExp, string]> = [
  // What is left unused "running out" expires: "do unused credits ever run out?", "will our
  // leftover minutes run out?", "do they run out if we don't use them?". Spent down, a
  // balance runs out (below); left alone, it can only lapse.
  [
    /\b(unused|leftover|left-over|remaining|spare|unspent)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)\s+((?:ever|eventually|one day|at some point)\s+)?(?:run|runs|ran)\s+out\b/giu,
    '$1 $2 $3expire',
  ],
  [
    /\b(?:run|runs)\s+out\s+if\s+(?:we|i|you|they)\s+(?:don'?t|do not|never)\s+(?:use|spend)\s+(?:them|it)\b/giu,
    'expire if unused',
  ],
  // Whatever is counted down: "the balance hits zero", "our minutes drop to 0", "we ran dry".
  [
    new RegExp(
      String.raw`\b(?:hits|reaches|(?:drops|goes|falls|gets)\s+(?:down\s+)?to)\s+${zero}\b`,
      'gi',
    ),
    'runs out',
  ],
  [
    new RegExp(
      String.raw`\b(?:hit|reach|reached|(?:drop|dropped|go|went|fall|fell|get|got)\s+(?:down\s+)?to)\s+${zero}\b`,
      'gi',
    ),
    'run out',
  ],
  [/\b(run|runs|ran|running)\s+dry\b/gi, '$1 out'],
  [
    new RegExp(
      String.raw`\b(${amount})\s+(?:is|are|gets?|goes|went|got)\s+(?:empty|used\s+up|exhausted|depleted|drained)\b`,
      'gi',
    ),
    '$1 runs out',
  ],
  // What is left of something counted is its balance: "how many credits do we have left?"
  // asks where the balance shows, not for a number the help pages cannot know. Time left is
  // a duration, not a balance.
  [
    /\bhow\s+(?:many|much)\s+((?!(?:time|days?|hours?|weeks?|months?|years?)\b)\p{L}+(?:\s+(?!(?:do|does|did|have|has)\b)\p{L}+)?)\s+(?:(?:(?:do|does|did)\s+)?(?:i|we|you|they|he|she)\s+(?:still\s+)?(?:have|has|got)|(?:have|has)\s+(?:i|we|you|they|he|she)\s+(?:still\s+)?(?:got\s+)?)\s*(?:left|remaining)\b/giu,
    'the $1 balance',
  ],
  // Nobody answers: "are customers ignored?", "left hanging", "left on read".
  [
    /\b((?:are|is|be|being|get|gets|getting|got|was|were|stay|stays|go|goes)(?:\s+[\p{L}']+){0,2}?)\s+(?:ignored|unattended|left\s+hanging|left\s+on\s+read)(?=$|[\s?!.,])/giu,
    '$1 unanswered',
  ],
];

// When something happens is its circumstance, not what is asked: "buying tokens in December
// for the January rush" asks about buying tokens. A month (or a named season's rush) in a
// phrase of time is left out of the question searched.
const month =
  '(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)';
const timePhrase = new RegExp(
  String.raw`\s*\b(?:in|for|over|during|before|after|ahead\s+of|by|until|till|from|through)\s+(?:the\s+|early\s+|late\s+|mid[-\s]?)?${month}\b(?:\s+(?:rush|peak|season|holidays?|period|busy\s+period))?`,
  'gi',
);

export function stateIdioms(text: string): string {
  const rewritten = rewrites.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
  return rewritten.replace(timePhrase, '').replace(/ {2,}/g, ' ');
}
