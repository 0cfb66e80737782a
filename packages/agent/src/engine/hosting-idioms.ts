// Everyday ways of saying a system runs on the visitor's own machine, rewritten into the word
// help pages use for it, "self-hosted": "our Odoo runs on a VPS we manage ourselves", "it sits
// on a server in our office", "we host it ourselves", "…, not in the cloud". The thing
// named stays; only the words for where it runs change. Whether the knowledge states that of
// the asked thing is judged after, as for any hosting question (asked-extent.ts).
const runs =
  '(?:runs?|running|ran|is hosted|are hosted|is installed|are installed|sits?|lives?|is deployed|are deployed)';
// (device-idioms.ts has already read a computer as a desktop.)
const machine =
  '(?:vps|virtual private server|virtual machine|vm|server|servers|machine|machines|computer|computers|desktop|desktops|pc|box|hardware)';
const ourselves = '(?:ourselves|myself|in-house|internally|locally)';
const keeper = `(?:we|i)\\s+(?:manage|run|host|own|maintain|look after|control|administer)(?:\\s+${ourselves})?`;
const premises = '(?:office|offices|building|premises|server room|basement|shop|warehouse)';

const rewrites: ReadonlyArray<readonly [RegExp, string]> = [
  // "runs on a VPS we manage ourselves", "is hosted on a server that I run myself".
  [
    new RegExp(
      String.raw`\b${runs}\s+on\s+(?:a|an|our|my|one)\s+(?:own\s+)?(?:\w+\s+)?${machine}\s+(?:that\s+|which\s+)?${keeper}\b`,
      'gi',
    ),
    'is self-hosted',
  ],
  // "runs on a machine in our office", "sits on a server at our premises".
  [
    new RegExp(
      String.raw`\b${runs}\s+on\s+(?:(?:a|an|our|my|one|the)\s+)?(?:own\s+)?(?:\w+\s+)?${machine}\s+(?:in|at|inside)\s+(?:our|my|the)\s+(?:own\s+)?(?:\w+\s+)?${premises}\b`,
      'gi',
    ),
    'is self-hosted',
  ],
  // "we host it ourselves", "we host Odoo in-house" (to run it ourselves may be to do a task).
  [
    new RegExp(String.raw`\b(?:we|i)\s+host\s+(it|them|[\p{L}-]+)\s+${ourselves}\b`, 'giu'),
    '$1 is self-hosted',
  ],
  // "…, not in the cloud" after a hosting phrase says the same again.
  [
    /(self-hosted)\s*,?\s+(?:and\s+)?(?:not|rather than|instead of)\s+(?:in\s+)?the\s+cloud\b/gi,
    '$1',
  ],
];

export function hostingIdioms(text: string): string {
  return rewrites.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
}
