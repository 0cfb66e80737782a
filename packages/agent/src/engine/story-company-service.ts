// A customer of a company the knowledge names only in a customer's story, asking about that
// company's own service: "<Name> internet is down in our area, when will it be back?", "my
// <Name> bill is wrong", "is <Name> offline again?". The story tells what the business did
// for that company; the visitor's outage, bill or order is the company's, and nothing in the
// knowledge answers it. (`third-party.ts` covers what such a company sells or charges.)
import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { isStoryLike } from './story-only.ts';

// The visitor's own dealings with a provider: an outage, a service coming back, their bill,
// account or order with it.
// ...a visit booked with it for the visitor ("book me in with a doctor at <Name>", "enrol my
// son at <Name>"), or the visitor's family as its customers ("which documents should my son
// bring?").
const bookedFor = String.raw`\b(?:book|reserve|schedule|enrol|enroll|register|sign|squeeze|fit|put) (?:me|us|my \w+|our \w+)\b`;
const family = String.raw`\b(?:my|our) (?:son|sons|daughter|daughters|child|children|kid|kids|baby|wife|husband|mum|mom|mother|dad|father|parents|grandmother|grandfather|family)\b`;
const ownService = new RegExp(
  String.raw`\b(?:is|are|was|were|went|goes|gone|been|be|being) (?:\w+ )?(?:down|offline|out|off)\b|\boutages?\b|\b(?:not|isn'?t|aren'?t|stopped|stop|never) working\b|\b(?:not|doesn'?t|does not|don'?t|won'?t|will not) work\b|\bno (?:internet|network|signal|connection|service|power|electricity|water|gas|data)\b|\b(?:restored|reconnect\w*|disconnect\w*|come back|comes back|coming back|be back)\b|['’]s (?:customer care|customer service|helpline|hotline|phone|number|office|offices|branch|branches|address|opening hours|hours|website|app|shop|store)\b|\b(?:my|our) (?:\w+ )?(?:bill|bills|invoice|account|router|connection|line|order|delivery|parcel|package|subscription|meter|booking|loan|policy|claim|refund|token)\b|${bookedFor}|${family}`,
);
// A question about the story itself is answered by it.
const asksStory =
  /\b(?:case stud(?:y|ies)|stor(?:y|ies)|results?|example|testimonials?|help|helped|did for|do for)\b/;

/**
 * The question names, written as a name, a company only customer stories among the retrieved
 * passages hold, asks about the visitor's dealings with that company's service, and does not
 * name the business: the company is a customer of the business, not the visitor's provider.
 */
export function asksStoryCompanyService(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  const q = foldText(query);
  if (!ownService.test(q) || asksStory.test(q)) return false;
  if (analyze(query).some((t) => ignore.has(t))) return false;
  const termsOf = (p: Passage) =>
    new Set(analyze(`${p.question ?? ''} ${p.section ?? ''} ${p.title} ${p.text}`));
  const stories = passages.filter(isStoryLike).map(termsOf);
  if (stories.length === 0) return false;
  const others = passages.filter((p) => !isStoryLike(p)).map(termsOf);
  const names = query.match(/\p{Lu}[\p{L}\p{N}-]+/gu) ?? [];
  return names.some((name) => {
    const [term] = analyze(name);
    return (
      term !== undefined &&
      !ignore.has(term) &&
      stories.some((s) => s.has(term)) &&
      !others.some((o) => o.has(term))
    );
  });
}
