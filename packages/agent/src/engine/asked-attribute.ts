import { foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';

// Some questions ask for a kind of fact a passage either states or does not: a year, a
// headcount, a kind of media. A passage sharing a word of the question ("started", "people",
// "voice") but not stating that fact answers something else ("In which year was Acme
// started?" against "start your trial").
interface AskedAttribute {
  asks: RegExp;
  /** What a passage must hold to state it; a function when it depends on the question. */
  states: RegExp | ((question: string) => RegExp | undefined);
}

const year: AskedAttribute = {
  asks: /\b(which|what|in which|in what) year\b|\bwhen (was|were|did)\b.*\b(found|founded|start|started|created|established|launched|begin|began|set up|incorporated|born)\b|\bsince when\b|\bhow old is\b|\b(en )?quelle annee\b|\bdepuis quand\b|\bmwaka gani\b|\b(ilianzishwa|ilianza|ilizinduliwa) lini\b/,
  states: /\b(1[89]|20)\d{2}\b/,
};

const headcount: AskedAttribute = {
  asks: /\bhow many (people|persons|employees|staff|workers|engineers|developers|team members|staff members)\b.*\b(work|works|working|employ|employed|employs|do you have|does( \S+){1,3} have)\b|\bhow (big|large) is (the|your) (team|company|staff)\b|\b(team|company|staff) size\b|\bcombien (d'?employes|de personnes|de salaries)\b|\bwafanyakazi wangapi\b|\bwatu wangapi (wanafanya|wanafanyia)\b/,
  states:
    /\b\d[\d,]*\+?\s+(people|persons|employees|staff|workers|engineers|developers|team members|colleagues)\b|\bteam of \d/,
};

// A kind of media or content, asked of the product ("can it read photos?", "does it answer
// voice notes?"): a passage stating it names the same kind, not a word of it used otherwise
// ("a code sent by voice call").
// The kinds in English, French and Swahili (a translated question keeps the words its
// glossary lacks: "messages vocaux", "ujumbe wa sauti", "picha").
const voice =
  /\bvoice (notes?|messages?|memos?|recordings?)\b|\baudio\b|\b(messages?|notes?) voca(ux|les?)\b|\bvocaux\b|\b(ujumbe|message) (wa )?sauti\b|\bsauti\b/;
const image = /\b(images?|photos?|pictures?|screenshots?|picha)\b/;
const mediaKinds: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [voice, voice],
  [image, image],
  [/\bvideos?\b/, /\bvideos?\b/],
  [/\bstickers?\b|\bemojis?\b|\bgifs?\b/, /\bstickers?\b|\bemojis?\b|\bgifs?\b/],
  [/\b(locations?|pins?)\b.*\bshare|\bshare.*\blocations?\b/, /\blocations?\b/],
];
const media: AskedAttribute = {
  asks: /\b(answer|answers|read|reads|understand|understands|handle|handles|reply|replies|respond to|transcribe|transcribes|process|processes|accept|accepts|receive|receives|support|supports|listen to|open|opens|see|sees|send|sends|lit|lire|comprend|comprendre|recoit|recevoir|accepte|accepter|envoy\w*|traite|ecoute|soma|kusoma|inasoma|pokea|kupokea|inapokea|jibu|kujibu|inajibu|elewa|kuelewa|inaelewa|tuma|kutuma)\b/,
  states: (question) => mediaKinds.find(([asked]) => asked.test(question))?.[1],
};

const attributes: readonly AskedAttribute[] = [year, headcount, media];

/**
 * The question asks for a year, a headcount or a kind of media, and none of the best
 * passages states one: whatever words they share, they do not hold the answer.
 */
export function attributeUnstated(question: string, passages: readonly Passage[]): boolean {
  const q = foldText(question);
  const best = passages.slice(0, 3).map((p) => foldText(`${p.question ?? ''} ${p.text}`));
  for (const attribute of attributes) {
    if (!attribute.asks.test(q)) continue;
    const states = typeof attribute.states === 'function' ? attribute.states(q) : attribute.states;
    if (states && !best.some((text) => states.test(text))) return true;
  }
  return false;
}
