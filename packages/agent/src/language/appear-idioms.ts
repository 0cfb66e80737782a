// Making a thing appear on a site is putting it there, as help pages say it: "how do I make the
// chat appear on our website?", "how can we get the widget to show up on every page?", and the
// Swahili "nifanye nini ili chat ionekane kwenye website" read "how do i chat show website".
// Only when the visitor makes it appear ("make", "get", "have" before the thing) or asks how or
// so that it does: "which data does the widget show on my site?" asks what it shows.

const thing = String.raw`((?:(?:the|a|an|our|my|your|its|this|that)\s+)?(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)`;
const appear = String.raw`(?:to\s+)?(?:appear|appears|show|shows|show\s+up|shows\s+up|display|displays|pop\s+up|be\s+visible|be\s+shown|be\s+displayed|come\s+up)`;
const site = String.raw`(?:(?:up\s+)?(?:on|in|at|onto)\s+)?((?:(?:the|our|my|your|every|each|all)\s+)*(?:[\p{L}-]+\s+)?(?:website|websites|site|sites|web\s*page|web\s*pages|pages?|homepage|home\s+page|store|shop|online\s+shop|app))\b`;
const made = new RegExp(
  String.raw`\b(?:make|makes|making|get|gets|getting|have|let)\s+${thing}\s+${appear}\s+${site}`,
  'giu',
);
const asked = new RegExp(
  String.raw`\b(how\s+(?:do|can|could|should|would)\s+(?:i|we)|so\s+that|so)\s+${thing}\s+${appear}\s+${site}`,
  'giu',
);

/** The question with a thing made to appear on a site said as putting it there. */
export function appearIdioms(text: string): string {
  return text
    .replace(made, (_m, what: string, where: string) => `put ${what} on ${where}`)
    .replace(asked, (_m, how: string, what: string, where: string) =>
      /^so/i.test(how) ? `so we put ${what} on ${where}` : `${how} put ${what} on ${where}`,
    );
}
