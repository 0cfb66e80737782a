// Function words dropped before indexing and matching. English carries the weight; a few
// very frequent words of the other languages Lisa greets in keep them from dominating.
// Question words ("how", "what") are dropped too: they say nothing about the topic.

const english = `a about above after again against all am an and any are as at be because been
before being below between both but by can could did do does doing down during each few for
from further had has have having he her here hers herself him himself his how i if in into is
it its itself just let me more most my myself no nor not of off on once only or other our ours
ourselves out over own same she should so some such than that the their theirs them themselves
then there these they this those through to too under until up very was we were what when where
which while who whom why will with would you your yours yourself yourselves also get got may
might must shall tell know please hi hello hey thanks thank ok okay yes yeah would like want
use using used anything something does doesn't dont don't im i'm cant can't ive i've
youre you're whats what's hows how's much many way ways etc multi non pre co
today tonight tomorrow yesterday currently nowadays`;

const others = `le la les un une des du de et est en que qui pour dans sur avec pas par au aux ce
cette ces il elle ils elles nous vous je tu mon ma mes ton ta tes son sa ses leur leurs
quoi quel quelle combien est-ce puis peux el los las unos unas y es que por para con del al se su sus lo como cual donde
der das ein eine und ist zu mit von den dem des auf fur nicht wie was wer o em um uma os as
do da dos das e para com por na no nas nos na ya wa kwa ni za la katika na je`;

export const stopwords: ReadonlySet<string> = new Set(
  `${english} ${others}`.split(/\s+/).filter((w) => w.length > 0),
);

/** English function words alone: the language whose misspellings the typo check expects. */
export const englishStopwords: ReadonlySet<string> = new Set(
  english.split(/\s+/).filter((w) => w.length > 0),
);
